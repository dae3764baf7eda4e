/*
 * Packed layout: __attribute__((packed)) on a struct, on single members,
 * on a struct with bit-fields (they then straddle units), on a union,
 * #pragma pack(n) with push/pop, packed structs nested in unpacked ones,
 * and aligned() together with packed.
 */
#define offsetof(T, m) __builtin_offsetof(T, m)
#define check(T, size, align) \
	_Static_assert(sizeof(T) == (size) && _Alignof(T) == (align), #T)

struct __attribute__((packed)) p1 { char c; int i; long l; };
struct p2 { char c; int i __attribute__((packed)); long l; };
struct p3 { char c; struct p1 inner; short s; };
struct __attribute__((packed)) p4 { unsigned char a : 3; unsigned int b : 30; unsigned char c; };
union __attribute__((packed)) p5 { char c; int i; long l; };
struct __attribute__((packed, aligned(4))) p6 { char c; int i; };
struct p7 { char c; long l; } __attribute__((packed));
struct p8 { short s; struct p7 in; } __attribute__((packed));

#pragma pack(push, 2)
struct pk2 { char c; int i; long l; };
#pragma pack(push, 1)
struct pk1 { char c; long l; };
#pragma pack(pop)
struct pk2b { char c; long l; };
#pragma pack(pop)
struct unpacked { char c; long l; };
#pragma pack(4)
struct pk4 { char c; long l; short s; };
#pragma pack()
struct unpacked2 { char c; long l; };

check(struct p1, 13, 1);
check(struct p2, 16, 8);
check(struct p3, 16, 2);
check(struct p4, 6, 1);
check(union p5, 8, 1);
check(struct p6, 8, 4);
check(struct p7, 9, 1);
check(struct p8, 11, 1);
check(struct pk2, 14, 2);
check(struct pk1, 9, 1);
check(struct pk2b, 10, 2);
check(struct unpacked, 16, 8);
check(struct pk4, 16, 4);
check(struct unpacked2, 16, 8);

_Static_assert(offsetof(struct p1, l) == 5, "");
_Static_assert(offsetof(struct p2, i) == 1 && offsetof(struct p2, l) == 8, "");
_Static_assert(offsetof(struct p3, inner) == 1 && offsetof(struct p3, s) == 14, "");
_Static_assert(offsetof(struct p4, c) == 5, "");
_Static_assert(offsetof(struct pk2, l) == 6, "");
_Static_assert(offsetof(struct pk4, s) == 12, "");
