/*
 * asm labels on declarations: the assembler name of a variable or a
 * function, before attributes and initializers, and local register
 * variables bound to a register.
 */
int x asm("y");
extern int z __asm__("real_z");
int w __asm("real_w") = 3;
int v asm("real_v") __attribute__((aligned(8))) = 4;
int f(int) asm("real_f");
void *memcpy_alias(void *, const void *, unsigned long) __asm__("memcpy");
int g(void) __asm__("" "real_" "g");
static int h(void) asm("real_h") __attribute__((unused));

static int h(void)
{
	register unsigned long sp asm("rsp");
	register int r __asm__("eax") = 0;

	asm volatile("" : "+r" (r));
	return x + z + w + v + r + (int)sp;
}
/* args: -Wno-decl */
