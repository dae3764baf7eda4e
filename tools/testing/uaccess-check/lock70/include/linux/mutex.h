/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Test fixture: mutexes in the shape of Linux 7.0's mutex.h: the lock
 * functions out of line with their attributes (mutex_lock_interruptible()
 * and _killable() hold the lock when they return 0, mutex_trylock() when
 * it returns true) and the guard classes, conditional ones included.
 */
#ifndef __LINUX_MUTEX_H
#define __LINUX_MUTEX_H

#include <linux/types.h>
#include <linux/cleanup.h>
#include <linux/lockdep.h>

context_lock_struct(mutex) {
	atomic_t owner;
};

#define __MUTEX_INITIALIZER(name)	{ .owner = { 0 } }
#define DEFINE_MUTEX(name)		struct mutex name = __MUTEX_INITIALIZER(name)

extern void __mutex_init(struct mutex *lock, const char *name);
#define mutex_init(mutex)		__mutex_init((mutex), #mutex)

extern void mutex_lock(struct mutex *lock) __acquires(lock);
extern int __must_check mutex_lock_interruptible(struct mutex *lock) __cond_acquires(0, lock);
extern int __must_check mutex_lock_killable(struct mutex *lock) __cond_acquires(0, lock);
extern void mutex_lock_io(struct mutex *lock) __acquires(lock);
extern int mutex_trylock(struct mutex *lock) __cond_acquires(true, lock);
extern void mutex_unlock(struct mutex *lock) __releases(lock);
extern bool mutex_is_locked(struct mutex *lock);
extern int atomic_dec_and_mutex_lock(atomic_t *cnt, struct mutex *lock)
	__cond_acquires(true, lock);

#define mutex_lock_nested(lock, subclass)	mutex_lock(lock)

DEFINE_LOCK_GUARD_1(mutex, struct mutex, mutex_lock(_T->lock), mutex_unlock(_T->lock))
DEFINE_LOCK_GUARD_1_COND(mutex, _try, mutex_trylock(_T->lock))
DEFINE_LOCK_GUARD_1_COND(mutex, _intr, mutex_lock_interruptible(_T->lock), _RET == 0)
DECLARE_LOCK_GUARD_1_ATTRS(mutex, __acquires(_T), __releases(*(struct mutex **)_T))
#define class_mutex_constructor(_T)		WITH_LOCK_GUARD_1_ATTRS(mutex, _T)
DECLARE_LOCK_GUARD_1_ATTRS(mutex_try, __acquires(_T), __releases(*(struct mutex **)_T))
#define class_mutex_try_constructor(_T)		WITH_LOCK_GUARD_1_ATTRS(mutex_try, _T)
DECLARE_LOCK_GUARD_1_ATTRS(mutex_intr, __acquires(_T), __releases(*(struct mutex **)_T))
#define class_mutex_intr_constructor(_T)	WITH_LOCK_GUARD_1_ATTRS(mutex_intr, _T)

#endif /* __LINUX_MUTEX_H */
