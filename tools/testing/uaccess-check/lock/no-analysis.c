/*
 * A function with __attribute__((no_thread_safety_analysis)) (7.0's
 * __no_context_analysis) is not checked; the same body without it is.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "locks61.h"

struct dev {
	spinlock_t lock;
	struct mutex mutex;
	int n;
};

__attribute__((no_thread_safety_analysis)) int not_checked(struct dev *d)
{
	mutex_lock(&d->mutex);
	mutex_lock(&d->mutex);
	if (d->n)
		return 1;
	spin_unlock(&d->lock);
	return 0;
}

int checked(struct dev *d)
{
	mutex_lock(&d->mutex); /* expect-note: '&d->mutex' acquired here */
	if (d->n)
		return 1; /* expect-warning: context imbalance in 'checked' - '&d->mutex' still held at return [-Wcontext] */
	mutex_unlock(&d->mutex);
	return 0;
}
