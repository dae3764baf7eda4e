/*
 * Conditional acquisition by return value: spin_trylock (__cond_lock) and
 * mutex_trylock (by name) in "if" and "if (!...)", the result kept in a
 * variable and tested later; misuse reported.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "locks61.h"

struct dev {
	spinlock_t lock;
	struct mutex mutex;
	int n;
};

int try_if(struct dev *d)
{
	if (spin_trylock(&d->lock)) {
		d->n++;
		spin_unlock(&d->lock);
		return 1;
	}
	return 0;
}

int try_not(struct dev *d)
{
	if (!spin_trylock(&d->lock))
		return -EBUSY;
	d->n++;
	spin_unlock(&d->lock);
	return 0;
}

int try_later(struct dev *d)
{
	int got = mutex_trylock(&d->mutex);

	d->n++;
	if (got)
		mutex_unlock(&d->mutex);
	return got;
}

int try_unlock_failed(struct dev *d)
{
	if (!spin_trylock(&d->lock)) { /* expect-note: 'spin_trylock' does not acquire it on some paths */
		spin_unlock(&d->lock); /* expect-warning: context imbalance in 'try_unlock_failed' - '&d->lock */
		return -EBUSY;
	}
	spin_unlock(&d->lock);
	return 0;
}

/* held exactly when it returns 1: a trylock of its own, which its declaration should say */
int try_leak(struct dev *d) /* expect-warning: context imbalance in 'try_leak' - returns with '&d->mutex' held when it returns nonzero, and its declaration does not say so (__cond_acquires) [-Wcontext-annotation] */
{
	if (mutex_trylock(&d->mutex)) /* expect-note: '&d->mutex' acquired here */
		return 1;
	return 0;
}

int try_later_wrong(struct dev *d)
{
	int got = mutex_trylock(&d->mutex); /* expect-note: 'mutex_trylock' does not acquire it on some paths */

	d->n++;
	if (!got)
		mutex_unlock(&d->mutex); /* expect-warning: context imbalance in 'try_later_wrong' - '&d->mutex' released, but 'mutex_trylock' may not have acquired it */
	return got; /* expect-warning: context imbalance in 'try_later_wrong' - '&d->mutex' still held at return [-Wcontext] */
/* expect-note@64: '&d->mutex' acquired here */
}
