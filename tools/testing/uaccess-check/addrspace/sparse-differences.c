/* args: -I$DIR/inc */
/*
 * Two places where sparse reports what is not there, and the checker
 * stays silent on purpose (both seen on Linux 6.1):
 * - "typedef struct s { ... } __user *s_ptr;" makes s_ptr a pointer to
 *   user memory; sparse also makes every later "struct s" a __user type,
 *   so that a kernel copy of it (kernel/capability.c's kdata[]) gets
 *   "dereference of noderef expression" and "different address spaces";
 * - sparse reports "multiple address spaces given" at the typedef of a
 *   __user function pointer (__sighandler_t) when a member of that type
 *   is read from __rcu memory (kernel/signal.c): the pointer lives in
 *   __rcu memory and points to user memory, two different levels.  The
 *   read itself, through an __rcu pointer without rcu_dereference(), is
 *   a real finding, which sparse loses with the error.
 */
#include "compiler.h"

typedef struct cap_data { unsigned int effective; } __user *cap_data_t;
typedef void sigfn_t(int);
typedef sigfn_t __user *sighandler_t;
struct sigaction_k { sighandler_t handler; };
struct sighand { struct sigaction_k action[4]; };
struct task { struct sighand __rcu *sighand; };

unsigned long copy_to_user(void __user *to, const void *from, unsigned long n);

int capget(cap_data_t dataptr)
{
	struct cap_data kdata[2];

	kdata[0].effective = 1;
	kdata[1].effective = 2;
	return copy_to_user(dataptr, kdata, sizeof(kdata));
}

void __user *handler_of(struct task *t, int sig)
{
	void __user *handler = t->sighand->action[sig - 1].handler; /* expect-warning: dereference of noderef expression */

	return handler;
}
/* args: -Wno-decl */
