/*
 * Nested invocations whose arguments span lines, with conditional
 * directives inside the arguments (a GNU extension gcc accepts).
 */
#define F(x) (x)
#define G(x, y) F(x) + F(y)
int a = G(F(1),
	  F(2
	    + 3));
int b = F(
#ifdef UNDEFINED
	wrong
#else
	right
#endif
	);
int c = G(
#if 1
	first,
#else
	never,
#endif
	second);
int d = F(G(
	1, 2) * G(3,
	4));
int e = F
(
	5
)
;
/* expect-E
int a = ((1)) + ((2 + 3));
int b = (right);
int c = (first) + (second);
int d = ((1) + (2) * (3) + (4));
int e = (5)
;
*/
