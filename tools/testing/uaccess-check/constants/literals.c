/* args: -Wconstant-suffix */
/*
 * Integer literals whose type is not the one their suffix asks for: a
 * decimal constant too big for long long without a u (unsigned long
 * long all the same, -Wimplicitly-unsigned-literal), and, under
 * -Wconstant-suffix (off by default), one whose type is longer than its
 * suffix says.  The messages and the rules are sparse's.
 */
static unsigned long long a[] = {
	0x100000000,		/* expect-warning: constant 0x100000000 is so big it is long */
	0x80000000,
	0xffffffffffffffff,	/* expect-warning: constant 0xffffffffffffffff is so big it is unsigned long */
	4294967296,		/* expect-warning: constant 4294967296 is so big it is long */
	2147483648,		/* expect-warning: constant 2147483648 is so big it is long */
	0x7fffffff,
	/* expect-warning: decimal constant 9223372036854775808 is too big for long long */ /* expect-warning: constant 9223372036854775808 is so big it is unsigned long long */ /* expect-warning: decimal constant 9223372036854775808 is between LONG_MAX and ULONG_MAX. For C99 that means long long, C90 compilers are very likely to produce unsigned long (and a warning) here */ 9223372036854775808,
	18446744073709551615u,	/* expect-warning: constant 18446744073709551615u is so big it is unsigned long */
	0x100000000ul,
	2147483648u,
	0x80000000l,
	9223372036854775808ull,
	9223372036854775808ll,	/* expect-warning: decimal constant 9223372036854775808ll is too big for long long */
	1LL,
	077777777777,		/* expect-warning: constant 077777777777 is so big it is long */
	017777777777,
};

/* the too-big decimal constant is unsigned long long, as in gcc and sparse */
_Static_assert(sizeof(18446744073709551615) == 8 && 18446744073709551615 > 0, "unsigned"); /* expect-warning: is too big for long long */ /* expect-warning: is too big for long long */ /* expect-warning: is so big it is unsigned long long */ /* expect-warning: is so big it is unsigned long long */ /* expect-warning: is between LONG_MAX */ /* expect-warning: is between LONG_MAX */
