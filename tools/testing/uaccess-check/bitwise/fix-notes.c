/* args: -I$DIR/inc -Wno-decl */
/*
 * A byte-order type (__le16 ... __be64) mixed with a plain integer gets a
 * note naming the helper of its width and order: cpu_to_le32() into a
 * __le32, le32_to_cpu() out of one.  Other restricted types (gfp_t,
 * __sum16), two byte orders mixed, pointers and fouled values get none:
 * no one helper is the fix there.  The expected/got notes name the
 * parameter and the value, with "restricted" as sparse says it.
 */
#include "bitwise.h"

extern void take_le16(__le16 len);
extern void take_be32(__be32 addr);
extern void take_u32(u32 v);

/* a byte-order helper of the code's own: inside it, no note sends the user to one */
#define my_le32_to_cpu(x) ((u32)(x))

__le64 stamp;

int f(u32 u, u16 s, __le32 l, __be16 b, __le32 *lp, gfp_t g, __sum16 sum)
{
	int x = 0;

	take_le16(s); /* expect-warning: incorrect type in argument 1 of 'take_le16' (different base types) */ /* expect-note: expected 'restricted __le16 len' */ /* expect-note: got 'unsigned short s' */ /* expect-note: cpu_to_le16() converts a value in CPU byte order to __le16 */
	take_u32(l); /* expect-warning: incorrect type in argument 1 of 'take_u32' */ /* expect-note: expected 'unsigned int v' */ /* expect-note: got 'restricted __le32 l' */ /* expect-note: le32_to_cpu() converts a __le32 to CPU byte order */
	stamp = u; /* expect-warning: incorrect type in assignment (different base types) */ /* expect-note: expected 'restricted __le64 stamp' */ /* expect-note: got 'unsigned int u' */ /* expect-note: cpu_to_le64() converts a value in CPU byte order to __le64 */
	x = b; /* expect-warning: incorrect type in assignment (different base types) */ /* expect-note: expected 'int x' */ /* expect-note: got 'restricted __be16 b' */ /* expect-note: be16_to_cpu() converts a __be16 to CPU byte order */
	x += l + 1; /* expect-warning: restricted __le32 degrades to integer */ /* expect-note: le32_to_cpu() converts a __le32 to CPU byte order */
	u = (u32)b; /* expect-warning: cast from restricted __be16 */ /* expect-note: be16_to_cpu() converts a __be16 to CPU byte order */
	l = (__le32)u; /* expect-warning: cast to restricted __le32 */ /* expect-note: cpu_to_le32() converts a value in CPU byte order to __le32 (a __force cast if it is in that order already) */
	/* no one helper: none named */
	take_be32(l); /* expect-warning: incorrect type in argument 1 of 'take_be32' */ /* expect-note: expected 'restricted __be32 addr' */ /* expect-note: got 'restricted __le32 l' */
	g = u; /* expect-warning: incorrect type in assignment (different base types) */ /* expect-note: expected 'restricted gfp_t g' */ /* expect-note: got 'unsigned int u' */
	x = sum; /* expect-warning: incorrect type in assignment (different base types) */ /* expect-note: expected 'int x' */ /* expect-note: got 'restricted __sum16 sum' */
	lp = &u; /* expect-warning: incorrect type in assignment (different base types) */ /* expect-note: expected 'restricted __le32 *lp' */ /* expect-note: got 'unsigned int *' */
	u = my_le32_to_cpu(l); /* expect-warning: cast from restricted __le32 */
	if (!~b) /* expect-warning: restricted __be16 degrades to integer */
		x++;
	return x + (g != 0);
}
