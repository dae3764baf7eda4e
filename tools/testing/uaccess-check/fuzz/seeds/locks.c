/* Locks for the CFG and the lock-context checks: annotations, trylock, guards, flow. */
typedef struct spinlock { int x; } spinlock_t;
struct mutex { int y; };
extern void _raw_spin_lock(spinlock_t *l) __attribute__((context(l,0,1)));
extern void _raw_spin_unlock(spinlock_t *l) __attribute__((context(l,1,0)));
extern int _raw_spin_trylock(spinlock_t *l);
#define __cond_lock(x,c) ((c) ? ({ __context__(x,1); 1; }) : 0)
static inline void spin_lock(spinlock_t *l) { _raw_spin_lock(l); }
static inline void spin_unlock(spinlock_t *l) { _raw_spin_unlock(l); }
static inline int spin_trylock(spinlock_t *l) { return __cond_lock(l, _raw_spin_trylock(l)); }
extern void mutex_lock(struct mutex *m);
extern void mutex_unlock(struct mutex *m);
extern int mutex_lock_interruptible(struct mutex *m);
extern void must(spinlock_t *l) __attribute__((context(l,1,1)));
struct dev { spinlock_t lock; struct mutex m; int v; long c __attribute__((guarded_by(&lock))); };

int leak(struct dev *d)
{
	spin_lock(&d->lock);
	if (d->v)
		return -1;
	must(&d->lock);
	d->c++;
	spin_unlock(&d->lock);
	return 0;
}

int flows(struct dev *d, int f)
{
	int ret;

	if (!spin_trylock(&d->lock))
		return -1;
	spin_unlock(&d->lock);
	ret = mutex_lock_interruptible(&d->m);
	if (ret < 0)
		return ret;
	if (f)
		spin_lock(&d->lock);
	switch (f) { case 1 ... 3: d->v = 1; case 4: break; default: goto out; }
	while (f--) { if (f == 7) continue; if (f == 9) break; }
out:
	if (f)
		spin_unlock(&d->lock);
	mutex_unlock(&d->m);
	return ({ int r = f ? 2 : 3; r; });
}

static void unlock_cl(struct mutex **p) { if (*p) mutex_unlock(*p); }
static inline struct mutex *lock_ctor(struct mutex *m) { mutex_lock(m); return m; }
int guarded_user(struct dev *d, int x)
{
	struct mutex *g __attribute__((cleanup(unlock_cl))) = lock_ctor(&d->m);

	if (x > 3)
		return 1;
	for (int i = 0; i < x; i++)
		if (i == 2)
			break;
	spin_unlock(&d->lock);
	return 0;
}

struct dbg { int on; spinlock_t *l; };
static void dbg_step(struct dbg *g, int before)
{
	if (__builtin_expect(!!(!g->on), 1) || !g->l)
		return;
	if (before && g->on > 1)
		spin_lock(g->l);
	else if (!before)
		g->on--, spin_unlock(g->l);
}
void dbg_access(struct dbg *g, int *r)
{
	dbg_step(g, 1);
	*r = (g->on && !g->l) || (!g->on && g->l);
	dbg_step(g, 0);
}
