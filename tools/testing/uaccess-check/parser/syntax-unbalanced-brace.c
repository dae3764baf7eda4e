/*
 * A '}' that closes nothing is reported at its position and skipped; the
 * definitions after it are parsed (the last one uses the earlier ones).
 * The error texts are short substrings ("expected") because the
 * checker's exact wording is not fixed yet.
 */
int kept1;

int f(void)
{
	return kept1;
}
} /* expect-error: expected declaration specifiers before '}' */

int kept2 = 2;

int g(void)
{
	if (kept2) {
		kept1++;
	}
	return 0;
}
} /* expect-error: expected declaration specifiers before '}' */

int h(void)
{
	return f() + g() + kept1 + kept2;
}
/* args: -Wno-decl */
