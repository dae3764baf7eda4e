/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Test fixture: spinlocks and rwlocks in the shape of Linux 7.0's
 * spinlock_types.h, spinlock.h, rwlock.h and spinlock_api_smp.h: lock
 * types declared with context_lock_struct(), out-of-line _raw_*()
 * functions carrying the attributes, inline or macro wrappers
 * (spin_lock() calls raw_spin_lock() on the embedded raw lock, with
 * __no_context_analysis since the analysis cannot tell the two apart),
 * and the guard classes.
 */
#ifndef __LINUX_SPINLOCK_H
#define __LINUX_SPINLOCK_H

#include <linux/types.h>
#include <linux/cleanup.h>
#include <linux/lockdep.h>

context_lock_struct(raw_spinlock) {
	volatile unsigned int slock;
};
typedef struct raw_spinlock raw_spinlock_t;

context_lock_struct(spinlock) {
	union {
		struct raw_spinlock rlock;
	};
};
typedef struct spinlock spinlock_t;

context_lock_struct(rwlock) {
	volatile unsigned int lock;
};
typedef struct rwlock rwlock_t;

#define __SPIN_LOCK_UNLOCKED(name)	{ { .rlock = { .slock = 0 } } }
#define DEFINE_SPINLOCK(x)		spinlock_t x = __SPIN_LOCK_UNLOCKED(x)
#define __RW_LOCK_UNLOCKED(name)	{ .lock = 0 }
#define DEFINE_RWLOCK(x)		rwlock_t x = __RW_LOCK_UNLOCKED(x)

/* spinlock_api_smp.h */
void __lockfunc _raw_spin_lock(raw_spinlock_t *lock) __acquires(lock);
void __lockfunc _raw_spin_lock_bh(raw_spinlock_t *lock) __acquires(lock);
void __lockfunc _raw_spin_lock_irq(raw_spinlock_t *lock) __acquires(lock);
unsigned long __lockfunc _raw_spin_lock_irqsave(raw_spinlock_t *lock) __acquires(lock);
int __lockfunc _raw_spin_trylock(raw_spinlock_t *lock) __cond_acquires(true, lock);
int __lockfunc _raw_spin_trylock_bh(raw_spinlock_t *lock) __cond_acquires(true, lock);
void __lockfunc _raw_spin_unlock(raw_spinlock_t *lock) __releases(lock);
void __lockfunc _raw_spin_unlock_bh(raw_spinlock_t *lock) __releases(lock);
void __lockfunc _raw_spin_unlock_irq(raw_spinlock_t *lock) __releases(lock);
void __lockfunc _raw_spin_unlock_irqrestore(raw_spinlock_t *lock, unsigned long flags)
	__releases(lock);

void __lockfunc _raw_read_lock(rwlock_t *lock) __acquires_shared(lock);
void __lockfunc _raw_write_lock(rwlock_t *lock) __acquires(lock);
unsigned long __lockfunc _raw_read_lock_irqsave(rwlock_t *lock) __acquires_shared(lock);
unsigned long __lockfunc _raw_write_lock_irqsave(rwlock_t *lock) __acquires(lock);
int __lockfunc _raw_read_trylock(rwlock_t *lock) __cond_acquires_shared(true, lock);
int __lockfunc _raw_write_trylock(rwlock_t *lock) __cond_acquires(true, lock);
void __lockfunc _raw_read_unlock(rwlock_t *lock) __releases_shared(lock);
void __lockfunc _raw_write_unlock(rwlock_t *lock) __releases(lock);
void __lockfunc _raw_read_unlock_irqrestore(rwlock_t *lock, unsigned long flags)
	__releases_shared(lock);
void __lockfunc _raw_write_unlock_irqrestore(rwlock_t *lock, unsigned long flags)
	__releases(lock);

extern void __raw_spin_lock_init(raw_spinlock_t *lock);
#define raw_spin_lock_init(lock)	__raw_spin_lock_init(lock)

#define raw_spin_lock(lock)		_raw_spin_lock(lock)
#define raw_spin_lock_bh(lock)		_raw_spin_lock_bh(lock)
#define raw_spin_lock_irq(lock)		_raw_spin_lock_irq(lock)
#define raw_spin_lock_irqsave(lock, flags)			\
	do {							\
		typecheck(unsigned long, flags);		\
		flags = _raw_spin_lock_irqsave(lock);		\
	} while (0)
#define raw_spin_trylock(lock)		_raw_spin_trylock(lock)
#define raw_spin_unlock(lock)		_raw_spin_unlock(lock)
#define raw_spin_unlock_bh(lock)	_raw_spin_unlock_bh(lock)
#define raw_spin_unlock_irq(lock)	_raw_spin_unlock_irq(lock)
#define raw_spin_unlock_irqrestore(lock, flags)			\
	do {							\
		typecheck(unsigned long, flags);		\
		_raw_spin_unlock_irqrestore(lock, flags);	\
	} while (0)

/* spinlock.h: spinlock_t on its raw lock */
static __always_inline raw_spinlock_t *spinlock_check(spinlock_t *lock)
{
	return &lock->rlock;
}

#define spin_lock_init(lock)	raw_spin_lock_init(spinlock_check(lock))

static __always_inline void spin_lock(spinlock_t *lock)
	__acquires(lock) __no_context_analysis
{
	raw_spin_lock(&lock->rlock);
}

static __always_inline void spin_lock_bh(spinlock_t *lock)
	__acquires(lock) __no_context_analysis
{
	raw_spin_lock_bh(&lock->rlock);
}

static __always_inline void spin_lock_irq(spinlock_t *lock)
	__acquires(lock) __no_context_analysis
{
	raw_spin_lock_irq(&lock->rlock);
}

/* a macro: FLAGS is assigned; the hold moves from the raw lock to LOCK */
#define spin_lock_irqsave(lock, flags)				\
	do {							\
		raw_spin_lock_irqsave(spinlock_check(lock), flags); \
		__release(spinlock_check(lock));		\
		__acquire(lock);				\
	} while (0)

static __always_inline int spin_trylock(spinlock_t *lock)
	__cond_acquires(true, lock) __no_context_analysis
{
	return raw_spin_trylock(&lock->rlock);
}

static __always_inline void spin_unlock(spinlock_t *lock)
	__releases(lock) __no_context_analysis
{
	raw_spin_unlock(&lock->rlock);
}

static __always_inline void spin_unlock_bh(spinlock_t *lock)
	__releases(lock) __no_context_analysis
{
	raw_spin_unlock_bh(&lock->rlock);
}

static __always_inline void spin_unlock_irq(spinlock_t *lock)
	__releases(lock) __no_context_analysis
{
	raw_spin_unlock_irq(&lock->rlock);
}

static __always_inline void spin_unlock_irqrestore(spinlock_t *lock, unsigned long flags)
	__releases(lock) __no_context_analysis
{
	raw_spin_unlock_irqrestore(&lock->rlock, flags);
}

#define assert_spin_locked(lock)	__assume_ctx_lock(lock)

/* rwlock.h */
#define read_lock(lock)			_raw_read_lock(lock)
#define write_lock(lock)		_raw_write_lock(lock)
#define read_trylock(lock)		_raw_read_trylock(lock)
#define write_trylock(lock)		_raw_write_trylock(lock)
#define read_unlock(lock)		_raw_read_unlock(lock)
#define write_unlock(lock)		_raw_write_unlock(lock)
#define read_lock_irqsave(lock, flags)				\
	do {							\
		typecheck(unsigned long, flags);		\
		flags = _raw_read_lock_irqsave(lock);		\
	} while (0)
#define write_lock_irqsave(lock, flags)				\
	do {							\
		typecheck(unsigned long, flags);		\
		flags = _raw_write_lock_irqsave(lock);		\
	} while (0)
#define read_unlock_irqrestore(lock, flags)	_raw_read_unlock_irqrestore(lock, flags)
#define write_unlock_irqrestore(lock, flags)	_raw_write_unlock_irqrestore(lock, flags)

/* atomic_dec_and_lock(): true, with the lock held, when the count dropped to 0 */
extern int _atomic_dec_and_lock(atomic_t *atomic, spinlock_t *lock) __cond_acquires(true, lock);
#define atomic_dec_and_lock(atomic, lock)	_atomic_dec_and_lock(atomic, lock)

/* guard classes */
DEFINE_LOCK_GUARD_1(raw_spinlock, raw_spinlock_t,
		    raw_spin_lock(_T->lock), raw_spin_unlock(_T->lock))
DECLARE_LOCK_GUARD_1_ATTRS(raw_spinlock, __acquires(_T), __releases(*(raw_spinlock_t **)_T))
#define class_raw_spinlock_constructor(_T)	WITH_LOCK_GUARD_1_ATTRS(raw_spinlock, _T)

DEFINE_LOCK_GUARD_1(spinlock, spinlock_t,
		    spin_lock(_T->lock), spin_unlock(_T->lock))
DECLARE_LOCK_GUARD_1_ATTRS(spinlock, __acquires(_T), __releases(*(spinlock_t **)_T))
#define class_spinlock_constructor(_T)		WITH_LOCK_GUARD_1_ATTRS(spinlock, _T)
DEFINE_LOCK_GUARD_1_COND(spinlock, _try, spin_trylock(_T->lock))
DECLARE_LOCK_GUARD_1_ATTRS(spinlock_try, __acquires(_T), __releases(*(spinlock_t **)_T))
#define class_spinlock_try_constructor(_T)	WITH_LOCK_GUARD_1_ATTRS(spinlock_try, _T)

DEFINE_LOCK_GUARD_1(spinlock_irq, spinlock_t,
		    spin_lock_irq(_T->lock), spin_unlock_irq(_T->lock))
DECLARE_LOCK_GUARD_1_ATTRS(spinlock_irq, __acquires(_T), __releases(*(spinlock_t **)_T))
#define class_spinlock_irq_constructor(_T)	WITH_LOCK_GUARD_1_ATTRS(spinlock_irq, _T)

DEFINE_LOCK_GUARD_1(spinlock_bh, spinlock_t,
		    spin_lock_bh(_T->lock), spin_unlock_bh(_T->lock))
DECLARE_LOCK_GUARD_1_ATTRS(spinlock_bh, __acquires(_T), __releases(*(spinlock_t **)_T))
#define class_spinlock_bh_constructor(_T)	WITH_LOCK_GUARD_1_ATTRS(spinlock_bh, _T)

DEFINE_LOCK_GUARD_1(spinlock_irqsave, spinlock_t,
		    spin_lock_irqsave(_T->lock, _T->flags),
		    spin_unlock_irqrestore(_T->lock, _T->flags),
		    unsigned long flags)
DECLARE_LOCK_GUARD_1_ATTRS(spinlock_irqsave, __acquires(_T), __releases(*(spinlock_t **)_T))
#define class_spinlock_irqsave_constructor(_T)	WITH_LOCK_GUARD_1_ATTRS(spinlock_irqsave, _T)

DEFINE_LOCK_GUARD_1(read_lock, rwlock_t, read_lock(_T->lock), read_unlock(_T->lock))
DECLARE_LOCK_GUARD_1_ATTRS(read_lock, __acquires_shared(_T), __releases_shared(*(rwlock_t **)_T))
#define class_read_lock_constructor(_T)		WITH_LOCK_GUARD_1_ATTRS(read_lock, _T)

DEFINE_LOCK_GUARD_1(write_lock, rwlock_t, write_lock(_T->lock), write_unlock(_T->lock))
DECLARE_LOCK_GUARD_1_ATTRS(write_lock, __acquires(_T), __releases(*(rwlock_t **)_T))
#define class_write_lock_constructor(_T)	WITH_LOCK_GUARD_1_ATTRS(write_lock, _T)

#endif /* __LINUX_SPINLOCK_H */
