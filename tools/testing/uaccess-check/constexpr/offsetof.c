/*
 * __builtin_offsetof values: nested members, array elements (constant
 * indexes, including one past the end), anonymous struct and union
 * members, packed and aligned members, and the kernel's offsetofend and
 * sizeof_field; offsetof results as array sizes and in enumerators.
 */
#define offsetof(T, m) __builtin_offsetof(T, m)
#define sizeof_field(T, m) sizeof(((T *)0)->m)
#define offsetofend(T, m) (offsetof(T, m) + sizeof_field(T, m))

struct in { char c; int arr[4]; struct { short s; long l; } deep[2]; };
struct out {
	long first;
	struct in in;
	union { char uc; int ui; };
	struct { char x; long y; };
	char packed_after;
	int p __attribute__((packed));
	char tail;
	int aligned __attribute__((aligned(32)));
};

_Static_assert(offsetof(struct in, arr) == 4, "");
_Static_assert(offsetof(struct in, arr[3]) == 16, "");
_Static_assert(offsetof(struct in, arr[4]) == 20, "one past the end");
_Static_assert(offsetof(struct in, deep) == 24, "");
_Static_assert(offsetof(struct in, deep[1].l) == 24 + 16 + 8, "");
_Static_assert(sizeof(struct in) == 56, "");
_Static_assert(offsetof(struct out, in.deep[0].s) == 8 + 24, "");
_Static_assert(offsetof(struct out, ui) == 64, "anonymous union");
_Static_assert(offsetof(struct out, uc) == 64, "");
_Static_assert(offsetof(struct out, x) == 72 && offsetof(struct out, y) == 80, "anonymous struct");
_Static_assert(offsetof(struct out, packed_after) == 88, "");
_Static_assert(offsetof(struct out, p) == 89, "packed member");
_Static_assert(offsetof(struct out, tail) == 93, "");
_Static_assert(offsetof(struct out, aligned) == 96, "");
_Static_assert(sizeof(struct out) == 128, "");
_Static_assert(offsetofend(struct in, arr) == 20, "");
_Static_assert(sizeof_field(struct in, deep) == 32, "");

char by_offset[offsetof(struct in, deep[1])];
enum { OFF = offsetof(struct out, tail) };
_Static_assert(sizeof(by_offset) == 40 && OFF == 93, "");
/* args: -Wno-decl */
