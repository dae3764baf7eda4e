/*
 * A helper that locks when its parameter says so, called with constant
 * flags: the constant decides, as if the helper's body were inlined.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "locks61.h"

#define DEV_LOCK 1

struct dev {
	struct mutex mutex;
	int n;
};

static void dev_maybe_lock(struct dev *d, unsigned int flags)
{
	if (flags & DEV_LOCK)
		mutex_lock(&d->mutex);
}

static void dev_maybe_unlock(struct dev *d, unsigned int flags)
{
	if (flags & DEV_LOCK)
		mutex_unlock(&d->mutex);
}

void constant_lock(struct dev *d)
{
	dev_maybe_lock(d, DEV_LOCK);
	d->n++;
	mutex_unlock(&d->mutex);
}

void constant_unlock(struct dev *d)
{
	mutex_lock(&d->mutex);
	d->n++;
	dev_maybe_unlock(d, DEV_LOCK);
}

void constant_no_lock(struct dev *d)
{
	dev_maybe_lock(d, 0);
	d->n++;
	dev_maybe_unlock(d, 0);
}

/* one exit, the lock held: a function that takes it for its caller, without saying so */
void constant_leak(struct dev *d) /* expect-warning: context imbalance in 'constant_leak' - returns with '&d->mutex' on every path, and its declaration does not say so (__acquires) [-Wcontext-annotation] */
{
	dev_maybe_lock(d, DEV_LOCK); /* expect-note: '&d->mutex' acquired here */
	d->n++;
	dev_maybe_unlock(d, 0);
}
