/* args: -I$DIR/inc */
/*
 * Compound assignments: & | ^ with the same restricted type (or 0) keep
 * it; arithmetic on a restricted object is a bad assignment; &= |= ^= of
 * another type, and any compound assignment of a restricted value into a
 * plain integer, are invalid.
 */
#include "bitwise.h"

void compound(__le32 *p, __le32 l, __be32 b, gfp_t *gfp)
{
	int x = 0;

	*p &= l;
	*p |= 0;
	*p ^= ~l;
	*gfp |= __GFP_DMA | __GFP_HIGHMEM;
	*gfp &= ~__GFP_HIGHMEM;
	*p += 1;	/* expect-warning: bad assignment (+=) to restricted __le32 */
	*p <<= 1;	/* expect-warning: bad assignment (<<=) to restricted __le32 */
	*p -= 0;	/* expect-warning: bad assignment (-=) to restricted __le32 */
	*p |= b;	/* expect-warning: invalid assignment: |= */ /* expect-note: left side has type 'restricted __le32' */ /* expect-note: right side has type 'restricted __be32' */
	*p &= 5;	/* expect-warning: invalid assignment: &= */ /* expect-note: left side has type 'restricted __le32' */ /* expect-note: right side has type 'int' */
	x += l;		/* expect-warning: invalid assignment: += */ /* expect-note: left side has type 'int' */ /* expect-note: right side has type 'restricted __le32' */
	(void)x;
}
/* args: -Wno-decl */
