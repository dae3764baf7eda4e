/* args: -I$DIR/inc -Wno-decl */
/*
 * What the address-space messages say beyond sparse's words: the
 * noderef expression dereferenced and its address space, the member
 * whose declaration brings the address space (a note at it), and the
 * standard way to reach such memory -- except inside the macros that
 * are that way, where the note would send the user in circles.
 */
#include "compiler.h"

struct task {
	int id;
	struct task __rcu *parent; /* expect-note: member 'parent' of 'struct task' declared here */ /* expect-note: member 'parent' of 'struct task' declared here */ /* expect-note: member 'parent' of 'struct task' declared here */
	char __user *buf; /* expect-note: member 'buf' of 'struct task' declared here */ /* expect-note: member 'buf' of 'struct task' declared here */
	int __iomem *reg; /* expect-note: member 'reg' of 'struct task' declared here */ /* expect-note: member 'reg' of 'struct task' declared here */
};

__percpu int counter;

#define READ_ONCE(x) (*(const volatile typeof(x) *)&(x))
#define rcu_dereference(p) ((typeof(*p) __force *)READ_ONCE(p))
#define get_user(x, p) ((x) = *(p))

void use(struct task *t);

int f(struct task *t, int __user *u, struct task __user *ut)
{
	int x = *u; /* expect-warning: dereference of noderef expression 'u' (address space __user) [-Wnoderef] */ /* expect-note: read user memory with get_user() or copy_from_user() */

	*u = 1; /* expect-warning: dereference of noderef expression 'u' (address space __user) */ /* expect-note: write user memory with put_user() or copy_to_user() */
	x += ut->id; /* expect-warning: dereference of noderef expression 'ut' (address space __user) */ /* expect-note: read user memory with get_user() or copy_from_user() */
	x += t->buf[2]; /* expect-warning: dereference of noderef expression 't->buf' (address space __user) */ /* expect-note: read user memory with get_user() or copy_from_user() */
	x += *t->buf; /* expect-warning: dereference of noderef expression 't->buf' (address space __user) */ /* expect-note: read user memory with get_user() or copy_from_user() */
	x += *t->reg; /* expect-warning: dereference of noderef expression 't->reg' (address space __iomem) */ /* expect-note: read I/O memory with readl() (readb(), readw(), readq()) or memcpy_fromio() */
	*t->reg = 0; /* expect-warning: dereference of noderef expression 't->reg' (address space __iomem) */ /* expect-note: write I/O memory with writel() (writeb(), writew(), writeq()) or memcpy_toio() */
	x += counter; /* expect-warning: dereference of noderef expression 'counter' (address space __percpu) */ /* expect-note: reach a per-CPU variable with this_cpu_read(), this_cpu_ptr() or per_cpu_ptr() */
	/* the kernel's READ_ONCE(tsk->parent->...): the member is named and shown */
	x += READ_ONCE(t->parent->id); /* expect-warning: cast removes address space '__rcu' of expression: 't->parent' is a __rcu pointer [-Wcast-as] */ /* expect-note: dereference a __rcu pointer with rcu_dereference() (rcu_dereference_protected() where updates are excluded by a lock, rcu_access_pointer() to test it without dereferencing) */
	/* the standard way itself: no note sends the user to it */
	x += rcu_dereference(t->parent)->id;
	x += t->parent->id; /* expect-warning: dereference of noderef expression 't->parent' (address space __rcu) */ /* expect-note: dereference a __rcu pointer with rcu_dereference() (rcu_dereference_protected() where updates are excluded by a lock, rcu_access_pointer() to test it without dereferencing) */
	get_user(x, u); /* expect-warning: dereference of noderef expression 'u' (address space __user) */ /* expect-warning: the result of get_user() is ignored */
	/* a kernel pointer made of a __user one: no fix is standard */
	x += *(int *)u; /* expect-warning: cast removes address space '__user' of expression: 'u' is a __user pointer */
	x += (int)(unsigned long)u;
	use(t->parent); /* expect-warning: incorrect type in argument 1 of 'use' (different address spaces) */ /* expect-note: expected 'struct task *t' */ /* expect-note: got 'struct task __rcu *parent' */ /* expect-note: dereference a __rcu pointer with rcu_dereference() (rcu_dereference_protected() where updates are excluded by a lock, rcu_access_pointer() to test it without dereferencing) */
	return x;
}

/* a noderef without an address space (__private): the expression alone */
struct priv { int __attribute__((noderef)) secret; };

int g(struct priv *p)
{
	return p->secret; /* expect-warning: dereference of noderef expression 'p' [-Wnoderef] */
}
