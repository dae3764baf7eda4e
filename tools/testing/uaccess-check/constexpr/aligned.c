/*
 * aligned(N) on structs, members, typedefs and variables; aligned with
 * no argument (the target's biggest alignment, 16 on x86_64); _Alignas
 * on members; typedefs that lower the alignment (allowed on a typedef,
 * as get_unaligned-style code uses); aligned members raising the
 * alignment of the enclosing struct; arrays of aligned structs.
 */
#define offsetof(T, m) __builtin_offsetof(T, m)
#define check(T, size, align) \
	_Static_assert(sizeof(T) == (size) && _Alignof(T) == (align), #T)

struct __attribute__((aligned(16))) a1 { int i; };
struct a2 { int i; } __attribute__((aligned(64)));
struct a3 { char c; int i __attribute__((aligned(8))); };
struct a4 { char c; _Alignas(32) char d; };
struct a5 { char c; } __attribute__((aligned));
struct a6 { char c; struct a1 inner; };
struct a7 { char c; long l __attribute__((aligned(2))); };	/* cannot lower a member */
typedef int int16a __attribute__((aligned(16)));
typedef int int1a __attribute__((aligned(1)));			/* a typedef can lower it */
typedef struct { long x; } __attribute__((aligned(4))) lowered_t;	/* on the struct: cannot */
struct a8 { char c; int1a i; };
struct a9 { char c; int16a i; };
struct a10 { struct a1 arr[3]; };

int var __attribute__((aligned(32)));
_Alignas(64) char buf[10];

check(struct a1, 16, 16);
check(struct a2, 64, 64);
check(struct a3, 16, 8);
check(struct a4, 64, 32);
check(struct a5, 16, 16);
check(struct a6, 32, 16);
check(struct a7, 16, 8);
check(int16a, 4, 16);
check(int1a, 4, 1);
check(lowered_t, 8, 8);
check(struct a8, 5, 1);
check(struct a9, 32, 16);
check(struct a10, 48, 16);

_Static_assert(offsetof(struct a3, i) == 8, "");
_Static_assert(offsetof(struct a4, d) == 32, "");
_Static_assert(offsetof(struct a6, inner) == 16, "");
_Static_assert(offsetof(struct a8, i) == 1, "");
_Static_assert(offsetof(struct a9, i) == 16, "");
_Static_assert(__alignof__(var) == 32 && __alignof__(buf) == 64, "");
_Static_assert(sizeof(buf) == 10, "alignment does not change an array's size");
/* args: -Wno-decl */
