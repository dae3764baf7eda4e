/*
 * Anonymous struct and union members (C11), nested, with attributes,
 * accessed by their members' names, in initializers, and the kernel's
 * struct_group-like layout.
 */
struct s {
	int kind;
	union {
		int i;
		float f;
		struct {
			short lo, hi;
		};
	};
	struct {
		union {
			long a;
			unsigned long b;
		};
		char tail;
	} __attribute__((aligned(8)));
	union {
		struct { int x, y; };
		int xy[2];
	} __attribute__((packed));
};

struct s g = { .kind = 1, .i = 2, .b = 3, .tail = 'x', .x = 4 };

int f(struct s *p)
{
	struct s l = { .f = 1.0f, .hi = 2 };	/* expect-warning: Initializer entry defined twice */

	p->lo = 1;
	p->hi = p->lo;
	p->a = p->kind;
	return p->i + (int)p->b + p->tail + p->xy[1] + p->y + l.hi;
}
/* args: -Wno-decl */
