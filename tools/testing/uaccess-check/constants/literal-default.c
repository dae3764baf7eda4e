/*
 * Without -Wconstant-suffix, only the decimal constants that become
 * unsigned by themselves are reported (-Wimplicitly-unsigned-literal,
 * on); -Wno-implicitly-unsigned-literal is tested in literal-off.c.
 */
static unsigned long long a[] = {
	0x100000000, 4294967296, 0xffffffffffffffff, 18446744073709551615u,
	9223372036854775807,
	9223372036854775808ll,	/* expect-warning: decimal constant 9223372036854775808ll is too big for long long [-Wimplicitly-unsigned-literal] */
};
