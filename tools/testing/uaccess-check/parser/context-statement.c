/*
 * The __context__ statement behind __acquire/__release/__cond_lock, as
 * <linux/compiler_types.h> defines them under __CHECKER__: as a
 * statement, inside a statement expression, with any lock expression.
 * gcc does not know __context__ (the kernel gives it empty macros), so
 * gcc checks the #else branch only.
 */
#ifdef __CHECKER__
# define __acquire(x)	__context__(x, 1)
# define __release(x)	__context__(x, -1)
# define __cond_lock(x, c)	((c) ? ({ __acquire(x); 1; }) : 0)
#else
# define __acquire(x)	(void)0
# define __release(x)	(void)0
# define __cond_lock(x, c)	(c)
#endif

struct spinlock { int v; };
struct dev { struct spinlock lock; struct spinlock *locks[2]; };

int _trylock(struct spinlock *l);
#define trylock(l)	__cond_lock(l, _trylock(l))

int f(struct dev *d)
{
	__acquire(&d->lock);
	__release(&d->lock);
	__acquire(d->locks[1]);
	__release(d->locks[1]);
	if (trylock(&d->lock)) {
		__release(&d->lock);
		return 1;
	}
#ifdef __CHECKER__
	__context__(d, 1);
	__context__(d, -1);
	__context__(1);
	__context__(-1);
#endif
	return 0;
}
/* args: -Wno-decl */
