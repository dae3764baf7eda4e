/* #undef, including of names that are not macros. */
#define A 1
#define F(x) x + 1
A F(2)
#undef A
#undef F
A F(2)
#undef NEVER_DEFINED
#define A 2
#define F 3
A F
/* expect-E
1 2 + 1
A F(2)
2 3
*/
