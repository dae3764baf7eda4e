/* skip: a helper that locks when its flag parameter says so, called with a constant flag: the constant is not put into the helper's condition, so dev_maybe_lock(d, DEV_LOCK) "may not have acquired" the lock (a false -Wcontext-unlock at the unlock), and dev_maybe_unlock(d, 0) "releases" it */
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

void constant_leak(struct dev *d)
{
	dev_maybe_lock(d, DEV_LOCK); /* expect-note: '&d->mutex' acquired here */
	d->n++;
	dev_maybe_unlock(d, 0);
} /* expect-warning: context imbalance in 'constant_leak' - '&d->mutex' still held at return [-Wcontext] */
