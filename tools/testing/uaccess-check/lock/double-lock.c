/*
 * -Wcontext-double-lock: a lock acquired again while this function holds
 * it (a note at the first acquire); two different locks, or the same one
 * taken again after its release, are silent.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "locks61.h"

struct dev {
	spinlock_t lock;
	struct mutex mutex;
	int n;
};

void twice(struct dev *d)
{
	mutex_lock(&d->mutex); /* expect-note: '&d->mutex' acquired here */
	mutex_lock(&d->mutex); /* expect-warning: context imbalance in 'twice' - '&d->mutex' acquired while already held [-Wcontext-double-lock] */
	mutex_unlock(&d->mutex);
	mutex_unlock(&d->mutex);
}

void on_one_path(struct dev *d)
{
	spin_lock(&d->lock); /* expect-note: '&d->lock */
	if (d->n)
		spin_lock(&d->lock); /* expect-warning: context imbalance in 'on_one_path' - '&d->lock */
	spin_unlock(&d->lock);
} /* expect-warning: context imbalance in 'on_one_path' - '&d->lock */
/* expect-note@27: '&d->lock */

void two_locks(struct dev *d, struct dev *e)
{
	mutex_lock(&d->mutex);
	mutex_lock(&e->mutex);
	mutex_unlock(&e->mutex);
	mutex_unlock(&d->mutex);
}

void again_after_release(struct dev *d)
{
	spin_lock(&d->lock);
	d->n++;
	spin_unlock(&d->lock);
	spin_lock(&d->lock);
	d->n++;
	spin_unlock(&d->lock);
}
