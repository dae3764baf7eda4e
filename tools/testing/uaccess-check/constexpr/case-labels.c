/*
 * Case labels are integer constant expressions, folded and converted to
 * the promoted type of the controlling expression: character constants,
 * enumerators, sizeof, offsetof, casts (of floating constants too),
 * ranges, long values; none of these is a duplicate of another.
 */
enum { A = 1, B = A + 1 };
struct s { int a; long b; };

int f(int x, unsigned char uc, long l)
{
	switch (x) {
	case 'a':
	case A:
	case B * 10:
	case sizeof(struct s):
	case __builtin_offsetof(struct s, b) + 100:
	case (int)3.7:
	case -1:
	case 1000 ... 1010:
	case (char)0x141:		/* 'A', 65 */	/* expect-warning: cast truncates bits from constant value (141 becomes 41) */
		return 1;
	}
	switch (l) {
	case 0x100000000L:
	case -0x100000000L:
		return 2;
	}
	switch (uc) {
	case 255:
	case '\0':
	case (unsigned char)-2:		/* 254 */
		return 3;
	}
	return 0;
}
/* args: -Wno-decl */
