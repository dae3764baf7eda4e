# A call of a function with lock contexts shows them in --dump-ast with
# their lock expressions in the caller's terms (flow/key.h): the call's
# arguments in place of the callee's parameters, "(*p).m" written "p->m",
# "&*p" as "p", casts between pointers dropped, an unbound name kept.
cat >"$TMP/a.c" <<'SRC'
#define __acquires(x)	__attribute__((context(x, 0, 1)))
#define __releases(x)	__attribute__((context(x, 1, 0)))
struct spinlock { int v; };
struct rq { struct spinlock lock; struct rq *next; };
extern struct spinlock big_lock;
void lock(struct spinlock *l) __acquires(l);
void rq_lock(int cpu, struct rq *rq) __acquires(&rq->lock) __acquires(big_lock);
void rq_unlock(struct rq *rq) __releases((*rq).lock);
void rcu(void) __acquires(RCU) __attribute__((context(1, 1)));
void f(struct rq *q, struct rq **qq)
{
	lock(&q->lock);
	rq_lock(0, q->next);
	rq_unlock(*qq);
	rq_unlock((struct rq *)(void *)&(*q));
	rcu();
}
SRC
. ./inc/expect-ast.sh
expect_ast <<'EXPECT'
CALL <12:6> 'void' callee lock <6:6> context(&q->lock, 0, 1)
CALL <13:9> 'void' callee rq_lock <7:6> context(&q->next->lock, 0, 1) context(big_lock, 0, 1)
CALL <14:11> 'void' callee rq_unlock <8:6> context((*qq)->lock, 1, 0)
CALL <15:11> 'void' callee rq_unlock <8:6> context(q->lock, 1, 0)
CALL <16:5> 'void' callee rcu <9:6> context(RCU, 0, 1) context(1, 1)
EXPECT
