/*
 * Attributes after the struct/union/enum keyword, after the closing
 * brace, on members, on enumerators, and on a forward declaration.
 */
struct __attribute__((packed)) s1 { char c; int i; };
struct s2 { char c; int i; } __attribute__((packed));
struct __attribute__((aligned(16))) s3 { int i; } __attribute__((unused));
union __attribute__((transparent_union)) u1 { int *ip; const int *cip; };
union u2 { int i; char c; } __attribute__((aligned(8)));
enum __attribute__((packed)) e1 { E1_A, E1_B };
enum e2 { E2_A, E2_B } __attribute__((packed));
enum e3 {
	E3_OLD __attribute__((deprecated)) = 1,
	E3_NEW __attribute__((unused)),
	E3_LAST
};
struct __attribute__((__aligned__(8))) s4;
struct s4 { int x; };
struct s5 {
	int a __attribute__((aligned(8)));
	__attribute__((aligned(4))) char b;
	int c __attribute__((packed));
	int d, e __attribute__((unused));
	struct { int z; } __attribute__((packed)) inner;
} __attribute__((aligned(16))) __attribute__((unused));
typedef struct __attribute__((packed)) { short s; long l; } packed_anon;
struct s6 { char c; } __attribute__((packed)) var6, *ptr6;

int use(struct s1 *a, struct s2 *b, struct s3 *c, union u2 *d, struct s4 *f, struct s5 *g, packed_anon *h)
{
	enum e1 x = E1_B;
	enum e2 y = E2_A;
	return a->i + b->i + c->i + d->i + f->x + g->a + h->s + x + y + E3_NEW + var6.c + ptr6->c;
}
/* args: -Wno-decl */
