/*
 * -Wuser-size: the count of a file operation's read or write handler is
 * what user space gave read() or write().  The debugfs handlers of
 * drivers/net/wireless/ (lbs_debugfs_write() in
 * drivers/net/wireless/marvell/libertas/debugfs.c, the iwlwifi ones)
 * copy it into a stack buffer; the fixed ones take
 * min(count, sizeof(buf) - 1) first.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "uaccess.h"

#define min(x, y)	((x) < (y) ? (x) : (y))

struct file;
typedef long long loff_t;

extern int kstrtoint(const char *s, unsigned int base, int *res);

ssize_t dbg_write_bad(struct file *file, const char __user *user_buf, size_t count,
		      loff_t *ppos)
{
	char buf[32];
	int v;

	if (copy_from_user(buf, user_buf, count)) /* expect-warning: 'count' comes from user space (the byte count of the read or write handler 'dbg_write_bad') and is used as the byte count of a copy into 'buf' (32 bytes) with no bound check on this path [-Wuser-size] */
		return -EFAULT;
	buf[count] = 0; /* expect-warning: 'count' comes from user space (the byte count of the read or write handler 'dbg_write_bad') and is used as the index of 'buf' (32 elements) with no bound check on this path [-Wuser-size] */
	return kstrtoint(buf, 0, &v) ? -EINVAL : count;
}

ssize_t dbg_write(struct file *file, const char __user *user_buf, size_t count, loff_t *ppos)
{
	char buf[32];
	size_t len = min(count, sizeof(buf) - 1);
	int v;

	if (copy_from_user(buf, user_buf, len))
		return -EFAULT;
	buf[len] = 0;
	return kstrtoint(buf, 0, &v) ? -EINVAL : count;
}

ssize_t dbg_write_checked(struct file *file, const char __user *user_buf, size_t count,
			  loff_t *ppos)
{
	char buf[32] = {};
	int v;

	if (count >= sizeof(buf))
		return -EINVAL;
	if (copy_from_user(buf, user_buf, count))
		return -EFAULT;
	return kstrtoint(buf, 0, &v) ? -EINVAL : count;
}

/* not a handler's shape (no loff_t *): its count is its caller's */
ssize_t dbg_parse(struct file *file, const char __user *user_buf, size_t count)
{
	char buf[32];

	if (copy_from_user(buf, user_buf, count))
		return -EFAULT;
	return count;
}

ssize_t dbg_read_bad(struct file *file, char __user *user_buf, size_t count, loff_t *ppos)
{
	char buf[16] = "0123456789";

	if (copy_to_user(user_buf, buf, count)) /* expect-warning: 'count' comes from user space (the byte count of the read or write handler 'dbg_read_bad') and is used as the byte count of a copy out of 'buf' (16 bytes) with no bound check on this path [-Wuser-size] */
		return -EFAULT;
	return count;
}
