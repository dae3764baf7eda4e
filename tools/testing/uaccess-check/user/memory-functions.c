/*
 * The kernel's memory and string functions as the user-memory checks
 * read them: the MEMFN lines of flow/uaccess.def, one table for four
 * checks.  Each line pins an entry: how it fills a local
 * (-Wuser-info-leak), which argument is a copy's count or an
 * allocation's size (-Wuser-size), what touches memory with no fault
 * handling (-Wuser-launder), what reads nothing of a second copy
 * (-Wdouble-fetch).
 */
/* args: -I$DIR/inc -Wno-decl */
#include "uaccess.h"

extern void memzero_explicit(void *s, size_t count);
extern void memcpy_and_pad(void *dest, size_t dest_len, const void *src, size_t count, int pad);
extern void *__fortify_memset_chk(void *p, int c, size_t size);
extern char *strlcat(char *dst, const char *src, size_t n);
extern int kstrtoul(const char *s, unsigned int base, unsigned long *res);
extern void *kvrealloc(const void *p, size_t size, unsigned int flags);
extern long PTR_ERR_OR_ZERO(const void *p);
extern long use_copy(const void *p);
extern void *kmalloc_noprof(size_t size, unsigned int flags);
extern void *memmove(void *, const void *, size_t);
extern void kvfree(const void *);
extern int fill_info(void *info);

struct info {
	u32 a;
	u32 b;
	u64 c;
};

/* -Wuser-info-leak: a count in the second argument (memzero_explicit()), none known (fill_info()) */
long leak_memzero(struct info __user *u)
{
	struct info info;

	memzero_explicit(&info, sizeof(info));
	return copy_to_user(u, &info, sizeof(info)) ? -EFAULT : 0;
}

long leak_memzero_part(struct info __user *u)
{
	struct info info;

	memzero_explicit(&info, 4);
	info.c = 1;
	return copy_to_user(u, &info, sizeof(info)) ? -EFAULT : 0; /* expect-warning: copy_to_user() copies 'info' to user space with bytes never written before it: 'info.b' (offset 4..7) */
}

long leak_fortify(struct info __user *u)
{
	struct info info;

	__fortify_memset_chk(&info, 0, sizeof(info));
	return copy_to_user(u, &info, sizeof(info)) ? -EFAULT : 0;
}

long leak_escape(struct info __user *u)
{
	struct info info;

	fill_info(&info);
	return copy_to_user(u, &info, sizeof(info)) ? -EFAULT : 0;
}

/* -Wuser-size: memmove() is a copy of its third argument, kvrealloc()'s size its second, kmalloc_noprof() kmalloc() */
long __do_sys_mf_copy(unsigned int len, const char __user *u, char *src)
{
	char buf[16];

	memmove(buf, src, len); /* expect-warning: 'len' comes from user space (a parameter of the system call 'mf_copy') and is used as the byte count of a copy into 'buf' (16 bytes) */
	return 0;
}

long __do_sys_mf_alloc(unsigned long n, void *old)
{
	void *p = kvrealloc(old, n * 8, GFP_KERNEL); /* expect-warning: is used as a factor of the size given to kvrealloc() */
	void *q = kmalloc_noprof(n * 8, GFP_KERNEL); /* expect-warning: is used as a factor of the size given to kmalloc() */

	kfree(q);
	return p != NULL;
}

/* -Wuser-launder: strlcat() and kstrtoul() touch what their arguments point to */
long launder_strlcat(unsigned long arg, char *kbuf)
{
	char *p = (char __force *)(void __user *)arg;

	strlcat(kbuf, p, 16); /* expect-warning: is passed to strlcat() */
	return 0;
}

long launder_kstrtoul(unsigned long arg)
{
	char *p = (char __force *)(void __user *)arg;
	unsigned long v;

	return kstrtoul(p, 0, &v); /* expect-warning: is passed to kstrtoul() */
}

/* -Wdouble-fetch: a second copy given to PTR_ERR_OR_ZERO() or kvfree() is not used, given to another function it is */
long df_free(u32 __user *u)
{
	u32 *a = memdup_user(u, 8), *b;
	long err;

	if (IS_ERR(a))
		return PTR_ERR(a);
	if (a[0] > 8) {
		kfree(a);
		return -EINVAL;
	}
	b = memdup_user(u, 8);
	err = PTR_ERR_OR_ZERO(b);
	kvfree(b);
	kfree(a);
	return err;
}

long df_used(u32 __user *u)
{
	u32 *a = memdup_user(u, 8), *b;
	long err;

	if (IS_ERR(a))
		return PTR_ERR(a);
	if (a[0] > 8) {
		kfree(a);
		return -EINVAL;
	}
	b = memdup_user(u, 8);
	err = use_copy(b); /* expect-warning: 'b' was fetched from user memory again (memdup_user at 131:6) */
	kfree(a);
	return err;
}
