/* args: -I$DIR/inc */
/*
 * Casts: dropping an address space or changing it to another warns
 * unless __force; adding one to a plain pointer (-Wcast-to-as) and
 * turning an address-space pointer into an integer (-Wcast-from-as) are
 * off by default.  Integer round trips through unsigned long (uintptr_t)
 * are what the kernel does (u64_to_user_ptr) and stay silent; a cast to
 * another integer type drops the address space as sparse reports it.
 */
#include "compiler.h"

#define u64_to_user_ptr(x) ((void __user *)(uintptr_t)(x))

void f(char __user *u, char *k, void __iomem *io, unsigned long long addr)
{
	char *a = (char *)u; /* expect-warning: cast removes address space '__user' of expression */
	void __iomem *b = (void __iomem *)u; /* expect-warning: cast between address spaces (__user -> __iomem) */
	char *c = (__force char *)u;
	char __user *d = (char __user *)k;
	unsigned long e = (unsigned long)u;
	long l = (long)u; /* expect-warning: cast removes address space '__user' of expression */
	void __user *g = u64_to_user_ptr(addr);
	char *h = (typeof(*u) __force __kernel *)u;
	void __iomem *i = (void __iomem __force *)k;

	(void)a; (void)b; (void)c; (void)d; (void)e; (void)g; (void)h; (void)i; (void)io; (void)l;
}
/* args: -Wno-decl */
