/* -Wparentheses: a bare '=' as the condition of if, ?:, while, do and for. */
int g(int);

#define SET_PAREN(a) ((a) = 1)
#define SET_PAREN1(a) (a = 1)
#define SET_BARE(a) a = 1

void reported(int x, int *p)
{
	if (x = g(1))			/* expect-warning: assignment expression in conditional */
		g(2);
	if (x = 7 && x)			/* expect-warning: assignment expression in conditional */
		g(2);
	while (x = *p++)		/* expect-warning: assignment expression in conditional */
		g(3);
	do
		g(4);
	while (x = *p++);		/* expect-warning: assignment expression in conditional */
	for (; x = *p; p++)		/* expect-warning: assignment expression in conditional */
		g(5);
	if (SET_BARE(x))		/* expect-warning: assignment expression in conditional */
		g(6);
}

void silent(int x, int *p)
{
	if ((x = g(1)))			/* extra parentheses: meant */
		g(2);
	while ((x = *p++))
		g(3);
	if (!(x = g(1)))
		g(2);
	if ((x = g(1)) != 0)
		g(2);
	if (x += 2)			/* only a plain '=' */
		g(2);
	x = (x = 4) ? 1 : 2;
	x = x ? 1 : 2;
	if (SET_PAREN(x))		/* macros written with parentheses */
		g(6);
	if (SET_PAREN1(x))
		g(6);
	for (x = 0; x < 3; x++)		/* the first clause is no condition */
		g(7);
}
/* args: -Wno-decl */
