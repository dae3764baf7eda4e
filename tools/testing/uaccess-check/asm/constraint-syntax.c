/*
 * Sparse's checks of asm constraints: an output's begins with '=' or '+',
 * an input's does not, no '=' or '+' further on, never empty.  The
 * messages and lines are sparse's (its errors are warnings here).
 */
static int f(int x)
{
	int r = 0;

	asm("mov %1, %0" : "r" (r) : "r" (x));		/* expect-warning: output constraint is not an assignment constraint ("r") */
	asm("nop" : "=r" (r) : "=r" (x));		/* expect-warning: input constraint with assignment ("=r") */
	asm("nop" : "=r" (r) : "+m" (x));		/* expect-warning: input constraint with assignment ("+m") */
	asm("nop" : "=r" (r) : "" (x));			/* expect-warning: invalid ASM constraint ("") */
	asm("nop" : "=r=" (r));				/* expect-warning: invalid ASM constraint '=' */
	asm("nop" : "=r,+m" (r));			/* expect-warning: invalid ASM constraint '+' */
	asm("nop" : "=r" (r) : "r+" (x));		/* expect-warning: invalid ASM constraint '+' */
	/* sparse gives both messages for these two, on the same line */
	asm("nop" : "" (r));	/* expect-warning: invalid ASM constraint ("") */ /* expect-warning: output constraint is not an assignment constraint ("") */
	asm("nop" : "&=r" (r));	/* expect-warning: invalid ASM constraint '=' */ /* expect-warning: output constraint is not an assignment constraint ("&=r") */

	/* right */
	asm("mov %1, %0" : "=r" (r) : "r" (x));
	asm("add %1, %0" : "+r" (r) : "rm" (x));
	asm("nop" : "=&r" (r), "=m" (x) : "0" (x), "g" (1));
	asm("nop" : "=r" "" (r) : "i" "r" (x));
	asm("nop" : "=r,m" (r) : "r,r" (x));
	asm("nop" : : : "memory", "cc");
	asm("nop" : );
	return r;
}
