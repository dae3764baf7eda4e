/*
 * Constant shift counts negative or not smaller than the width of the
 * promoted left operand (-Wshift-count-negative, -Wshift-count-overflow),
 * reported at the count.  Not in code that a constant condition makes
 * dead (if, while, ?:, && and ||): the kernel guards such shifts with
 * BITS_PER_LONG or sizeof tests.
 */
typedef unsigned char u8;
typedef unsigned long long u64;

#define BITS_PER_LONG 64
#define upper_32_bits(n) ((unsigned int)(((n) >> 16) >> 16))

enum { EA = 1 << 33 };		/* expect-warning: shift too big (33) for type int */

static int f(int x, u8 c, unsigned long l, u64 q, unsigned int u)
{
	int r = 0;

	r += x << 32;		/* expect-warning: shift too big (32) for type int */
	r += x >> -1;		/* expect-warning: shift count is negative (-1) */
	r += u << 33;		/* expect-warning: shift too big (33) for type unsigned int */
	r += c << 40;		/* expect-warning: shift too big (40) for type int */
	r += l >> 64;		/* expect-warning: shift too big (64) for type unsigned long */
	r += 1 << 40;		/* expect-warning: shift too big (40) for type int */
	r += c << 9;
	r += q >> 63;
	c <<= 9;
	if (0)
		r += x << 35;
	if (sizeof(long) < 8)
		r += l >> 36;
	else
		r += l >> 36 >> 30;
	if (BITS_PER_LONG == 32)
		r += u >> 32;
	else
		r += upper_32_bits(l);
	while (0)
		r += x << 41;
	r += sizeof(long) == 4 ? l >> 37 : 0;
	r += sizeof(int) == 8 ? (x << 32) : (x << 16);
	r += 0 && (x << 38);
	r += 1 || (x << 38);
	r += sizeof(x << 40);
	return r;
}
