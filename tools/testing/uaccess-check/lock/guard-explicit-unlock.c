/*
 * A lock held by guard() and also released by hand: the guard's cleanup
 * releases it a second time at the exit of its scope.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "cleanup612.h"

struct dev {
	struct mutex mutex;
	int n;
};

int unlock_under_guard(struct dev *d)
{
	guard(mutex)(&d->mutex);
	d->n++;
	mutex_unlock(&d->mutex);
	return 0; /* expect-warning: context imbalance in 'unlock_under_guard' - '&d->mutex' released twice */
}
