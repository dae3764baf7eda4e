/* args: -Wno-decl */
/*
 * The constant count of a compound shift (x <<= n, x >>= n) against the
 * width of the promoted left side, at the count as for x << n; dead code
 * is left alone as for plain shifts.
 */
typedef unsigned char u8;
typedef unsigned int u32;
typedef unsigned long long u64;

#define BITS_PER_LONG 64

struct s { u32 small : 4; u64 wide : 40; };

void compound(u32 u, int i, u8 c, unsigned long l, u64 q, struct s *p, u32 *up)
{
	u <<= 40;		/* expect-warning: shift too big (40) for type unsigned int */
	u >>= 32;		/* expect-warning: shift too big (32) for type unsigned int */
	*up >>= 33;		/* expect-warning: shift too big (33) for type unsigned int */
	i <<= -1;		/* expect-warning: shift count is negative (-1) */
	c <<= 32;		/* expect-warning: shift too big (32) for type int */
	l >>= 64;		/* expect-warning: shift too big (64) for type unsigned long */
	p->small <<= 32;	/* expect-warning: shift too big (32) for type int */
	p->wide <<= 64;		/* expect-warning: shift too big (64) for type unsigned long long */
}

/* Silent: in range for the promoted type, dead code, not constant. */
void in_range(u32 u, u8 c, u64 q, struct s *p, int n)
{
	u <<= 31;
	c <<= 9;
	q >>= 63;
	p->small <<= 20;
	u <<= n;
	if (BITS_PER_LONG == 32)
		u >>= 32;
	if (0)
		q <<= 64;
	u += 40;
	u *= 64;
}
