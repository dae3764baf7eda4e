/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Demo subset of include/linux/uaccess.h, include/asm-generic/uaccess.h
 * and include/asm-generic/access_ok.h (Linux 6.1), as a no-MMU
 * architecture has them (CONFIG_UACCESS_MEMCPY): the accessors are plain
 * C, so the checker sees every conversion they make, and the __force
 * casts that make them legitimate.
 */
#ifndef __LINUX_UACCESS_H__
#define __LINUX_UACCESS_H__

#include <linux/errno.h>
#include <linux/string.h>
#include <linux/types.h>

#define TASK_SIZE_MAX	0x00007ffffffff000UL

#define might_fault()	do { } while (0)

static inline int __access_ok(const void __user *ptr, unsigned long size)
{
	unsigned long limit = TASK_SIZE_MAX;
	unsigned long addr = (unsigned long)ptr;

	return (size <= limit) && (addr <= (limit - size));
}
#define access_ok(addr, size) likely(__access_ok(addr, size))

static inline __must_check unsigned long
raw_copy_from_user(void *to, const void __user *from, unsigned long n)
{
	memcpy(to, (const void __force *)from, n);
	return 0;
}

static inline __must_check unsigned long
raw_copy_to_user(void __user *to, const void *from, unsigned long n)
{
	memcpy((void __force *)to, from, n);
	return 0;
}

static inline __must_check unsigned long
_copy_from_user(void *to, const void __user *from, unsigned long n)
{
	unsigned long res = n;

	might_fault();
	if (likely(access_ok(from, n)))
		res = raw_copy_from_user(to, from, n);
	if (unlikely(res))
		memset(to + (n - res), 0, res);
	return res;
}

static inline __must_check unsigned long
_copy_to_user(void __user *to, const void *from, unsigned long n)
{
	might_fault();
	if (access_ok(to, n))
		n = raw_copy_to_user(to, from, n);
	return n;
}

/**
 * copy_from_user - copy a block of data from user space
 * @to:   destination address, in kernel space
 * @from: source address, in user space
 * @n:    number of bytes to copy
 *
 * Returns the number of bytes that could not be copied (0 on success).
 */
static __always_inline unsigned long __must_check
copy_from_user(void *to, const void __user *from, unsigned long n)
{
	return _copy_from_user(to, from, n);
}

/**
 * copy_to_user - copy a block of data into user space
 * @to:   destination address, in user space
 * @from: source address, in kernel space
 * @n:    number of bytes to copy
 *
 * Returns the number of bytes that could not be copied (0 on success).
 */
static __always_inline unsigned long __must_check
copy_to_user(void __user *to, const void *from, unsigned long n)
{
	return _copy_to_user(to, from, n);
}

static __always_inline int
__get_user_fn(size_t size, const void __user *from, void *to)
{
	return unlikely(raw_copy_from_user(to, from, size)) ? -EFAULT : 0;
}

static __always_inline int
__put_user_fn(size_t size, void __user *to, void *from)
{
	return unlikely(raw_copy_to_user(to, from, size)) ? -EFAULT : 0;
}

extern int __get_user_bad(void) __attribute__((noreturn));
extern int __put_user_bad(void) __attribute__((noreturn));

/*
 * get_user(x, ptr) / put_user(x, ptr): one value of the size of *ptr.
 * __chk_user_ptr() makes the checker verify that ptr is a __user pointer.
 */
#define __put_user(x, ptr)					\
({								\
	__typeof__(*(ptr)) __x = (x);				\
	int __pu_err = -EFAULT;					\
	__chk_user_ptr(ptr);					\
	switch (sizeof (*(ptr))) {				\
	case 1:							\
	case 2:							\
	case 4:							\
	case 8:							\
		__pu_err = __put_user_fn(sizeof (*(ptr)),	\
					 ptr, &__x);		\
		break;						\
	default:						\
		__put_user_bad();				\
		break;						\
	}							\
	__pu_err;						\
})

#define put_user(x, ptr)					\
({								\
	void __user *__p = (ptr);				\
	might_fault();						\
	access_ok(__p, sizeof(*ptr)) ?				\
		__put_user((x), ((__typeof__(*(ptr)) __user *)__p)) :	\
		-EFAULT;					\
})

#define __get_user(x, ptr)					\
({								\
	int __gu_err = -EFAULT;					\
	__chk_user_ptr(ptr);					\
	switch (sizeof(*(ptr))) {				\
	case 1: {						\
		unsigned char __x = 0;				\
		__gu_err = __get_user_fn(sizeof (*(ptr)),	\
					 ptr, &__x);		\
		(x) = *(__force __typeof__(*(ptr)) *) &__x;	\
		break;						\
	};							\
	case 2: {						\
		unsigned short __x = 0;				\
		__gu_err = __get_user_fn(sizeof (*(ptr)),	\
					 ptr, &__x);		\
		(x) = *(__force __typeof__(*(ptr)) *) &__x;	\
		break;						\
	};							\
	case 4: {						\
		unsigned int __x = 0;				\
		__gu_err = __get_user_fn(sizeof (*(ptr)),	\
					 ptr, &__x);		\
		(x) = *(__force __typeof__(*(ptr)) *) &__x;	\
		break;						\
	};							\
	case 8: {						\
		unsigned long long __x = 0;			\
		__gu_err = __get_user_fn(sizeof (*(ptr)),	\
					 ptr, &__x);		\
		(x) = *(__force __typeof__(*(ptr)) *) &__x;	\
		break;						\
	};							\
	default:						\
		__get_user_bad();				\
		break;						\
	}							\
	__gu_err;						\
})

#define get_user(x, ptr)					\
({								\
	const void __user *__p = (ptr);				\
	might_fault();						\
	access_ok(__p, sizeof(*ptr)) ?				\
		__get_user((x), (__typeof__(*(ptr)) __user *)__p) :	\
		((x) = (__typeof__(*(ptr)))0,-EFAULT);		\
})

/* include/linux/kernel.h */
#define u64_to_user_ptr(x)		\
({					\
	typeof(x) __x = (x);		\
	(void __user *)(uintptr_t)__x;	\
})

#endif /* __LINUX_UACCESS_H__ */
