/*
 * A syntax error in the body of an inline function is reported when the
 * body is parsed, that is when the function is used: in one nothing
 * uses, it is not (gcc, in the same build, reports it).  The rest of the
 * unit is checked either way.
 */
static inline int unused(int x)
{
	return x +;			/* not parsed: nothing uses unused() */
}

static inline int used(int x)
{
	int y = x
	return y;			/* expect-error: expected ';' or ',' before 'return' */
}

int caller(int x)
{
	return used(x);
}

int after(int *p, int *q)
{
	if (p = q)			/* expect-warning: assignment expression in conditional */
		return 1;
	return 0;
}
/* args: -Wno-decl */
