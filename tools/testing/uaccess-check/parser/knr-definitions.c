/*
 * K&R (old-style) function definitions, still in some old drivers and
 * accepted by gcc -std=gnu11: identifier lists, parameter declarations
 * in any order, undeclared parameters (implicitly int), default
 * promotions, and prototype-less declarations.
 */
int old_decl();
int old_add(a, b)
	int a;
	int b;
{
	return a + b;
}

long old_mixed(p, n, c)
	char *p;
	long n;
	char c;		/* promoted to int in the call */
{
	return p[n] + c;
}

int old_reordered(x, y)
	long y;
	int x;
{
	return x + (int)y;
}

int old_implicit(a, b)
	int a;
{
	return a + b;	/* b is int (gcc: -Wimplicit-int warning; the checker: silent) */
}

int old_none()
{
	return old_add(1, 2) + old_decl(3, "x") + old_none();
}

static int old_fp(f, v)
	int (*f)();
	int v;
{
	return f(v);
}

int user(void)
{
	return old_fp(old_none, 1) + (int)old_mixed("ab", 1L, 'c') + old_reordered(1, 2L) + old_implicit(1, 2);
}
/* args: -Wno-decl -Wno-old-style-definition -Wno-implicit-int -Wno-strict-prototypes */
