/* args: -m32 */
/* -m32: int and long have the size of a pointer, long long has not. */
struct s;

static long long f(int i, long l, long long ll, short sh, int *ip)
{
	struct s *q;
	long long k;

	q = (struct s *)i;
	q = (struct s *)l;
	q = (struct s *)ll;	/* expect-warning: non size-preserving integer to pointer cast */
	q = (struct s *)sh;	/* expect-warning: non size-preserving integer to pointer cast */
	k = (int)ip + (long)ip;
	k += (unsigned long long)ip;	/* expect-warning: non size-preserving pointer to integer cast */
	(void)q;
	return k;
}

long long use(void);
long long use(void)
{
	return f(0, 0, 0, 0, (void *)0);
}
