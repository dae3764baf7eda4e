/*
 * 6.1's x86 access_ok() is a statement expression,
 *   ({ WARN_ON_IN_IRQ(); likely(__access_ok(addr, size)); })
 * whose value the branch tests: the check is still seen (kernel/signal.c's
 * compat sigaction: "if (!access_ok(act, sizeof(*act)) || __get_user(...)").
 * The same chain without it is reported, so the test can fail both ways.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "uaccess.h"

#undef access_ok
extern void warn_on_in_irq(void);
#define access_ok(addr, size) ({ warn_on_in_irq(); likely(__access_ok(addr, size)); })

struct compat_sigaction { u32 handler; u32 flags; };

COMPAT_SYSCALL_DEFINE2(sigaction_checked, struct compat_sigaction __user *, act,
		       struct compat_sigaction *, k)
{
	if (!access_ok(act, sizeof(*act)) ||
	    __get_user(k->handler, &act->handler) ||
	    __get_user(k->flags, &act->flags))
		return -EFAULT;
	return 0;
}

COMPAT_SYSCALL_DEFINE2(sigaction_unchecked, struct compat_sigaction __user *, act,
		       struct compat_sigaction *, k)
{
	if (__get_user(k->handler, &act->handler)) /* expect-warning: __get_user() on '&act->handler', which comes from user space (the system call's argument 'act') */
		return -EFAULT;
	return 0;
}
