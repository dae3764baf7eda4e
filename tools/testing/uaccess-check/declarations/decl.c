/*
 * -Wdecl: a symbol defined with external linkage and no declaration
 * before it (from a header) is either a missing "static" or a missing
 * prototype.  Declarations, static, inline, register variables, main()
 * and the kernel's __visible (externally_visible) are fine.
 */
int counter;				/* expect-warning: symbol 'counter' was not declared. Should it be static? */
int table[4] = { 1 };			/* expect-warning: symbol 'table' was not declared. Should it be static? */
int a, b;				/* expect-warning: symbol 'a' was not declared */ /* expect-warning: symbol 'b' was not declared */
void (*hook)(void);			/* expect-warning: symbol 'hook' was not declared */

int helper(void)			/* expect-warning: symbol 'helper' was not declared. Should it be static? */
{
	return 0;
}

__attribute__((weak)) int weak_default(void)	/* expect-warning: symbol 'weak_default' was not declared */
{
	return 1;
}

/* declared first, as a header does */
extern int shared;
int shared;
int api(int x);
int api(int x)
{
	return x;
}

/* the second definition of a tentative one has the first before it */
int twice;				/* expect-warning: symbol 'twice' was not declared */
int twice;

/* a block-scope extern does not declare it for the file */
void user(void)				/* expect-warning: symbol 'user' was not declared */
{
	extern int later(void);
}
int later(void)				/* expect-warning: symbol 'later' was not declared */
{
	return 0;
}

static int internal;
static int internal_fn(void)
{
	return internal;
}
inline int inl(void)
{
	return internal_fn();
}
extern int only_declared;
int prototype_only(void);
typedef int not_an_object;
register unsigned long stack_pointer asm("rsp");
__attribute__((externally_visible)) int called_from_asm(void)
{
	return 0;
}
int main(void)
{
	return 0;
}
