/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Demo subset of include/linux/types.h and include/uapi/linux/types.h
 * (Linux 6.1), for x86_64.
 */
#ifndef _LINUX_TYPES_H
#define _LINUX_TYPES_H

#include <linux/compiler.h>

typedef unsigned char		u8;
typedef unsigned short		u16;
typedef unsigned int		u32;
typedef unsigned long long	u64;
typedef signed char		s8;
typedef short			s16;
typedef int			s32;
typedef long long		s64;

typedef unsigned long		size_t;
typedef long			ssize_t;
typedef long			ptrdiff_t;
typedef unsigned long		uintptr_t;
typedef long long		loff_t;
typedef unsigned int		gfp_t;
typedef u64			phys_addr_t;
typedef _Bool			bool;

/* endianness annotations: __le32 and u32 do not mix without a __force cast */
#ifdef __CHECKER__
#define __bitwise	__attribute__((bitwise))
#else
#define __bitwise
#endif
typedef u16 __bitwise __le16;
typedef u16 __bitwise __be16;
typedef u32 __bitwise __le32;
typedef u32 __bitwise __be32;
typedef u64 __bitwise __le64;
typedef u64 __bitwise __be64;

#define NULL	((void *)0)

enum {
	false	= 0,
	true	= 1
};

#define offsetof(TYPE, MEMBER)	__builtin_offsetof(TYPE, MEMBER)
#define ARRAY_SIZE(arr)		(sizeof(arr) / sizeof((arr)[0]))

#endif /* _LINUX_TYPES_H */
