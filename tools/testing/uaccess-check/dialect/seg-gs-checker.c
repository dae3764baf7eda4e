/*
 * Per-CPU data through x86 named address spaces, as Linux 6.12's
 * arch/x86/include/asm/percpu.h writes it under __CHECKER__ (with
 * CONFIG_CC_HAS_NAMED_AS): __seg_gs becomes an address space named after
 * gcc's keyword, which stays a keyword inside the attribute because the
 * macro does not expand itself again.  Accessors cast a __percpu address
 * to a __seg_gs pointer and dereference it; mixing a __seg_gs pointer with
 * a plain one is a mistake like any other address-space mix.
 */
#define __percpu	__attribute__((noderef, address_space(__percpu)))
#define __force		__attribute__((force))
#define __seg_gs	__attribute__((address_space(__seg_gs)))
#define __seg_fs	__attribute__((address_space(__seg_fs)))
#define __percpu_seg_override	__seg_gs

typedef unsigned long uintptr_t;

#define __my_cpu_type(var)	typeof(var) __percpu_seg_override
#define __my_cpu_ptr(ptr)	(__my_cpu_type(*(ptr)) *)(__force uintptr_t)(ptr)
#define __my_cpu_var(var)	(*__my_cpu_ptr(&(var)))
#define this_cpu_read(var)	__my_cpu_var(var)

struct pcpu_hot {
	int cpu_number;
	void *current_task;
};

extern __percpu __typeof__(struct pcpu_hot) pcpu_hot;
extern __percpu __typeof__(const struct pcpu_hot __percpu_seg_override) const_pcpu_hot;

int cpu(void)
{
	return this_cpu_read(pcpu_hot.cpu_number);
}

void *task(void)
{
	return this_cpu_read(const_pcpu_hot.current_task);
}

int wrong(int __seg_gs *gs, int __seg_fs *fs, int *plain)
{
	int *p = gs;			/* expect-warning: incorrect type in initializer (different address spaces) */

	plain = fs;			/* expect-warning: incorrect type in assignment (different address spaces) */
	if (gs == fs)			/* expect-warning: incompatible types in comparison expression (different address spaces) */
		return 0;
	return *p + *plain + *gs + *fs;
}
/* args: -Wno-decl */
