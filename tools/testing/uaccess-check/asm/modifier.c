/*
 * A repeated asm qualifier: sparse warns at the repetition (gcc rejects
 * it).  Each of volatile, inline and goto may appear once, in any order.
 */
static void f(void)
{
	asm volatile volatile("nop");			/* expect-warning: duplicated asm modifier */
	__asm__ __volatile__ volatile("nop");		/* expect-warning: duplicated asm modifier */
	asm inline volatile inline("nop");		/* expect-warning: duplicated asm modifier */
	asm goto goto("jmp %l0" : : : : out);		/* expect-warning: duplicated asm modifier */

	asm volatile("nop");
	asm inline volatile("nop");
	asm volatile goto("jmp %l0" : : : : out);
	asm goto volatile inline("jmp %l0" : : : : out);
	__asm__ __inline__ __volatile__("nop");
out:
	;
}
