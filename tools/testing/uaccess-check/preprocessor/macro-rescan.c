/*
 * Rescanning: a function-like macro name produced by an expansion takes
 * its arguments from the text that follows.
 */
#define F(x) <x>
#define G F
#define H() F
#define ID(x) x
#define LP (
#define APPLY(m, a) m(a)
#define NOT_CALLED F
G(1)
H()(2)
ID(F)(3)
F LP 4)
APPLY(F, 5)
APPLY(G, 6)
NOT_CALLED;
ID(F) ;
/* expect-E
<1>
<2>
<3>
F ( 4)
<5>
<6>
F;
F ;
*/
