/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Test fixture: what the lock headers of the 7.0 fixture need of
 * compiler_types.h, and the include of compiler-context-analysis.h that
 * 7.0's compiler_types.h makes near its top.
 */
#ifndef _LINUX_COMPILER_TYPES_H
#define _LINUX_COMPILER_TYPES_H

#define __always_inline		inline __attribute__((__always_inline__))
#define __maybe_unused		__attribute__((__unused__))
#define __must_check		__attribute__((__warn_unused_result__))
#define __cleanup(func)		__attribute__((__cleanup__(func)))
#define __lockfunc		__attribute__((__section__(".spinlock.text")))
#define __force
#define likely(x)		__builtin_expect(!!(x), 1)
#define unlikely(x)		__builtin_expect(!!(x), 0)

#define ___PASTE(a, b)		a##b
#define __PASTE(a, b)		___PASTE(a, b)
#define __UNIQUE_ID(prefix)	__PASTE(__PASTE(__UNIQUE_ID_, prefix), __COUNTER__)

#include <linux/compiler-context-analysis.h>

#endif /* _LINUX_COMPILER_TYPES_H */
