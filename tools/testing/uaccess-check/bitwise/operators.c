/* args: -I$DIR/inc */
/*
 * What a restricted value may take part in (same type with & | ^, == and
 * != against the same type or 0, ?: with the same type or 0, ~, unary +,
 * !, &&, ||, a test) and what makes it degrade to an integer: arithmetic,
 * shifts, ordering, a plain constant other than 0, another restricted type.
 */
#include "bitwise.h"

__le32 keep(__le32 a, __le32 b, int c)
{
	__le32 r = a & b;

	r = a | b;
	r = (a ^ b) & ~a;
	r = +a;
	r = c ? a : b;
	r = c ? a : 0;
	r = a ?: b;
	r = a & 0;
	if (a == b || a != 0 || !a || (a && b))
		return r;
	return 0;
}

int degrade(__le32 a, __be32 b, int c)
{
	int r = 0;

	r += a + 1;		/* expect-warning: restricted __le32 degrades to integer */
	r += a >> 2;		/* expect-warning: restricted __le32 degrades to integer */
	r += a < 5;		/* expect-warning: restricted __le32 degrades to integer */
	r += a == 5;		/* expect-warning: restricted __le32 degrades to integer */
	r += -a;		/* expect-warning: restricted __le32 degrades to integer */
	r += a == b;		/* expect-warning: restricted __le32 degrades to integer */ /* expect-warning: restricted __be32 degrades to integer */
	r += (a & b) != 0;	/* expect-warning: restricted __le32 degrades to integer */ /* expect-warning: restricted __be32 degrades to integer */
	r += c ? a : c;		/* expect-warning: restricted __le32 degrades to integer */
	r += (a & 0xff) != 0;	/* expect-warning: restricted __le32 degrades to integer */
	return r;
}

void incdec(__le32 *p)
{
	(*p)++;			/* expect-warning: restricted __le32 degrades to integer */
	--*p;			/* expect-warning: restricted __le32 degrades to integer */
}

/* ~ of a restricted type narrower than int is "fouled": it may be stored back, not compared */
__le16 fouled(__le16 a, __le16 b)
{
	__le16 r = ~a;

	r &= ~b;
	r = a & ~b;
	if (~a == b)
		return r;
	if (~a == ~b)		/* expect-warning: restricted __le16 degrades to integer */ /* expect-warning: restricted __le16 degrades to integer */
		return 0;
	return ~a | ~b;
}

unsigned int fouled_out(__le16 a)
{
	return ~a;		/* expect-warning: incorrect type in return expression (different base types) */
}

int sw(__le32 v)
{
	switch (v) {		/* expect-warning: restricted __le32 degrades to integer */ /* expect-warning: restricted __le32 degrades to integer */
	case 0:
		return 1;
	case 1:
		return 2;
	case 2:
		return 3;
	case cpu_to_le32(3):
		return 4;
	}
	return 0;
}

/* sound/core/control_compat.c: restricted labels in a switch on an int */
int plain_switch(int type)
{
	switch (type) {
	case (__force __le32)0:	/* expect-warning: restricted __le32 degrades to integer */
		return 0;
	case (__force __le32)5:	/* expect-warning: restricted __le32 degrades to integer */
		return 8;
	case 6:
		return 4;
	}
	return 0;
}
/* args: -Wno-decl */
