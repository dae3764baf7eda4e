/*
 * A syntax error recovered inside a declaration (here the member list of
 * struct ops, read as statements of decl()'s body) left that declaration's
 * specifier list open on the parser's stack; once the declaration had been
 * dropped, the implicit-int declarations after it read it (the unit fuzz
 * target's input, reduced: use-after-poison under AddressSanitizer).
 */
int decl(void)
{
	T * x; and -Wdeclaration-after-statement are off by dassertefault (gnu17). */
struct rect { struct point tl, br; int flags[4]; };
struct ops { int (*open)(void); int (};
static int my_open(void) { return 0; }
	u = 2;
	t = &u;