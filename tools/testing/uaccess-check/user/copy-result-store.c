/*
 * -Wuser-store-unchecked (off by default): put_user(), copy_to_user()
 * or clear_user() as a statement, its fault dropped, on a path that
 * returns success.  Dropped on the way to an errno, or in a function that
 * has no result to report with, the store is a best effort: silent.
 */
/* args: -I$DIR/inc -Wno-decl -Wuser-store-unchecked */
#include "uaccess.h"

struct attr {
	u32 size;
	u32 type;
};

/* kernel/fork.c, kernel_clone(): CLONE_PARENT_SETTID's put_user(), then the pid returned */
int clone_settid(int nr, int flags, int __user *parent_tid)
{
	if (flags & 1)
		put_user(nr, parent_tid); /* expect-warning: the result of put_user() is ignored: on a fault the caller is told it succeeded, though user memory was not written [-Wuser-store-unchecked] */
	return nr;
}

/* kernel/trace/trace_events_user.c, user_events_ioctl_reg(): two stores dropped, then 0 */
long reg_ioctl(u32 __user *write_index, u32 __user *status_bit, int ret, u32 index)
{
	if (ret < 0)
		return ret;
	put_user((u32)ret, write_index); /* expect-warning: the result of put_user() is ignored: on a fault the caller is told it succeeded, though user memory was not written [-Wuser-store-unchecked] */
	(void)__put_user(index, status_bit); /* expect-warning: the result of __put_user() is ignored: on a fault the caller is told it succeeded, though user memory was not written [-Wuser-store-unchecked] */
	return 0;
}

/* The best efforts: none is reported. */

/* kernel/events/core.c, perf_copy_attr(): the size it expects told, then -E2BIG */
int copy_attr(struct attr __user *uattr, struct attr *attr, u32 size)
{
	int ret = 0;

	if (size > sizeof(*attr))
		goto err_size;
	if (copy_from_user(attr, uattr, size))
		return -EFAULT;
out:
	return ret;

err_size:
	put_user(sizeof(*attr), &uattr->size);
	ret = -E2BIG;
	goto out;
}

/* kernel/sched/core.c, sched_copy_attr(): the same, "return -E2BIG;" */
int sched_attr(struct attr __user *uattr, struct attr *attr, u32 size)
{
	if (size < sizeof(*attr)) {
		put_user(sizeof(*attr), &uattr->size);
		return -E2BIG;
	}
	return copy_from_user(attr, uattr, sizeof(*attr)) ? -EFAULT : 0;
}

/* kernel/sched/core.c, schedule_tail(): nothing to report a fault to */
void tail(int pid, int __user *set_child_tid)
{
	if (set_child_tid)
		put_user(pid, set_child_tid);
}
