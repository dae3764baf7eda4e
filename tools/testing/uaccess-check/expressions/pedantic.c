/* args: -Wsizeof-bool -Wpointer-arith -Wptr-subtraction-blows -Wtautological-compare -Wreturn-void -Waddress */
/* Sparse's pedantic checks, off by default. */
struct odd { char a, b, c; };
struct even { int a; };
struct m { int arr[2]; int v; };

static void fn(void)
{
}

static void ret_void(int i)
{
	if (i)
		return fn();	/* expect-warning: returning void-valued expression */
	return;
}

static int g;

static int f(_Bool b, struct odd *x, struct odd *y, struct even *u, struct even *v, int i,
	     int *p, struct m *s, volatile int vi, void (*fp)(void))
{
	int n = 0;

	n += sizeof(_Bool);	/* expect-warning: expression using sizeof _Bool */
	n += sizeof(b);		/* expect-warning: expression using sizeof _Bool */
	n += sizeof(void);	/* expect-warning: expression using sizeof(void) */
	n += sizeof(fn);	/* expect-warning: expression using sizeof on a function */
	n += x - y;		/* expect-warning: potentially expensive pointer subtraction */ /* expect-note: 'struct odd' has a non-power-of-2 size: 3 */
	n += i == i;		/* expect-warning: self-comparison always evaluates to true */
	n += i != i;		/* expect-warning: self-comparison always evaluates to false */
	n += i < i;		/* expect-warning: self-comparison always evaluates to false */
	n += g >= g;		/* expect-warning: self-comparison always evaluates to true */
	n += s->v == s->v;	/* expect-warning: self-comparison always evaluates to true */
	n += p[i + 1] == p[i + 1];	/* expect-warning: self-comparison always evaluates to true */
	if (fn)			/* expect-warning: the address of a function will always evaluate as true */
		n++;
	if (s->arr)		/* expect-warning: the address of an array will always evaluate as true */
		n++;
	n += fn && i;		/* expect-warning: the address of a function will always evaluate as true */
	n += *fp ? 1 : 2;	/* expect-warning: the address of a function will always evaluate as true */

	/* silent */
	n += sizeof(int) + sizeof(void *) + _Alignof(_Bool);
	n += u - v;
	n += vi == vi;
	n += i == i + 1;
	n += 1 == 1;
	n += !fn;
	if (fp && &g)
		n++;
	ret_void(i);
	return n;
}

int use(void);
int use(void)
{
	return f(0, (void *)0, (void *)0, (void *)0, (void *)0, 0, (void *)0, (void *)0, 0, fn);
}
