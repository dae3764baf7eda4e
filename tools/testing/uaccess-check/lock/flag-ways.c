/*
 * A helper's ways, told apart by its tests of memory and of what its
 * caller's pointer says, kept apart at its calls: what one way took,
 * the same way releases.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "locks61.h"

#define NOLOCK 0x100

struct q {
	unsigned int flags;
	int state;
	spinlock_t seqlock;
	struct mutex m;
};

int trylock(struct q *q);

/* qdisc_run_begin(): locks (or not) when the flag says, returns what it can't test */
static int run_begin(struct q *q)
{
	if (q->flags & NOLOCK)
		return spin_trylock(&q->seqlock);
	return !q->state++;
}

static void run_end(struct q *q)
{
	if (q->flags & NOLOCK)
		spin_unlock(&q->seqlock);
}

void run_one(struct q *q);

void run(struct q *q)
{
	if (run_begin(q)) {
		run_one(q);
		run_end(q);
	}
}

/* wq_manager_inactive(): returns true with the lock, false without */
static int inactive(struct q *q)
{
	spin_lock(&q->seqlock);
	if (q->flags & NOLOCK) {
		spin_unlock(&q->seqlock);
		return 0;
	}
	return 1;
}

void wait_inactive(struct q *q)
{
	for (;;) {
		if (inactive(q))
			break;
		run_one(q);
	}
	q->flags |= NOLOCK;
	spin_unlock(&q->seqlock);
}

/* io_tw_lock(): locks unless *locked says the caller does, and says it does now */
static void tw_lock(struct q *q, int *locked)
{
	if (!*locked) {
		mutex_lock(&q->m);
		*locked = 1;
	}
}

void queue_locked(struct q *q) __attribute__((context(&q->m, 1, 1)));

/* as *locked says: nothing an annotation can say, nothing wrong */
void task_submit(struct q *q, int *locked)
{
	tw_lock(q, locked);
	queue_locked(q);
}

int terminating(struct q *q);
void complete_failed(struct q *q);

/* io_req_task_submit(): the test known on both ways of a later branch */
void task_submit_or_fail(struct q *q, int *locked)
{
	struct q *ctx = q;

	tw_lock(ctx, locked);
	if (!terminating(ctx))
		queue_locked(q);
	else
		complete_failed(q);
}

void task_submit_unlocked(struct q *q, int *locked)
{
	queue_locked(q); /* expect-warning: context imbalance in 'task_submit_unlocked' - 'queue_locked' called without '&q->m' held [-Wcontext-must-hold] */
	tw_lock(q, locked);
}
