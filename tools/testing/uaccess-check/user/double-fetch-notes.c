/*
 * -Wdouble-fetch's notes: the first fetch, the use of its value, the
 * second fetch.  Modelled on drivers/media/v4l2-core/v4l2-ioctl.c's
 * video_usercopy() before the array length was checked against the
 * header again (a header fetched, its count sizing the copy of the
 * whole block, the count read from the copy).
 */
/* args: -I$DIR/inc -Wno-decl */
#include "uaccess.h"

struct ext_controls {
	u32 count;
	u32 which;
	u64 controls[];
};

long ext_ctrls(struct ext_controls __user *arg)
{
	struct ext_controls head, *all;

	if (copy_from_user(&head, arg, sizeof(head))) /* expect-note: first fetched here by copy_from_user */
		return -EFAULT;
	if (head.count > 64) /* expect-note: the first value is used here */
		return -E2BIG;
	all = vmemdup_user(arg, sizeof(head) + head.count * sizeof(u64)); /* expect-note: fetched again here by vmemdup_user */
	if (IS_ERR(all))
		return PTR_ERR(all);
	return all->controls[all->count - 1]; /* expect-warning: 'all->count' was fetched from user memory again (vmemdup_user at 25:8) after its first value was used (copy_from_user at 21:6): the user can change it in between [-Wdouble-fetch] */
}
