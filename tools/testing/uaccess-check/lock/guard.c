/*
 * guard(), scoped_guard(), scoped_cond_guard() and CLASS() written as
 * 6.12's cleanup.h does: the lock is released at every exit of the
 * guard's scope (early returns, break and continue included), so all of
 * these are silent; a lock taken without a guard that leaks is reported,
 * as is a guarded lock taken again.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "cleanup612.h"

struct dev {
	spinlock_t lock;
	struct mutex mutex;
	int n;
};

int guard_return(struct dev *d)
{
	guard(spinlock)(&d->lock);
	if (d->n)
		return -1;
	d->n++;
	return 0;
}

int guard_mutex(struct dev *d)
{
	guard(mutex)(&d->mutex);
	if (d->n)
		return -1;
	d->n++;
	return 0;
}

int scoped_return(struct dev *d)
{
	scoped_guard(spinlock_irqsave, &d->lock) {
		if (d->n)
			return -1;
		d->n++;
	}
	return 0;
}

/* the scoped lock is released at the end of its scope: taking it again is fine */
int scoped_then_lock(struct dev *d)
{
	scoped_guard(mutex, &d->mutex) {
		if (d->n)
			return 1;
		d->n = 2;
	}
	mutex_lock(&d->mutex);
	d->n++;
	mutex_unlock(&d->mutex);
	return 0;
}

int class_var(struct dev *d)
{
	CLASS(mutex, lk)(&d->mutex);
	d->n++;
	return 0;
}

int scoped_try(struct dev *d)
{
	scoped_guard(spinlock_try, &d->lock) {
		d->n++;
		return 1;
	}
	return 0;
}

int scoped_cond(struct dev *d)
{
	scoped_cond_guard(mutex_intr, return -EINTR, &d->mutex) {
		d->n++;
	}
	return 0;
}

int guard_in_loop(struct dev *d)
{
	for (int i = 0; i < 3; i++) {
		guard(mutex)(&d->mutex);
		if (d->n)
			break;
		if (i)
			continue;
		d->n++;
	}
	return 0;
}

int leak_beside_guard(struct dev *d)
{
	guard(mutex)(&d->mutex);
	spin_lock(&d->lock); /* expect-note: '&d->lock */
	if (d->n)
		return -1; /* expect-warning: context imbalance in 'leak_beside_guard' - '&d->lock */
	spin_unlock(&d->lock);
	return 0;
}

int lock_under_guard(struct dev *d)
{
	guard(mutex)(&d->mutex); /* expect-note: '&d->mutex' acquired here */
	mutex_lock(&d->mutex); /* expect-warning: context imbalance in 'lock_under_guard' - '&d->mutex' acquired while already held [-Wcontext-double-lock] */
	return 0;
}
