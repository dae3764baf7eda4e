# noreturn (the attribute or _Noreturn) and sparse's lock contexts,
# context(expr, in, out) as the kernel's __acquires(), __releases() and
# __must_hold() spell it under __CHECKER__, are kept on the function they
# declare (--dump-types shows them after its type), for the checks that
# follow calls.  Each declaration's contexts are kept in source order; a
# redeclaration without any keeps the earlier ones, noreturn once given
# stays.  Counts that do not fold are not kept, and nothing is reported.
# Pattern: include/linux/compiler_types.h (6.12, __CHECKER__), with
# kernel/sched/core.c's task_rq_lock() and kernel/exit.c's do_exit().
cat >"$TMP/a.c" <<'SRC'
#define __acquires(x)	__attribute__((context(x, 0, 1)))
#define __releases(x)	__attribute__((context(x, 1, 0)))
#define __must_hold(x)	__attribute__((context(x, 1, 1)))
#define __noreturn	__attribute__((__noreturn__))
struct spinlock { int v; };
struct rq { struct spinlock lock; int cpu; };
extern struct spinlock big_lock;
extern int n;
void spin_lock(struct spinlock *l) __acquires(l);
struct rq *task_rq_lock(int cpu) __acquires(rq->lock);
void rq_unlock(struct rq *rq) __releases(&rq->lock);
void helper(struct rq *rq) __must_hold(&rq->lock) __must_hold(big_lock);
void swap_locks(struct spinlock *a, struct spinlock *b) __releases(a) __acquires(b);
void deref(struct rq **rqp) __acquires((*rqp)->lock);
void rcu_read_lock(void) __attribute__((context(0, 1)));
void not_counts(void) __attribute__((context(big_lock, n, 1)));
void __noreturn panic(const char *fmt, ...);
_Noreturn void do_exit(long code);
__noreturn void bug(void) __acquires(big_lock);
void plain(void);
void later(void);
void later(void) __noreturn __acquires(big_lock);
void later(void);
void body(struct rq *rq) __releases(rq->lock)
{
	rq->cpu = 0;
}
SRC
. ../decl/inc/expect-dump.sh
expect_dump <<'EXPECT'
spin_lock: void (struct spinlock *) context(l, 0, 1)
task_rq_lock: struct rq *(int) context(rq->lock, 0, 1)
rq_unlock: void (struct rq *) context(&rq->lock, 1, 0)
helper: void (struct rq *) context(&rq->lock, 1, 1) context(big_lock, 1, 1)
swap_locks: void (struct spinlock *, struct spinlock *) context(a, 1, 0) context(b, 0, 1)
deref: void (struct rq **) context((*rqp)->lock, 0, 1)
rcu_read_lock: void (void) context(0, 1)
not_counts: void (void)
panic: void (const char *, ...) noreturn
do_exit: void (long) noreturn
bug: void (void) noreturn context(big_lock, 0, 1)
plain: void (void)
later: void (void)
later: void (void) noreturn context(big_lock, 0, 1)
body: void (struct rq *) context(rq->lock, 1, 0)
EXPECT
[ "$(grep -c '^later: void (void) noreturn context(big_lock, 0, 1)$' "$TMP/out")" = 2 ] ||
	{ echo "the redeclaration without attributes lost them:"; cat "$TMP/out"; exit 1; }
