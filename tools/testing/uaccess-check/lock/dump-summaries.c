/*
 * --dump-lock-summaries prints what each
 * function body does with locks: by return value, by a test of its
 * parameters, or alike on every path.
 */
/* args: -I$DIR/inc -Wno-decl --dump-lock-summaries */
/* expect-output: summary lock_dev: [ret<0 if !(d)] [ret==0 if (d) + d] [ret<0 if (d)] (3 exits) */
/* expect-output: summary lock_if: [any if !(locked) + d] [any if (locked)] (2 exits) */
/* expect-output: summary unlock_dev: [any - d] (1 exits) */
/* expect-output: summary use: [any] (3 exits) */
#include "locks61.h"

struct dev {
	struct mutex mutex;
	int n;
};

static int lock_dev(struct dev *d)
{
	if (!d)
		return -22;
	if (mutex_lock_interruptible(&d->mutex))
		return -4;
	return 0;
}

static void lock_if(struct dev *d, int locked)
{
	if (!locked)
		mutex_lock(&d->mutex);
}

static void unlock_dev(struct dev *d)
{
	mutex_unlock(&d->mutex);
}

void use(struct dev *d)
{
	if (lock_dev(d))
		return;
	d->n++;
	unlock_dev(d);
	lock_if(d, 0);
	unlock_dev(d);
}
