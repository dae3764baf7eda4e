/*
 * The body of an inline function at file scope is parsed only when the
 * function is used (parse.c: its tokens wait): parsed then, with the
 * typedef names of where it was written, it is checked as any other.
 * A typedef name that a parameter or a local shadows stays an ordinary
 * name there; one declared after the function does not change its body.
 */
typedef int T;
typedef unsigned long size;
struct s { int v; };

static inline int params(int T, struct s *p)
{
	T *= 2;				/* the parameter, not the type */
	return T + p->v;
}

static inline int locals(int x)
{
	long T = x;			/* a local shadows the typedef */
	size n = (size)T;		/* and the outer typedef still works */

	{
		T *p = 0;		/* expect-error: undeclared */
	}
	return n + T;
}

static inline int uses_later(int x)
{
	struct s v = { x };

	return params(x, &v) + locals(x);
}

/* the parse waits for this use, at the end of the unit */
int caller(int x)
{
	int y;

	if (y = x)			/* expect-warning: assignment expression in conditional */
		return uses_later(y);
	return 0;
}

/* a function used before its definition is parsed as it is met */
static inline int early(int);
int early_caller(void)
{
	return early(1);
}
static inline int early(int a)
{
	return a == 1 ? 0 : (a = 2);	/* a body like any other */
}

/* a typedef named after the function: the body still sees its own names */
typedef char later_type;
/* args: -Wno-decl */
