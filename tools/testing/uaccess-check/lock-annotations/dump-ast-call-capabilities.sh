# --dump-ast prints a callee's lock contexts at each call in the caller's
# terms; those of Clang's capability attributes carry what they add to
# sparse's counts (shared, cond=, excluded, assumed), as --dump-types
# prints them on the declaration.  Pattern: 7.0's down_read_trylock(),
# mutex_lock_interruptible(), __must_not_hold and lockdep's assumption.
cat >"$TMP/a.c" <<'SRC'
struct rw_semaphore { int count; };
struct mutex { int owner; };
struct dev { struct rw_semaphore sem; struct mutex m; };
int down_read_trylock(struct rw_semaphore *sem)
	__attribute__((__try_acquire_shared_capability__(1, sem)));
int mutex_lock_interruptible(struct mutex *m) __attribute__((try_acquire_capability(0, m)));
void may_sleep(struct dev *d) __attribute__((locks_excluded(&d->m)));
void assume_held(const void *l) __attribute__((assert_capability(l)));
void f(struct dev *d)
{
	down_read_trylock(&d->sem);
	mutex_lock_interruptible(&d->m);
	may_sleep(d);
	assume_held(&d->m);
}
SRC
. ../parser/inc/expect-ast.sh
expect_ast <<'EXPECT'
CALL <11:19> 'int' callee down_read_trylock <4:5> context(&d->sem, 0, 1, shared, cond=nonzero)
CALL <12:26> 'int' callee mutex_lock_interruptible <6:5> context(&d->m, 0, 1, cond=zero)
CALL <13:11> 'void' callee may_sleep <7:6> context(&d->m, 0, 0, excluded)
CALL <14:13> 'void' callee assume_held <8:6> context(&d->m, 0, 1, assumed)
EXPECT
