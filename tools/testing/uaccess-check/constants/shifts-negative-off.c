/* args: -Wno-shift-count-negative */
/* with -Wno-shift-count-negative, sparse reports the count as a big unsigned one */
static int f(int x)
{
	return x >> -1;		/* expect-warning: shift too big (4294967295) for type int [-Wshift-count-overflow] */
}
