/*
 * Capability attributes the lock checks cannot use are ignored with a
 * -Wattributes warning that says why, never a crash: a try_acquire whose
 * success value is not an integer constant (Clang takes only bool or int
 * constants), an acquire that names no lock (Clang's "without capability
 * arguments" for a function that is not a method), guarded_by with other
 * than one lock, guarded_by on a function or an automatic variable (Clang
 * warns that it applies to fields and global variables).  Each attribute
 * and __has_attribute() are known in both spellings: no
 * -Wunknown-attribute.
 */
/* args: -Wunknown-attribute -Wno-decl -Wno-guarded-by */
#if !__has_attribute(acquire_capability) || !__has_attribute(__try_acquire_shared_capability__) || \
    !__has_attribute(guarded_by) || !__has_attribute(__pt_guarded_by__) || \
    !__has_attribute(no_thread_safety_analysis) || !__has_attribute(__locks_excluded__) || \
    !__has_attribute(capability) || !__has_attribute(__reentrant_capability__) || \
    !__has_attribute(lock_returned) || !__has_attribute(release_generic_capability)
#error "a capability attribute is not known"
#endif

struct __attribute__((capability("spinlock_t"))) spinlock { int v; };
struct spinlock lock;
int ret;

int try_var(struct spinlock *l) __attribute__((try_acquire_capability(ret, l)));	/* expect-warning: 'try_acquire_capability' attribute ignored: its first argument is not an integer constant */
int try_none(void) __attribute__((__try_acquire_shared_capability__()));	/* expect-warning: '__try_acquire_shared_capability__' attribute ignored: its first argument is not an integer constant */
int try_no_lock(void) __attribute__((try_acquire_capability(1)));		/* expect-warning: 'try_acquire_capability' attribute ignored: it names no lock */
void acquire_nothing(void) __attribute__((acquire_capability));		/* expect-warning: 'acquire_capability' attribute ignored: it names no lock */
void require_nothing(void) __attribute__((__requires_capability__()));		/* expect-warning: '__requires_capability__' attribute ignored: it names no lock */
int two_locks __attribute__((guarded_by(&lock, &lock)));			/* expect-warning: 'guarded_by' attribute ignored: it takes one lock */
int *no_lock __attribute__((__pt_guarded_by__()));				/* expect-warning: '__pt_guarded_by__' attribute ignored: it takes one lock */
void guarded_fn(void) __attribute__((guarded_by(&lock)));			/* expect-warning: 'guarded_by' attribute ignored: it applies to members and to objects of static storage */

void fn(void)
{
	int local __attribute__((pt_guarded_by(&lock)));			/* expect-warning: 'pt_guarded_by' attribute ignored: it applies to members and to objects of static storage */
	static int counter __attribute__((guarded_by(&lock)));		/* static storage: kept */
	extern int elsewhere __attribute__((guarded_by(&lock)));	/* so */

	(void)local;
	(void)counter;
	(void)elsewhere;
}

/* what resolves to nothing is no error here: the lock checks say what they cannot use */
void unknown_lock(void) __attribute__((requires_capability(&no_such_lock)));
int guarded_unknown __attribute__((guarded_by(&no_such_lock)));
struct rec { long x __attribute__((guarded_by(&not_a_member))); };
struct spinlock *returns(void) __attribute__((lock_returned(&lock), no_thread_safety_analysis));
