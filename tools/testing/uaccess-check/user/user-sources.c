/*
 * Where a value comes from user space (flow/user.h), one definition for
 * -Wuser-size (lengths) and -Wmissing-access-ok (addresses): the
 * parameters of the functions SYSCALL_DEFINEx() and
 * COMPAT_SYSCALL_DEFINEx() make, the count of a read or write handler,
 * an ioctl handler's argument made a user pointer.  The functions are
 * spelled out as the macros make them, so that each name is pinned.
 */
/* args: -I$DIR/inc -Wno-decl -Wno-double-fetch */
#include "uaccess.h"

struct file;
typedef long long loff_t;

/* -Wuser-size: the body of a system call, as written (__do_sys_NAME()), and its compat twin */
long __do_sys_len(unsigned int len, const char __user *u)
{
	char buf[16];

	return copy_from_user(buf, u, len); /* expect-warning: 'len' comes from user space (a parameter of the system call 'len') and is used as the byte count of a copy into 'buf' (16 bytes) with no bound check on this path [-Wuser-size] */
}

long __do_compat_sys_len(unsigned int len, const char __user *u)
{
	char buf[16];

	return copy_from_user(buf, u, len); /* expect-warning: 'len' comes from user space (a parameter of the system call 'len') */
}

/* not the wrappers, whose longs are cast to the body's types: the body is checked */
long __se_sys_len(long len, long u)
{
	char buf[16];

	return copy_from_user(buf, (const char __user *)u, len);
}

long __se_compat_sys_len(long len, long u)
{
	char buf[16];

	return copy_from_user(buf, (const char __user *)u, len);
}

/* nor a function whose name only looks like one */
long do_sys_len(unsigned int len, const char __user *u)
{
	char buf[16];

	return copy_from_user(buf, u, len);
}

/* the count of a read or write handler: (struct file *, char __user *, size_t, loff_t *) */
ssize_t src_write(struct file *file, const char __user *ubuf, size_t count, loff_t *ppos)
{
	char buf[16];

	return copy_from_user(buf, ubuf, count) ? -EFAULT : 0; /* expect-warning: 'count' comes from user space (the byte count of the read or write handler 'src_write') */
}

/* not with another shape: a signed count, no position */
ssize_t src_signed(struct file *file, const char __user *ubuf, long count, loff_t *ppos)
{
	char buf[16];

	return copy_from_user(buf, ubuf, count) ? -EFAULT : 0;
}

ssize_t src_nopos(struct file *file, const char __user *ubuf, size_t count)
{
	char buf[16];

	return copy_from_user(buf, ubuf, count) ? -EFAULT : 0;
}

/* -Wmissing-access-ok: a system call's pointer, the wrappers included */
long __do_sys_ptr(u32 __user *p)
{
	u32 v;

	return __get_user(v, p); /* expect-warning: __get_user() on 'p', which comes from user space (the system call's argument 'p') */
}

long __se_sys_ptr(u32 __user *p)
{
	u32 v;

	return __get_user(v, p); /* expect-warning: __get_user() on 'p', which comes from user space (the system call's argument 'p') */
}

long __do_compat_sys_ptr(u32 __user *p)
{
	u32 v;

	return __get_user(v, p); /* expect-warning: __get_user() on 'p', which comes from user space (the system call's argument 'p') */
}

long __se_compat_sys_ptr(u32 __user *p)
{
	u32 v;

	return __get_user(v, p); /* expect-warning: __get_user() on 'p', which comes from user space (the system call's argument 'p') */
}

/* a read handler's buffer is the VFS's to check, and an ordinary pointer parameter the caller's */
ssize_t src_read(struct file *file, char __user *ubuf, size_t count, loff_t *ppos)
{
	return __put_user(0, ubuf);
}

long src_helper(u32 __user *p)
{
	u32 v;

	return __get_user(v, p);
}

/* an ioctl's argument (the last parameter, a long after an int command) made a user pointer */
long src_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	u32 __user *up = (u32 __user *)arg;
	u32 v;

	return __get_user(v, up); /* expect-warning: __get_user() on 'up', which comes from user space (an integer argument made a user pointer at 121:19) */
}

long src_compat_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	u32 __user *up = compat_ptr(arg);
	u32 v;

	return __get_user(v, up); /* expect-warning: __get_user() on 'up', which comes from user space (an integer argument made a user pointer at 129:29) */
}

/* not another function's integer: no command before it, or not the last parameter */
long src_addr(void *mm, unsigned long vaddr)
{
	u32 v;

	u32 __user *up = (u32 __user *)vaddr;

	return __get_user(v, up);
}

long src_notlast(unsigned int cmd, unsigned long arg, int flags)
{
	u32 v;

	u32 __user *up = (u32 __user *)arg;

	return __get_user(v, up);
}
