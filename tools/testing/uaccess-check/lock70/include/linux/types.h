/* SPDX-License-Identifier: GPL-2.0 */
/* Test fixture: the few types of linux/types.h the 7.0 lock fixture uses. */
#ifndef _LINUX_TYPES_H
#define _LINUX_TYPES_H

#include <linux/compiler_types.h>

typedef _Bool bool;
enum { false = 0, true = 1 };
#define NULL ((void *)0)
typedef unsigned long size_t;
typedef struct { int counter; } atomic_t;

#define typecheck(type, x)			\
({	type __dummy;				\
	typeof(x) __dummy2;			\
	(void)(&__dummy == &__dummy2);		\
	1;					\
})

#endif /* _LINUX_TYPES_H */
