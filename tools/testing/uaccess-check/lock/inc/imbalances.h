/* SPDX-License-Identifier: GPL-2.0 */
/* One of each lock-context diagnostic, for no-context*.c. */
struct dev {
	spinlock_t lock;
	struct mutex mutex;
	int n;
};

void needs(struct dev *d) __must_hold(&d->lock);
void excludes(struct dev *d) __attribute__((locks_excluded(&d->mutex)));

void annotation(struct dev *d)
{
	spin_lock(&d->lock);
}

void held(struct dev *d)
{
	if (d->n)
		mutex_lock(&d->mutex);
}

void must_not_hold(struct dev *d)
{
	mutex_lock(&d->mutex);
	excludes(d);
	mutex_unlock(&d->mutex);
}

void double_lock(struct dev *d)
{
	mutex_lock(&d->mutex);
	mutex_lock(&d->mutex);
	mutex_unlock(&d->mutex);
	mutex_unlock(&d->mutex);
}

void unlock(struct dev *d)
{
	if (d->n)
		mutex_unlock(&d->mutex);
}

void must_hold(struct dev *d)
{
	needs(d);
}
