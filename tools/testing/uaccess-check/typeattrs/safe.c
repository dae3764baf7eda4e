/*
 * __safe: the value is never 0 or NULL, so testing it is a mistake, in
 * any form; testing another value is fine.
 */
#define __safe __attribute__((safe))

int f(int * __safe p, int *q, int __safe i)
{
	int r = 0;

	if (p)			/* expect-warning: testing a 'safe expression' */
		r++;
	if (!p)			/* expect-warning: testing a 'safe expression' */
		r++;
	if (p == q)		/* expect-warning: testing a 'safe expression' */
		r++;
	if (p && q)		/* expect-warning: testing a 'safe expression' */
		r++;
	r += p ? 1 : 2;		/* expect-warning: testing a 'safe expression' */
	while (i)		/* expect-warning: testing a 'safe expression' */
		i--;
	for (; i;)		/* expect-warning: testing a 'safe expression' */
		i--;
	if (q && r)
		r++;
	return r + *p;
}
/* args: -Wno-decl */
