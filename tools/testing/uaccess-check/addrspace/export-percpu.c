/* args: -I$DIR/inc */
/*
 * A per-CPU variable exported with EXPORT_SYMBOL() instead of
 * EXPORT_PER_CPU_SYMBOL() (Linux 6.1: x86_spec_ctrl_current in
 * arch/x86/kernel/cpu/bugs.c, context_tracking in
 * kernel/context_tracking.c): the export's "(void *)&sym" drops
 * __percpu, reported at the export.  Its "extern typeof(sym) sym;"
 * leaves the variable per-CPU, so that the correct uses after it stay
 * silent (sparse forgets the address space there and reports them all,
 * as the kernel's percpu-defs.h says).
 */
#include "compiler.h"

#define EXPORT_SYMBOL_GPL(sym) \
	extern typeof(sym) sym; \
	static void *__addressable_##sym __attribute__((unused)) = (void *)&sym;

__percpu unsigned long long spec_ctrl_current;
EXPORT_SYMBOL_GPL(spec_ctrl_current) /* expect-warning: cast removes address space '__percpu' of expression */

unsigned long long *spec_ctrl_ptr(unsigned long off)
{
	const void __percpu *verify = &spec_ctrl_current;

	(void)verify;
	return (unsigned long long __force *)((unsigned long)&spec_ctrl_current + off);
}

/*
 * Linux 6.12's __ADDRESSABLE() takes the address through uintptr_t, a
 * conversion to an integer that keeps nothing to drop: the export of a
 * per-CPU variable (context_tracking again) is silent, and so are the
 * uses after it (sparse still reports them: its four "only sparse"
 * locations in kernel/context_tracking.c on 6.12).
 */
typedef unsigned long uintptr_t;
#define EXPORT_SYMBOL_GPL_612(sym) \
	extern typeof(sym) sym; \
	static void *__addressable2_##sym __attribute__((unused)) = (void *)(uintptr_t)&sym;

struct context_tracking { int active; };
__percpu struct context_tracking context_tracking;
EXPORT_SYMBOL_GPL_612(context_tracking)

int ct_active(unsigned long off)
{
	const struct context_tracking __percpu *pcp = &context_tracking;
	struct context_tracking *ct = (struct context_tracking __force *)((unsigned long)pcp + off);

	return ct->active;
}
/* args: -Wno-decl */
