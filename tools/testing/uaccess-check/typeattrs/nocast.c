/*
 * __nocast: an implicit conversion that changes the size or the sign of
 * a __nocast integer, to it or from it; the same base type, an explicit
 * cast and (as in sparse) a return into a __nocast return type are fine.
 */
#define __nocast __attribute__((nocast))
typedef unsigned long __nocast cputime_t;

static cputime_t t;

long h(cputime_t v, long w, unsigned long u, int n)
{
	t = w;			/* expect-warning: implicit cast to nocast type */
	t = u;
	t = n;			/* expect-warning: implicit cast to nocast type */
	w = v;			/* expect-warning: implicit cast from nocast type */
	u = v;
	t = (cputime_t)w;
	w = (long)v;
	return v;		/* expect-warning: implicit cast from nocast type */
}

cputime_t k(long w)
{
	return w;
}
/* args: -Wno-decl */
