/*
 * Sizes and offsets with flexible and zero-length arrays: the array adds
 * no size but its alignment counts, it may start inside the tail padding,
 * and sizeof a struct ending in one is what struct_size() builds on.
 */
#define offsetof(T, m) __builtin_offsetof(T, m)
#define check(T, size, align) \
	_Static_assert(sizeof(T) == (size) && _Alignof(T) == (align), #T)

struct f1 { int len; char data[]; };
struct f2 { int len; char c; char data[]; };		/* data in the tail padding */
struct f3 { char c; long data[]; };			/* the array's alignment counts */
struct f4 { int len; char data[0]; };
struct f5 { char c; long data[0]; };
struct f6 { short s; struct f1 hdr[0]; };
struct __attribute__((packed)) f7 { char c; int data[]; };
struct f8 { long a; char b; unsigned char data[]; };
union f9 { int i; char z[0]; };

check(struct f1, 4, 4);
check(struct f2, 8, 4);
check(struct f3, 8, 8);
check(struct f4, 4, 4);
check(struct f5, 8, 8);
check(struct f6, 4, 4);
check(struct f7, 1, 1);
check(struct f8, 16, 8);
check(union f9, 4, 4);

_Static_assert(offsetof(struct f1, data) == 4, "");
_Static_assert(offsetof(struct f2, data) == 5, "");
_Static_assert(offsetof(struct f3, data) == 8, "");
_Static_assert(offsetof(struct f7, data) == 1, "");
_Static_assert(offsetof(struct f8, data) == 9, "");

#define struct_size(p, member, count) \
	(offsetof(typeof(*(p)), member) + sizeof((p)->member[0]) * (count))
extern struct f8 *f8p;
_Static_assert(struct_size(f8p, data, 7) == 16, "");
_Static_assert(struct_size(f8p, data, 8) == 17, "");
/* args: -Wno-flexible-array-array */
