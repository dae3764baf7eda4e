/*
 * -Wuser-size, (c): a user value as a factor of an allocation size
 * multiplication that can overflow, and the parameters of a system call
 * as user values.
 *   SYSCALL_DEFINE2(setgroups) (kernel/groups.c): "(unsigned)gidsetsize >
 *     NGROUPS_MAX" refuses negative sizes too;
 *   get_nodes()/kexec_load() style counts from the syscall (mm/mempolicy.c,
 *     kernel/kexec.c): an unsigned long count times an element size can
 *     wrap, kmalloc_array() checks it;
 *   a count in a header copied in (drivers/gpu/drm/drm_bufs.c style):
 *     u32 * sizeof() is computed in 64 bits and cannot wrap.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "uaccess.h"

/* arch/x86/include/asm/syscall_wrapper.h's shape: the body is __do_sys_NAME() */
#define SYSCALL_DEFINE2(name, t1, a1, t2, a2)					\
	static inline long __do_sys_##name(t1 a1, t2 a2);			\
	long __se_sys_##name(long a1, long a2);					\
	long __se_sys_##name(long a1, long a2)					\
	{									\
		return __do_sys_##name((t1)a1, (t2)a2);				\
	}									\
	static inline long __do_sys_##name(t1 a1, t2 a2)

#define NGROUPS_MAX	65536
typedef unsigned int gid_t;

struct seg {
	void *buf;
	size_t len;
};

SYSCALL_DEFINE2(setgroups, int, gidsetsize, gid_t __user *, grouplist)
{
	gid_t *groups;

	if ((unsigned int)gidsetsize > NGROUPS_MAX)
		return -EINVAL;
	groups = kmalloc(gidsetsize * sizeof(gid_t), GFP_KERNEL);
	if (!groups)
		return -ENOMEM;
	if (copy_from_user(groups, grouplist, gidsetsize * sizeof(gid_t))) {
		kfree(groups);
		return -EFAULT;
	}
	kfree(groups);
	return 0;
}

SYSCALL_DEFINE2(segments_bad, unsigned long, nr, const struct seg __user *, useg)
{
	struct seg *segs = kmalloc(nr * sizeof(*segs), GFP_KERNEL); /* expect-warning: 'nr' comes from user space (a parameter of the system call 'segments_bad') and is used as a factor of the size given to kmalloc() with no bound check on this path: the multiplication can overflow (kmalloc_array(), array_size() check it) [-Wuser-size] */

	if (!segs)
		return -ENOMEM;
	kfree(segs);
	return 0;
}

SYSCALL_DEFINE2(segments, unsigned long, nr, const struct seg __user *, useg)
{
	struct seg *segs = kmalloc_array(nr, sizeof(*segs), GFP_KERNEL);

	if (!segs)
		return -ENOMEM;
	kfree(segs);
	return 0;
}

/* a signed count only checked against its maximum: -1 * 16 in int is no overflow, but negative */
SYSCALL_DEFINE2(segments_signed, int, nr, const struct seg __user *, useg)
{
	int *v;

	if (nr > 1024)
		return -EINVAL;
	v = kzalloc(nr * 4, GFP_KERNEL); /* expect-warning: 'nr' is signed and only checked against an upper bound (at 76:9): a negative value passes as a factor of the size given to kzalloc(): the multiplication can overflow (kmalloc_array(), array_size() check it) [-Wuser-size] */
	kfree(v);
	return 0;
}

/* not a system call: its parameters are the caller's business */
long segments_helper(unsigned long nr)
{
	struct seg *segs = kmalloc(nr * sizeof(*segs), GFP_KERNEL);

	kfree(segs);
	return 0;
}

struct drm_req {
	u32 count;
	int size;
	unsigned long total;
};

int drm_req_alloc(const struct drm_req __user *u, void **out)
{
	struct drm_req req;

	if (copy_from_user(&req, u, sizeof(req)))
		return -EFAULT;
	/* u32 * size_t: computed in 64 bits */
	*out = kzalloc(req.count * sizeof(struct seg), GFP_KERNEL);
	return *out ? 0 : -ENOMEM;
}

int drm_req_alloc_bad(const struct drm_req __user *u, void **out)
{
	struct drm_req req;

	if (copy_from_user(&req, u, sizeof(req)))
		return -EFAULT;
	*out = kzalloc(sizeof(struct drm_req) + req.total * sizeof(struct seg), GFP_KERNEL); /* expect-warning: 'req.total' comes from user space (copy_from_user at 113:6) and is used as a factor of the size given to kzalloc() with no bound check on this path: the multiplication can overflow (kmalloc_array(), array_size() check it) [-Wuser-size] */
	return *out ? 0 : -ENOMEM;
}

int drm_req_alloc_int(const struct drm_req __user *u, void **out)
{
	struct drm_req req;

	if (copy_from_user(&req, u, sizeof(req)))
		return -EFAULT;
	if (req.size <= 0 || req.size > 4096)
		return -EINVAL;
	*out = kzalloc(req.size * 16, GFP_KERNEL);
	return *out ? 0 : -ENOMEM;
}

int drm_req_dup_bad(const struct drm_req __user *u, const void __user *data, void **out)
{
	int n;

	if (get_user(n, &u->size))
		return -EFAULT;
	*out = memdup_user(data, n * 8); /* expect-warning: 'n' comes from user space (get_user at 135:6) and is used as a factor of the size given to memdup_user() with no bound check on this path: the multiplication can overflow (kmalloc_array(), array_size() check it) [-Wuser-size] */
	return 0;
}

/* 6.12's allocators: macros around NAME_noprof(), reported as the source spells them */
extern void *vmalloc_noprof(unsigned long size);
extern void vfree(const void *);
#define vmalloc(...)	vmalloc_noprof(__VA_ARGS__)

SYSCALL_DEFINE2(vsegments_bad, unsigned long, nr, const struct seg __user *, useg)
{
	struct seg *segs = vmalloc(nr * sizeof(*segs)); /* expect-warning: 'nr' comes from user space (a parameter of the system call 'vsegments_bad') and is used as a factor of the size given to vmalloc() with no bound check on this path: the multiplication can overflow (kmalloc_array(), array_size() check it) [-Wuser-size] */

	vfree(segs);
	return 0;
}
