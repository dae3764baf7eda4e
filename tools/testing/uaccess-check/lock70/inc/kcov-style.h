/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Declarations in the style of the subsystems that opted in to 7.0's
 * context analysis (kcov, kfence, sched), over the fixture's headers:
 * for the capability-rule tests of lock70/.
 */
#include <linux/spinlock.h>
#include <linux/mutex.h>
#include <linux/rwsem.h>
#include <linux/rcupdate.h>

struct kcov {
	spinlock_t lock;
	unsigned int mode __guarded_by(&lock);
	unsigned long *area __pt_guarded_by(&lock);
	int refcount;
};

struct pool {
	struct mutex mutex;
	struct rw_semaphore sem;
	int nr __guarded_by(&sem);
};

void kcov_get(struct kcov *k) __must_hold(&k->lock);
bool kcov_try(struct kcov *k) __cond_acquires(true, &k->lock);
void kcov_start(struct kcov *k) __must_not_hold(&k->lock);
void kcov_lock(struct kcov *k) __acquires(&k->lock);
void kcov_unlock(struct kcov *k) __releases(&k->lock);
void pool_read_lock(struct pool *p) __acquires_shared(&p->sem);
void pool_read_unlock(struct pool *p) __releases_shared(&p->sem);
