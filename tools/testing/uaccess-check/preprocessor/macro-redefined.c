/* A macro redefined with a different body or parameters is a warning. */
#define A 1
#define A 2 /* expect-warning: redefined */
#define F(x) x
#define F(y) y /* expect-warning: redefined */
#define G 1+2
#define G 1 + 2 /* expect-warning: redefined */
#define H(x) x
#define H x /* expect-warning: redefined */
A F(3) G H
/* expect-E
2 3 1 + 2 x
*/
