/*
 * -Wuser-copy-result: copy_from_user()'s result, the number of bytes not
 * copied (never negative), tested as if it were an errno, directly or
 * through the local that holds it; and the tests that read it right.
 * The misreads are the shape of the fixes "copy_from_user() returns the
 * number of bytes not copied" that the kernel keeps receiving; the
 * correct forms are those of the functions named beside them.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "uaccess.h"

struct req {
	u32 flags;
	u32 len;
};

int misread_direct(struct req __user *ureq, struct req *req)
{
	if (copy_from_user(req, ureq, sizeof(*req)) < 0) /* expect-warning: copy_from_user() returns the number of bytes not copied, never negative: this test is always false [-Wuser-copy-result] */
		return -EFAULT;
	if (copy_from_user(req, ureq, sizeof(*req)) == -EFAULT) /* expect-warning: copy_from_user() returns the number of bytes not copied, never negative: this test is always false [-Wuser-copy-result] */
		return -EFAULT;
	if (0 > __copy_from_user(req, ureq, sizeof(*req))) /* expect-warning: __copy_from_user() returns the number of bytes not copied, never negative: this test is always false [-Wuser-copy-result] */
		return -EFAULT;
	if (clear_user(ureq, sizeof(*req)) != -EFAULT) /* expect-warning: clear_user() returns the number of bytes not copied, never negative: this test is always true [-Wuser-copy-result] */
		return 0;
	if (copy_to_user(ureq, req, sizeof(*req)) <= 0) /* expect-warning: copy_to_user() returns the number of bytes not copied, never negative: this test is true when every byte was copied [-Wuser-copy-result] */
		return 0;
	return -EINVAL;
}

/* "ret = copy_from_user(...); if (ret < 0)": a signed int never holds a negative count */
int misread_local(struct req __user *ureq, struct req *req)
{
	int ret;

	ret = copy_from_user(req, ureq, sizeof(*req)); /* expect-note: 'ret' set from copy_from_user() here */
	if (ret < 0) /* expect-warning: 'ret' holds the result of copy_from_user(), the number of bytes not copied, never negative: this test is always false [-Wuser-copy-result] */
		return ret;
	return req->len;
}

int misread_initializer(struct req __user *ureq, struct req *req)
{
	long left = copy_from_user(req, ureq, sizeof(*req)); /* expect-note: 'left' set from copy_from_user() here */

	if (left == -EFAULT) /* expect-warning: 'left' holds the result of copy_from_user(), the number of bytes not copied, never negative: this test is always false [-Wuser-copy-result] */
		return -EFAULT;
	return 0;
}

/* only on the path where the count stays in the local: the other path sets an errno */
int misread_one_path(struct req __user *ureq, struct req *req, int verify)
{
	int ret = -EINVAL;

	if (verify)
		ret = copy_from_user(req, ureq, sizeof(*req)); /* expect-note: 'ret' set from copy_from_user() here */
	if (ret < 0) /* expect-warning: 'ret' holds the result of copy_from_user(), the number of bytes not copied, never negative: this test is always false [-Wuser-copy-result] */
		return ret;
	return 0;
}

/* The correct forms: none is reported. */

/* kernel/sys.c, do_prlimit()'s caller: "if (copy_from_user(...)) return -EFAULT;" */
int right_nonzero(struct req __user *ureq, struct req *req)
{
	if (copy_from_user(req, ureq, sizeof(*req)))
		return -EFAULT;
	if (unlikely(copy_to_user(ureq, req, sizeof(*req)) != 0))
		return -EFAULT;
	/* "> 0": some bytes were not copied, a fair test of a count */
	if (clear_user(ureq, sizeof(*req)) > 0)
		return -EFAULT;
	return 0;
}

/* kernel/sys.c: "ret = copy_to_user(...) ? -EFAULT : 0;", then "if (ret < 0)" */
int right_converted(struct req __user *ureq, struct req *req)
{
	int ret;

	ret = copy_to_user(ureq, req, sizeof(*req)) ? -EFAULT : 0;
	if (ret < 0)
		return ret;
	return 0;
}

/* drivers/scsi/sg.c, sg_ioctl_common(): "result = copy_to_user(...); result = result ? -EFAULT : 0;" */
int right_reassigned(struct req __user *ureq, struct req *req)
{
	int result;

	result = copy_to_user(ureq, req, sizeof(*req));
	result = result ? -EFAULT : 0;
	if (result < 0)
		return result;
	return 0;
}

/* "if (ret) ret = -EFAULT;": on the path where the count stays it is 0 */
int right_tested_first(struct req __user *ureq, struct req *req)
{
	int ret;

	ret = copy_from_user(req, ureq, sizeof(*req));
	if (ret)
		ret = -EFAULT;
	if (ret < 0)
		return ret;
	if ((ret = copy_to_user(ureq, req, sizeof(*req))))
		return -EFAULT;
	if (ret < 0)
		return -EINVAL;
	return 0;
}

/* errnos and lengths are negative on failure: get_user() < 0, strncpy_from_user() < 0 */
int right_other_kinds(u32 __user *uflags, const char __user *uname, char *name)
{
	u32 flags;
	long len;

	if (get_user(flags, uflags) < 0)
		return -EFAULT;
	len = strncpy_from_user(name, uname, 16);
	if (len < 0)
		return len;
	return flags;
}

/* the local is given something else before the test */
int right_overwritten(struct req __user *ureq, struct req *req, int (*check)(struct req *))
{
	int ret;

	ret = copy_from_user(req, ureq, sizeof(*req));
	if (ret)
		return -EFAULT;
	ret = check(req);
	if (ret < 0)
		return ret;
	return 0;
}
