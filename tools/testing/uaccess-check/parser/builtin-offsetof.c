/*
 * __builtin_offsetof with member paths: nested members, array elements
 * with constant indexes, chains of both, anonymous members, typedef and
 * typeof types, and the kernel's offsetof/offsetofend macros.
 */
struct inner { int a; long arr[4]; struct { char c; short d; } deep[3]; };
struct outer {
	char tag;
	struct inner in;
	struct inner ins[2];
	union { int u1; long u2; };
};
typedef struct outer outer_t;

#define offsetof(TYPE, MEMBER) __builtin_offsetof(TYPE, MEMBER)
#define sizeof_field(TYPE, MEMBER) sizeof((((TYPE *)0)->MEMBER))
#define offsetofend(TYPE, MEMBER) (offsetof(TYPE, MEMBER) + sizeof_field(TYPE, MEMBER))

unsigned long offs[] = {
	__builtin_offsetof(struct outer, tag),
	__builtin_offsetof(struct outer, in.a),
	__builtin_offsetof(struct outer, in.arr[2]),
	__builtin_offsetof(struct outer, ins[1].deep[2].d),
	__builtin_offsetof(outer_t, u2),
	__builtin_offsetof(typeof(struct outer), ins[0].arr[1 + 1]),
	offsetof(struct inner, deep[1].c),
	offsetofend(struct outer, in),
};

_Static_assert(__builtin_offsetof(struct outer, in.arr[2]) == 8 + 8 + 16, "path");
_Static_assert(__builtin_offsetof(struct inner, deep[2].d) == 40 + 2 * 4 + 2, "deep");
/* args: -Wno-decl */
