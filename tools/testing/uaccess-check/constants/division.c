/*
 * Constant divisions: by constant zero (-Wdiv-by-zero) and the one
 * that overflows, INT_MIN / -1 or % -1 (-Woverflow).  A variable
 * divided by 0 is not reported (sparse does not either), nor is the arm
 * of a ?: that a constant condition skips.
 */
#define INT_MIN (-2147483647 - 1)
#define LLONG_MIN (-9223372036854775807LL - 1)

enum { A = 1 / 0 };		/* expect-warning: division by zero */

static int f(int x)
{
	int r = 0;

	r += 5 % 0;		/* expect-warning: division by zero */
	r += INT_MIN / -1;	/* expect-warning: constant integer operation overflow */
	r += INT_MIN % -1;	/* expect-warning: constant integer operation overflow */
	r += LLONG_MIN / -1;	/* expect-warning: constant integer operation overflow */
	r += INT_MIN / -1u;
	r += LLONG_MIN / -1 + INT_MIN / 1 + (-2147483647 / -1);	/* expect-warning: constant integer operation overflow */
	r += x / 0;
	r += sizeof(long) ? 8 / sizeof(long) : 8 / 0;
	r += 0 && 1 / 0;
	return r + 10 / 3 + 7 % 2;
}
