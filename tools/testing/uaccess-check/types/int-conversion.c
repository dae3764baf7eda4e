/* args: -Wno-decl -Wno-non-pointer-null */
/*
 * -Wint-conversion: a pointer and an integer converted into each other
 * without a cast (each kind of conversion), or compared; the null
 * pointer constants, _Bool, casts and pointer arithmetic are silent.
 */
#define NULL ((void *)0)

struct dev { int id; };
extern void take_ptr(struct dev *d);
extern void take_long(long v);

int x;
int *p;
long v;
unsigned long addr;

int *conversions(struct dev *d)
{
	int *q = x;		/* expect-warning: incorrect type in initializer (different base types) */ /* expect-note: expected 'int *q' */ /* expect-note: got 'int x' */
	long w = p;		/* expect-warning: incorrect type in initializer (different base types) */ /* expect-note: expected 'long w' */ /* expect-note: got 'int *p' */

	p = 1;			/* expect-warning: incorrect type in assignment (different base types) */ /* expect-note: expected 'int *p' */ /* expect-note: got 'int' */
	addr = d;		/* expect-warning: incorrect type in assignment (different base types) */ /* expect-note: got 'struct dev *d' */ /* expect-note: expected 'unsigned long addr' */
	v += p;			/* expect-warning: incorrect type in assignment (different base types) */ /* expect-note: got 'int *p' */ /* expect-note: expected 'long v' */
	take_ptr(v);		/* expect-warning: incorrect type in argument 1 of 'take_ptr' (different base types) */ /* expect-note: expected 'struct dev *d' */ /* expect-note: got 'long v' */
	take_long(d);		/* expect-warning: incorrect type in argument 1 of 'take_long' (different base types) */ /* expect-note: expected 'long v' */ /* expect-note: got 'struct dev *d' */
	(void)q; (void)w;
	return v;		/* expect-warning: incorrect type in return expression (different base types) */ /* expect-note: expected 'int *' */ /* expect-note: got 'long v' */
}

long to_integer(void)
{
	return p;		/* expect-warning: incorrect type in return expression (different base types) */ /* expect-note: expected 'long' */ /* expect-note: got 'int *p' */
}

int comparisons(void)
{
	int r = 0;

	r += v > p;		/* expect-warning: incompatible types for operation (>) */ /* expect-note: left: 'long' */ /* expect-note: right: 'int *' */
	r += p == 1;		/* expect-warning: incompatible types for operation (==) */ /* expect-note: left: 'int *' */ /* expect-note: right: 'int' */
	r += p > 0;		/* expect-warning: incompatible types for operation (>) */ /* expect-note: left: 'int *' */ /* expect-note: right: 'int' */
	return r;
}

/* Silent: null pointer constants, tests, casts, arithmetic. */
int silent(struct dev *d, char *buf)
{
	_Bool b = p;
	int *q = 0, *n = NULL;
	int r = 0;

	p = 0;
	p = (void *)0;
	p = 0L;
	p = (1 - 1);
	p = (int *)v;
	addr = (unsigned long)d;
	take_ptr(NULL);
	take_ptr(0);
	p += 1;
	p = p + x;
	r += p == 0;
	r += 0 != p;
	r += p == NULL;
	r += !p;
	r += (p && v);
	r += p ? 1 : 0;
	r += p - q;
	r += buf[v] + *(p + v);
	r += (long)p > v;
	(void)b; (void)n;
	return r;
}
