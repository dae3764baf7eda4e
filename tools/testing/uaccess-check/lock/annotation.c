/*
 * -Wcontext-annotation: a function with external linkage that returns
 * with a lock held, or releases one, on every path without saying so;
 * with __acquires/__releases it is silent.  A static helper that locks or
 * unlocks without annotations is summarised: its callers are checked
 * through it, used correctly silent, incorrectly reported in the caller.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "locks61.h"

struct dev {
	spinlock_t lock;
	struct mutex mutex;
	int n;
};

void dev_lock(struct dev *d) /* expect-warning: context imbalance in 'dev_lock' - returns with '&d->lock */
{
	spin_lock(&d->lock); /* expect-note: '&d->lock */
}

void dev_unlock(struct dev *d) /* expect-warning: context imbalance in 'dev_unlock' - releases '&d->mutex' on every path, and its declaration does not say so (__releases) [-Wcontext-annotation] */
{
	mutex_unlock(&d->mutex); /* expect-note: '&d->mutex' released here */
}

void dev_lock_annotated(struct dev *d) __acquires(&d->lock)
{
	spin_lock(&d->lock);
}

void dev_unlock_annotated(struct dev *d) __releases(&d->mutex)
{
	mutex_unlock(&d->mutex);
}

void use_annotated(struct dev *d)
{
	dev_lock_annotated(d);
	d->n++;
	spin_unlock(&d->lock);
	mutex_lock(&d->mutex);
	dev_unlock_annotated(d);
}

static void helper_lock(struct dev *d)
{
	mutex_lock(&d->mutex);
}

static void helper_unlock(struct dev *d)
{
	mutex_unlock(&d->mutex);
}

void helpers_used_right(struct dev *d)
{
	helper_lock(d);
	d->n++;
	helper_unlock(d);
}

int helpers_used_wrong(struct dev *d)
{
	helper_lock(d); /* expect-note: '&d->mutex' acquired here */
	if (d->n)
		return -1; /* expect-warning: context imbalance in 'helpers_used_wrong' - '&d->mutex' still held at return [-Wcontext] */
	helper_unlock(d);
	return 0;
}

void helper_unlock_unheld(struct dev *d)
{
	if (d->n)
		helper_unlock(d); /* expect-warning: context imbalance in 'helper_unlock_unheld' - unexpected unlock of '&d->mutex' */
}
