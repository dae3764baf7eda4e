/* args: -Wshadow */
/*
 * -Wshadow (off; the kernel's W=2): a block-scope declaration hiding a
 * file-scope one or one of an enclosing block.  Parameters are not
 * reported, as in sparse.
 */
static int x;				/* expect-note: originally declared here */
typedef int t;

static int f(int y)
{
	int x = y;			/* expect-warning: symbol 'x' shadows an earlier one */ /* expect-note: originally declared here */
	{
		int x = 2;		/* expect-warning: symbol 'x' shadows an earlier one */
		return x;
	}
}

static int g(int x)
{
	int t = x;
	return t;
}
