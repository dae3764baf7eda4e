/* args: -I$DIR/inc -Wno-decl */
/*
 * A fouled value (~ of a restricted type narrower than int, whose
 * complement set the bits above it) converted to _Bool or negated with
 * !: the test sees those bits, always true (sparse).  An unfouled value
 * tests as any other, and so does a fouled one in if, while, && and ?:.
 */
#include "bitwise.h"

extern void take_bool(_Bool b);

_Bool fouled(__le16 x, __le16 y)
{
	_Bool b = ~x;		/* expect-warning: restricted __le16 degrades to integer */

	b = ~x;			/* expect-warning: restricted __le16 degrades to integer */
	take_bool(~y);		/* expect-warning: restricted __le16 degrades to integer */
	b = (_Bool)~x;		/* expect-warning: restricted __le16 degrades to integer */
	b = !~x;		/* expect-warning: restricted __le16 degrades to integer */
	b = ~x & ~y;		/* expect-warning: restricted __le16 degrades to integer */
	(void)b;
	return ~x;		/* expect-warning: restricted __le16 degrades to integer */
}

/* Silent */
_Bool not_fouled(__le16 x, __le16 y, __le32 w, int n)
{
	_Bool b = x;

	b = ~w;			/* ~ of an int-sized value sets no bit above it */
	b = ~x & y;
	b = !x;
	b = (_Bool)x;
	if (~x)
		b = 1;
	while (~y)
		break;
	b = (~x && n) || (n ? ~x : 0);
	x &= ~y;
	(void)b;
	return !(x & y);
}
