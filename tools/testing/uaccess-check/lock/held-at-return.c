/*
 * A lock still held at a return of a function that does not say
 * __acquires: the warning at the return, a note at the acquire; an error
 * path "goto out" that skips the unlock.  The balanced variants are silent.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "locks61.h"

struct dev {
	spinlock_t lock;
	struct mutex mutex;
	int n;
};

int leak(struct dev *d)
{
	spin_lock(&d->lock); /* expect-note: '&d->lock */
	if (d->n)
		return -1; /* expect-warning: context imbalance in 'leak' - '&d->lock */
	spin_unlock(&d->lock);
	return 0;
}

int balanced(struct dev *d)
{
	spin_lock(&d->lock);
	if (d->n) {
		spin_unlock(&d->lock);
		return -1;
	}
	spin_unlock(&d->lock);
	return 0;
}

int error_path(struct dev *d)
{
	int ret = 0;

	mutex_lock(&d->mutex); /* expect-note: '&d->mutex' acquired here */
	if (d->n) {
		ret = -1;
		goto out;
	}
	d->n++;
	mutex_unlock(&d->mutex);
out:
	return ret; /* expect-warning: context imbalance in 'error_path' - '&d->mutex' still held at return [-Wcontext] */
}

int error_path_unlocks(struct dev *d)
{
	int ret = 0;

	mutex_lock(&d->mutex);
	if (d->n) {
		ret = -1;
		goto out_unlock;
	}
	d->n++;
out_unlock:
	mutex_unlock(&d->mutex);
	return ret;
}

/* a lock taken and released on one path only: nothing held at either return */
void one_path(struct dev *d)
{
	if (d->n) {
		spin_lock(&d->lock);
		d->n--;
		spin_unlock(&d->lock);
	}
}
