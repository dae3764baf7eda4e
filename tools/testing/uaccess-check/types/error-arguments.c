/*
 * Calls with the wrong number of arguments for a prototype: gcc's "too
 * few arguments to function" and "too many arguments to function".
 * Variadic functions take any number beyond the fixed ones, and
 * prototype-less functions any number.
 */
int two(int a, int b);
int none(void);
int var(const char *fmt, ...);
int noproto();
int (*fp)(long);

int f(void)
{
	int r = two(1, 2) + none() + var("x") + var("x", 1, 2) + noproto(1, 2, 3) + fp(1);

	r += two(1); /* expect-error: too few arguments to function */
	r += two(1, 2, 3); /* expect-error: too many arguments to function */
	r += none(1); /* expect-error: too many arguments to function */
	r += var(); /* expect-error: too few arguments to function */
	r += fp(); /* expect-error: too few arguments to function */
	return r;
}
/* args: -Wno-decl */
