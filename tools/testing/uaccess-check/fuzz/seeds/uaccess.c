/* Kernel-style fragment: user pointers, copy_*_user, __force casts. */
#define __user __attribute__((noderef, address_space(__user)))
#define __iomem __attribute__((noderef, address_space(__iomem)))
#define __force __attribute__((force))
#define __must_check __attribute__((warn_unused_result))
typedef unsigned long size_t;
struct file;
unsigned long __must_check copy_from_user(void *to, const void __user *from, unsigned long n);
unsigned long __must_check copy_to_user(void __user *to, const void *from, unsigned long n);
struct req { int len; char buf[16]; };
static long dev_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	struct req r;
	void __user *up = (void __user *)arg;

	if (copy_from_user(&r, up, sizeof(r)))
		return -14;
	if (r.len > (int)sizeof(r.buf))
		return -22;
	return copy_to_user(up, &r, sizeof(r)) ? -14 : 0;
}
static void __iomem *regs;
static unsigned int rd(void) { return *(volatile unsigned int __force *)regs; }
