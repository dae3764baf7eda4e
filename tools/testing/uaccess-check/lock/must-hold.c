/*
 * -Wcontext-must-hold: a function that says __must_hold() called without
 * the lock; -Wcontext-must-not-hold: one that says locks_excluded() (7.0's
 * __must_not_hold) called with it (a note at the acquire).  Calls that
 * respect them are silent.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "locks61.h"

struct dev {
	spinlock_t lock;
	struct mutex mutex;
	int n;
};

void update(struct dev *d) __must_hold(&d->lock);
void flush(struct dev *d) __attribute__((locks_excluded(&d->mutex)));

void update_unlocked(struct dev *d)
{
	update(d); /* expect-warning: context imbalance in 'update_unlocked' - 'update' called without '&d->lock' held [-Wcontext-must-hold] */
}

void update_locked(struct dev *d)
{
	spin_lock(&d->lock);
	update(d);
	spin_unlock(&d->lock);
}

/* the caller says it holds the lock: so does the callee's requirement */
void update_caller_holds(struct dev *d) __must_hold(&d->lock)
{
	update(d);
}

void update_other(struct dev *d, struct dev *e)
{
	spin_lock(&e->lock);
	update(d); /* expect-warning: context imbalance in 'update_other' - 'update' called without '&d->lock' held [-Wcontext-must-hold] */
	spin_unlock(&e->lock);
}

void flush_locked(struct dev *d)
{
	mutex_lock(&d->mutex); /* expect-note: '&d->mutex' acquired here */
	flush(d); /* expect-warning: context imbalance in 'flush_locked' - 'flush' called with '&d->mutex' held [-Wcontext-must-not-hold] */
	mutex_unlock(&d->mutex);
}

void flush_unlocked(struct dev *d)
{
	flush(d);
	mutex_lock(&d->mutex);
	d->n++;
	mutex_unlock(&d->mutex);
	flush(d);
}
