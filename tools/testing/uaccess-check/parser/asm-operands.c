/*
 * Extended asm operands: outputs with =, +, & and memory constraints,
 * inputs, clobbers, empty sections, symbolic names [x] referenced as %[x],
 * expressions of any kind as operands, and concatenated templates.
 */
struct desc { unsigned long base; unsigned int limit; };

static inline unsigned long read_cr0(void)
{
	unsigned long val;

	asm volatile("mov %%cr0,%0\n\t" : "=r" (val) : : "memory");
	return val;
}

static inline unsigned int add(unsigned int a, unsigned int b)
{
	asm("addl %1, %0" : "+r" (a) : "g" (b) : "cc");
	return a;
}

static inline int cmpxchg(int *ptr, int old, int new)
{
	int ret;

	asm volatile("lock; cmpxchgl %[new], %[ptr]"
		     : "=a" (ret), [ptr] "+m" (*ptr)
		     : [new] "r" (new), "0" (old)
		     : "memory", "cc");
	return ret;
}

void f(struct desc *d, unsigned long *arr, int i)
{
	unsigned long tmp, tmp2;
	unsigned int lo, hi;

	asm("" : : "r" (d->base + 1), "m" (d->limit));
	asm("" : "=r" (tmp), "=&r" (tmp2) : "0" (arr[i]), "1" (arr[i + 1]));
	asm volatile("rdtsc" : "=a" (lo), "=d" (hi));
	asm volatile("lgdt %0" : : "m" (*d));
	asm("" : : : "memory");
	asm("" :: "i" (sizeof(struct desc)), "n" (42));
	asm("" : [out] "=r" (tmp) : [in] "r" ((unsigned long)i * 3), [c] "i" (1 << 3));
	asm volatile("" : "+r" (arr[0]), "+m" (arr[1]) :: "cc", "memory", "rax", "rdx");
	asm volatile("bt %2,%1" : "=@ccc" (lo) : "m" (*arr), "Ir" (i));
	arr[2] = tmp + tmp2 + lo + hi + read_cr0() + add(1, 2) + (unsigned long)cmpxchg((int *)arr, 0, 1);
}
/* args: -Wno-decl */
