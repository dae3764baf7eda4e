/*
 * -Wmissing-access-ok: __get_user(), __copy_from_user() and the other
 * accessors that do not check the address, on a pointer user space chose
 * in this function, with no access_ok() on the path.  Each bug beside the
 * code the kernel writes.
 */
/* args: -I$DIR/inc -Wno-decl -Wno-double-fetch */
#include "uaccess.h"

struct compat_sigevent {
	u32 sival_int;
	int sigev_signo;
	int sigev_notify;
};

struct sigevent {
	u32 sival_int;
	int sigev_signo;
	int sigev_notify;
};

/*
 * kernel/compat.c get_compat_sigevent(): access_ok() first, then the
 * __get_user()s of the members in one || chain.
 */
COMPAT_SYSCALL_DEFINE2(sigev_checked, struct compat_sigevent __user *, u_event,
		       struct sigevent *, event)
{
	return (!access_ok(u_event, sizeof(*u_event)) ||
		__get_user(event->sival_int, &u_event->sival_int) ||
		__get_user(event->sigev_signo, &u_event->sigev_signo) ||
		__get_user(event->sigev_notify, &u_event->sigev_notify)) ? -EFAULT : 0;
}

/* The same chain without its access_ok(): the address may be a kernel one. */
COMPAT_SYSCALL_DEFINE2(sigev_unchecked, struct compat_sigevent __user *, u_event,
		       struct sigevent *, event)
{
	return (__get_user(event->sival_int, &u_event->sival_int) || /* expect-warning: __get_user() on '&u_event->sival_int', which comes from user space (the system call's argument 'u_event'), with no access_ok() on this path: __get_user() does not check the address [-Wmissing-access-ok] */
		__get_user(event->sigev_signo, &u_event->sigev_signo)) ? -EFAULT : 0; /* expect-warning: __get_user() on '&u_event->sigev_signo' */
}

/*
 * The helper itself, as kernel/compat.c has it: its pointer parameter is
 * the caller's to check (not followed into the callers).
 */
int get_compat_sigevent(struct sigevent *event, const struct compat_sigevent __user *u_event)
{
	return __get_user(event->sival_int, &u_event->sival_int) ? -EFAULT : 0;
}

/* access_ok() on one path only, and on another pointer */
SYSCALL_DEFINE3(some_paths, int __user *, a, int __user *, b, int, flags)
{
	int x = 0;

	if (flags && !access_ok(a, sizeof(*a)))
		return -EFAULT;
	if (__get_user(x, a)) /* expect-warning: __get_user() on 'a' */
		return -EFAULT;
	if (!access_ok(a, sizeof(*a)))
		return -EFAULT;
	if (__get_user(x, a) || __put_user(x, b)) /* expect-warning: __put_user() on 'b' */
		return -EFAULT;
	return x;
}

/*
 * A pointer checked, then given another value: the check was of the old
 * one.  A copy made before the check is checked with it, and a pointer
 * advanced by a constant stays checked (the loops over the checked range
 * of drivers/gpu/drm/i915/i915_query.c).
 */
SYSCALL_DEFINE3(moved, char __user *, buf, unsigned long, len, char __user *, other)
{
	char __user *p = buf;
	char c;

	if (!access_ok(buf, len))
		return -EFAULT;
	if (__get_user(c, buf + 1) || __get_user(c, p))
		return -EFAULT;
	p++;
	p += 2;
	if (__get_user(c, p))
		return -EFAULT;
	p += len;
	if (__get_user(c, p)) /* expect-warning: __get_user() on 'p', which comes from user space (the system call's argument 'buf') */
		return -EFAULT;
	buf = other;
	if (__copy_from_user(&c, buf, 1)) /* expect-warning: __copy_from_user() on 'buf' */
		return -EFAULT;
	return c;
}

/* drivers' ioctl handlers: the integer argument is a user pointer */
struct ioc_args {
	u32 flags;
	u64 data;
	char __user *name;
};

long ioc_ioctl(void *file, unsigned int cmd, unsigned long arg)
{
	struct ioc_args __user *uarg = (struct ioc_args __user *)arg;
	u32 flags;

	if (cmd == 1)
		return __get_user(flags, &uarg->flags); /* expect-warning: __get_user() on '&uarg->flags', which comes from user space (an integer argument made a user pointer at 105:33) */
	if (!access_ok(uarg, sizeof(*uarg)))
		return -EFAULT;
	return __get_user(flags, &uarg->flags);
}

long ioc_compat_ioctl(void *file, unsigned int cmd, unsigned long arg)
{
	u32 __user *p = compat_ptr(arg);
	u32 v = 0;

	if (unlikely(!access_ok(p, sizeof(*p))))
		return __put_user(v, p); /* expect-warning: __put_user() on 'p', which comes from user space (an integer argument made a user pointer at 117:28) */
	return __put_user(v, p);
}

/* a pointer fetched from user memory is user space's choice too */
SYSCALL_DEFINE1(fetched, struct ioc_args __user *, uargs)
{
	struct ioc_args args;
	char __user *name;
	char c;

	if (get_user(name, &uargs->name))
		return -EFAULT;
	if (__get_user(c, name)) /* expect-warning: __get_user() on 'name', which comes from user space (get_user at 132:6) */
		return -EFAULT;
	if (copy_from_user(&args, uargs, sizeof(args)))
		return -EFAULT;
	if (__copy_to_user(args.name, &c, 1)) /* expect-warning: __copy_to_user() on 'args.name', which comes from user space (copy_from_user at 136:20) */
		return -EFAULT;
	if (__clear_user(u64_to_user_ptr(args.data), 8)) /* expect-warning: __clear_user() on 'args.data', which comes from user space */
		return -EFAULT;
	if (!access_ok(args.name, 2) || !access_ok(name, 1))
		return -EFAULT;
	if (__copy_to_user(args.name, &c, 1) || __put_user(c, name))
		return -EFAULT;
	return 0;
}

/* user_access_begin() is an access_ok(): the pointers it proves, on its true edge */
SYSCALL_DEFINE2(block, struct ioc_args __user *, from, u32 __user *, other)
{
	u32 flags;

	if (!user_read_access_begin(from, sizeof(*from)))
		return -EFAULT;
	unsafe_get_user(flags, &from->flags, efault);
	unsafe_get_user(flags, other, efault); /* expect-warning: unsafe_get_user() on 'other' */
	user_read_access_end();
	return flags;
efault:
	user_read_access_end();
	return -EFAULT;
}

struct sigset_argpack {
	u64 p;
	size_t size;
};

/* fs/select.c get_sigset_argpack() in 6.12: masked_user_access_begin() returns the pointer to use */
SYSCALL_DEFINE2(argpack, struct sigset_argpack __user *, from, struct sigset_argpack *, to)
{
	if (can_do_masked_user_access())
		from = masked_user_access_begin(from);
	else if (!user_read_access_begin(from, sizeof(*from)))
		return -EFAULT;
	unsafe_get_user(to->p, &from->p, Efault);
	unsafe_get_user(to->size, &from->size, Efault);
	user_read_access_end();
	return 0;
Efault:
	user_read_access_end();
	return -EFAULT;
}

/*
 * An integer parameter of another function is an address its caller
 * chose (kernel/events/uprobes.c is_trap_at_addr()); a fetch into one
 * member does not make the others user space's (arch/x86/entry/common.c
 * do_fast_syscall_32(): regs->bp fetched from regs->sp).
 */
struct regs {
	unsigned long bp, sp;
};

int is_trap_at_addr(void *mm, unsigned long vaddr)
{
	u32 opcode;

	return __get_user(opcode, (u32 __user *)vaddr);
}

int fetch_bp(struct regs *regs)
{
	return __get_user(*(u32 *)&regs->bp, (u32 __user __force *)(unsigned long)(u32)regs->sp);
}

/* arch/x86/events/core.c valid_user_frame(): a function that is an access_ok() */
struct stack_frame {
	struct stack_frame __user *next_frame;
	unsigned long return_address;
};

static inline int valid_user_frame(const void __user *fp, unsigned long size)
{
	return __access_ok(fp, size);
}

SYSCALL_DEFINE1(callchain, struct stack_frame __user *, fp)
{
	struct stack_frame frame;
	int n = 0;

	while (n++ < 8) {
		if (!valid_user_frame(fp, sizeof(frame)))
			break;
		if (__get_user(frame.next_frame, &fp->next_frame))
			break;
		fp = frame.next_frame;
	}
	if (__get_user(frame.return_address, &fp->return_address)) /* expect-warning: __get_user() on '&fp->return_address', which comes from user space (the system call's argument 'fp') */
		return -EFAULT;
	return n;
}

/*
 * io_uring/net.c io_msg_copy_hdr() in 6.12: access_ok() of a member of a
 * pointer fetched inside the block, then the fetch through it (the
 * accessor's &x argument does not change the address checked).
 */
struct iovec {
	void __user *iov_base;
	size_t iov_len;
};

struct user_msghdr {
	struct iovec __user *msg_iov;
	size_t msg_iovlen;
};

SYSCALL_DEFINE2(msghdr, struct user_msghdr __user *, umsg, struct iovec *, iov)
{
	struct user_msghdr msg;
	size_t n;

	/* __get_user()'s own __chk_user_ptr(&umsg->msg_iovlen) reads the address only */
	if (!access_ok(&umsg->msg_iovlen, sizeof(size_t)) || __get_user(n, &umsg->msg_iovlen))
		return -EFAULT;

	if (!user_access_begin(umsg, sizeof(*umsg)))
		return -EFAULT;
	unsafe_get_user(msg.msg_iov, &umsg->msg_iov, ua_end);
	if (!access_ok(&msg.msg_iov[0].iov_len, sizeof(size_t)))
		goto ua_end;
	unsafe_get_user(iov->iov_len, &msg.msg_iov[0].iov_len, ua_end);
	unsafe_get_user(iov->iov_base, &msg.msg_iov[0].iov_base, ua_end); /* expect-warning: unsafe_get_user() on '&msg.msg_iov->iov_base', which comes from user space (unsafe_get_user at */
	user_access_end();
	return 0;
ua_end:
	user_access_end();
	return -EFAULT;
}
