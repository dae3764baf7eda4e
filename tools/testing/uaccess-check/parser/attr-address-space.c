/*
 * Address-space annotations as the kernel spells them under __CHECKER__:
 * named (address_space(__user), current kernels) and numbered
 * (address_space(1), older ones), with noderef, in every position a
 * qualifier may take.  gcc warns that it ignores these attributes
 * (-Wattributes); the checker knows them and stays silent.
 */
#define __user		__attribute__((noderef, address_space(__user)))
#define __iomem		__attribute__((noderef, address_space(__iomem)))
#define __percpu	__attribute__((noderef, address_space(__percpu)))
#define __rcu		__attribute__((noderef, address_space(__rcu)))
#define __old_user	__attribute__((noderef, address_space(1)))
#define __old_iomem	__attribute__((noderef, address_space(2)))

struct foo { int a; };

int copy_from(void *to, const void __user *from, unsigned long n);
int copy_old(void *to, const void __old_user *from, unsigned long n);
void __iomem *ioremap(unsigned long phys, unsigned long size);
unsigned int readl(const volatile void __iomem *addr);
int __percpu *percpu_counter;
struct foo __rcu *rcu_ptr;
char __user *const user_const_ptr;
char __user * __user *user_ptr_to_user_ptr;
int __old_iomem *old_io;
struct with_user { char __user *buf; int __user *arr[4]; } wu;
typedef int __user *user_int_ptr;
user_int_ptr up;
int (__user *user_array_ptr)[8];

int f(char __user *buf, unsigned long n)
{
	char kbuf[16];
	void __iomem *regs = ioremap(0x1000, 0x100);

	(void)n;
	return copy_from(kbuf, buf, sizeof(kbuf)) + (int)readl(regs);
}
/* args: -Wno-decl */
