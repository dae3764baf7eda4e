/*
 * A missing ';' is reported where gcc reports it (after a declaration:
 * at the first token that cannot follow, as bison does); the parser
 * resynchronises at the next ';' or '}' and the declarations after it are
 * parsed and used.  The error texts are short substrings ("expected")
 * because the checker's exact wording is not fixed yet.
 */
int a = 1
int lost = 2; /* expect-error: expected ';' or ',' before 'int' */
int kept = 3;

int f(void)
{
	int x = kept
	return x; /* expect-error: expected ';' or ',' before 'return' */
}

/* A struct's last member without ';' is only a gcc warning: not tested. */
struct s {
	int m;
};

int uses(struct s *p)
{
	int y = kept + p->m;

	/*
	 * After an expression statement gcc reports the missing ';' just
	 * after the last token of the statement (with a fix-it), so on the
	 * line of "y++", not on that of the token that follows.
	 */
	y++ /* expect-error: expected ';' or ',' before identifier */
	y--;
	return y;
}

int after(void)
{
	return f() + kept;
}
/* args: -Wno-decl */
