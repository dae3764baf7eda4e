/* args: -m32 */
/*
 * More i386 layouts: bit-fields of long long type (4-aligned units in a
 * struct on i386, as gcc does), enums beyond 32 bits (long long),
 * __attribute__((aligned)) without argument (16), flexible arrays after
 * a long long, and the kernel's u64 alignment fixes (aligned(8) typedefs).
 */
#define offsetof(T, m) __builtin_offsetof(T, m)
#define check(T, size, align) \
	_Static_assert(sizeof(T) == (size) && _Alignof(T) == (align), #T)

typedef unsigned long long u64;
typedef unsigned long long __attribute__((aligned(8))) aligned_u64;

struct b1 { char c; unsigned long long x : 40; };
struct b2 { int i; unsigned long long x : 40; unsigned long long y : 30; };
struct a1 { char c; u64 v; };
struct a2 { char c; aligned_u64 v; };
struct a3 { char c; } __attribute__((aligned));
struct f1 { int n; long long ll; char data[]; };
enum big { BIG = 0x100000000ULL };
enum neg { NEG = -1, POS = 0x7fffffff };

check(struct b1, 8, 4);
check(struct b2, 16, 4);
check(struct a1, 12, 4);
check(struct a2, 16, 8);
check(struct a3, 16, 16);
check(struct f1, 12, 4);
check(enum big, 8, 4);
check(enum neg, 4, 4);
check(aligned_u64, 8, 8);
_Static_assert(offsetof(struct a2, v) == 8, "");
_Static_assert(offsetof(struct f1, data) == 12, "");
_Static_assert(BIG == 4294967296ULL, "");
