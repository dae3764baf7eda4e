/*
 * An asm output must be an lvalue: the asm stores into it.  Reported
 * where sparse reports it, at the expression (its operator).
 */
struct s { int a; } gs, *gp;
static int arr[4];

static int f(int x, int *p)
{
	asm("nop" : "=r" (x + 1));	/* expect-warning: asm output is not an lvalue */
	asm("nop" : "=r" ((long)x));	/* expect-warning: asm output is not an lvalue */
	asm("nop" : "=r" (x++));	/* expect-warning: asm output is not an lvalue */
	asm("nop" : "=r" (x = 1));	/* expect-warning: asm output is not an lvalue */
	asm("nop" : "=r" (x ? x : x));	/* expect-warning: asm output is not an lvalue */
	asm("nop" : "=r" (({ x; })));	/* expect-warning: asm output is not an lvalue */
	asm("nop" : "=r" (1));		/* expect-warning: asm output is not an lvalue */
	/* sparse takes a function name for an lvalue; gcc does not */
	asm("nop" : "=r" (f));		/* expect-warning: asm output is not an lvalue */

	/* lvalues */
	asm("nop" : "=r" (x));
	asm("nop" : "=r" ((x)));
	asm("nop" : "=m" (*p), "=m" (p[1]), "+r" (gs.a), "+r" (gp->a));
	asm("nop" : "=m" (arr), "=m" (*(struct s *)p));
	asm("nop" : "=r" (__builtin_choose_expr(1, x, gs.a)));
	/* an input need not be one */
	asm("nop" : "=r" (x) : "r" (x + 1), "i" (4), "r" (({ x; })));
	return x;
}
/* args: -Wno-decl */
