/*
 * The operands the template names: %N and %xN must be below the number
 * of operands (gcc counts outputs, inputs, a hidden input per "+" output,
 * then the labels of asm goto), %[x] and %x[x] must name an operand (or,
 * in asm goto, a label), %lN a label, and a letter after % needs an
 * operand.  A basic asm (no colon) has no operands: % is itself there.
 */
#define _ASM_EXTABLE(from, to) " .pushsection __ex_table,\"a\"\n .long " #from ", " #to "\n .popsection\n"

static int f(int x, int y)
{
	int r = 0;

	asm("mov %2, %0" : "=r" (r) : "r" (x));			/* expect-warning: operand number out of range ('%2', 2 operands) */
	asm("mov %k1, %k0\n\tshl %b3, %0" : "=r" (r) : "r" (x));	/* expect-warning: operand number out of range ('%b3', 2 operands) */
	asm("mov %[inp], %[out]" : [out] "=r" (r) : [in] "r" (x));	/* expect-warning: undefined named operand 'inp' */
	asm("mov %1, %0\n\t"
	    "add %3, %0" : "=r" (r) : "r" (x));			/* expect-warning: operand number out of range ('%3', 2 operands) */
	asm("%" "3" : "=r" (r) : "r" (x));			/* expect-warning: operand number out of range ('%3', 2 operands) */
	asm("%2" : "+r" (r));					/* expect-warning: operand number out of range ('%2', 2 operands) */
	asm("mov %eax, %0" : "=r" (r));				/* expect-warning: operand number missing after %-letter ('%e') */
	asm goto("jmp %l2" : : "r" (x) : : out);		/* expect-warning: operand number out of range ('%l2', 2 operands) */
	asm goto("jmp %l[out] %l[nope]" : : "r" (x) : : out);	/* expect-warning: undefined named operand 'nope' */
	asm goto("jmp %l1" : "+r" (r) : "r" (x) : : out);	/* expect-warning: '%l' operand isn't a label ('%l1') */
	asm("1: mov %1, %0\n2:\n" _ASM_EXTABLE(1b, %l2)		/* expect-warning: operand number out of range ('%l2', 2 operands) */
	    : "=r" (r) : "m" (x));

	/* right */
	asm("mov %1, %0" : "=r" (r) : "r" (x));
	asm("mov %k1, %k0; movl %%eax, %%ebx; %= %b1 %h1 %w0 %q0 %P1 %c1 %a1 %V1 %z0 %p1 %n1" : "=r" (r) : "r" (x));
	asm("mov %[in], %[out]" : [out] "=r" (r) : [in] "r" (x));
	asm("mov %c[in], %P[out]" : [out] "=r" (r) : [in] "i" (4));
	asm("%1" : "+r" (r));
	asm("1: mov %1, %0\n2:\n" _ASM_EXTABLE(1b, 2b) : "=r" (r) : "m" (x));
	asm("{movl|mov} %1, %0 %* %+ %& %; %~ %^ %! %@" : "=r" (r) : "r" (y));
	asm goto("jmp %l1" : : "r" (x) : : out);
	asm goto("jmp %l[out]" : : "r" (x) : : out);
	asm goto("jmp %l3" : "+r" (r) : "r" (x) : : out);
	asm goto("jmp %l2" : "=r" (r) : "r" (x) : : out);
	asm("movl %eax, %ebx; %5 %[none]");
	asm("mov %%eax, %%ebx" : : : "eax", "ebx");
	return r;
out:
	return -1;
}
