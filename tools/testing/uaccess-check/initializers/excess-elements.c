/*
 * -Wexcess-initializers: every element that a braced list has no room
 * for, as sparse and gcc report them (sparse's message).
 */
struct s { int a; };
union u { int a; long b; };

static struct s x = { 1, 2, 3 };	/* expect-warning@8: excessive elements in struct or union initializer */
					/* expect-warning@8: excessive elements in struct or union initializer */
static int z[1] = { 1, 2 };		/* expect-warning: excessive elements in array initializer */
static int w[2][1] = { { 1, 2 }, { 3 } };	/* expect-warning: excessive elements in array initializer */
static int v[1] = { [0] = 1, 2 };	/* expect-warning: excessive elements in array initializer */
static struct s y = { .a = 1, 2 };	/* expect-warning: excessive elements in struct or union initializer */
static union u un = { 1, 2 };		/* expect-warning: excessive elements in struct or union initializer */
static struct s ys[1] = { { 1 }, { 2 } };	/* expect-warning: excessive elements in array initializer */

/* silent: room for every element, brace elision, flexible arrays, unknown lengths */
struct f { int n; int d[]; };
static struct f fl = { 1, { 2, 3 } };
static int open[] = { 1, 2, 3 };
static int m[2][2] = { 1, 2, 3, 4 };
static struct s ok = { 1 };

int use(void);
int use(void)
{
	int l[1] = { 1, 2 };	/* expect-warning: excessive elements in array initializer */

	return x.a + z[0] + w[0][0] + v[0] + y.a + un.a + ys[0].a + fl.n + open[0] + m[0][0] + ok.a + l[0];
}
