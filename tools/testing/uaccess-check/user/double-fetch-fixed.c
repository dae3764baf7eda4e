/*
 * -Wdouble-fetch stays silent: the fixes of the double fetches of
 * double-fetch.c, and the shapes that fetch the same pointer twice without
 * trusting a second value.
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

struct msg {
	u32 len;
	u8 data[];
};

/* drivers/scsi/aacraid/commctrl.c after the fix: the second copy is checked against the first. */
int send_fib_checked(struct fib __user *arg)
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
	if (kfib->header.size != hdr.size)
		return -EINVAL;
	return kfib->header.size;
}

/* The other fix: the second copy's length is overwritten with the checked one. */
int send_fib_overwritten(struct fib __user *arg)
{
	struct fib_header hdr;
	struct fib *kfib;

	if (copy_from_user(&hdr, arg, sizeof(hdr)))
		return -EFAULT;
	if (hdr.size > sizeof(kfib->data))
		return -EINVAL;
	kfib = kmalloc(sizeof(*kfib), GFP_KERNEL);
	if (!kfib || copy_from_user(kfib, arg, sizeof(hdr) + hdr.size))
		return -EFAULT;
	kfib->header.size = hdr.size;
	return kfib->header.size;
}

/* The body alone is copied the second time: the header is fetched once. */
int body_only(struct msg __user *u)
{
	struct msg hdr;
	struct msg *buf;

	if (copy_from_user(&hdr, u, sizeof(hdr)))
		return -EFAULT;
	buf = kmalloc(sizeof(*buf) + hdr.len, GFP_KERNEL);
	if (!buf)
		return -ENOMEM;
	buf->len = hdr.len;
	if (copy_from_user(buf->data, u->data, hdr.len))
		return -EFAULT;
	return buf->len + buf->data[0];
}

/* The second copy is not read where the first was used: its other members are new data. */
int other_member(struct fib __user *u)
{
	struct fib *f;
	u32 size;

	if (get_user(size, &u->header.size))
		return -EFAULT;
	if (size > 512)
		return -EINVAL;
	f = memdup_user(u, sizeof(*f));
	if (IS_ERR(f))
		return PTR_ERR(f);
	return f->header.command;
}

/* The first value is never used: nothing was decided on it. */
int first_unused(u32 __user *u)
{
	u32 a, b;

	if (get_user(a, u))
		return -EFAULT;
	if (get_user(b, u))
		return -EFAULT;
	return b;
}

/*
 * Walks of an array (fs/select.c's get_fd_set() style): each time round
 * the loop the index, or the pointer, is new, so &u[i] is another
 * element; the first element decides, the others are summed.
 */
int walk(u32 __user *u, unsigned int n)
{
	unsigned int i;
	u32 v, first = 0, sum = 0;

	for (i = 0; i < n; i++) {
		if (i == 0) {
			if (get_user(first, &u[i]))
				return -EFAULT;
			if (first > 10)
				return -EINVAL;
		} else {
			if (copy_from_user(&v, &u[i], sizeof(v)))
				return -EFAULT;
			sum += v;
		}
	}
	return sum + first;
}

int advance(struct msg __user *u, unsigned int n)
{
	struct msg hdr;
	int total = 0;

	while (n--) {
		if (copy_from_user(&hdr, u, sizeof(hdr)))
			return -EFAULT;
		total += hdr.len;
		u = (struct msg __user *)((char __user *)u + sizeof(hdr) + hdr.len);
	}
	return total;
}

/*
 * A retry: the same accessor again round the loop, nothing written in
 * between: each value is checked where it is fetched, none is trusted
 * from before.
 */
int retry(u32 __user *u, u32 __user *w, u32 *seen)
{
	u32 v, x;

	do {
		if (get_user(v, u))
			return -EFAULT;
	} while (v > *seen);
	if (get_user(x, w))
		return -EFAULT;
	return v + x;
}

/* Different members: no byte is fetched twice. */
int members(struct fib_header __user *u)
{
	u32 size, cmd;

	if (get_user(size, &u->size))
		return -EFAULT;
	if (size > 10)
		return -EINVAL;
	if (get_user(cmd, &u->command))
		return -EFAULT;
	return cmd + size;
}

/* Another user pointer (a new one given to the same variable kills the first fetch). */
int other_pointer(struct fib_header __user *u, struct fib_header __user *w)
{
	struct fib_header a, b;

	if (copy_from_user(&a, u, sizeof(a)))
		return -EFAULT;
	if (a.size > 10)
		return -EINVAL;
	if (copy_from_user(&b, w, sizeof(b)))
		return -EFAULT;
	u = w + 1;
	if (copy_from_user(&a, u, sizeof(a)))
		return -EFAULT;
	return b.size + a.size;
}

/* The destination given a new buffer after the second copy: what is read is not the copy. */
int new_buffer(struct fib_header __user *u, struct fib_header *spare)
{
	struct fib_header hdr, *p;

	if (copy_from_user(&hdr, u, sizeof(hdr)))
		return -EFAULT;
	if (hdr.size > 10)
		return -EINVAL;
	p = memdup_user(u, sizeof(*p));
	if (IS_ERR(p))
		return PTR_ERR(p);
	kfree(p);
	p = spare;
	return p->size;
}

/*
 * net/ethtool/ioctl.c's dev_ethtool(): the command fetched, then the
 * request into a member of an anonymous union that sits after a pointer;
 * the pointer is no copy of user memory.
 */
struct flash {
	u32 cmd;
	u32 region;
	char data[128];
};

struct compat_state {
	void *devlink;
	union {
		struct flash efl;
		u32 info[40];
	};
};

int anonymous_union(void __user *useraddr, struct compat_state *state)
{
	u32 ethcmd;

	if (copy_from_user(&ethcmd, useraddr, sizeof(ethcmd)))
		return -EFAULT;
	if (ethcmd == 7 && copy_from_user(&state->efl, useraddr, sizeof(state->efl)))
		return -EFAULT;
	if (state->devlink)
		return 1;
	return 0;
}

/* A second copy freed, or copied back to the user, is not used. */
int freed(struct fib_header __user *u, struct fib_header __user *out)
{
	struct fib_header hdr, *p;

	if (copy_from_user(&hdr, u, sizeof(hdr)))
		return -EFAULT;
	if (hdr.size > 10)
		return -EINVAL;
	p = memdup_user(u, sizeof(*p) + hdr.size);
	if (IS_ERR(p))
		return PTR_ERR(p);
	if (copy_to_user(out, p, sizeof(*p))) {
		kfree(p);
		return -EFAULT;
	}
	kfree(p);
	return 0;
}

/*
 * net/ethtool/ioctl.c's dev_ethtool() again: the request is copied into
 * a member and the structure holding it is handed on; the callee may
 * read only the parts not fetched before (the command was fetched first).
 */
extern int dispatch(u32 cmd, struct compat_state *state);

int container_passed(void __user *useraddr, struct compat_state *state)
{
	u32 ethcmd;

	if (copy_from_user(&ethcmd, useraddr, sizeof(ethcmd)))
		return -EFAULT;
	if (ethcmd == 7 && copy_from_user(&state->efl, useraddr, sizeof(state->efl)))
		return -EFAULT;
	return dispatch(ethcmd, state);
}

/*
 * kernel/events/core.c, perf_copy_attr(): the size fetched alone, checked,
 * the length of copy_struct_from_user(), then set back into the copy
 * before the copy is handed on.
 */
struct event_attr {
	u32 type;
	u32 size;
	u64 config;
};

extern int allow_kernel(struct event_attr *attr);

int copy_attr(struct event_attr __user *uattr, struct event_attr *attr)
{
	u32 size;
	int ret;

	ret = get_user(size, &uattr->size);
	if (ret)
		return ret;
	if (size < 8 || size > 4096)
		return -E2BIG;
	ret = copy_struct_from_user(attr, sizeof(*attr), uattr, size);
	if (ret)
		return ret;
	attr->size = size;
	return allow_kernel(attr);
}
