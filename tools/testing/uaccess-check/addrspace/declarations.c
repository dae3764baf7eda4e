/* args: -I$DIR/inc */
/*
 * Where declarations put an address space: before a later declarator
 * ("T a, __user *b" makes only b a user pointer), on a __force parameter
 * (IS_ERR() takes a pointer of any address space), and through a
 * redeclaration with typeof, which does not make a __percpu variable
 * plain (EXPORT_PER_CPU_SYMBOL's "extern typeof(var) var").
 */
#include "compiler.h"

struct iovec { void __user *base; unsigned long len; };
void __user *u64_ptr(unsigned long long v);
static inline int IS_ERR(__force const void *ptr) { return (unsigned long)ptr > -4096UL; }

__percpu int pcpu_var;
extern typeof(pcpu_var) pcpu_var;

int f(unsigned long long data, const char __user *name)
{
	struct iovec iov, __user *iovs = u64_ptr(data);
	struct iovec *kp = iovs; /* expect-warning: incorrect type in initializer (different address spaces) */ /* expect-note: expected 'struct iovec *kp' */ /* expect-note: got 'struct iovec __user *iovs' */
	int __percpu *p = &pcpu_var;

	(void)p;
	iov.len = 0;
	return IS_ERR(name) + IS_ERR(kp) + (int)iov.len;
}

/* "void (__rcu *fn)(void)": the pointer reaches __rcu memory, as in sparse */
#define rcu_check_sparse(p, space) ((void)(((typeof(*p) space *)p) == p))
struct hook { void (__rcu *handler)(int); };

void set_handler(struct hook *h)
{
	rcu_check_sparse(h->handler, __rcu);
}
/* args: -Wno-decl */
