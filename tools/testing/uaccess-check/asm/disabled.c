/* args: -Wno-asm-operands */
/* -Wno-asm-operands silences the whole family. */
static int f(int x)
{
	int r;

	asm volatile volatile("nop");
	asm("mov %5, %0" : "r" (r) : "=w" (x));
	asm("nop" : "=r" (x + 1));
	return r;
}
