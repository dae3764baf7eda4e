/*
 * A function body that the end of the file leaves open is reported at
 * the end of the file (gcc: "expected declaration or statement at end of
 * input", at the last token).  The error text is a short substring
 * because the checker's exact wording is not fixed yet.
 */ /* args: -Wno-decl */
int kept;

int f(void)
{
	return kept;
}

int g(int x)
{
	if (x) {
		x++;
	return x;
} /* expect-error: expected '}' before end of input */
