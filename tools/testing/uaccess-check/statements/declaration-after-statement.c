/* args: -std=c89 */
/* -Wdeclaration-after-statement: on by default for strict C89 and C94. */
int g(int);

int f(int a)
{
	int b = a;

	a++;
	int c = a;		/* expect-warning: mixing declarations and code */
	int d = c;		/* sparse warns once, then after the next statement */
	g(d);
	{
		int e = b;	/* a new block: silent */

		g(e);
		typedef int t;	/* expect-warning: mixing declarations and code */
		t u = 0;
		return u;
	}
}
/* args: -Wno-decl */
