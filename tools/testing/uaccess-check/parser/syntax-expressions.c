/*
 * Syntax errors inside expressions and statements: the parser reports
 * each at its token and resynchronises at the statement's ';', so that
 * the following statements and functions are checked.  The syntax error
 * texts are the short substring "expected" (in gcc's "expected ..." and
 * in bison's "unexpected ...") because the checker's exact wording is not
 * fixed yet.  The last error is a type error, in gcc's words.
 */
int w;

void f(void)
{
	w = ; /* expect-error: expected expression before ';' */
	w = 2;
	w = 3 3; /* expect-error: expected ';' or ',' before number */
	w = 4;
	if (w == ) /* expect-error: expected expression before ')' */
		w = 5;
	w = w * * 2; /* expect-error: invalid type argument */
	w = 6;
}

int g(void)
{
	f();
	return w;
}
/* args: -Wno-decl */
