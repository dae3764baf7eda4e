/*
 * -Wguarded-by: a __guarded_by(&lock) member or global read without the
 * lock held (shared or exclusive), or written without it held
 * exclusively; __pt_guarded_by data through the pointer.  Accesses under
 * the lock, a shared hold for reads, lockdep_assert_held() and
 * context_unsafe() are silent.
 */
/* args: -I$DIR/include -I$DIR/inc -include $DIR/include/linux/compiler_types.h -Wno-decl */
#include "kcov-style.h"

static DEFINE_SPINLOCK(stats_lock);
static long stats __guarded_by(&stats_lock);

unsigned int read_unlocked(struct kcov *k)
{
	return k->mode; /* expect-warning: [-Wguarded-by] */
}

void write_unlocked(struct kcov *k)
{
	k->mode = 1; /* expect-warning: [-Wguarded-by] */
}

void pt_write_unlocked(struct kcov *k)
{
	k->area[0] = 1; /* expect-warning: [-Wguarded-by] */
}

void pointer_itself_unguarded(struct kcov *k, unsigned long *a)
{
	k->area = a;	/* the pointer itself is not guarded, only what it points to (as Clang) */
}

void global_unlocked(void)
{
	stats++; /* expect-warning: [-Wguarded-by] */
}

int write_shared(struct pool *p)
{
	int n;

	down_read(&p->sem);
	n = p->nr;
	p->nr = n + 1; /* expect-warning: [-Wguarded-by] */
	up_read(&p->sem);
	return n;
}

unsigned int locked(struct kcov *k, struct pool *p)
{
	unsigned int m;

	spin_lock(&k->lock);
	k->mode = 2;
	k->area[0] = 3;
	m = k->mode;
	spin_unlock(&k->lock);
	scoped_guard (spinlock, &stats_lock)
		stats++;
	down_read(&p->sem);
	m += p->nr;
	up_read(&p->sem);
	down_write(&p->sem);
	p->nr++;
	up_write(&p->sem);
	return m;
}

void asserted(struct kcov *k)
{
	lockdep_assert_held(&k->lock);
	k->mode = 4;
}

unsigned int escaped(struct kcov *k)
{
	return context_unsafe(k->mode);
}
