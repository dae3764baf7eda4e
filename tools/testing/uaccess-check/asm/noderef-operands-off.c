/* args: -I$DIR/../addrspace/inc -Wno-noderef */
/* -Wno-noderef silences the operands too; -Wasm-operands is another check. */
#include "compiler.h"

extern __percpu int pcpu;

void f(int __user *uptr);
void f(int __user *uptr)
{
	asm("" : "=r" (*uptr));
	asm("" : : "r" (pcpu));
	asm("" : : "=r" (pcpu));	/* expect-warning: input constraint with assignment ("=r") */
}
