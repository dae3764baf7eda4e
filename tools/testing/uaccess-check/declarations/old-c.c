/* args: -Wno-decl */
/*
 * Old C: K&R definitions (-Wold-style-definition), their parameters
 * without a type (-Wimplicit-int), "f()" definitions that give no
 * prototype (-Wstrict-prototypes), variable length arrays (-Wvla).
 * A declaration "int g();" is not reported, as in sparse.
 */
int knr(a, b)
	int a;			/* expect-warning: non-ANSI definition of function 'knr' */
{
	return a + b;
}
/* the warning above is on the line of the first K&R declaration; b has no declaration: */
/* expect-warning@8: missing type declaration for parameter 'b' */

int empty()				/* expect-warning: non-ANSI function declaration of function 'empty' */
{
	return 0;
}

int declared_only();
int proto(void)
{
	return 0;
}

int vla(int n)
{
	int buf[n];			/* expect-warning: Variable length array is used. */
	int fixed[sizeof(int) * 2];

	buf[0] = fixed[0] = 0;
	return buf[0];
}
