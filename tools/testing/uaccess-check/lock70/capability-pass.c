/*
 * Code in the style of kcov, kfence and sched under 7.0's annotations:
 * requires, excludes, acquire/release, try-acquire, shared, guard,
 * scoped_guard, ACQUIRE(), rcu, lockdep assertions: no report.
 */
/* args: -I$DIR/include -I$DIR/inc -include $DIR/include/linux/compiler_types.h -Wno-decl */
#include "kcov-style.h"

static void pool_assert(struct pool *p)
{
	lockdep_assert_held(&p->mutex);
}

int uses(struct kcov *k, struct pool *p)
{
	unsigned long flags;

	kcov_start(k);
	spin_lock_irqsave(&k->lock, flags);
	kcov_get(k);
	spin_unlock_irqrestore(&k->lock, flags);
	scoped_guard (spinlock_irqsave, &k->lock)
		kcov_get(k);
	if (kcov_try(k)) {
		kcov_get(k);
		spin_unlock(&k->lock);
	}
	if (!kcov_try(k))
		return -EBUSY;
	kcov_unlock(k);
	kcov_lock(k);
	kcov_get(k);
	kcov_unlock(k);
	pool_read_lock(p);
	pool_read_unlock(p);
	{
		ACQUIRE(mutex_intr, lock)(&p->mutex);
		int err = ACQUIRE_ERR(mutex_intr, &lock);

		if (err)
			return err;
		pool_assert(p);
	}
	rcu_read_lock();
	rcu_read_unlock();
	guard(rwsem_read)(&p->sem);
	if (k->refcount)
		return 1;
	return 0;
}
