/*
 * The lock functions lock-models.def describes beyond the mutex and rwsem
 * basics: downgrade_write() turns an exclusive hold into a shared one,
 * atomic_dec_and_mutex_lock() locks when it returns true, kref_put_mutex()
 * leaves nothing held (its release callback unlocks), 6.12's page-table
 * walkers return under rcu_read_lock(), folio_lruvec_lock_irq() locks the
 * lruvec it returns, and netdev_run_todo() drops the RTNL for rtnl_unlock().
 */
/* args: -I$DIR/inc -Wno-decl */
#include "locks61.h"

extern void rcu_read_unlock(void) __attribute__((context(RCU, 1, 0)));
extern void downgrade_write(struct rw_semaphore *sem);
extern int atomic_dec_and_mutex_lock(int *cnt, struct mutex *lock);

struct kref {
	int refcount;
};

static inline int kref_put_mutex(struct kref *kref, void (*release)(struct kref *kref),
				 struct mutex *lock)
{
	if (atomic_dec_and_mutex_lock(&kref->refcount, lock)) {
		release(kref);
		return 1;
	}
	return 0;
}

struct dev {
	struct rw_semaphore sem;
	struct mutex mutex;
	struct kref ref;
	int users;
};

void downgrade(struct dev *d)
{
	down_write(&d->sem);
	downgrade_write(&d->sem);
	up_read(&d->sem);
}

void downgrade_wrong(struct dev *d)
{
	down_write(&d->sem);
	downgrade_write(&d->sem); /* expect-note: '&d->sem' acquired here */
	up_write(&d->sem); /* expect-warning: context imbalance in 'downgrade_wrong' - '&d->sem' held shared, released as exclusive [-Wcontext-unlock] */
}

void last_user(struct dev *d)
{
	if (atomic_dec_and_mutex_lock(&d->users, &d->mutex))
		mutex_unlock(&d->mutex);
}

void last_user_leak(struct dev *d)
{
	if (atomic_dec_and_mutex_lock(&d->users, &d->mutex)) /* expect-note: '&d->mutex' acquired here */
		d->users = 1;
} /* expect-warning: context imbalance in 'last_user_leak' - '&d->mutex' still held at return */

static void dev_free(struct kref *ref);

void put(struct dev *d)
{
	kref_put_mutex(&d->ref, dev_free, &d->mutex);
}

typedef int pte_t;
pte_t *__pte_offset_map(void *pmd, unsigned long addr, void *pmdvalp);

static inline void pte_unmap(pte_t *pte)
{
	rcu_read_unlock();
}

int pte_present(void *pmd)
{
	pte_t *pte = __pte_offset_map(pmd, 0, NULL);

	if (!pte)
		return 0;
	pte_unmap(pte);
	return 1;
}

int pte_present_leak(void *pmd)
{
	pte_t *pte = __pte_offset_map(pmd, 0, NULL); /* expect-note: 'RCU' acquired here */

	if (!pte)
		return 0;
	if (*pte)
		return 2; /* expect-warning: context imbalance in 'pte_present_leak' - 'RCU' still held at return */
	pte_unmap(pte);
	return 1;
}

struct lruvec {
	int lists[4];
	spinlock_t lru_lock;
};

struct folio;
struct lruvec *folio_lruvec_lock_irq(struct folio *folio);

static inline void unlock_page_lruvec_irq(struct lruvec *lruvec)
{
	spin_unlock(&lruvec->lru_lock);
}

void lru_move(struct folio *folio)
{
	struct lruvec *lruvec = folio_lruvec_lock_irq(folio);

	unlock_page_lruvec_irq(lruvec);
}

static struct mutex rtnl_mutex;
void netdev_run_todo(void);

void rtnl_lock(void) /* expect-warning: context imbalance in 'rtnl_lock' - returns with '&rtnl_mutex' on every path, and its declaration does not say so (__acquires) [-Wcontext-annotation] */
{
	mutex_lock(&rtnl_mutex); /* expect-note: '&rtnl_mutex' acquired here */
}

void rtnl_unlock(void) /* expect-warning: context imbalance in 'rtnl_unlock' - releases '&rtnl_mutex' on every path, and its declaration does not say so (__releases) [-Wcontext-annotation] */
{
	netdev_run_todo(); /* expect-note: '&rtnl_mutex' released here */
}

static void af_register(void)
{
	rtnl_lock();
	rtnl_unlock();
}

void af_register_all(void)
{
	af_register();
}
