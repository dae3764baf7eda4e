/*
 * A clobber that is not a string and an asm goto label that is not an
 * identifier are syntax errors here (sparse: "asm clobber is not a
 * string", "bad asm label"; gcc rejects them too), on sparse's line.  An
 * asm goto label the function does not define is the front end's error
 * (gcc's); sparse is silent.
 */
static int x;

static void f(void)
{
	asm("" : : : x);		/* expect-error: syntax error */
}

static void g(void)
{
	asm goto("" : : : : 1);		/* expect-error: syntax error */
}

static void h(void)
{
	asm goto("jmp %l0" : : : : nowhere);	/* expect-error: label 'nowhere' used but not defined */
	asm goto("jmp %l0" : : : : there);
there:
	;
}
