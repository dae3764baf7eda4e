/* args: -I$DIR/../addrspace/inc */
/*
 * An asm operand is no read or write of C, but a register operand hands
 * the asm the object's value, as sparse sees it: a noderef object there
 * is a dereference.  A memory constraint (m, o, V, Q, without r) hands it
 * the address, as do an array and &; sizeof reads nothing.
 */
#include "compiler.h"

struct s { int a; int b[2]; };

extern __percpu int pcpu;
extern __percpu struct s ps;

void f(int __user *uptr, struct s __user *sp, int *kp);
void f(int __user *uptr, struct s __user *sp, int *kp)
{
	int v;

	asm("" : "=r" (*uptr));			/* expect-warning: dereference of noderef expression */
	asm("" : : "r" (*uptr));		/* expect-warning: dereference of noderef expression */
	asm("" : : "r" (sp->a));		/* expect-warning: dereference of noderef expression */
	asm("" : : "r" (pcpu));			/* expect-warning: dereference of noderef expression */
	asm("" : : "g" (pcpu));			/* expect-warning: dereference of noderef expression */
	asm("" : : "rm" (pcpu));		/* expect-warning: dereference of noderef expression */
	asm("" : : "m,r" (pcpu));		/* expect-warning: dereference of noderef expression */
	asm("" : : "a" (ps.a));			/* expect-warning: dereference of noderef expression */
	asm("" : "+r" (pcpu));			/* expect-warning: dereference of noderef expression */
	asm("" : "=&r" (uptr[1]));		/* expect-warning: dereference of noderef expression */
	asm("" : "=r" (v) : "0" (pcpu));	/* expect-warning: dereference of noderef expression */
	asm("" : : "r" (pcpu + 1));		/* expect-warning: dereference of noderef expression */

	asm("" : : "m" (pcpu));
	asm("" : "+m" (pcpu));
	asm("" : "=m" (*uptr));
	asm("" : : "Q" (sp->a), "o" (pcpu), "V" (pcpu), "qm" (pcpu));
	asm("" : : "r" (ps.b), "r" (&pcpu), "r" (uptr), "r" (sizeof(pcpu)));
	asm("" : "=r" (v) : "r" (*kp));
	(void)v;
}
