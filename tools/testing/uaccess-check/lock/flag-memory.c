/*
 * Locks tied to a flag in memory.  fs/namei.c's walk takes the RCU read
 * lock when LOOKUP_RCU is asked for, and terminate_walk() drops it while
 * nd->flags still says LOOKUP_RCU, which the steps between may have
 * cleared, dropping the lock themselves: the checker cannot follow the
 * flag through them, so a release by a flag in memory it does not know
 * makes that lock's count a guess, reported nowhere and kept out of the
 * summaries; an imbalance of another lock on the same paths is still
 * reported.
 *
 * A flag in memory read twice: 6.1's i915 unclaimed_reg_debug(uncore,
 * reg, read, before) returns at once unless the device's mmio_debug
 * count and uncore->debug say to check, then locks before the register
 * access and unlocks after it, each call reading the count again; the
 * unit decrements it, from another GT's calls too, so the lock stays
 * held or is released unheld (6.12 returns the first answer to the
 * footer).  The summary splits on both tests (the early return knows the
 * whole "||"), the caller's paths keep what the first call read, and the
 * release chosen by a second read of a member the unit writes is
 * reported.  A flag nothing in the unit writes (pcm->nonatomic, set where
 * the device is made) is not.
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

/* i915's unclaimed_reg_debug(): the flag read twice, and written by the unit */
#define likely(x) __builtin_expect(!!(x), 1)

struct params {
	int mmio_debug;
};

struct uncore {
	struct params *params;
	spinlock_t *debug;
	int nonatomic;		/* never written here */
	spinlock_t lock;
	struct mutex m;
};

int check(struct uncore *u);

static void reg_debug_report(struct uncore *u)
{
	if (check(u))
		u->params->mmio_debug--; /* expect-note: 'mmio_debug' is written here */
}

static void reg_debug(struct uncore *u, int before)
{
	if (likely(!u->params->mmio_debug) || !u->debug)
		return;
	if (before) {
		spin_lock(u->debug);
	} else {
		reg_debug_report(u);
		spin_unlock(u->debug);
	}
}

void reg_write(struct uncore *u, int *reg, int val)
{
	reg_debug(u, 1); /* expect-note: '&u->debug->rlock' acquired here, as 'u->params->mmio_debug' said then */
	*reg = val;
	reg_debug(u, 0); /* expect-warning: context imbalance in 'reg_write' - '&u->debug->rlock' released as 'u->params->mmio_debug' says, read again since the acquire: if it changes in between, the lock stays held or is released unheld [-Wcontext] */
}

/* 6.12: the first read's answer is kept */
static int reg_debug_header(struct uncore *u)
{
	if (likely(!u->params->mmio_debug) || !u->debug)
		return 0;
	spin_lock(u->debug);
	return 1;
}

static void reg_debug_footer(struct uncore *u)
{
	reg_debug_report(u);
	spin_unlock(u->debug);
}

void reg_write_kept(struct uncore *u, int *reg, int val)
{
	int debug = reg_debug_header(u);

	*reg = val;
	if (debug)
		reg_debug_footer(u);
}

/* snd_pcm_stream_lock()/unlock(): a flag the unit never writes */
static void stream_lock(struct uncore *u)
{
	if (u->nonatomic)
		mutex_lock(&u->m);
	else
		spin_lock(&u->lock);
}

static void stream_unlock(struct uncore *u)
{
	if (u->nonatomic)
		mutex_unlock(&u->m);
	else
		spin_unlock(&u->lock);
}

void stream_write(struct uncore *u, int *reg, int val)
{
	stream_lock(u);
	*reg = val;
	stream_unlock(u);
}

/* what a call returned: the flag cannot be named, the locks are guesses */
struct uncore *uncore_of(int id);

void reg_write_unnamed(int id, int *reg, int val)
{
	reg_debug(uncore_of(id), 1);
	*reg = val;
	reg_debug(uncore_of(id), 0);
}
