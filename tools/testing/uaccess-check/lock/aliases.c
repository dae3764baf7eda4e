/*
 * One lock under two names: a pointer copied into a local, an out
 * parameter or a macro's temporary ("*ptlp = __ptl"), a statement
 * expression's temporary whose __cond_lock() repeats what the callee's
 * body did (6.1's lock_timer()), a lock reached by a longer way
 * ("&req->ctx->lock" for the "&ctx->lock" held), hand-over-hand locking
 * through a variable given another object, and a caller's lock dropped
 * and taken again.  Each is silent; the leaks beside them are reported.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "locks61.h"

struct timer {
	spinlock_t it_lock;
	int armed;
};

struct timer *timer_find(int id);
static struct timer *__lock_timer(int id, unsigned long *flags);

#define lock_timer(tid, flags)							\
({	struct timer *__timr;							\
	__cond_lock(&__timr->it_lock, __timr = __lock_timer(tid, flags));	\
	__timr;									\
})

static struct timer *__lock_timer(int id, unsigned long *flags)
{
	struct timer *timr = timer_find(id);

	if (timr) {
		spin_lock_irqsave(&timr->it_lock, *flags);
		if (timr->armed)
			return timr;
		spin_unlock_irqrestore(&timr->it_lock, *flags);
	}
	return NULL;
}

int timer_rearm(int id)
{
	unsigned long flags;
	struct timer *timr = lock_timer(id, &flags);

	if (!timr)
		return -1;
	timr->armed++;
	spin_unlock_irqrestore(&timr->it_lock, flags);
	return 0;
}

int timer_rearm_leak(int id)
{
	unsigned long flags;
	struct timer *timr = lock_timer(id, &flags);

	if (!timr)
		return -1;
	if (timr->armed > 1)
		return -2; /* expect-warning: context imbalance in 'timer_rearm_leak' - 'timr' still held at return [-Wcontext] */
	spin_unlock_irqrestore(&timr->it_lock, flags);
	return 0;
}
/* expect-note@55: 'timr' acquired here */

/* 6.1's pte_offset_map_lock(): the lock is stored in the caller's variable, then taken */
typedef struct { spinlock_t lock; } pmd_t;
spinlock_t *pte_lockptr(pmd_t *pmd);
int *pte_offset_map(pmd_t *pmd, unsigned long addr);

#define pte_offset_map_lock(pmd, addr, ptlp)		\
({							\
	spinlock_t *__ptl = pte_lockptr(pmd);		\
	int *__pte = pte_offset_map(pmd, addr);		\
	*(ptlp) = __ptl;				\
	spin_lock(__ptl);				\
	__pte;						\
})

int pte_read(pmd_t *pmd, unsigned long addr)
{
	spinlock_t *ptl;
	int *pte = pte_offset_map_lock(pmd, addr, &ptl);
	int r = *pte;

	spin_unlock(ptl);
	return r;
}

int pte_read_out(pmd_t *pmd, unsigned long addr, spinlock_t **ptlp)
{
	int *pte = pte_offset_map_lock(pmd, addr, ptlp);

	if (*pte) {
		spin_unlock(*ptlp);
		return -1;
	}
	spin_unlock(*ptlp);
	return 0;
}

int pte_read_leak(pmd_t *pmd, unsigned long addr)
{
	spinlock_t *ptl;
	int *pte = pte_offset_map_lock(pmd, addr, &ptl); /* expect-note: '&__ptl->rlock' acquired here */

	if (*pte)
		return 1; /* expect-warning: context imbalance in 'pte_read_leak' - '&__ptl->rlock' still held at return [-Wcontext] */
	spin_unlock(ptl);
	return 0;
}

/* the ring and a request of it: req->ctx is the ring the caller locked */
struct ring {
	int flags;
	struct mutex uring_lock;
};

struct req {
	struct ring *ctx;
};

void submit(struct ring *ctx, struct req *req)
{
	mutex_lock(&ctx->uring_lock);
	mutex_unlock(&req->ctx->uring_lock);
}

/* two objects of one kind are two locks */
void submit_other(struct ring *ctx, struct ring *other)
{
	mutex_lock(&ctx->uring_lock); /* expect-note: '&ctx->uring_lock' is held, acquired here */
	mutex_unlock(&other->uring_lock); /* expect-warning: context imbalance in 'submit_other' - unexpected unlock of '&other->uring_lock' [-Wcontext-unlock] */
} /* expect-warning: context imbalance in 'submit_other' - '&ctx->uring_lock' still held at return [-Wcontext] */
/* expect-note@132: '&ctx->uring_lock' acquired here */

struct node {
	int key;
	spinlock_t lock;
	struct node *next;
};

int pick(void);

/* a copy of the locked pointer on one branch only */
struct node *find(struct node *n)
{
	struct node *ret = NULL;

	spin_lock(&n->lock);
	if (pick())
		ret = n;
	spin_unlock(&n->lock);
	return ret;
}

/* hand over hand: the lock taken as e's is released as locked's */
void walk(struct node *n)
{
	struct node *locked = n, *e;

	spin_lock(&n->lock);
	for (e = n->next; e; e = e->next) {
		spin_lock(&e->lock);
		spin_unlock(&locked->lock);
		locked = e;
	}
	spin_unlock(&locked->lock);
}

/* called with the lock held, dropped for a while and taken again, twice */
static void relock(struct node *n)
{
	spin_unlock(&n->lock);
	pick();
	spin_lock(&n->lock);
	pick();
	spin_unlock(&n->lock);
	pick();
	spin_lock(&n->lock);
}

void relock_caller(struct node *n)
{
	spin_lock(&n->lock);
	relock(n);
	spin_unlock(&n->lock);
}

void unlock_twice(struct node *n)
{
	spin_lock(&n->lock);
	spin_unlock(&n->lock); /* expect-note: '&n->lock.rlock' released here before */
	spin_unlock(&n->lock); /* expect-warning: context imbalance in 'unlock_twice' - '&n->lock.rlock' released twice [-Wcontext-unlock] */
}

/*
 * perf_event_ctx_lock(): a helper locks the object it read with
 * READ_ONCE() and returns it, through an inline wrapper; the caller
 * unlocks it by the name it gave the result.
 */
struct ctx {
	int refs;
	struct mutex mutex;
};

struct event {
	struct ctx *ctx;
};

int ctx_get(struct ctx *ctx);

static struct ctx *ctx_lock_nested(struct event *e, int nesting)
{
	struct ctx *ctx;

again:
	ctx = ({ *(struct ctx * const volatile *)&e->ctx; });
	if (!ctx_get(ctx))
		goto again;
	mutex_lock(&ctx->mutex);
	if (e->ctx != ctx) {
		mutex_unlock(&ctx->mutex);
		goto again;
	}
	return ctx;
}

static inline struct ctx *ctx_lock(struct event *e)
{
	return ctx_lock_nested(e, 0);
}

static void ctx_unlock(struct event *e, struct ctx *ctx)
{
	mutex_unlock(&ctx->mutex);
}

void event_enable(struct event *e)
{
	struct ctx *ctx = ctx_lock(e);

	ctx_unlock(e, ctx);
}

void event_enable_leak(struct event *e)
{
	struct ctx *ctx = ctx_lock(e); /* expect-note: '&ctx->mutex' acquired here */

	if (ctx->refs)
		return; /* expect-warning: context imbalance in 'event_enable_leak' - '&ctx->mutex' still held at return [-Wcontext] */
	ctx_unlock(e, ctx);
}

/* anon_vma_clone(): the locked object kept in a variable that is NULL while nothing is locked */
struct anon_vma {
	struct anon_vma *root;
	struct rw_semaphore rwsem;
};

static inline void unlock_root(struct anon_vma *root)
{
	if (root)
		up_write(&root->rwsem);
}

void clone_one(struct anon_vma *a)
{
	struct anon_vma *root = NULL;

	if (pick()) {
		down_write(&a->rwsem);
		root = a;
	}
	unlock_root(root);
}

void clone_one_leak(struct anon_vma *a)
{
	struct anon_vma *root = NULL;

	down_write(&a->rwsem); /* expect-note: '&a->rwsem' acquired here */
	root = a;
	if (pick())
		return; /* expect-warning: context imbalance in 'clone_one_leak' - '&a->rwsem' still held at return [-Wcontext] */
	unlock_root(root);
}

/* two spinlocks of different members: a spinlock's own rlock does not make them one */
struct waitq {
	int n;
	spinlock_t lock;
};

struct kioctx {
	int n;
	spinlock_t ctx_lock;
};

struct poll_req {
	struct waitq *head;
};

void poll_complete(struct kioctx *ctx, struct poll_req *req) /* expect-warning: context imbalance in 'poll_complete' - releases '&req->head->lock.rlock' on every path, and its declaration does not say so (__releases) [-Wcontext-annotation] */
{
	spin_lock(&ctx->ctx_lock);
	spin_unlock(&req->head->lock); /* expect-note: '&req->head->lock.rlock' released here */
	spin_unlock(&ctx->ctx_lock);
}
