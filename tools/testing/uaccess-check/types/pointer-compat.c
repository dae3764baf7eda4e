/*
 * Pointers to incompatible types, with sparse's reasons: -Wdiscarded-
 * qualifiers for a const or volatile lost, -Wincompatible-pointer-types
 * for the rest; void *, 0 and NULL convert freely; char * and
 * unsigned char * mix; int * and unsigned int * only under -Wtypesign.
 */
#define NULL ((void *)0)
struct a;
struct b;

static void take(char *p);
static int (*handler)(int);
static long lhandler(int x);
static int nohandler(void);

static int conversions(const char *cs, volatile int *vi, char **cc, const char **ccc,
		       long *lp, unsigned char *uc, unsigned int *up, struct a *pa, struct b *pb)
{
	char *c = cs;				/* expect-warning: incorrect type in initializer (different modifiers) */
	int *ip = vi;				/* expect-warning: incorrect type in initializer (different modifiers) */
	void *v = cs;				/* expect-warning: incorrect type in initializer (different modifiers) */
	const void *cv = cs;

	take(cs);				/* expect-warning: incorrect type in argument 1 of 'take' (different modifiers) */
	ccc = cc;				/* expect-warning: incorrect type in assignment (different modifiers) */
	cc = ccc;				/* expect-warning: incorrect type in assignment (different modifiers) */
	ip = lp;				/* expect-warning: incorrect type in assignment (different type sizes) */
	pa = pb;				/* expect-warning: incorrect type in assignment (different base types) */
	handler = lhandler;			/* expect-warning: incorrect type in assignment (different type sizes) */
	handler = nohandler;			/* expect-warning: incorrect type in assignment (different argument counts) */
	cs = c;
	c = uc;
	ip = up;
	v = pa;
	pa = v;
	pa = 0;
	pb = NULL;
	return (pa == pb) +			/* expect-warning: incompatible types in comparison expression (different base types) */
	       (c == uc) +			/* expect-warning: incompatible types in comparison expression (different signedness) */
	       (ip == vi) + (v == cv) + (cv != 0);
}
/* args: -Wno-non-pointer-null */
