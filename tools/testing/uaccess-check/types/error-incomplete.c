/*
 * Uses of incomplete types that need their size or members: gcc's
 * "storage size of ... isn't known", "invalid use of undefined type",
 * "invalid application of 'sizeof' to incomplete type", "has incomplete
 * type"; pointers to incomplete types and their completion later are
 * fine.
 */
struct opaque;
struct later;
struct opaque *op;
struct later *lp;
extern struct opaque ext;		/* an extern of incomplete type is fine */

struct opaque bad_var; /* expect-error: storage size of */
struct later { int m; };

int f(struct opaque *p)
{
	struct opaque local; /* expect-error: storage size of */
	int r = lp->m;

	r += p->m; /* expect-error: invalid use of undefined type */
	r += sizeof(struct opaque); /* expect-error: invalid application of */
	r += sizeof(*p); /* expect-error: invalid application of */
	(void)*p; /* expect-error: invalid use of undefined type */
	return r;
}
/* args: -Wno-decl */
