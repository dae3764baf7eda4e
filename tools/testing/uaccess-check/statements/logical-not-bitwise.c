/* -Wlogical-not-bitwise: sparse's "dubious: !x & y" and "dubious: x | !y". */
int g(int);

int reported(int x, int y)
{
	int r = 0;

	r += !x & y;		/* expect-warning: dubious: !x & y */
	r += x | !y;		/* expect-warning: dubious: x | !y */
	r += !x & !y;		/* expect-warning: dubious: !x & !y */
	r += !x | 1;		/* expect-warning: dubious: !x | y */
	r += (!x) & y;		/* expect-warning: dubious: !x & y */
	r += !!x & y;		/* expect-warning: dubious: !x & y */
	if (!x & y)		/* expect-warning: dubious: !x & y */
		g(1);
	return r;
}

int silent(int x, int y)
{
	int r = 0;

	r += !x && y;
	r += !(x & y);
	r += !x ^ y;		/* sparse: & and | only */
	r += !x + y;
	r &= !y;		/* not for compound assignments, as in sparse */
	r += ~x & y;
	return r;
}
/* args: -Wno-decl */
