/* args: -flax-vector-conversions */
/*
 * With -flax-vector-conversions, gcc converts any vector into another of
 * its size, integer to integer and floating to floating of as many
 * elements; a scalar still does not convert, nor do mismatched operands.
 */
typedef unsigned char v16 __attribute__((vector_size(16)));
typedef int i4 __attribute__((vector_size(16)));
typedef unsigned int u4 __attribute__((vector_size(16)));
typedef float f4 __attribute__((vector_size(16)));
typedef double d2 __attribute__((vector_size(16)));
typedef int i2 __attribute__((vector_size(8)));

static i4 take(i4 x) { return x; }
static i4 argument(u4 x) { return take(x); }
static i4 bytes(v16 x) { return x; }
static i4 floating(f4 x) { return x; }		/* expect-error: incompatible types when returning type */
static d2 lanes(f4 x) { return x; }		/* expect-error: incompatible types when returning type */
static i4 size(i2 x) { return x; }		/* expect-error: incompatible types when returning type */
static i4 scalar(i4 x) { x = 1; return x; }	/* expect-error: incompatible types when assigning to type */

int use(void);
int use(void)
{
	return !!argument + !!bytes + !!floating + !!lanes + !!size + !!scalar;
}
