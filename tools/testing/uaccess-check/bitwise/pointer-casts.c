/* args: -I$DIR/inc -Wbitwise-pointer */
/* -Wbitwise-pointer: casts between pointers to restricted and other types. */
#include "bitwise.h"

__le32 *to(u32 *p)
{
	return (__le32 *)p;	/* expect-warning: cast to restricted __le32 * */
}

u32 *from(__le32 *p)
{
	return (u32 *)p;	/* expect-warning: cast from restricted __le32 * */
}

void *fine(__le32 *p, void *v)
{
	__le32 *q = (__le32 *)v;
	u32 *r = (__force u32 *)p;

	(void)q; (void)r;
	return (void *)p;
}
/* args: -Wno-decl */
