/*
 * The checker's lock-context annotations, as <linux/compiler_types.h>
 * spells them under __CHECKER__: context(expr, in, out) on function
 * declarations and definitions, with any expression as the lock.  gcc
 * ignores the unknown attribute with a -Wattributes warning; the checker
 * knows it and stays silent.
 */
struct spinlock { int x; };
struct device { struct spinlock lock; struct spinlock *plock; };
extern struct spinlock global_lock;

void lock_global(void) __attribute__((context(global_lock, 0, 1)));
void unlock_global(void) __attribute__((context(global_lock, 1, 0)));
/*
 * The kernel's __acquires(&d->lock) after a prototype names a parameter:
 * sparse and the checker accept it, gcc rejects it ("'d' undeclared
 * here") but never sees it (the macros are empty without __CHECKER__).
 */
#ifdef __CHECKER__
void lock_dev(struct device *d) __attribute__((context(&d->lock, 0, 1)));
void lock_ptr(struct device *d) __attribute__((__context__(d->plock, 0, 1)));
#else
void lock_dev(struct device *d);
void lock_ptr(struct device *d);
#endif
int trylock(void) __attribute__((context(global_lock, 0, 1), warn_unused_result));
void any_lock(void) __attribute__((context(0, 1, 1)));
static void __attribute__((context(global_lock, 1, 1))) must_hold(void) { }

void user(struct device *d)
{
	lock_global();
	must_hold();
	unlock_global();
	lock_dev(d);
	lock_ptr(d);
}
/* args: -Wno-decl -Wno-context */
