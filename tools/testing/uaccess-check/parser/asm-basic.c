/*
 * Basic asm: the asm/__asm__/__asm spellings, volatile/__volatile__,
 * inline/__inline__, at file scope and as statements, with concatenated
 * strings.
 */
asm(".globl toplevel_sym\n\t.set toplevel_sym, 0");
__asm__(".pushsection .discard\n"
	".popsection");

void f(void)
{
	asm("nop");
	__asm__("nop");
	__asm("nop");
	asm volatile("nop");
	__asm__ __volatile__("nop" "\n\t" "nop");
	asm __volatile__("" ::: "memory");
	asm inline("nop");
	asm volatile inline("nop");
	asm inline volatile("nop");
	__asm__ __inline__("nop");
	asm __inline("nop");
}
/* args: -Wno-decl */
