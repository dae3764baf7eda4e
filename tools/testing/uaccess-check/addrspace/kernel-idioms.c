/* args: -I$DIR/inc */
/*
 * Code that is correct by the kernel's conventions stays silent: the
 * user accessors' own implementations (__chk_user_ptr, __force casts),
 * u64_to_user_ptr, the rcu_dereference family and rcu_assign_pointer,
 * per_cpu_ptr / this_cpu_read, ioremap with readl / writel.  The macros
 * are the kernel 6.1 definitions, reduced to what the checker sees with
 * __CHECKER__.  The last function shows the same code with the mistakes
 * these macros exist to avoid.
 */
#include "compiler.h"

typedef unsigned long long u64;
typedef unsigned int u32;
#define READ_ONCE(x) (*(const volatile typeof(x) *)&(x))
#define WRITE_ONCE(x, val) do { *(volatile typeof(x) *)&(x) = (val); } while (0)

/* uaccess */
static inline void __chk_user_ptr(const volatile void __user *ptr) { }
#define u64_to_user_ptr(x) ((void __user *)(uintptr_t)(x))
#define __get_user_raw(x, ptr)						\
({									\
	__chk_user_ptr(ptr);						\
	(x) = *(__force typeof(*(ptr)) *)(ptr);				\
	0;								\
})
#define get_user(x, ptr) __get_user_raw(x, ptr)
#define put_user(x, ptr)						\
({									\
	__typeof__(*(ptr)) __x = (x);					\
	__typeof__(ptr) __ptr = (ptr);					\
	__chk_user_ptr(__ptr);						\
	*(__force __typeof__(*(ptr)) *)__ptr = __x;			\
	0;								\
})
unsigned long copy_from_user(void *to, const void __user *from, unsigned long n);

/* rcu */
#define rcu_check_sparse(p, space) ((void)(((typeof(*p) space *)p) == p))
#define rcu_dereference(p)						\
({									\
	typeof(*p) *__local = (typeof(*p) *__force)READ_ONCE(p);	\
	rcu_check_sparse(p, __rcu);					\
	((typeof(*p) __force __kernel *)(__local));			\
})
#define rcu_dereference_protected(p, c)					\
({									\
	rcu_check_sparse(p, __rcu);					\
	((typeof(*p) __force __kernel *)(p));				\
})
#define RCU_INITIALIZER(v) (typeof(*(v)) __force __rcu *)(v)
#define rcu_assign_pointer(p, v)					\
do {									\
	uintptr_t _r_a_p__v = (uintptr_t)(v);				\
	rcu_check_sparse(p, __rcu);					\
	WRITE_ONCE((p), RCU_INITIALIZER((typeof(p))_r_a_p__v));		\
} while (0)

/* percpu */
extern unsigned long __per_cpu_offset[64];
#define __verify_pcpu_ptr(ptr)						\
do {									\
	const void __percpu *__vpp_verify = (typeof((ptr) + 0))NULL;	\
	(void)__vpp_verify;						\
} while (0)
#define SHIFT_PERCPU_PTR(__p, __offset)					\
	((typeof(*(__p)) __kernel __force *)((unsigned long)(__p) + (__offset)))
#define per_cpu_ptr(ptr, cpu)						\
({									\
	__verify_pcpu_ptr(ptr);						\
	SHIFT_PERCPU_PTR((ptr), __per_cpu_offset[(cpu)]);		\
})
#define per_cpu(var, cpu) (*per_cpu_ptr(&(var), cpu))
#define this_cpu_read(pcp)						\
({									\
	typeof(pcp) __ret;						\
	__verify_pcpu_ptr(&(pcp));					\
	__ret = *SHIFT_PERCPU_PTR(&(pcp), 0);				\
	__ret;								\
})

/* mmio */
void __iomem *ioremap(u64 offset, unsigned long size);
static inline u32 __raw_readl(const volatile void __iomem *addr)
{
	return *(const volatile u32 __force *)addr;
}
static inline void __raw_writel(u32 val, volatile void __iomem *addr)
{
	*(volatile u32 __force *)addr = val;
}
#define readl(c) __raw_readl(c)
#define writel(v, c) __raw_writel(v, c)

struct node { int val; struct node __rcu *next; };
struct stats { unsigned long hits[4]; };

static struct node __rcu *head;
static __percpu struct stats cpu_stats;
static __percpu int cpu_counter;

int idioms(int __user *uptr, u64 uaddr, struct node *n, int cpu)
{
	int v = 0, r;
	char buf[8];
	struct node *p;
	void __iomem *regs = ioremap(0xfee00000, 4096);

	r = get_user(v, uptr);
	r |= put_user(v + 1, uptr);
	r |= copy_from_user(buf, u64_to_user_ptr(uaddr), sizeof(buf));
	p = rcu_dereference(head);
	if (p)
		v += p->val + rcu_dereference(p->next)->val;
	rcu_assign_pointer(n->next, p);
	rcu_assign_pointer(head, n);
	p = rcu_dereference_protected(head, 1);
	v += per_cpu(cpu_counter, cpu) + this_cpu_read(cpu_counter);
	v += per_cpu_ptr(&cpu_stats, cpu)->hits[1];
	writel(readl(regs + 4) | 1, regs + 4);
	return v + r + buf[0] + (p != NULL);
}

int mistakes(int __user *uptr, int cpu)
{
	struct node *p = head; /* expect-warning: incorrect type in initializer (different address spaces) */ /* expect-note: expected 'struct node *p' */ /* expect-note: got 'struct node __rcu *head' */ /* expect-note: dereference a __rcu pointer with rcu_dereference() (rcu_dereference_protected() where updates are excluded by a lock, rcu_access_pointer() to test it without dereferencing) */
	void __iomem *regs = ioremap(0xfee00000, 4096);
	int v = *uptr; /* expect-warning: dereference of noderef expression */ /* expect-note: read user memory with get_user() or copy_from_user() */

	v += cpu_counter; /* expect-warning: dereference of noderef expression */ /* expect-note: reach a per-CPU variable with this_cpu_read(), this_cpu_ptr() or per_cpu_ptr() */
	v += *(u32 *)regs; /* expect-warning: cast removes address space '__iomem' of expression */
	return v + p->val + cpu;
}
/* args: -Wno-decl */
