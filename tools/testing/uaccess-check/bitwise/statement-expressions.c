/* args: -I$DIR/inc */
/*
 * A statement expression has the restricted type of its last statement,
 * as INDIRECT_CALL_1() (net/core/skbuff.c) relies on: the ?: of two calls
 * returning __wsum is a __wsum, not the unsigned int gcc makes of it.
 */
#include "bitwise.h"

extern __wsum upd(const void *p, int len, __wsum sum);
struct ops { __wsum (*update)(const void *p, int len, __wsum sum); };

#define INDIRECT_CALL_1(f, f1, ...) ({ typeof(f) __f1 = (f); \
	__builtin_expect(!!(__f1 == f1), 1) ? f1(__VA_ARGS__) : __f1(__VA_ARGS__); })

__wsum g(const struct ops *ops, const void *p, __wsum csum)
{
	csum = INDIRECT_CALL_1(ops->update, upd, p, 4, csum);
	return csum;
}

int k(__wsum a)
{
	return ({ a; });	/* expect-warning: incorrect type in return expression (different base types) */
}
/* args: -Wno-decl */
