/*
 * -Wuser-copy-result: an accessor's result ignored, by a statement, a
 * cast to void or a store to a local no path reads; and the forms that
 * keep it.  A put_user() whose result a statement drops is
 * -Wuser-store-unchecked's, off by default: not reported here (see
 * copy-result-store.c).
 */
/* args: -I$DIR/inc -Wno-decl */
#include "uaccess.h"

void write_config_byte(int pos, u8 val);
void write_config_word(int pos, u16 val);

/*
 * drivers/pci/proc.c, proc_bus_pci_write(): __get_user() after
 * access_ok(), its fault ignored: 0 goes to the device.
 */
ssize_t pci_write(const u8 __user *buf, size_t nbytes, int pos)
{
	const u16 __user *wbuf = (const u16 __user *)buf;
	u8 val;
	u16 wval;

	if (!access_ok(buf, nbytes))
		return -EINVAL;
	__get_user(val, buf); /* expect-warning: the result of __get_user() is ignored: on a fault the data is used as if it had been read (zeroed or unset) [-Wuser-copy-result] */
	write_config_byte(pos, val);
	(void)get_user(wval, wbuf); /* expect-warning: the result of get_user() is ignored: on a fault the data is used as if it had been read (zeroed or unset) [-Wuser-copy-result] */
	write_config_word(pos, wval);
	return nbytes;
}

/* memdup_user()'s copy, and with it its ERR_PTR(), dropped */
void memdup_dropped(const void __user *ubuf, size_t len)
{
	memdup_user(ubuf, len); /* expect-warning: the result of memdup_user() is ignored: the copy is lost, and a fault unseen [-Wuser-copy-result] */
}

/* the first put_user()'s result overwritten by the second before anything reads it */
int getowner_uids_lost(u32 __user *dst, const u32 *src)
{
	int err;

	err = put_user(src[0], &dst[0]); /* expect-warning: the result of put_user() is stored but never read: on a fault the caller is told it succeeded, though user memory was not written [-Wuser-copy-result] */
	err = put_user(src[1], &dst[1]);
	return err;
}

/* a get_user() result kept in a local that nothing reads */
int fetch_unread(u32 __user *uflags, u32 *flags)
{
	int ret;

	ret = get_user(*flags, uflags); /* expect-warning: the result of get_user() is stored but never read: on a fault the data is used as if it had been read (zeroed or unset) [-Wuser-copy-result] */
	return *flags ? 0 : -EINVAL;
}

/* The correct forms: none is reported. */

/* fs/fcntl.c, f_getowner_uids(): "err = put_user(...); err |= put_user(...); return err;" */
int getowner_uids(u32 __user *dst, const u32 *src)
{
	int err;

	err  = put_user(src[0], &dst[0]);
	err |= put_user(src[1], &dst[1]);
	return err;
}

/* kernel/trace/trace.c, trace_get_user(): "ret = get_user(ch, ubuf++); if (ret) goto out;" in a loop */
int get_chars(const char __user *ubuf, size_t cnt, char *buf)
{
	size_t read = 0;
	char ch;
	int ret;

	ret = get_user(ch, ubuf++);
	if (ret)
		goto out;
	read++;
	while (cnt && ch != ' ') {
		buf[read - 1] = ch;
		if (read >= cnt)
			break;
		ret = get_user(ch, ubuf++);
		if (ret)
			goto out;
		read++;
	}
	ret = read;
out:
	return ret;
}

/* kernel/ptrace.c: "ret = put_user(...);" returned through a break of a switch */
long ptrace_get_message(int request, unsigned long msg, unsigned long __user *datalp)
{
	long ret = -EINVAL;

	switch (request) {
	case 1:
		ret = put_user(msg, datalp);
		break;
	case 2:
		ret = 0;
		break;
	}
	return ret;
}

/* a put_user() statement: -Wuser-store-unchecked's, off by default */
int set_tid(int nr, int __user *parent_tid)
{
	put_user(nr, parent_tid);
	return nr;
}

/* a statement expression's last statement is its value, not a dropped result */
#define fetch_flags(x, p) ({ get_user(x, p); })
int fetch_in_macro(u32 __user *uflags)
{
	u32 flags;

	if (fetch_flags(flags, uflags))
		return -EFAULT;
	return flags;
}

/* a statement expression that ends in an empty statement (drivers/md/md.c has them) */
int empty_last(u32 __user *uflags)
{
	u32 flags = 0;

	({ if (get_user(flags, uflags)) flags = 0; ; });
	return flags;
}
