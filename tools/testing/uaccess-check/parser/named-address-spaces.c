/*
 * x86 named address spaces __seg_gs and __seg_fs (gcc 6): qualifiers on
 * pointed-to types, as the kernel's per-cpu accessors use them
 * (arch/x86/include/asm/percpu.h with CONFIG_USE_X86_SEG_SUPPORT).
 */
struct pcpu { int cpu; long preempt; };

int __seg_gs *gs_int;
__seg_fs const char *fs_str;

#define this_cpu_read(var) (*(typeof(var) __seg_gs *)(unsigned long)&(var))

extern struct pcpu percpu_data;

int f(void)
{
	struct pcpu __seg_gs *p = (struct pcpu __seg_gs *)0;
	int cpu = this_cpu_read(percpu_data.cpu);

	return cpu + p->cpu + *gs_int + fs_str[0];
}
/* args: -Wno-decl */
