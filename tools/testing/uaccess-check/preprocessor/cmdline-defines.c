/* args: -DFOO -DBAR=2 -DEMPTY= -UFOO '-DFN(x)=(x+1)' '-DSTR="s p"' -DLATE -ULATE -DLATE=3 -D SPACED=4 -U BAR */
/* -D and -U are applied in order; -DX alone means 1, -DX= empty. */
#ifdef FOO
wrong
#endif
[EMPTY] FN(1) STR LATE SPACED BAR
/* expect-E
[] (1 +1) "s p" 3 4 BAR
*/
