/*
 * -Wcontext-unlock: a release of a lock not held on some path, a lock
 * released twice (a note at the first release), and the wrong lock
 * released (a note naming the held one); balanced code is silent.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "locks61.h"

struct dev {
	spinlock_t lock;
	struct mutex mutex;
	int n;
};

void unexpected(struct dev *d)
{
	if (d->n)
		spin_unlock(&d->lock); /* expect-warning: context imbalance in 'unexpected' - unexpected unlock of '&d->lock */
}

void twice(struct dev *d)
{
	mutex_lock(&d->mutex);
	mutex_unlock(&d->mutex); /* expect-note: '&d->mutex' released here before */
	mutex_unlock(&d->mutex); /* expect-warning: context imbalance in 'twice' - '&d->mutex' released twice [-Wcontext-unlock] */
}

void wrong(struct dev *d, struct dev *e)
{
	mutex_lock(&d->mutex); /* expect-note: '&d->mutex' is held, acquired here */
	mutex_unlock(&e->mutex); /* expect-warning: context imbalance in 'wrong' - unexpected unlock of '&e->mutex' [-Wcontext-unlock] */
} /* expect-warning: context imbalance in 'wrong' - '&d->mutex' still held at return */
/* expect-note@30: '&d->mutex' acquired here */

void right(struct dev *d, struct dev *e)
{
	mutex_lock(&d->mutex);
	mutex_lock(&e->mutex);
	mutex_unlock(&d->mutex);
	mutex_unlock(&e->mutex);
}

/* the same lock reached another way: through a local and a cast */
void same_lock(struct dev *d)
{
	struct dev *p = d;

	mutex_lock(&d->mutex);
	mutex_unlock(&((struct dev *)p)->mutex);
}
