/*
 * A function returning an object with its lock held, or NULL: a caller
 * that checks for NULL and unlocks is silent, one that leaks it on a path
 * or unlocks without the check is reported.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "locks61.h"

struct dev {
	struct mutex mutex;
	int n;
};

struct dev *dev_find(int id);

static struct dev *dev_get_locked(int id)
{
	struct dev *d = dev_find(id);

	if (!d)
		return NULL;
	mutex_lock(&d->mutex);
	return d;
}

int user(int id)
{
	struct dev *d = dev_get_locked(id);

	if (!d)
		return -1;
	d->n++;
	mutex_unlock(&d->mutex);
	return 0;
}

int user_leaks(int id)
{
	struct dev *d = dev_get_locked(id); /* expect-note: '&d->mutex' acquired here */

	if (!d)
		return -1;
	if (d->n)
		return 1; /* expect-warning: context imbalance in 'user_leaks' - '&d->mutex' still held at return [-Wcontext] */
	mutex_unlock(&d->mutex);
	return 0;
}

int user_no_check(int id)
{
	struct dev *d = dev_get_locked(id); /* expect-note: 'dev_get_locked' does not acquire it on some paths */

	mutex_unlock(&d->mutex); /* expect-warning: context imbalance in 'user_no_check' - '&d->mutex' released, but 'dev_get_locked' may not have acquired it [-Wcontext-unlock] */
	return 0;
}

/* the test written against NULL, through unlikely(): "(void *)0" converted to d's type */
#define unlikely(x) __builtin_expect(!!(x), 0)

void user_null(int id)
{
	struct dev *d = dev_get_locked(id);

	if (unlikely(d == NULL))
		return;
	d->n++;
	mutex_unlock(&d->mutex);
}

int user_null_first(int id)
{
	struct dev *d = dev_get_locked(id);

	if (NULL != d) {
		d->n++;
		mutex_unlock(&d->mutex);
	}
	return 0;
}

/*
 * xfrm_state_get_afinfo(): NULL without the lock, early or after
 * dropping it.  External and unannotated, it is reported: not as
 * "locks as its argument says" (the argument decides only with the
 * return value, which __cond_acquires() can say), and as a lock kept at
 * one return, released at another after the same acquire (a trylock
 * that unlocks on failure and a forgotten unlock look alike).
 */
struct dev *table[4];
extern void rcu_read_lock(void) __attribute__((context(RCU, 0, 1)));
extern void rcu_read_unlock(void) __attribute__((context(RCU, 1, 0)));

struct dev *dev_lookup_locked(unsigned int id)
{
	struct dev *d;

	if (unlikely(id >= 4))
		return NULL;
	rcu_read_lock(); /* expect-note: 'RCU' acquired here */
	d = table[id];
	if (unlikely(!d))
		rcu_read_unlock();
	return d; /* expect-warning: context imbalance in 'dev_lookup_locked' - 'RCU' still held at return [-Wcontext] */
}

void dev_lookup_user(unsigned int id)
{
	struct dev *d = dev_lookup_locked(id);

	if (unlikely(d == NULL))
		return;
	switch (id) {
	case 1:
		d->n = 1;
		break;
	default:
		d->n = 2;
		break;
	}
	rcu_read_unlock();
}
