/*
 * __counted_by(n) (include/linux/compiler_attributes.h, gcc 15 and clang
 * 18): the flexible array member (or pointer member) holds as many
 * elements as integer member n says.  gcc 12, whose __has_attribute()
 * answers the checker gives, lacks it, so the kernel's macro is empty
 * there; written out, the attribute is understood and checked as gcc 15
 * checks it, and recorded on the member for checks that use the count.
 * __has_attribute(__counted_by__) stays 0 like gcc 12's.
 */
#if __has_attribute(__counted_by__)
#error "gcc 12 has no counted_by"
#endif
#define __counted_by(member)	__attribute__((__counted_by__(member)))

struct packet {
	unsigned short len;
	unsigned char data[] __counted_by(len);
};

struct later {
	int data[] __attribute__((counted_by(count)));	/* expect-error: not a field declaration in the same structure */
};

struct count_after {
	char tag;
	struct { unsigned int count; };
	long *items __counted_by(count);		/* a pointer member, and a count in an anonymous struct */
};

struct wrong {
	int fixed[4] __counted_by(n);		/* expect-error: 'counted_by' attribute is not allowed for a non-flexible array member field */
	int scalar __counted_by(n);		/* expect-error: 'counted_by' attribute is not allowed for a non-array field */
	float f;
	int n;
	int data[] __counted_by(f);		/* expect-error: argument 'f' to the 'counted_by' attribute is not of integer type */
};

struct bad_arg {
	int n;
	int data[] __counted_by(1);		/* expect-error: 'counted_by' argument is not an identifier */
};

int sum(struct packet *p, struct count_after *c)
{
	return p->data[0] + p->len + (int)c->items[0] + (int)sizeof(struct packet);
}

_Static_assert(sizeof(struct packet) == 2, "the attribute does not change the layout");
/* args: -Wno-decl */
