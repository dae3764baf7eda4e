/*
 * The GNU conditional with the middle operand omitted, "a ?: b": a is
 * evaluated once and is the result when non-zero; with pointers, nested,
 * in constant expressions, and after a cast.
 */
int calls(void);
const char *name_or_null(int);

int f(int a, int b, int *p)
{
	int r = a ?: b;
	int *q = p ?: &a;
	const char *name = name_or_null(a) ?: "unknown";
	int s = calls() ?: calls() ?: -1;
	long t = (long)a ? : 5;

	return r + *q + name[0] + s + (int)t + (0 ?: 7) + (a ?: b ? a : b);
}

_Static_assert((3 ?: 4) == 3, "first operand");
_Static_assert((0 ?: 4) == 4, "second operand");
/* args: -Wno-decl */
