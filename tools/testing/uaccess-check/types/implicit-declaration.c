/*
 * Calling a function that has no declaration: gcc -std=gnu11 accepts it
 * (implicit int-returning declaration) with a warning, "implicit
 * declaration of function 'f'", which the checker gives too, once per
 * function name as gcc does (the implicit declaration stays visible for
 * the rest of the unit).  Builtins and declared functions are silent.
 */
int declared(int);

int f(int x)
{
	int r = declared(x);

	r += undeclared_fn(x); /* expect-warning: implicit declaration of function */
	r += undeclared_fn(x + 1);	/* already declared implicitly */
	r += __builtin_ctz(x);
	r += another_one(); /* expect-warning: implicit declaration of function */
	return r;
}

int g(void)
{
	return undeclared_fn(1);	/* declared implicitly above */
}
/* args: -Wno-decl */
