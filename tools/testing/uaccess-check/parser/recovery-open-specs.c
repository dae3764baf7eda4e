/*
 * A syntax error recovered inside a declaration (here the member list of
 * struct ops, read as statements of decl()'s body) left that declaration's
 * specifier list open on the parser's stack; once the declaration had been
 * dropped, the implicit-int declarations after it read it (found by the
 * unit fuzz target, under AddressSanitizer: use-after-poison).
 * args: -Wsparse-all
 * expect-warning@18: was not declared
 * expect-error@20: 'T' undeclared
 * expect-error@20: 'x' undeclared
 * expect-error@20: syntax error
 * expect-error@22: syntax error
 * expect-warning@24: symbol 'u' was not declared
 * expect-error@24: invalid initializer
 * expect-error@25: syntax error
 * expect-warning@25: no newline at end of file
 */
int decl(void)
{
	T * x; and -Wdeclaration-after-statement are off by dassertefault (gnu17). */
struct rect { struct point tl, br; int flags[4]; };
struct ops { int (*open)(void); int (};
static int my_open(void) { return 0; }
	u = 2;
	t = &u;