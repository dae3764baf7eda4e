/* args: -m32 */
/*
 * Struct layout on i386 as gcc does it: long long and double members
 * are only 4-aligned inside structs (the i386 ABI), long double is 12
 * bytes and 4-aligned, pointers and long are 4 bytes.
 */
#define offsetof(T, m) __builtin_offsetof(T, m)
#define check(T, size, align) \
	_Static_assert(sizeof(T) == (size) && _Alignof(T) == (align), #T)

struct a { char c; long long ll; };
struct b { char c; double d; };
struct c { char c; long double ld; };
struct d { char c; long l; void *p; };
struct e { short s; long long ll; char c; };
struct f { int i; struct a inner; };

check(struct a, 12, 4);
check(struct b, 12, 4);
check(struct c, 16, 4);
check(struct d, 12, 4);
check(struct e, 16, 4);
check(struct f, 16, 4);

_Static_assert(offsetof(struct a, ll) == 4, "long long is 4-aligned in a struct");
_Static_assert(offsetof(struct b, d) == 4, "");
_Static_assert(offsetof(struct c, ld) == 4, "");
_Static_assert(offsetof(struct d, p) == 8, "");
_Static_assert(offsetof(struct e, c) == 12, "");
_Static_assert(offsetof(struct f, inner.ll) == 8, "");
