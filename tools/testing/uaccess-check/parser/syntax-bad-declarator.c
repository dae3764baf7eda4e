/*
 * Bad declarators are reported at the offending token and the parser
 * goes on with the next declaration.  The error texts are short
 * substrings because the checker's exact wording is not fixed yet.
 */
int kept1;
int [3] arr; /* expect-error: expected declaration specifiers before '[' */
int kept2;
int f(int a b); /* expect-error: expected ')' before identifier */
int kept3;
int *const *3; /* expect-error: expected identifier or '(' before number */
int kept4;
/* an unknown type name: the grammar's own token for a body is no word of the user's */
typedef __Unknown_t unknown_t; /* expect-error: syntax error: expected '{' before identifier */
int kept5;

int g(void)
{
	return kept1 + kept2 + kept3 + kept4 + kept5;
}
/* args: -Wno-decl */
