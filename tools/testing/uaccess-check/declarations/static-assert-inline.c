/*
 * Sparse evaluates a _Static_assert as it parses it: in an inline
 * function that is never called, its assertion still fails, and the
 * structures it names are looked at (container_of()'s assertion is how
 * the kernel gets "array of flexible structures" for struct sctp_cookie
 * from include/net/sctp/structs.h).  An assertion on a local waits for
 * the body's evaluation, which an unused inline function never gets.
 */
struct flex { int n; int data[]; };
struct holder { int a; struct flex items[]; };	/* expect-warning: array of flexible structures */
struct outer { int x; struct holder h; };
struct other { int y; };

#define __same_type(a, b) __builtin_types_compatible_p(typeof(a), typeof(b))
#define container_of(ptr, type, member) ({				\
	void *__mptr = (void *)(ptr);					\
	_Static_assert(__same_type(*(ptr), ((type *)0)->member) ||	\
		       __same_type(*(ptr), void),			\
		       "pointer type mismatch in container_of()");	\
	((type *)(__mptr - __builtin_offsetof(type, member))); })

static inline struct outer *to_outer(struct holder *h)
{
	return container_of(h, struct outer, h);
}

static inline int never_used(struct other *o)
{
	_Static_assert(sizeof(*o) == 8, "other is one int");	/* expect-error: static assertion failed: "other is one int" */
	_Static_assert(sizeof(*o) == 4, "holds");
	return 0;
}

static int global_x;

static inline int local_shadows(void)
{
	long global_x = 0;

	/* the local, not the file-scope int: not told before the body is evaluated */
	_Static_assert(sizeof(global_x) == sizeof(long), "the local");
	return global_x;
}

static inline int used(struct other *o)
{
	long v = o->y;

	_Static_assert(sizeof(v) == 4, "long is 8");	/* expect-error: static assertion failed: "long is 8" */
	_Static_assert(sizeof(o->y) == 4, "told once");
	return v;
}

int call(struct other *o);
int call(struct other *o)
{
	return used(o) + global_x;
}
