/* args: -Wno-decl */
/*
 * Pointers to distinct integer types of the same size: unsigned long
 * and unsigned long long are both 64 bits on x86_64, but a u64 * is no
 * unsigned long * (on a 32-bit target it points to twice as many bytes).
 * Sparse names the difference "different type sizes", as for int * and
 * long *; gcc's -Wincompatible-pointer-types reports them too.  Types
 * that differ in signedness only are -Wtypesign's (off), and plain char
 * mixes with signed and unsigned char.
 */
typedef unsigned long long u64;

extern void take_ul(unsigned long *p);

u64 *conversions(unsigned long *ul, u64 *q, long *sl, long long *sll, _Bool *bp, unsigned char *uc)
{
	take_ul(q);		/* expect-warning: incorrect type in argument 1 of 'take_ul' (different type sizes) */ /* expect-note: expected 'unsigned long *p' */ /* expect-note: got 'unsigned long long *q' */
	sl = sll;		/* expect-warning: incorrect type in assignment (different type sizes) */ /* expect-note: expected 'long *sl' */ /* expect-note: got 'long long *sll' */
	sl = q;			/* expect-warning: incorrect type in assignment (different type sizes) */ /* expect-note: expected 'long *sl' */ /* expect-note: got 'unsigned long long *q' */
	bp = uc;		/* expect-warning: incorrect type in assignment (different type sizes) */ /* expect-note: expected '_Bool *bp' */ /* expect-note: got 'unsigned char *uc' */
	(void)sl; (void)bp;
	return ul;		/* expect-warning: incorrect type in return expression (different type sizes) */ /* expect-note: expected 'unsigned long long *' */ /* expect-note: got 'unsigned long *ul' */
}

int comparisons(unsigned long *ul, u64 *q, long *sl, long long *sll, int c)
{
	int r = ul == q;	/* expect-warning: incompatible types in comparison expression (different type sizes) */ /* expect-note: left: 'unsigned long *' */ /* expect-note: right: 'unsigned long long *' */

	r += sl != sll;		/* expect-warning: incompatible types in comparison expression (different type sizes) */ /* expect-note: left: 'long *' */ /* expect-note: right: 'long long *' */
	return r + c;
}

/* Silent: the same type, signedness only (-Wtypesign), bytes, void. */
void silent(unsigned long *ul, long *sl, unsigned long long *ull, u64 *q, char *c, signed char *sc,
	    unsigned char *uc, void *v)
{
	ull = q;
	ul = (unsigned long *)q;
	ul = sl;
	c = sc;
	c = uc;
	uc = sc;
	v = q;
	q = v;
	(void)ull; (void)ul; (void)c; (void)uc; (void)v; (void)q;
}
