/*
 * -Wuser-copy-result: copy_to_user()'s count of bytes not copied
 * returned as the result of a function whose other returns are negative
 * errnos, directly or through a local: a syscall or an ioctl then returns
 * a positive number where it should return -EFAULT.  A wrapper whose
 * returns are all counts is what its callers test for nonzero: silent.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "uaccess.h"

struct seg {
	u64 buf;
	u64 bufsz;
};

struct kseg {
	void *buf;
	u64 bufsz;
};

long do_load(unsigned long nr, struct kseg *segs);

/*
 * kernel/kexec.c, compat kexec_load() (6.1 and 6.12): the count of the
 * failed copy_from_user() goes to "fail" and is returned.
 */
long compat_load(unsigned long nr, struct seg __user *segments)
{
	struct kseg *ksegs;
	struct seg in;
	long result;
	unsigned long i;

	if (nr > 16)
		return -EINVAL; /* expect-note: a negative errno returned here */
	ksegs = kmalloc_array(nr, sizeof(ksegs[0]), GFP_KERNEL);
	if (!ksegs)
		return -ENOMEM;
	for (i = 0; i < nr; i++) {
		result = copy_from_user(&in, &segments[i], sizeof(in)); /* expect-note: 'result' set from copy_from_user() here */
		if (result)
			goto fail;
		ksegs[i].buf = (void *)(uintptr_t)in.buf;
		ksegs[i].bufsz = in.bufsz;
	}
	result = do_load(nr, ksegs);
fail:
	kfree(ksegs);
	return result; /* expect-warning: 'compat_load' returns 'result', the result of copy_from_user(), the number of bytes not copied, where its other returns are negative errnos: the caller sees a positive count, not -EFAULT [-Wuser-copy-result] */
}

/* returned directly, in an ioctl whose other paths return errnos */
long info_ioctl(unsigned int cmd, struct seg __user *arg, struct seg *info)
{
	switch (cmd) {
	case 1:
		return copy_to_user(arg, info, sizeof(*info)); /* expect-warning: 'info_ioctl' returns the result of copy_to_user(), the number of bytes not copied, where its other returns are negative errnos: the caller sees a positive count, not -EFAULT [-Wuser-copy-result] */
	}
	return -EINVAL; /* expect-note: a negative errno returned here */
}

/* the errno comes in a local: "int ret = -EINVAL; ... return ret;" */
int get_info(int cmd, struct seg __user *arg, struct seg *info)
{
	int ret = -EINVAL; /* expect-note: 'ret' set to a negative errno here, returned by 'get_info' */

	if (cmd == 2)
		ret = copy_to_user(arg, info, sizeof(*info)); /* expect-note: 'ret' set from copy_to_user() here */
	return ret; /* expect-warning: 'get_info' returns 'ret', the result of copy_to_user(), the number of bytes not copied, where its other returns are negative errnos: the caller sees a positive count, not -EFAULT [-Wuser-copy-result] */
}

/* an errno passed on from a call: "if (ret < 0) return ret;" */
int prepare(struct seg *info);
int fill_info(struct seg __user *arg, struct seg *info)
{
	int ret = prepare(info);

	if (ret < 0)
		return ret; /* expect-note: a negative errno returned here */
	return __copy_to_user(arg, info, sizeof(*info)); /* expect-warning: 'fill_info' returns the result of __copy_to_user(), the number of bytes not copied, where its other returns are negative errnos: the caller sees a positive count, not -EFAULT [-Wuser-copy-result] */
}

/* The correct forms: none is reported. */

/* sound/pci/emu10k1/emufx.c, copy_gctl_to_user(): a wrapper, every return a count */
int copy_gctl_to_user(struct seg __user *dst, struct seg *src, int tlv)
{
	if (tlv)
		return copy_to_user(dst, src, sizeof(*src));
	return copy_to_user(dst, src, sizeof(src->buf));
}

/* sound/pci/rme9652/hdsp.c, copy_u32_le(): an unsigned result is a count */
unsigned long copy_u32_le(void __user *dest, u32 val, int bad)
{
	if (bad)
		return 4;
	return copy_to_user(dest, &val, 4);
}

/* kernel/sys.c, getrlimit(): "return copy_to_user(...) ? -EFAULT : 0;" */
int getrlimit_like(int resource, struct seg __user *rlim, struct seg *value)
{
	if (resource >= 16)
		return -EINVAL;
	return copy_to_user(rlim, value, sizeof(*value)) ? -EFAULT : 0;
}

/* drivers/gpu/drm/drm_syncobj.c, drm_syncobj_query_ioctl(): the count made an errno */
int query_ioctl(u64 __user *points, u64 point, int n)
{
	int ret = 0, i;

	if (n <= 0)
		return -EINVAL;
	for (i = 0; i < n; i++) {
		ret = copy_to_user(&points[i], &point, sizeof(u64));
		ret = ret ? -EFAULT : 0;
		if (ret)
			break;
	}
	return ret;
}

/* "if (ret) return -EFAULT; ... return ret;": the local is 0 where it is returned */
long read_info(struct seg __user *arg, struct seg *info, int busy)
{
	long ret;

	if (busy)
		return -EINVAL;
	ret = copy_to_user(arg, info, sizeof(*info));
	if (ret)
		return -EFAULT;
	return ret;
}

/* sound/soc/sof/compress.c, sof_compr_copy_capture(): the counts summed, what was copied returned */
int copy_capture(char __user *buf, char *ptr, char *area, unsigned int n, size_t count)
{
	int ret;

	if (!count)
		return -EINVAL;
	if (count < n) {
		ret = copy_to_user(buf, ptr, count);
	} else {
		ret = copy_to_user(buf, ptr, n);
		ret += copy_to_user(buf + n, area, count - n);
	}
	return count - ret;
}
