/*
 * Struct layout on x86_64 as gcc does it: members at offsets aligned to
 * their alignment, tail padding to the struct's alignment (the largest
 * member's), nested structs and arrays, and offsets of every member.
 */
#define offsetof(T, m) __builtin_offsetof(T, m)
#define check(T, size, align) \
	_Static_assert(sizeof(T) == (size) && _Alignof(T) == (align), #T)

struct a { char c; int i; };
struct b { char c; long l; char d; };
struct c { short s; char c; };
struct d { char c1; struct c inner; char c2; };
struct e { int i; char arr[5]; double d; };
struct f { char c; long double ld; };
struct g { char c; __int128 x; };
struct h { struct b bs[3]; char tail; };
struct i { char c; void *p; short s; int (*fp)(void); };
struct j { char c; int *arr[2]; char d; long long ll; };
struct k { _Bool b; unsigned long long u; float f; };
struct l { char c[3]; };
struct m { struct l l; short s; };

check(struct a, 8, 4);
check(struct b, 24, 8);
check(struct c, 4, 2);
check(struct d, 8, 2);
check(struct e, 24, 8);
check(struct f, 32, 16);
check(struct g, 32, 16);
check(struct h, 80, 8);
check(struct i, 32, 8);
check(struct j, 40, 8);
check(struct k, 24, 8);
check(struct l, 3, 1);
check(struct m, 6, 2);

_Static_assert(offsetof(struct a, i) == 4, "");
_Static_assert(offsetof(struct b, l) == 8 && offsetof(struct b, d) == 16, "");
_Static_assert(offsetof(struct d, inner) == 2 && offsetof(struct d, c2) == 6, "");
_Static_assert(offsetof(struct e, arr) == 4 && offsetof(struct e, d) == 16, "");
_Static_assert(offsetof(struct f, ld) == 16, "");
_Static_assert(offsetof(struct h, tail) == 72, "");
_Static_assert(offsetof(struct i, s) == 16 && offsetof(struct i, fp) == 24, "");
_Static_assert(offsetof(struct j, d) == 24 && offsetof(struct j, ll) == 32, "");
_Static_assert(offsetof(struct k, f) == 16, "");
_Static_assert(offsetof(struct m, s) == 4, "");
