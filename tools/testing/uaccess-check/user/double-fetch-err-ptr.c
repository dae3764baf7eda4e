/*
 * -Wdouble-fetch: a second copy given to the <linux/err.h> helpers
 * (functions in the kernel, not the mock header's macros) is not used.
 * fs/autofs/dev-ioctl.c, copy_dev_ioctl(): the size fetched with the
 * header, checked, sizing memdup_user() of the whole, and the copy's size
 * set back to the checked one (the fix of a double fetch).
 */
/* args: -I$DIR/inc -Wno-decl */
#include "uaccess.h"

#undef IS_ERR
#undef PTR_ERR
static inline int IS_ERR(const void *ptr)
{
	return (unsigned long)ptr >= (unsigned long)-4095;
}
static inline long PTR_ERR(const void *ptr)
{
	return (long)ptr;
}
extern void *ERR_PTR(long error);

struct dev_ioctl {
	u32 ver_major;
	u32 size;
	char path[];
};

struct dev_ioctl *copy_dev_ioctl(struct dev_ioctl __user *in)
{
	struct dev_ioctl tmp, *res;

	if (copy_from_user(&tmp, in, sizeof(tmp)))
		return ERR_PTR(-EFAULT);
	if (tmp.size < sizeof(tmp))
		return ERR_PTR(-EINVAL);
	res = memdup_user(in, tmp.size);
	if (!IS_ERR(res))
		res->size = tmp.size;
	return res;
}

/* Without the fix, the copy's size is the user's second value. */
long ioctl_size(struct dev_ioctl __user *in)
{
	struct dev_ioctl tmp, *res;

	if (copy_from_user(&tmp, in, sizeof(tmp)))
		return -EFAULT;
	if (tmp.size < sizeof(tmp))
		return -EINVAL;
	res = memdup_user(in, tmp.size);
	if (IS_ERR(res))
		return PTR_ERR(res);
	return res->size; /* expect-warning: 'res->size' was fetched from user memory again (memdup_user at 52:8) */
}
