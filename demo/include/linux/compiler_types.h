/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Demo subset of include/linux/compiler_types.h (Linux 6.1): the
 * annotations as a checker sees them (__CHECKER__) and as gcc sees them.
 * Kbuild force-includes this file in every unit (-include).
 */
#ifndef __LINUX_COMPILER_TYPES_H
#define __LINUX_COMPILER_TYPES_H

/* sparse defines __CHECKER__; so does uaccess-check */
#ifdef __CHECKER__
/* address spaces */
# define __kernel	__attribute__((address_space(0)))
# define __user		__attribute__((noderef, address_space(__user)))
# define __iomem	__attribute__((noderef, address_space(__iomem)))
# define __percpu	__attribute__((noderef, address_space(__percpu)))
# define __rcu		__attribute__((noderef, address_space(__rcu)))
static inline void __chk_user_ptr(const volatile void __user *ptr) { }
static inline void __chk_io_ptr(const volatile void __iomem *ptr) { }
/* other */
# define __force	__attribute__((force))
# define __nocast	__attribute__((nocast))
# define __safe		__attribute__((safe))
# define __private	__attribute__((noderef))
# define ACCESS_PRIVATE(p, member) (*((typeof((p)->member) __force *) &(p)->member))
#else /* __CHECKER__ */
/* address spaces */
# define __kernel
# define __user
# define __iomem
# define __percpu
# define __rcu
# define __chk_user_ptr(x)	(void)0
# define __chk_io_ptr(x)	(void)0
/* other */
# define __force
# define __nocast
# define __safe
# define __private
# define ACCESS_PRIVATE(p, member) ((p)->member)
#endif /* __CHECKER__ */

/* From include/linux/compiler_attributes.h */
#define __always_inline		inline __attribute__((__always_inline__))
#define __must_check		__attribute__((__warn_unused_result__))
#define __section(section)	__attribute__((__section__(section)))
#define __used			__attribute__((__used__))
#define __maybe_unused		__attribute__((__unused__))
#define noinline		__attribute__((__noinline__))

#endif /* __LINUX_COMPILER_TYPES_H */
