/*
 * mutex_lock_interruptible() and _killable() hold the lock when they
 * return 0: "if (ret) return ret;", "if (ret < 0) return ret;" and
 * "if (mutex_lock_killable(m)) return -EINTR;" are balanced; a leak after
 * the lock was taken, or an unlock on the path where it may not have
 * been, is reported.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "locks61.h"

struct dev {
	struct mutex mutex;
	int n;
};

int if_ret(struct dev *d)
{
	int ret = mutex_lock_interruptible(&d->mutex);

	if (ret)
		return ret;
	d->n++;
	mutex_unlock(&d->mutex);
	return 0;
}

int if_negative(struct dev *d)
{
	int ret;

	ret = mutex_lock_interruptible(&d->mutex);
	if (ret < 0)
		return ret;
	d->n++;
	mutex_unlock(&d->mutex);
	return 0;
}

int killable(struct dev *d)
{
	if (mutex_lock_killable(&d->mutex))
		return -EINTR;
	d->n++;
	mutex_unlock(&d->mutex);
	return 0;
}

int leak_after(struct dev *d)
{
	int ret = mutex_lock_interruptible(&d->mutex); /* expect-note: '&d->mutex' acquired here */

	if (ret)
		return ret;
	if (d->n)
		return 1; /* expect-warning: context imbalance in 'leak_after' - '&d->mutex' still held at return [-Wcontext] */
	mutex_unlock(&d->mutex);
	return 0;
}

int unchecked(struct dev *d)
{
	int ret = mutex_lock_interruptible(&d->mutex); /* expect-note: 'mutex_lock_interruptible' does not acquire it on some paths */

	d->n++;
	mutex_unlock(&d->mutex); /* expect-warning: context imbalance in 'unchecked' - '&d->mutex' released, but 'mutex_lock_interruptible' may not have acquired it [-Wcontext-unlock] */
	return ret;
}
