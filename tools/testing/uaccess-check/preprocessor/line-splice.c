/* Backslash-newline joins lines everywhere, even inside tokens. */
#def\
ine SPLICED 1
SPLI\
CED
"str\
ing"
int x = 1\
2;
#define LONG a \
  b \
  c
LONG
a+\
+b
#if 1 \
  + 1 == 2
spliced_if
#endif
/* expect-E
1
"string"
int x = 12;
a b c
a++b
spliced_if
*/
