/*
 * -Wuser-launder: an address that crosses between user and kernel space
 * through a cast, then used on the other side.
 *
 * The bug shapes: a driver ioctl that takes `arg` as a kernel pointer
 * after a __force cast and reads through it (the CVE-2017-8062-era
 * dw2102 / the staging drivers' "(void __force *)arg" reads); a u64 field
 * of a request round-tripped into a plain pointer (the kind of `(void
 * *)(uintptr_t)req.addr` that io_uring and drm uapi code turn into
 * u64_to_user_ptr() instead); and the set_fs()-era reverse, a kernel
 * buffer forced __user and given to copy_from_user() (kernel_setsockopt()
 * before 5.9 did this; without set_fs() access_ok() refuses it).
 * The correct code next to them: the same values kept __user and read
 * with the accessors, a pointer that is sometimes the kernel's and
 * sometimes the user's (sockptr_t, iov_iter) left alone.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "uaccess.h"

struct req { u64 addr; u32 len; };

long ioctl_read_forced(unsigned long arg, char *kbuf)
{
	void __user *argp = (void __user *)arg;
	char *p = (char __force *)argp; /* expect-note: the __user address space is cast away here */

	memcpy(kbuf, p, 4); /* expect-warning: a user pointer made a kernel pointer by a cast is passed to memcpy() */
	return 0;
}

long ioctl_read_ok(unsigned long arg, char *kbuf)
{
	void __user *argp = (void __user *)arg;

	return copy_from_user(kbuf, argp, 4) ? -EFAULT : 0;
}

int round_trip(struct req __user *ureq)
{
	struct req r;
	int *p;

	if (copy_from_user(&r, ureq, sizeof(r)))
		return -EFAULT;
	{
		unsigned long a = (unsigned long)ureq; /* expect-note: the __user address space is cast away here */

		p = (int *)a;
	}
	return *p; /* expect-warning: a user pointer made a kernel pointer by a cast is dereferenced */
}

int forced_deref(int __user *up)
{
	return *(int __force *)up; /* expect-warning: a user pointer made a kernel pointer by a cast is dereferenced */ /* expect-note: the __user address space is cast away here */
}

int get_ok(int __user *up)
{
	int v;

	if (get_user(v, up))
		return -EFAULT;
	return v;
}

/* sometimes the kernel's buffer, sometimes the user's: the caller's choice */
int either(void __user *u, char *kernel, int in_kernel)
{
	char *p;

	if (in_kernel)
		p = kernel;
	else
		p = (char __force *)u;
	return p[0];
}

int set_fs_era(void)
{
	char kbuf[8];

	if (copy_from_user(kbuf + 4, (void __force __user *)kbuf, 4)) /* expect-warning: a kernel pointer made a user pointer by a cast is passed to copy_from_user() */ /* expect-note: __user is forced on a kernel pointer here */
		return -EFAULT;
	return 0;
}

int ioctl_arg_ok(unsigned long arg)
{
	int v;

	if (get_user(v, (int __user *)arg))
		return -EFAULT;
	return v;
}

/*
 * drivers/char/virtio_console.c fill_readbuf(): the same __user pointer is
 * a user buffer or, for splice, a kernel one; the function picks the copy
 * by to_user.  Deliberate: not reported.
 */
long fill_readbuf(char __user *out_buf, const char *src, size_t n, int to_user)
{
	if (to_user) {
		if (copy_to_user(out_buf, src, n))
			return -EFAULT;
	} else {
		memcpy((__force char *)out_buf, src, n);
	}
	return n;
}

/*
 * arch/x86/kernel/fpu/xstate.h xrstor_from_user_sigframe(): an asm's
 * memory operand through a __force cast, with its own fault fixup between
 * stac() and clac(): hand-written user access, not reported.
 */
struct xregs { u64 w[8]; };
int xrstor_from_user(struct xregs __user *buf)
{
	struct xregs *xstate = (__force struct xregs *)buf;
	int err = 0;

	asm volatile("1: xrstor %[xa]\n" : "+r" (err) : [xa] "m" (*xstate) : "memory");
	return err;
}

/*
 * kernel/trace/trace_uprobe.c probe_mem_read(): the fetch API's "void *src"
 * holds a user address for uprobes; given __user back, it is what it
 * always was.  A plain pointer is not known to be kernel memory: silent.
 */
int probe_mem_read(void *dest, void *src, size_t size)
{
	void __user *vaddr = (void __force __user *)src;

	return copy_from_user(dest, vaddr, size) ? -EFAULT : 0;
}
