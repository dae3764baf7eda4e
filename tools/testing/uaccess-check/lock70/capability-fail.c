/*
 * Each capability rule of 7.0's annotations broken once, in the style of
 * capability-pass.c: acquire not released (the function does not say
 * __acquires), release of a lock not held, requires not held, excludes
 * held, try-acquire result not tested.
 */
/* args: -I$DIR/include -I$DIR/inc -include $DIR/include/linux/compiler_types.h -Wno-decl */
#include "kcov-style.h"

void acquire_not_released(struct kcov *k) /* expect-warning: context imbalance in 'acquire_not_released' - returns with '&k->lock' on every path, and its declaration does not say so (__acquires) [-Wcontext-annotation] */
{
	kcov_lock(k); /* expect-note: '&k->lock' acquired here */
}

int acquire_leaks(struct kcov *k)
{
	kcov_lock(k); /* expect-note: '&k->lock' acquired here */
	if (k->refcount)
		return 1; /* expect-warning: context imbalance in 'acquire_leaks' - '&k->lock' still held at return [-Wcontext] */
	kcov_unlock(k);
	return 0;
}

void release_not_held(struct kcov *k)
{
	if (k->refcount)
		kcov_unlock(k); /* expect-warning: context imbalance in 'release_not_held' - unexpected unlock of '&k->lock' [-Wcontext-unlock] */
}

void requires_not_held(struct kcov *k)
{
	kcov_get(k); /* expect-warning: context imbalance in 'requires_not_held' - 'kcov_get' called without '&k->lock' held [-Wcontext-must-hold] */
}

void excludes_held(struct kcov *k)
{
	spin_lock(&k->lock); /* expect-note: '&k->lock' acquired here */
	kcov_start(k); /* expect-warning: context imbalance in 'excludes_held' - 'kcov_start' called with '&k->lock' held [-Wcontext-must-not-hold] */
	spin_unlock(&k->lock);
}

void try_untested(struct kcov *k)
{
	kcov_try(k); /* expect-note: 'kcov_try' does not acquire it on some paths */
	spin_unlock(&k->lock); /* expect-warning: context imbalance in 'try_untested' - '&k->lock' released, but 'kcov_try' may not have acquired it [-Wcontext-unlock] */
}

void rcu_not_released(void) /* expect-warning: context imbalance in 'rcu_not_released' - returns with 'RCU' on every path */
{
	rcu_read_lock(); /* expect-note: 'RCU' acquired here */
}
