/*
 * -Wdouble-fetch: the same user bytes fetched twice, the first value used
 * (checked, or the size of the second copy), the second read after it.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "uaccess.h"

struct fib_header {
	u32 size;
	u32 command;
};

struct fib {
	struct fib_header header;
	u8 data[512];
};

/*
 * drivers/scsi/aacraid/commctrl.c, ioctl_send_fib() before the fix of
 * CVE-2016-6480: the header is fetched, its size checked and used as the
 * length of the second copy, which fetches the header again; the size is
 * then read from the second copy.
 */
int send_fib(struct fib __user *arg)
{
	struct fib_header hdr;
	struct fib *kfib;
	u32 size;

	if (copy_from_user(&hdr, arg, sizeof(hdr)))
		return -EFAULT;
	size = hdr.size + sizeof(struct fib_header);
	if (size > sizeof(struct fib))
		return -EINVAL;
	kfib = kmalloc(sizeof(*kfib), GFP_KERNEL);
	if (!kfib)
		return -ENOMEM;
	if (copy_from_user(kfib, arg, size))
		return -EFAULT;
	return kfib->header.size; /* expect-warning: 'kfib->header.size' was fetched from user memory again (copy_from_user at 38:6) after its first value was used (copy_from_user at 30:6): the user can change it in between [-Wdouble-fetch] */
}

struct ctl_sccb {
	u16 length;
	u16 type;
	u8 data[];
};

/*
 * drivers/s390/char/sclp_ctl.c before CVE-2016-6130: the length is
 * fetched alone and sizes memdup_user() of the whole block, whose length
 * is then trusted.
 */
int sccb_call(struct ctl_sccb __user *u)
{
	struct ctl_sccb *sccb;
	u16 len;

	if (get_user(len, &u->length))
		return -EFAULT;
	if (len > 4096)
		return -EINVAL;
	sccb = memdup_user(u, len);
	if (IS_ERR(sccb))
		return PTR_ERR(sccb);
	return sccb->length; /* expect-warning: 'sccb->length' was fetched from user memory again (memdup_user at 63:9) after its first value was used (get_user at 59:6) */
}

/* The same value read twice into one variable: the check saw the first. */
int twice(u32 __user *u, u32 *table)
{
	u32 idx;

	if (get_user(idx, u))
		return -EFAULT;
	if (idx >= 16)
		return -EINVAL;
	if (get_user(idx, u))
		return -EFAULT;
	return table[idx]; /* expect-warning: 'idx' was fetched from user memory again (get_user at 78:6) after its first value was used (get_user at 74:6) */
}

/* A member at an offset, fetched with get_user, then the whole block copied into a local. */
int version_then_all(struct fib __user *u)
{
	struct fib copy;
	u32 cmd;

	if (get_user(cmd, &u->header.command))
		return -EFAULT;
	if (cmd != 3)
		return -EINVAL;
	if (copy_from_user(&copy, u, sizeof(copy)))
		return -EFAULT;
	return copy.header.command * 2; /* expect-warning: 'copy.header.command' was fetched from user memory again */
}

/* Only one report per second fetch, however often its copy is read. */
int read_twice(struct fib __user *u)
{
	struct fib_header hdr;
	struct fib *f;

	if (copy_from_user(&hdr, u, sizeof(hdr)))
		return -EFAULT;
	f = kmalloc(sizeof(*f) + hdr.size, GFP_KERNEL);
	if (!f || copy_from_user(f, u, sizeof(*f) + hdr.size))
		return -EFAULT;
	if (f->header.size > 100) /* expect-warning: 'f->header.size' was fetched from user memory again */
		return -EINVAL;
	return f->header.size;
}

/* On one path of two: a may-analysis. */
int one_path(struct fib_header __user *u, int fast)
{
	struct fib_header hdr, again;

	if (fast) {
		if (copy_from_user(&hdr, u, sizeof(hdr)))
			return -EFAULT;
		if (hdr.size > 100)
			return -EINVAL;
	}
	if (copy_from_user(&again, u, sizeof(again)))
		return -EFAULT;
	return again.size; /* expect-warning: 'again.size' was fetched from user memory again */
}

/*
 * drivers/scsi/sg.c, sg_write(): the opcode fetched alone gives the
 * command's length; the command, opcode included, is fetched again with
 * it and handed on: the opcode the callee sees need not be the one the
 * length was chosen for.
 */
extern const unsigned char command_size_tbl[8];
extern int common_write(unsigned char *cmnd, int len);

int sg_write_like(const char __user *buf)
{
	unsigned char cmnd[16];
	unsigned char opcode;
	int cmd_size;

	if (get_user(opcode, buf))
		return -EFAULT;
	cmd_size = command_size_tbl[(opcode >> 5) & 7];
	if (copy_from_user(cmnd, buf, cmd_size))
		return -EFAULT;
	return common_write(cmnd, cmd_size); /* expect-warning: 'cmnd' was fetched from user memory again (copy_from_user at 148:6) after its first value was used (get_user at 145:6) */
}
