/*
 * -Wuser-info-leak: a stack object copied to user space with bytes no
 * code wrote, beside the same code done right.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "uaccess.h"

typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;

/* A u8 then a u32: three bytes of padding (the ioctl "get info" handlers). */
struct dev_info {
	u8 type;
	u32 flags;
	u64 size;
};

struct dev {
	u8 type;
	u32 flags;
	u64 size;
	char name[32];
};

/* Filled member by member: the padding after 'type' is the stack's. */
long get_info_bad(struct dev *d, void __user *arg)
{
	struct dev_info info; /* expect-note: 'info' declared here */

	info.type = d->type;
	info.flags = d->flags;
	info.size = d->size;
	if (copy_to_user(arg, &info, sizeof(info))) /* expect-warning: copy_to_user() copies 'info' to user space with bytes never written before it: 3 bytes of padding after 'info.type' (offset 1..3); kernel stack contents leak [-Wuser-info-leak] */
		return -EFAULT;
	return 0;
}

/* The fix the kernel applies (e.g. commit "fix infoleak" in many drivers): memset() first. */
long get_info_memset(struct dev *d, void __user *arg)
{
	struct dev_info info;

	memset(&info, 0, sizeof(info));
	info.type = d->type;
	info.flags = d->flags;
	info.size = d->size;
	if (copy_to_user(arg, &info, sizeof(info)))
		return -EFAULT;
	return 0;
}

/* "= {}" clears the whole object, padding included, with gcc. */
long get_info_init(struct dev *d, void __user *arg)
{
	struct dev_info info = {};

	info.type = d->type;
	return copy_to_user(arg, &info, sizeof(info)) ? -EFAULT : 0;
}

/* A designated initializer: the members it does not name are zeroed. */
long get_info_designated(struct dev *d, void __user *arg)
{
	struct dev_info info = { .flags = d->flags };

	return copy_to_user(arg, &info, sizeof(info)) ? -EFAULT : 0;
}

/* A member forgotten (drivers/char/... "reserved" fields). */
long get_info_member(struct dev *d, void __user *arg)
{
	struct dev_info info; /* expect-note: 'info' declared here */

	memset(&info, 0, 8);
	if (copy_to_user(arg, &info, sizeof(info))) /* expect-warning: copy_to_user() copies 'info' to user space with bytes never written before it: 'info.size' (offset 8..15); kernel stack contents leak [-Wuser-info-leak] */
		return -EFAULT;
	return 0;
}

/* A member assigned on one branch only. */
long get_info_branch(struct dev *d, void __user *arg, int full)
{
	struct dev_info info; /* expect-note: 'info' declared here */

	memset(&info, 0, 8);
	if (full)
		info.size = d->size;
	if (copy_to_user(arg, &info, sizeof(info))) /* expect-warning: copy_to_user() copies 'info' to user space with bytes not written on every path to it: 'info.size' (offset 8..15); kernel stack contents leak [-Wuser-info-leak] */
		return -EFAULT;
	return 0;
}

/* Assigned on both branches: written on every path. */
long get_info_both(struct dev *d, void __user *arg, int full)
{
	struct dev_info info;

	memset(&info, 0, 8);
	if (full)
		info.size = d->size;
	else
		info.size = 0;
	return copy_to_user(arg, &info, sizeof(info)) ? -EFAULT : 0;
}

/* A copy of the first members only: the bytes copied are all written. */
long get_info_prefix(struct dev *d, void __user *arg)
{
	struct dev_info info;

	info.type = d->type;
	return copy_to_user(arg, &info, 1) ? -EFAULT : 0;
}

/* Filled by a helper: its address escapes, the helper is trusted. */
void fill_info(struct dev *d, struct dev_info *info);
long get_info_helper(struct dev *d, void __user *arg)
{
	struct dev_info info;

	fill_info(d, &info);
	return copy_to_user(arg, &info, sizeof(info)) ? -EFAULT : 0;
}

/*
 * Filled by a helper on the path where the copy is done: the test of err
 * ties them (drivers/block/loop.c, loop_get_status_old()).
 */
int to_old(const struct dev_info *in, struct dev_info *out);
long get_info_err(struct dev *d, void __user *arg)
{
	struct dev_info info, tmp;
	int err = d->type ? -EINVAL : 0;

	memset(&tmp, 0, sizeof(tmp));
	if (!err)
		err = to_old(&tmp, &info);
	if (!err && copy_to_user(arg, &info, sizeof(info)))
		err = -EFAULT;
	return err;
}

/* Whole-object assignment. */
long get_info_assign(struct dev *d, void __user *arg, const struct dev_info *src)
{
	struct dev_info info;

	info = *src;
	return copy_to_user(arg, &info, sizeof(info)) ? -EFAULT : 0;
}

/* An array filled in a loop (fs/ioctl.c-like): the whole array counts as written. */
long get_ids(struct dev *d, void __user *arg, int n)
{
	u32 ids[8];
	int i;

	for (i = 0; i < 8; i++)
		ids[i] = d->flags + i;
	return copy_to_user(arg, ids, sizeof(ids)) ? -EFAULT : 0;
}

/* An array filled in part, by constant indexes. */
long get_ids_part(struct dev *d, void __user *arg)
{
	u32 ids[4]; /* expect-note: 'ids' declared here */

	ids[0] = d->flags;
	ids[1] = d->type;
	return copy_to_user(arg, ids, sizeof(ids)) ? -EFAULT : 0; /* expect-warning: copy_to_user() copies 'ids' to user space with bytes never written before it: elements 2..3 of 'ids' (offset 8..15); kernel stack contents leak [-Wuser-info-leak] */
}

/* Nothing at all written. */
long get_nothing(void __user *arg)
{
	struct dev_info info; /* expect-note: 'info' declared here */

	return copy_to_user(arg, &info, sizeof(info)) ? -EFAULT : 0; /* expect-warning: copy_to_user() copies 'info' to user space with bytes never written before it: 'info' is never written (16 bytes); kernel stack contents leak [-Wuser-info-leak] */
}

/* copy_from_user() into it, then back: every byte comes from the user. */
long roundtrip(void __user *arg)
{
	struct dev_info info;

	if (copy_from_user(&info, arg, sizeof(info)))
		return -EFAULT;
	info.flags |= 1;
	return copy_to_user(arg, &info, sizeof(info)) ? -EFAULT : 0;
}

/* A static local is no stack memory. */
long get_static(void __user *arg)
{
	static struct dev_info info;

	return copy_to_user(arg, &info, sizeof(info)) ? -EFAULT : 0;
}

/* The address stored in a pointer: writes through it are not followed, no report. */
long through_pointer(struct dev *d, void __user *arg)
{
	struct dev_info info;
	struct dev_info *p = &info;

	p->type = 1;
	return copy_to_user(arg, &info, sizeof(info)) ? -EFAULT : 0;
}

/* A count not known: not checked (copy_to_user(u, buf, len) of a buffer filled to len). */
long unknown_count(void __user *arg, unsigned long len)
{
	char buf[64];

	buf[0] = 1;
	return copy_to_user(arg, buf, len) ? -EFAULT : 0;
}

/* put_user() of a small structure: its padding goes out too. */
struct pair16 {
	u8 a;
	u16 b;
	u32 c;
};

long put_pair(struct pair16 __user *u)
{
	struct pair16 x; /* expect-note: 'x' declared here */

	x.a = 1;
	x.b = 2;
	x.c = 3;
	return put_user(x, u); /* expect-warning: put_user() copies 'x' to user space with bytes never written before it: 1 byte of padding after 'x.a' (offset 1..1); kernel stack contents leak [-Wuser-info-leak] */
}

long put_pair_cleared(struct pair16 __user *u)
{
	struct pair16 x = { .a = 1, .b = 2, .c = 3 };

	return put_user(x, u);
}

/*
 * 6.12's scoped_guard() (include/linux/cleanup.h) loops on "lock_ptr ||
 * !is_conditional", a static const false for a lock that cannot fail:
 * its body always runs (sound/core/pcm_native.c, snd_pcm_sync_ptr()).
 */
struct guard {
	int *lock;
};
static inline void *guard_ptr(struct guard *g)
{
	return g->lock;
}
static const _Bool guard_is_conditional = 0;
#define scoped_guard(l)								\
	for (struct guard scope = { l }; guard_ptr(&scope) || !guard_is_conditional;	\
	     ({ goto guard_done; }))						\
		if (0) {							\
guard_done:									\
			break;							\
		} else

long get_status_guarded(struct dev *d, int *lock, u32 __user *u)
{
	struct dev_info st;

	scoped_guard(lock) {
		st.type = d->type;
		st.flags = d->flags;
	}
	return put_user(st.flags, u);
}

/* The same with a lock that may fail: the body may be skipped. */
static const _Bool try_is_conditional = 1;
long get_status_try(struct dev *d, int *lock, u32 __user *u)
{
	struct dev_info st; /* expect-note: 'st' declared here */
	struct guard scope = { lock };

	if (guard_ptr(&scope) || !try_is_conditional)
		st.flags = d->flags;
	return put_user(st.flags, u); /* expect-warning: put_user() copies 'st' to user space with bytes not written on every path to it: 'st.flags' (offset 4..7); kernel stack contents leak [-Wuser-info-leak] */
}
