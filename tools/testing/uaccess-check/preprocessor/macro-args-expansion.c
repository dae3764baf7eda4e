/* Arguments are expanded before substitution, except next to # and ##. */
#define ONE 1
#define ID(x) x
#define S(x) #x
#define XS(x) S(x)
#define CAT(a, b) a ## b
#define TWICE(x) x x
ID(ONE) S(ONE) XS(ONE) CAT(ONE, _) CAT(_, ONE)
TWICE(ONE) TWICE(S(ONE)) TWICE(ID(ONE))
#define ARGS 1, 2
#define FIRST(a, b) a
#define XFIRST(x) FIRST(x)
XFIRST(ARGS)
/* expect-E
1 "ONE" "1" ONE_ _ONE
1 1 "ONE" "ONE" 1 1
1
*/
