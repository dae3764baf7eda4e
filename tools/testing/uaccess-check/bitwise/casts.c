/* args: -I$DIR/inc */
/*
 * A cast is no byte-order conversion: to a restricted type from anything
 * but the constant 0 or the same type, and from a restricted type to
 * anything but _Bool, void or the same type, unless the cast says
 * __force.  Casts between pointers are -Wbitwise-pointer's (off).
 */
#include "bitwise.h"

void casts(__le32 l, u32 u, __le16 s, u32 *up)
{
	__le32 a = (__le32)u;		/* expect-warning: cast to restricted __le32 */
	u32 b = (u32)l;			/* expect-warning: cast from restricted __le32 */
	long c = (long)l;		/* expect-warning: cast from restricted __le32 */
	void *d = (void *)l;		/* expect-warning: cast from restricted __le32 */
	__le64 e = (__le64)l;		/* expect-warning: cast to restricted __le64 */ /* expect-warning: cast from restricted __le32 */
	__le32 f = (__le32)1;		/* expect-warning: cast to restricted __le32 */
	__le32 g = (__le32)0;
	__le32 h = (__le32)l;
	_Bool i = (_Bool)l;
	u32 j = (__force u32)l;
	__le32 k = (__force __le32)u;
	__le16 m = (__le16)~s;
	__le32 *n = (__le32 *)up;

	(void)l;
	(void)a; (void)b; (void)c; (void)d; (void)e; (void)f; (void)g; (void)h;
	(void)i; (void)j; (void)k; (void)m; (void)n;
}
/* args: -Wno-decl */
