/*
 * The same tokens are a declaration when the first name is a typedef and
 * an expression when it is a variable: "T * x;", "T (x);", "T (x)[2];"
 * and "(T) - 1" versus "(v) - 1".  gcc -Wall warns "statement with no
 * effect" on the three expression statements; the checker stays silent.
 */
typedef int T;

int decl(void)
{
	T * x;		/* declaration of a pointer */
	T (y);		/* declaration of an int, parentheses around y */
	T (z)[2];	/* declaration of an array */
	T (*w)(void);	/* declaration of a function pointer */
	T (u), *(t);

	x = &y;
	z[0] = y = 1;
	w = 0;	/* expect-warning: Using plain integer as NULL pointer */
	u = 2;
	t = &u;
	return *x + z[0] + (w != 0) + *t + (T) - 1 + (T) + 1;	/* casts */	/* expect-warning: Using plain integer as NULL pointer */
}

int expr(void)
{
	int T = 2, x = 3, y = 4;

	T * x;		/* multiplication, value unused */
	T - (y);	/* subtraction */
	(T) - 1;	/* parenthesized variable minus one */
	return (T) - 1 + T * x;
}
/* args: -Wno-decl */
