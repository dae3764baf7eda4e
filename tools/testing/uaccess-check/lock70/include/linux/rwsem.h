/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Test fixture: read-write semaphores in the shape of Linux 7.0's
 * rwsem.h: readers hold the lock shared, writers exclusively; trylocks
 * hold it when they return true, the interruptible and killable forms
 * when they return 0.
 */
#ifndef _LINUX_RWSEM_H
#define _LINUX_RWSEM_H

#include <linux/types.h>
#include <linux/cleanup.h>
#include <linux/lockdep.h>

context_lock_struct(rw_semaphore) {
	atomic_t count;
};

#define __RWSEM_INITIALIZER(name)	{ .count = { 0 } }
#define DECLARE_RWSEM(name)		struct rw_semaphore name = __RWSEM_INITIALIZER(name)

extern void __init_rwsem(struct rw_semaphore *sem, const char *name);
#define init_rwsem(sem)			__init_rwsem((sem), #sem)

extern void down_read(struct rw_semaphore *sem) __acquires_shared(sem);
extern int __must_check down_read_interruptible(struct rw_semaphore *sem)
	__cond_acquires_shared(0, sem);
extern int __must_check down_read_killable(struct rw_semaphore *sem)
	__cond_acquires_shared(0, sem);
extern int down_read_trylock(struct rw_semaphore *sem) __cond_acquires_shared(true, sem);
extern void down_write(struct rw_semaphore *sem) __acquires(sem);
extern int __must_check down_write_killable(struct rw_semaphore *sem) __cond_acquires(0, sem);
extern int down_write_trylock(struct rw_semaphore *sem) __cond_acquires(true, sem);
extern void up_read(struct rw_semaphore *sem) __releases_shared(sem);
extern void up_write(struct rw_semaphore *sem) __releases(sem);
/* the exclusive hold becomes a shared one */
extern void downgrade_write(struct rw_semaphore *sem) __releases(sem) __acquires_shared(sem);

static inline void rwsem_assert_held(const struct rw_semaphore *sem) __assumes_ctx_lock(sem)
{
}

static inline void rwsem_assert_held_write(const struct rw_semaphore *sem) __assumes_ctx_lock(sem)
{
}

DEFINE_LOCK_GUARD_1(rwsem_read, struct rw_semaphore, down_read(_T->lock), up_read(_T->lock))
DEFINE_LOCK_GUARD_1_COND(rwsem_read, _try, down_read_trylock(_T->lock))
DEFINE_LOCK_GUARD_1_COND(rwsem_read, _intr, down_read_interruptible(_T->lock), _RET == 0)
DECLARE_LOCK_GUARD_1_ATTRS(rwsem_read, __acquires_shared(_T),
			   __releases_shared(*(struct rw_semaphore **)_T))
#define class_rwsem_read_constructor(_T)	WITH_LOCK_GUARD_1_ATTRS(rwsem_read, _T)
DECLARE_LOCK_GUARD_1_ATTRS(rwsem_read_try, __acquires_shared(_T),
			   __releases_shared(*(struct rw_semaphore **)_T))
#define class_rwsem_read_try_constructor(_T)	WITH_LOCK_GUARD_1_ATTRS(rwsem_read_try, _T)
DECLARE_LOCK_GUARD_1_ATTRS(rwsem_read_intr, __acquires_shared(_T),
			   __releases_shared(*(struct rw_semaphore **)_T))
#define class_rwsem_read_intr_constructor(_T)	WITH_LOCK_GUARD_1_ATTRS(rwsem_read_intr, _T)

DEFINE_LOCK_GUARD_1(rwsem_write, struct rw_semaphore, down_write(_T->lock), up_write(_T->lock))
DEFINE_LOCK_GUARD_1_COND(rwsem_write, _try, down_write_trylock(_T->lock))
DECLARE_LOCK_GUARD_1_ATTRS(rwsem_write, __acquires(_T), __releases(*(struct rw_semaphore **)_T))
#define class_rwsem_write_constructor(_T)	WITH_LOCK_GUARD_1_ATTRS(rwsem_write, _T)
DECLARE_LOCK_GUARD_1_ATTRS(rwsem_write_try, __acquires(_T),
			   __releases(*(struct rw_semaphore **)_T))
#define class_rwsem_write_try_constructor(_T)	WITH_LOCK_GUARD_1_ATTRS(rwsem_write_try, _T)

#endif /* _LINUX_RWSEM_H */
