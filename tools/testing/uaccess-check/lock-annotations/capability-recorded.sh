# Clang's capability attributes, as Linux 7.0's compiler-context-analysis.h
# writes them under its own macros, are kept on the function they declare
# as sparse's context(lock, in, out) is (--dump-types shows them): one per
# lock named, with what Clang adds to sparse's counts (a shared hold, an
# acquire that holds only on a zero or nonzero return, a lock that must
# not be held, a hold the caller may assume).  Both spellings, plain and
# __x__; the lock expression resolved against the parameters.  Pattern:
# include/linux/spinlock.h, mutex.h and rcupdate.h of 7.0.
cat >"$TMP/a.c" <<'SRC'
struct __attribute__((capability("spinlock_t"))) spinlock { int v; };
struct __attribute__((__capability__("rwlock_t"), __reentrant_capability__)) rwlock { int v; };
struct mutex { int v; } __attribute__((capability("mutex")));
enum { false, true };
struct __ctx_lock_RCU { int dummy; };
extern const struct __ctx_lock_RCU *RCU;
struct dev { struct spinlock lock; struct mutex m; };
void spin_lock(struct spinlock *l) __attribute__((acquire_capability(l)));
void read_lock(struct rwlock *l) __attribute__((acquire_shared_capability(l)));
void rcu_read_lock(void) __attribute__((__acquire_shared_capability__(RCU)));
void spin_unlock(struct spinlock *l) __attribute__((__release_capability__(l)));
void read_unlock(struct rwlock *l) __attribute__((release_shared_capability(l)));
void generic_unlock(struct rwlock *l) __attribute__((release_generic_capability(l)));
int spin_trylock(struct spinlock *l) __attribute__((try_acquire_capability(1, l)));
int read_trylock(struct rwlock *l) __attribute__((__try_acquire_shared_capability__(1, l)));
int mutex_lock_interruptible(struct mutex *m) __attribute__((try_acquire_capability(0, m)));
void *lock_or_null(struct dev *d) __attribute__((try_acquire_capability(true, &d->lock)));
void both(struct dev *d) __attribute__((requires_capability(&d->lock, &d->m)));
void reader(struct rwlock *l) __attribute__((__requires_shared_capability__(l)));
void may_sleep(struct dev *d) __attribute__((locks_excluded(&d->lock)));
void lockdep_held(struct dev *d) __attribute__((assert_capability(&d->lock)));
void rcu_held(void) __attribute__((assert_shared_capability(RCU)));
void unsafe(struct dev *d) __attribute__((no_thread_safety_analysis));
struct spinlock *dev_lock(struct dev *d) __attribute__((lock_returned(&d->lock)));
void swap(struct spinlock *a, struct spinlock *b)
	__attribute__((release_capability(a))) __attribute__((__acquire_capability__(b)));
int body(struct dev *d) __attribute__((__no_thread_safety_analysis__, requires_capability(&d->lock)))
{
	return d->lock.v;
}
void later(struct dev *d);
void later(struct dev *d) __attribute__((locks_excluded(&d->m)));
SRC
. ../decl/inc/expect-dump.sh
expect_dump -Wunknown-attribute <<'EXPECT'
spin_lock: void (struct spinlock *) context(l, 0, 1)
read_lock: void (struct rwlock *) context(l, 0, 1, shared)
rcu_read_lock: void (void) context(RCU, 0, 1, shared)
spin_unlock: void (struct spinlock *) context(l, 1, 0)
read_unlock: void (struct rwlock *) context(l, 1, 0, shared)
generic_unlock: void (struct rwlock *) context(l, 1, 0)
spin_trylock: int (struct spinlock *) context(l, 0, 1, cond=nonzero)
read_trylock: int (struct rwlock *) context(l, 0, 1, shared, cond=nonzero)
mutex_lock_interruptible: int (struct mutex *) context(m, 0, 1, cond=zero)
lock_or_null: void *(struct dev *) context(&d->lock, 0, 1, cond=nonzero)
both: void (struct dev *) context(&d->lock, 1, 1) context(&d->m, 1, 1)
reader: void (struct rwlock *) context(l, 1, 1, shared)
may_sleep: void (struct dev *) context(&d->lock, 0, 0, excluded)
lockdep_held: void (struct dev *) context(&d->lock, 0, 1, assumed)
rcu_held: void (void) context(RCU, 0, 1, shared, assumed)
unsafe: void (struct dev *) no_context_analysis
dev_lock: struct spinlock *(struct dev *)
swap: void (struct spinlock *, struct spinlock *) context(a, 1, 0) context(b, 0, 1)
body: int (struct dev *) no_context_analysis context(&d->lock, 1, 1)
later: void (struct dev *)
later: void (struct dev *) context(&d->m, 0, 0, excluded)
EXPECT
