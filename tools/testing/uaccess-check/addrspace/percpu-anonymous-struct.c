/* args: --arch=arm64 */
/*
 * "struct { ... } __percpu *rdist" (arm64's irq-gic-v3-its.c, 62 of
 * sparse's locations on arm64 6.12): sparse binds the attributes after
 * the "}" to the struct type, so per_cpu_ptr()'s "(typeof(*p) __kernel
 * __force *)" cast keeps noderef and each use through it is a
 * "dereference of noderef expression".  The checker binds them to the
 * pointer, as the kernel means, and still reports reaching the per-CPU
 * data without the accessor.  (export-percpu.c has the other arm64
 * idiom sparse reports, EXPORT_SYMBOL()'s "extern typeof(var) var;".)
 */
#define __percpu __attribute__((noderef, address_space(__percpu)))
#define __kernel __attribute__((address_space(0)))
#define __force __attribute__((force))
#define per_cpu_ptr(p, off) ((typeof(*(p)) __kernel __force *)((unsigned long)(p) + (off)))

struct rdists {
	struct {
		int rd_lock;
		void *rd_base;
	} __percpu *rdist;
};
extern struct rdists *gic_rdists;

void *rd_base(unsigned long off);
void *rd_base(unsigned long off)
{
	if (off)
		return per_cpu_ptr(gic_rdists->rdist, off)->rd_base;
	return gic_rdists->rdist->rd_base;	/* expect-warning: dereference of noderef expression 'gic_rdists->rdist' */
}
