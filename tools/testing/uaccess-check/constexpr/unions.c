/*
 * Union sizes: the largest member rounded up to the strictest alignment,
 * with arrays, structs, packed and aligned members, bit-fields, and
 * anonymous unions inside structs.
 */
#define offsetof(T, m) __builtin_offsetof(T, m)
#define check(T, size, align) \
	_Static_assert(sizeof(T) == (size) && _Alignof(T) == (align), #T)

union u1 { char c; int i; };
union u2 { char arr[5]; int i; };
union u3 { char arr[9]; long l; };
union u4 { struct { char a, b, c; } s; short sh; };
union u5 { unsigned int x : 3; unsigned long y : 40; };
union u6 { char c; int i __attribute__((aligned(16))); };
union u7 { double d; long double ld; };
struct s1 { char c; union { int i; char arr[7]; }; char d; };

check(union u1, 4, 4);
check(union u2, 8, 4);
check(union u3, 16, 8);
check(union u4, 4, 2);
check(union u5, 8, 8);
check(union u6, 16, 16);
check(union u7, 16, 16);
check(struct s1, 16, 4);

_Static_assert(offsetof(union u3, l) == 0, "all members at offset 0");
_Static_assert(offsetof(struct s1, i) == 4 && offsetof(struct s1, arr) == 4, "");
_Static_assert(offsetof(struct s1, d) == 12, "");
