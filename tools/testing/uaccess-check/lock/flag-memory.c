/*
 * Locks tied to a flag in memory.  fs/namei.c's walk takes the RCU read
 * lock when LOOKUP_RCU is asked for, and terminate_walk() drops it while
 * nd->flags still says LOOKUP_RCU, which the steps between may have
 * cleared, dropping the lock themselves: the checker cannot follow the
 * flag through them, so a release by a flag in memory it does not know
 * makes that lock's count a guess, reported nowhere and kept out of the
 * summaries; an imbalance of another lock on the same paths is still
 * reported.  6.1's i915 unclaimed_reg_debug() (reg_write below) locks or
 * unlocks by a parameter after an early return on a flag in memory: a
 * summary splits on one test, so the helper's effect is not known and
 * nothing is said.  That is a miss: the flag can change between the two
 * calls (a race 6.12 fixed); see the rst's "What the lock checks do not
 * see".
 */
/* args: -I$DIR/inc -Wno-decl */
#include "locks61.h"

extern void rcu_read_lock(void) __attribute__((context(RCU, 0, 1)));
extern void rcu_read_unlock(void) __attribute__((context(RCU, 1, 0)));

#define LOOKUP_RCU 1

struct nameidata {
	unsigned int flags;
	struct mutex *m;
};

static void path_init(struct nameidata *nd, unsigned int flags)
{
	nd->flags = flags;
	if (flags & LOOKUP_RCU)
		rcu_read_lock();
}

static void leave_rcu(struct nameidata *nd)
{
	nd->flags &= ~LOOKUP_RCU;
	rcu_read_unlock();
}

int step(struct nameidata *nd);

static int walk_step(struct nameidata *nd)
{
	if (step(nd) && (nd->flags & LOOKUP_RCU))
		leave_rcu(nd);
	return 0;
}

static void terminate_walk(struct nameidata *nd)
{
	if (nd->flags & LOOKUP_RCU)
		leave_rcu(nd);
}

int path_lookupat(struct nameidata *nd, unsigned int flags)
{
	path_init(nd, flags);
	walk_step(nd);
	terminate_walk(nd);
	return 0;
}

int lookup_leak(struct nameidata *nd)
{
	mutex_lock(nd->m); /* expect-note: 'nd->m' acquired here */
	walk_step(nd);
	terminate_walk(nd);
	if (step(nd))
		return 1; /* expect-warning: context imbalance in 'lookup_leak' - 'nd->m' still held at return [-Wcontext] */
	mutex_unlock(nd->m);
	return 0;
}

/* i915's unclaimed_reg_debug(): the flag read twice; silent, not for a good reason (above) */
struct uncore {
	int mmio_debug;
	spinlock_t lock;
};

static void reg_debug(struct uncore *u, int before)
{
	if (!u->mmio_debug)
		return;
	if (before)
		spin_lock(&u->lock);
	else
		spin_unlock(&u->lock);
}

void reg_write(struct uncore *u, int *reg, int val)
{
	reg_debug(u, 1);
	*reg = val;
	reg_debug(u, 0);
}
