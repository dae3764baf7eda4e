/*
 * asm goto: label lists (with and without inputs and clobbers), outputs
 * (gcc 11), asm goto combined with volatile and inline, and the labels
 * used only by the asm.
 */
int f(int x)
{
	asm goto("jmp %l0" : : : : out);
	asm goto("" : : "r" (x) : "memory" : out, err);
	asm volatile goto("" :::: out);
	asm goto volatile("" :::: err);
	asm inline goto("" :::: out);
	__asm__ __volatile__ goto("1: jmp %l[err]\n\t.pushsection .discard\n\t.long 1b - .\n\t.popsection"
				  : : "i" (42) : : err);
	return 0;
out:
	return 1;
err:
	return -1;
}

int g(int *p)
{
	int val;

	asm goto("mov %1, %0" : "=r" (val) : "m" (*p) : : fault);
	return val;
fault:
	return -14;
}
/* args: -Wno-decl */
