/*
 * The user-memory accessors of the tests, in the shapes the kernel's x86
 * headers give them (6.1 and 6.12): get_user() and put_user() statement
 * expressions around an asm that calls the out-of-line helper,
 * __get_user() the same without might_fault(), unsafe_*() with an asm goto
 * to the caller's label, copy_{from,to}_user() static inlines, access_ok()
 * and user_access_begin() as the kernel spells them (a self-referential
 * macro for the latter).  Written for the tests, not copied: only the
 * shapes matter (the checker reads the accessors as the source names them).
 */
#ifndef TEST_UACCESS_H
#define TEST_UACCESS_H

#define __user		__attribute__((noderef, address_space(__user)))
#define __force		__attribute__((force))
#define __must_check	__attribute__((warn_unused_result))
#define likely(x)	__builtin_expect(!!(x), 1)
#define unlikely(x)	__builtin_expect(!!(x), 0)
#define NULL		((void *)0)
#define EFAULT		14
#define EINVAL		22
#define ENOMEM		12
#define E2BIG		7
#define GFP_KERNEL	0u

typedef unsigned long size_t;
typedef long ssize_t;
typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;
typedef int s32;
typedef unsigned long uintptr_t;

extern void __chk_user_ptr(const volatile void __user *);
extern void might_fault(void);
extern int __access_ok(const void __user *ptr, unsigned long size);

#define access_ok(addr, size)	likely(__access_ok(addr, size))

#define __inttype(x) __typeof__(__builtin_choose_expr(sizeof(x) > sizeof(0UL), 0ULL, 0UL))

#define do_get_user_call(fn, x, ptr)					\
({									\
	int __ret_gu;							\
	register __inttype(*(ptr)) __val_gu asm("%rdx");		\
	__chk_user_ptr(ptr);						\
	asm volatile("call __" #fn "_%P3"				\
		     : "=a" (__ret_gu), "=r" (__val_gu)			\
		     : "0" (ptr), "i" (sizeof(*(ptr))));		\
	(x) = (__force __typeof__(*(ptr))) __val_gu;			\
	__builtin_expect(__ret_gu, 0);					\
})
#define get_user(x, ptr)	({ might_fault(); do_get_user_call(get_user, x, ptr); })
#define __get_user(x, ptr)	do_get_user_call(get_user_nocheck, x, ptr)

#define do_put_user_call(fn, x, ptr)					\
({									\
	int __ret_pu;							\
	void __user *__ptr_pu;						\
	register __typeof__(*(ptr)) __val_pu asm("%rax");		\
	__chk_user_ptr(ptr);						\
	__ptr_pu = (ptr);						\
	__val_pu = (x);							\
	asm volatile("call __" #fn "_%P[size]"				\
		     : "=c" (__ret_pu)					\
		     : "0" (__ptr_pu), "r" (__val_pu),			\
		       [size] "i" (sizeof(*(ptr)))			\
		     : "ebx");						\
	__builtin_expect(__ret_pu, 0);					\
})
#define put_user(x, ptr)	({ might_fault(); do_put_user_call(put_user, x, ptr); })
#define __put_user(x, ptr)	do_put_user_call(put_user_nocheck, x, ptr)

#define unsafe_get_user(x, ptr, err_label)				\
do {									\
	__inttype(*(ptr)) __gu_val;					\
	asm goto("1: mov %[umem],%[output]\n"				\
		 : [output] "=r" (__gu_val)				\
		 : [umem] "m" (*(ptr))					\
		 : : err_label);					\
	(x) = (__force __typeof__(*(ptr))) __gu_val;			\
} while (0)
#define unsafe_put_user(x, ptr, label)					\
do {									\
	__typeof__(*(ptr)) __pu_val = (x);				\
	asm goto("1: mov %[val],%[umem]\n"				\
		 : : [umem] "m" (*(ptr)), [val] "r" (__pu_val)		\
		 : : label);						\
} while (0)

extern void __uaccess_begin_nospec(void);
extern void __uaccess_end(void);
static __attribute__((always_inline)) inline __must_check int
user_access_begin(const void __user *ptr, size_t len)
{
	if (unlikely(!access_ok(ptr, len)))
		return 0;
	__uaccess_begin_nospec();
	return 1;
}
#define user_access_begin(a, b)	user_access_begin(a, b)
#define user_access_end()	__uaccess_end()
#define user_read_access_begin	user_access_begin
#define user_read_access_end	user_access_end
#define user_write_access_begin	user_access_begin
#define user_write_access_end	user_access_end

extern unsigned long _copy_from_user(void *, const void __user *, unsigned long);
extern unsigned long _copy_to_user(void __user *, const void *, unsigned long);
extern unsigned long raw_copy_from_user(void *, const void __user *, unsigned long);
extern unsigned long raw_copy_to_user(void __user *, const void *, unsigned long);

static inline __must_check unsigned long
copy_from_user(void *to, const void __user *from, unsigned long n)
{
	return _copy_from_user(to, from, n);
}
static inline __must_check unsigned long
copy_to_user(void __user *to, const void *from, unsigned long n)
{
	return _copy_to_user(to, from, n);
}
static inline __must_check unsigned long
__copy_from_user(void *to, const void __user *from, unsigned long n)
{
	return raw_copy_from_user(to, from, n);
}
static inline __must_check unsigned long
__copy_to_user(void __user *to, const void *from, unsigned long n)
{
	return raw_copy_to_user(to, from, n);
}
extern __must_check unsigned long clear_user(void __user *mem, unsigned long len);
extern __must_check int copy_struct_from_user(void *dst, size_t ksize, const void __user *src,
					      size_t usize);
extern void *memdup_user(const void __user *, size_t);
extern void *vmemdup_user(const void __user *, size_t);
extern char *strndup_user(const char __user *, long);
extern long strncpy_from_user(char *dst, const char __user *src, long count);
extern long strnlen_user(const char __user *str, long n);

extern void *memcpy(void *, const void *, size_t);
extern void *memset(void *, int, size_t);
extern char *strcpy(char *, const char *);
extern size_t strlen(const char *);
extern ssize_t strscpy(char *, const char *, size_t);
extern void *kmalloc(size_t size, unsigned int flags);
extern void *kzalloc(size_t size, unsigned int flags);
extern void *kmalloc_array(size_t n, size_t size, unsigned int flags);
extern void kfree(const void *);
extern int printk(const char *, ...);

#define IS_ERR(p)	((unsigned long)(p) >= (unsigned long)-4095)
#define PTR_ERR(p)	((long)(p))

/* -Wmissing-access-ok: the system call wrappers and the masked begin of 6.12 (x86 shapes) */
#define SYSCALL_DEFINE1(name, t1, a1)						\
	static inline long __do_sys_##name(t1 a1);				\
	long __se_sys_##name(long a1) { return __do_sys_##name((t1)a1); }	\
	static inline long __do_sys_##name(t1 a1)
#define SYSCALL_DEFINE2(name, t1, a1, t2, a2)					\
	static inline long __do_sys_##name(t1 a1, t2 a2);			\
	long __se_sys_##name(long a1, long a2);					\
	long __se_sys_##name(long a1, long a2)					\
	{ return __do_sys_##name((t1)a1, (t2)a2); }				\
	static inline long __do_sys_##name(t1 a1, t2 a2)
#define SYSCALL_DEFINE3(name, t1, a1, t2, a2, t3, a3)				\
	static inline long __do_sys_##name(t1 a1, t2 a2, t3 a3);		\
	long __se_sys_##name(long a1, long a2, long a3)				\
	{ return __do_sys_##name((t1)a1, (t2)a2, (t3)a3); }			\
	static inline long __do_sys_##name(t1 a1, t2 a2, t3 a3)
#define COMPAT_SYSCALL_DEFINE2(name, t1, a1, t2, a2)				\
	static inline long __do_compat_sys_##name(t1 a1, t2 a2);		\
	long __se_compat_sys_##name(long a1, long a2)				\
	{ return __do_compat_sys_##name((t1)a1, (t2)a2); }			\
	static inline long __do_compat_sys_##name(t1 a1, t2 a2)

typedef u32 compat_uptr_t;
static inline void __user *compat_ptr(compat_uptr_t uptr)
{
	return (void __user *)(unsigned long)uptr;
}
#define u64_to_user_ptr(x)	({ (void __user *)(uintptr_t)(x); })

extern void __uaccess_begin(void);
#define mask_user_address(x)	((__typeof__(x))((__force long)(x) | ((__force long)(x) >> 63)))
#define masked_user_access_begin(x) ({				\
	__auto_type __masked_ptr = (x);				\
	__masked_ptr = mask_user_address(__masked_ptr);		\
	__uaccess_begin(); __masked_ptr; })
#define can_do_masked_user_access() 1

extern __must_check unsigned long __clear_user(void __user *mem, unsigned long len);

#endif
