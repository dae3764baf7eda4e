/* ## can build the name of a macro, which is then expanded on rescan. */
#define CAT(a, b) a ## b
#define XCAT(a, b) CAT(a, b)
#define FOOBAR 42
#define PREFIX FOO
#define SUFFIX() _tail
#define MAKE(kind) kind ## _make(kind)
#define int_make(k) make_ ## k ## _int
CAT(FOO, BAR)
CAT(PRE, FIX)
XCAT(PREFIX, BAR)
CAT(PREFIX, BAR)
CAT(x, SUFFIX)()
CAT(SUF, FIX)()
MAKE(int)
CAT(1, 2) CAT(0x, 1f) CAT(1e, +) CAT(., 5)
CAT(<, <) CAT(<<, =) CAT(-, >) CAT(#, #) CAT(&, &) CAT(|, =)
CAT(L, "wide") CAT(u8, "utf8") CAT(L, 'c')
/* expect-E
42
FOO
42
PREFIXBAR
xSUFFIX()
_tail
make_int_int
12 0x1f 1e+ .5
<< <<= -> ## && |=
L"wide" u8"utf8" L'c'
*/
