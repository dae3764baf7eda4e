/*
 * A lock taken and released under the same flag ("if (locked) unlock"),
 * a flag parameter, or a helper that locks when its parameter says so:
 * the paths are kept apart, consistent use is silent; the opposite test
 * is reported.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "locks61.h"

#define DEV_LOCK 1

struct dev {
	struct mutex mutex;
	int n;
};

void flag_param(struct dev *d, int locked)
{
	if (!locked)
		mutex_lock(&d->mutex);
	d->n++;
	if (!locked)
		mutex_unlock(&d->mutex);
}

void flag_local(struct dev *d)
{
	int locked = 0;

	if (d->n) {
		mutex_lock(&d->mutex);
		locked = 1;
	}
	d->n++;
	if (locked)
		mutex_unlock(&d->mutex);
}

void flag_inverted(struct dev *d)
{
	int locked = 0;

	if (d->n) {
		mutex_lock(&d->mutex); /* expect-note: '&d->mutex' acquired here */
		locked = 1;
	}
	d->n++;
	if (!locked)
		mutex_unlock(&d->mutex); /* expect-warning: context imbalance in 'flag_inverted' - unexpected unlock of '&d->mutex' [-Wcontext-unlock] */
} /* expect-warning: context imbalance in 'flag_inverted' - '&d->mutex' still held at return [-Wcontext] */

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

void helper_flags(struct dev *d, unsigned int flags)
{
	dev_maybe_lock(d, flags);
	d->n++;
	dev_maybe_unlock(d, flags);
}

void helper_flags_mismatch(struct dev *d, unsigned int flags, unsigned int other)
{
	dev_maybe_lock(d, flags); /* expect-note: 'dev_maybe_lock' does not acquire it on some paths */
	d->n++;
	dev_maybe_unlock(d, other); /* expect-warning: context imbalance in 'helper_flags_mismatch' - '&d->mutex' released, but 'dev_maybe_lock' may not have acquired it [-Wcontext-unlock] */
} /* expect-warning: context imbalance in 'helper_flags_mismatch' - '&d->mutex' still held at return [-Wcontext] */
/* expect-note@73: '&d->mutex' acquired here */

/*
 * Two tests decide: an early return on either, then a lock by a third.
 * The summary has an outcome per way ("!a || !b", then "excl"), and
 * constant arguments choose one.
 */
static void dev_lock_if(struct dev *d, int a, int b, int excl)
{
	if (!a || !b)
		return;
	if (excl)
		mutex_lock(&d->mutex);
}

void two_tests_none(struct dev *d)
{
	dev_lock_if(d, 0, 1, 1);
	d->n++;
}

void two_tests_held(struct dev *d) /* expect-warning: context imbalance in 'two_tests_held' - returns with '&d->mutex' on every path, and its declaration does not say so (__acquires) [-Wcontext-annotation] */
{
	dev_lock_if(d, 1, 1, 1); /* expect-note: '&d->mutex' acquired here */
	d->n++;
}

void two_tests_balanced(struct dev *d, int a, int b)
{
	dev_lock_if(d, a, b, 1);
	d->n++;
	if (a && b)
		mutex_unlock(&d->mutex);
}
