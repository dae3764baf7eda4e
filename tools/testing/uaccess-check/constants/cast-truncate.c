/*
 * -Wcast-truncate: an integer constant (after folding) converted to a
 * type too narrow for it, by a cast or implicitly: assignment,
 * initializer, argument, return, bit-field store.  Silent when only
 * copies of the sign bit are dropped, as in sparse.
 */
typedef unsigned char u8;
typedef unsigned short u16;

struct s {
	unsigned int f:3;
	int g:4;
};

enum { BIG = 0x1ff };

static u8 c;
static u8 gi = 0x1ff;			/* expect-warning: cast truncates bits from constant value (1ff becomes ff) */
static u8 garr[] = { 1, 0x100, 3 };	/* expect-warning: cast truncates bits from constant value (100 becomes 0) */
static struct s gs = { .f = 9, .g = 7 };	/* expect-warning: cast truncates bits from constant value (9 becomes 1) */
static struct s gs2 = { 7, 15 };

static void take(u8 x);

static u8 ret(void)
{
	return 0x1234;			/* expect-warning: cast truncates bits from constant value (1234 becomes 34) */
}

static void f(struct s *p, int x)
{
	u8 a = (u8)0x1234;		/* expect-warning: cast truncates bits from constant value (1234 becomes 34) */
	u8 b = (unsigned char)-1;
	u16 d = (u16)~0;
	u8 e2 = 0xffffffff;
	u8 e3 = (u8)0xffffff00;		/* expect-warning: cast truncates bits from constant value (ffffff00 becomes 0) */
	signed char e5 = 0x80;
	signed char e7 = -129;		/* expect-warning: cast truncates bits from constant value (ffffff7f becomes 7f) */
	/* expect-warning: cast truncates bits from constant value (2345 becomes 45) */ /* expect-warning: cast truncates bits from constant value (12345 becomes 2345) */ u8 n = (u8)(u16)0x12345;

	c = 0x1234;			/* expect-warning: cast truncates bits from constant value (1234 becomes 34) */
	c |= 0x100;
	c += 0x1234;
	take(0x1ff);			/* expect-warning: cast truncates bits from constant value (1ff becomes ff) */
	p->f = 8;			/* expect-warning: cast truncates bits from constant value (8 becomes 0) */
	p->f = 7;
	p->g = 8;
	p->g = -1;
	c = BIG;			/* expect-warning: cast truncates bits from constant value (1ff becomes ff) */
	c = x ? 0x100 : 1;
	c = 0 ? 0x100 : 1;
	c = sizeof(long) == 8 ? 1 : (u8)0x400;
	c = 1 ? 0x100 : 1;		/* expect-warning: cast truncates bits from constant value (100 becomes 0) */
	if (0)
		c = 0x300;		/* expect-warning: cast truncates bits from constant value (300 becomes 0) */
	c = (u8)(0x12345678 >> 4);	/* expect-warning: cast truncates bits from constant value (1234567 becomes 67) */
	c = 1u << 8;			/* expect-warning: cast truncates bits from constant value (100 becomes 0) */
	c = (long long)0x100000000;	/* expect-warning: cast truncates bits from constant value (100000000 becomes 0) */
	x = 0xffffffff;
	x = -2147483649LL;		/* expect-warning: cast truncates bits from constant value (ffffffff7fffffff becomes 7fffffff) */
	x = (unsigned int)-1LL;
	x = (_Bool)2;
	c = a + b + d + e2 + e3 + e5 + e7 + n + ret();
}
