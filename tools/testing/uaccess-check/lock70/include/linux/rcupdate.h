/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Test fixture: RCU read-side critical sections in the shape of Linux
 * 7.0's rcupdate.h: RCU is a token context lock (no object, a name),
 * held shared by readers and reentrant; rcu_read_lock() says so with
 * __acquires_shared(RCU) around the real entry function, and the rcu
 * guard class carries the same attributes.
 */
#ifndef __LINUX_RCUPDATE_H
#define __LINUX_RCUPDATE_H

#include <linux/types.h>
#include <linux/cleanup.h>

token_context_lock(RCU, __reentrant_ctx_lock);
token_context_lock_instance(RCU, RCU_SCHED);
token_context_lock_instance(RCU, RCU_BH);

extern void __rcu_read_lock(void);
extern void __rcu_read_unlock(void);
extern void local_bh_disable(void);
extern void local_bh_enable(void);
extern void synchronize_rcu(void);

static __always_inline void rcu_read_lock(void) __acquires_shared(RCU)
{
	__rcu_read_lock();
	__acquire_shared(RCU);
}

static __always_inline void rcu_read_unlock(void) __releases_shared(RCU)
{
	__release_shared(RCU);
	__rcu_read_unlock();
}

static __always_inline void rcu_read_lock_bh(void) __acquires_shared(RCU) __acquires_shared(RCU_BH)
{
	local_bh_disable();
	__acquire_shared(RCU);
	__acquire_shared(RCU_BH);
}

static __always_inline void rcu_read_unlock_bh(void) __releases_shared(RCU) __releases_shared(RCU_BH)
{
	__release_shared(RCU_BH);
	__release_shared(RCU);
	local_bh_enable();
}

/* lockdep's answer; the caller may go on as a reader */
extern int rcu_read_lock_held(void);
static __always_inline void rcu_lockdep_assert_held(void) __assumes_shared_ctx_lock(RCU)
{
}

#define rcu_dereference(p)		(*(volatile typeof(p) *)&(p))
#define rcu_assign_pointer(p, v)	((p) = (v))

DEFINE_LOCK_GUARD_0(rcu, rcu_read_lock(), rcu_read_unlock())
DECLARE_LOCK_GUARD_0_ATTRS(rcu, __acquires_shared(RCU), __releases_shared(RCU))

#endif /* __LINUX_RCUPDATE_H */
