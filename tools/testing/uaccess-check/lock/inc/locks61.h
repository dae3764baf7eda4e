/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The lock API as Linux 6.1 declares it to sparse (compiler_types.h,
 * spinlock.h, spinlock_api_smp.h, mutex.h, rwsem.h), cut down to what the
 * lock/ tests use: context() attributes on the out-of-line spinlock
 * functions, static inline wrappers around them, __cond_lock for the
 * trylocks, and the mutex and rwsem functions without annotations.
 */
#ifndef LOCKS61_H
#define LOCKS61_H

#define __acquires(x)	__attribute__((context(x, 0, 1)))
#define __releases(x)	__attribute__((context(x, 1, 0)))
#define __acquire(x)	__context__(x, 1)
#define __release(x)	__context__(x, -1)
#define __cond_lock(x, c)	((c) ? ({ __acquire(x); 1; }) : 0)
#define __must_hold(x)	__attribute__((context(x, 1, 1)))

#define __always_inline inline __attribute__((__always_inline__))
#define NULL ((void *)0)
#define EINTR 4
#define EBUSY 16

typedef struct raw_spinlock {
	volatile unsigned int raw_lock;
} raw_spinlock_t;

typedef struct spinlock {
	union {
		struct raw_spinlock rlock;
	};
} spinlock_t;

extern void _raw_spin_lock(raw_spinlock_t *lock) __acquires(lock);
extern void _raw_spin_unlock(raw_spinlock_t *lock) __releases(lock);
extern int _raw_spin_trylock(raw_spinlock_t *lock);
extern unsigned long _raw_spin_lock_irqsave(raw_spinlock_t *lock) __acquires(lock);
extern void _raw_spin_unlock_irqrestore(raw_spinlock_t *lock, unsigned long flags)
	__releases(lock);

#define raw_spin_lock(lock)	_raw_spin_lock(lock)
#define raw_spin_unlock(lock)	_raw_spin_unlock(lock)
#define raw_spin_trylock(lock)	__cond_lock(lock, _raw_spin_trylock(lock))
#define raw_spin_lock_irqsave(lock, flags)		\
	do {						\
		flags = _raw_spin_lock_irqsave(lock);	\
	} while (0)
#define raw_spin_unlock_irqrestore(lock, flags)		\
	do {						\
		_raw_spin_unlock_irqrestore(lock, flags); \
	} while (0)

static __always_inline raw_spinlock_t *spinlock_check(spinlock_t *lock)
{
	return &lock->rlock;
}

static __always_inline void spin_lock(spinlock_t *lock)
{
	raw_spin_lock(&lock->rlock);
}

static __always_inline void spin_unlock(spinlock_t *lock)
{
	raw_spin_unlock(&lock->rlock);
}

static __always_inline int spin_trylock(spinlock_t *lock)
{
	return raw_spin_trylock(&lock->rlock);
}

#define spin_lock_irqsave(lock, flags)				\
	do {							\
		raw_spin_lock_irqsave(spinlock_check(lock), flags); \
	} while (0)

static __always_inline void spin_unlock_irqrestore(spinlock_t *lock, unsigned long flags)
{
	raw_spin_unlock_irqrestore(&lock->rlock, flags);
}

struct mutex {
	long owner;
};

extern void mutex_lock(struct mutex *lock);
extern int mutex_lock_interruptible(struct mutex *lock);
extern int mutex_lock_killable(struct mutex *lock);
extern int mutex_trylock(struct mutex *lock);
extern void mutex_unlock(struct mutex *lock);

struct rw_semaphore {
	long count;
};

extern void down_read(struct rw_semaphore *sem);
extern int down_read_trylock(struct rw_semaphore *sem);
extern void up_read(struct rw_semaphore *sem);
extern void down_write(struct rw_semaphore *sem);
extern void up_write(struct rw_semaphore *sem);

#endif
