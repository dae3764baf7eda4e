/* __VA_OPT__ (C2x, accepted by gcc in every mode). */
#define F(a, ...) f(a __VA_OPT__(,) __VA_ARGS__)
#define G(X, ...) X __VA_OPT__(- X ## __VA_ARGS__) end
#define SDEF(sname, ...) S sname __VA_OPT__(= { __VA_ARGS__ })
#define EMP
#define H2(X, Y, ...) __VA_OPT__(X ## Y,) __VA_ARGS__
#define H5A(...) __VA_OPT__()/**/__VA_OPT__()
#define H5B(X) a ## X ## b
#define H5C(X) H5B(X)
F(1) F(1,) F(1, 2) F(1, 2, 3) F(1, EMP)
SDEF(foo); SDEF(bar, 1, 2);
G(a) G(a, b)
H2(a, b, c, d)
H5C(H5A())
/* expect-E
f(1 ) f(1 ) f(1 , 2) f(1 , 2, 3) f(1 )
S foo ; S bar = { 1, 2 };
a end a - ab end
ab, c, d
ab
*/
