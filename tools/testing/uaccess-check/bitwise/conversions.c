/* args: -I$DIR/inc */
/*
 * A restricted value stored as another type, or another type stored as a
 * restricted one, in each kind of conversion; the constant 0 goes
 * anywhere, a test (_Bool) takes any value, and pointers to restricted
 * types are pointers to types of their own.
 */
#include "bitwise.h"

struct hdr {
	__le32 len;
	__be16 port;
	int flags;
};

extern void take_le(__le32 v);
extern void take_u32(u32 *p);
extern int printk(const char *fmt, ...);

__le32 conv(__be32 b, __le32 l, u32 u, __le32 *lp, u32 *up)
{
	struct hdr h = { .len = 1, .port = 0, .flags = l };	/* expect-warning: incorrect type in initializer (different base types) */ /* expect-note: expected 'restricted __le32' */ /* expect-note: got 'int' */ /* expect-warning: incorrect type in initializer (different base types) */ /* expect-note: expected 'int' */ /* expect-note: cpu_to_le32() converts a value in CPU byte order to __le32 */ /* expect-note: got 'restricted __le32 l' */ /* expect-note: le32_to_cpu() converts a __le32 to CPU byte order */
	struct hdr hs[2] = { [1] = { 0, 2 } };			/* expect-warning: incorrect type in initializer (different base types) */ /* expect-note: expected 'restricted __be16' */ /* expect-note: got 'int' */ /* expect-note: cpu_to_be16() converts a value in CPU byte order to __be16 */
	_Bool t = l;
	gfp_t g = 0;

	take_le(b);	/* expect-warning: incorrect type in argument 1 of 'take_le' (different base types) */ /* expect-note: expected 'restricted __le32 v' */ /* expect-note: got 'restricted __be32 b' */
	take_le(u);	/* expect-warning: incorrect type in argument 1 of 'take_le' (different base types) */ /* expect-note: expected 'restricted __le32 v' */ /* expect-note: got 'unsigned int u' */ /* expect-note: cpu_to_le32() converts a value in CPU byte order to __le32 */
	take_le(0);
	take_u32(lp);	/* expect-warning: incorrect type in argument 1 of 'take_u32' (different base types) */ /* expect-note: expected 'unsigned int *p' */ /* expect-note: got 'restricted __le32 *lp' */
	lp = up;	/* expect-warning: incorrect type in assignment (different base types) */ /* expect-note: expected 'restricted __le32 *lp' */ /* expect-note: got 'unsigned int *up' */
	u = l;		/* expect-warning: incorrect type in assignment (different base types) */ /* expect-note: expected 'unsigned int u' */ /* expect-note: got 'restricted __le32 l' */ /* expect-note: le32_to_cpu() converts a __le32 to CPU byte order */
	printk("%x", l);
	(void)h; (void)hs; (void)t; (void)g;
	if (u)
		return b;	/* expect-warning: incorrect type in return expression (different base types) */ /* expect-note: expected 'restricted __le32' */ /* expect-note: got 'restricted __be32 b' */
	return u ? l : 0;
}
/* args: -Wno-decl */
