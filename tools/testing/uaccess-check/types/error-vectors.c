/* args: -flax-vector-conversions -fno-lax-vector-conversions */
/*
 * gcc's rules for vector_size types: an operator takes two vectors of as
 * many elements alike but for signedness, or a vector and a scalar that
 * fits its elements (a change of sign is no harm, a wider integer or a
 * floating value for integer elements is, and so is a floating constant
 * its elements' type does not hold exactly); an assignment, argument or
 * return converts only between vectors of as many elements of one type;
 * a comparison gives gcc's opaque vector, which converts to any of its
 * size.  Each error is gcc 12's, at the same place.
 */
typedef unsigned char v16 __attribute__((vector_size(16)));
typedef signed char s16 __attribute__((vector_size(16)));
typedef int i4 __attribute__((vector_size(16)));
typedef unsigned int u4 __attribute__((vector_size(16)));
typedef float f4 __attribute__((vector_size(16)));
typedef double d2 __attribute__((vector_size(16)));
typedef short h8 __attribute__((vector_size(16)));

static v16 mixed_sign(v16 x, s16 y) { return x + y; }
static v16 wide_scalar(v16 x, int n) { return x + n; }	/* expect-error: conversion of scalar 'int' to vector 'unsigned char __attribute__((vector_size(16)))' involves truncation */
static v16 fits(v16 x) { return x + 255 + -1; }
static v16 too_big(v16 x) { return x + 256; }		/* expect-error: conversion of scalar 'int' to vector */
static s16 unsigned_range(s16 x) { return x + 255; }	/* expect-error: conversion of scalar 'int' to vector */
static s16 signed_range(s16 x) { return x + -128; }
static i4 sign_change(i4 x) { return x + 4000000000u; }
static v16 narrow(v16 x, unsigned char n, signed char m) { return (x ^ n) + m; }
static i4 int_float(i4 x, f4 y) { return x + y; }	/* expect-error: invalid operands to binary + */
static f4 int_to_float(f4 x, int n) { return x * n; }	/* expect-error: conversion of scalar 'int' to vector 'float */
static f4 short_to_float(f4 x, short n) { return x * n; }
static d2 int_to_double(d2 x, int n) { return x * n; }
static i4 float_to_int(i4 x, float n) { return x * n; }	/* expect-error: cannot convert value to a vector */
static i4 lanes(i4 x, h8 y) { return x + y; }		/* expect-error: invalid operands to binary + */
static i4 long_scalar(i4 x, long n) { return x + n; }	/* expect-error: conversion of scalar 'long' to vector */
static i4 pointer(i4 x, int *q) { return x + q; }	/* expect-error: invalid operands to binary + */
static i4 boolean(i4 x, _Bool b) { return x + b; }	/* expect-error: invalid operands to binary + */
static f4 double_var(f4 x, double d) { return x + d; }	/* expect-error: conversion of scalar 'double' to vector */
static f4 double_const(f4 x) { return x * 2.0; }
/* a floating constant must keep its value, a normal number of the elements' type */
static f4 inexact_const(f4 x) { return x * 0.1; }	/* expect-error: conversion of scalar 'double' to vector */
static f4 float_const(f4 x) { return x * 0.1f + +0.5; }
static f4 huge_const(f4 x) { return x * 1e40; }	/* expect-error: conversion of scalar 'double' to vector */
static f4 denormal_const(f4 x) { return x * 0x1p-149; }	/* expect-error: conversion of scalar 'double' to vector */
static d2 long_const(d2 x) { return x * 0.1L; }		/* expect-error: conversion of scalar 'long double' to vector */
/* gcc 12 judges a negated constant as any double */
static f4 negated_const(f4 x) { return x * -0.5; }	/* expect-error: conversion of scalar 'double' to vector */
static v16 shift(v16 x, long n) { return x << n; }
static i4 float_shift(i4 x, float n) { return x << n; }	/* expect-error: invalid operands to binary << */
static u4 compare(i4 x, u4 y) { return x == y; }
static s16 convert(v16 a) { return a; }			/* expect-error: incompatible types when returning type 'unsigned char __attribute__((vector_size(16)))' but 'signed char __attribute__((vector_size(16)))' was expected */
static i4 assign(i4 x) { x = 1; return x; }		/* expect-error: incompatible types when assigning to type 'int __attribute__((vector_size(16)))' from type 'int' */
static long to_scalar(v16 x) { return x; }		/* expect-error: incompatible types when returning type */
static i4 take(i4 x) { return x; }
static i4 argument(u4 x) { return take(x); }		/* expect-error: incompatible type for argument 1 of 'take' */
static i4 literal(int n, short m) { return (i4){ n, m, 3, 4 } + (i4){ 0 }; }
static i4 cast(f4 x) { return (i4)x; }

int use(void);
int use(void)
{
	return !!mixed_sign + !!wide_scalar + !!fits + !!too_big + !!unsigned_range +
	       !!signed_range + !!sign_change + !!narrow + !!int_float + !!int_to_float +
	       !!short_to_float + !!int_to_double + !!float_to_int + !!lanes + !!long_scalar +
	       !!pointer + !!boolean + !!double_var + !!double_const + !!inexact_const +
	       !!float_const + !!huge_const + !!denormal_const + !!long_const + !!negated_const +
	       !!shift + !!float_shift +
	       !!compare + !!convert + !!assign + !!to_scalar + !!argument + !!literal + !!cast;
}
