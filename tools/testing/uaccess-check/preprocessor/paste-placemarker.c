/* ## with empty arguments: placemarkers (C11 6.10.3.3). */
#define CAT(a, b) a ## b
#define CAT3(a, b, c) a ## b ## c
#define MID(a, b) [a ## b ## _]
#define EMPTY
#define BODY(a) a ## EMPTY
[CAT(x,)] [CAT(,y)] [CAT(,)] [CAT( , )]
[CAT3(,,)] [CAT3(a,,c)] [CAT3(,b,)] [CAT3(a,,)] [CAT3(,,c)]
[CAT(EMPTY, x)] [CAT(x, EMPTY)]
MID(,) MID(1,) MID(,2)
BODY(y) BODY()
/* expect-E
[x] [y] [] []
[] [ac] [b] [a] [c]
[EMPTYx] [xEMPTY]
[_] [1_] [2_]
yEMPTY
*/
