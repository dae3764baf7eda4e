/*
 * Undeclared identifiers are errors: at file scope "'x' undeclared here
 * (not in a function)", in a function "'x' undeclared (first use in this
 * function)", reported once per identifier and function as gcc does (the
 * note that says so need not be expected).  A declaration after the use
 * does not help; one in an enclosing scope does.
 */
int known;
int arr[undeclared_size]; /* expect-error: undeclared */

int f(void)
{
	int r = known;

	r += missing; /* expect-error: undeclared */
	r += missing;		/* the same identifier again in this function: not repeated */
	{
		int inner = 1;

		r += inner;
	}
	r += inner; /* expect-error: undeclared */
	r += later; /* expect-error: undeclared */
	return r;
}

int later;

int g(void)
{
	return missing + later; /* expect-error: undeclared */
}
/* args: -Wno-decl */
