/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Test fixture: lockdep's assertions as 7.0 writes them: a run-time check
 * and, for context analysis, the assumption that the lock is held after.
 */
#ifndef _LINUX_LOCKDEP_H
#define _LINUX_LOCKDEP_H

#include <linux/types.h>

extern int lock_is_held(const void *lock);
extern void lockdep_warn(void);

#define lockdep_assert_held(l)						\
	do {								\
		if (!lock_is_held(l))					\
			lockdep_warn();					\
		__assume_ctx_lock(l);					\
	} while (0)
#define lockdep_assert_held_read(l)					\
	do {								\
		if (!lock_is_held(l))					\
			lockdep_warn();					\
		__assume_shared_ctx_lock(l);				\
	} while (0)

#endif /* _LINUX_LOCKDEP_H */
