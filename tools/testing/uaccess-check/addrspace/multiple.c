/* args: -I$DIR/inc */
/*
 * Two different address spaces on one type is an error; the same one
 * twice, or __kernel (address space 0) over another in a cast's type, is
 * not.  The checker's qualifiers written after a struct's body qualify
 * the declared object, as sparse reads them, and so do those of a
 * __percpu struct variable.
 */
#include "compiler.h"

int __user __iomem *both; /* expect-error: multiple address spaces given */
int __user __user *twice;
struct regs { int ctrl; } __iomem *regs;
struct pcpu { int a; } __percpu pcpu_var;

int f(void)
{
	int *k = &regs->ctrl; /* expect-warning: incorrect type in initializer (different address spaces) */ /* expect-note: expected 'int *k' */ /* expect-note: got 'int __iomem *' */

	return *k + pcpu_var.a; /* expect-warning: dereference of noderef expression */ /* expect-note: reach a per-CPU variable with this_cpu_read(), this_cpu_ptr() or per_cpu_ptr() */
}
/* args: -Wno-decl */
