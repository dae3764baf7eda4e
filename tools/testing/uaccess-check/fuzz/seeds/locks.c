/* args: -I$DIR/inc */
#include "locks61.h"
struct dev { spinlock_t lock; struct mutex m; int n; };
int leak(struct dev *d)
{
	spin_lock(&d->lock);
	if (d->n)
		return -1;
	spin_unlock(&d->lock);
	return 0;
}
int ok(struct dev *d)
{
	spin_lock(&d->lock);
	if (d->n) {
		spin_unlock(&d->lock);
		return -1;
	}
	spin_unlock(&d->lock);
	return 0;
}
int gotoout(struct dev *d)
{
	int ret = 0;
	mutex_lock(&d->m);
	if (d->n) {
		ret = -1;
		goto out;
	}
	mutex_unlock(&d->m);
out:
	return ret;
}
void unexpected(struct dev *d) { spin_unlock(&d->lock); }
void twice(struct dev *d) { spin_lock(&d->lock); spin_unlock(&d->lock); spin_unlock(&d->lock); }
void wrong(struct dev *d, struct dev *e) { spin_lock(&d->lock); spin_unlock(&e->lock); }
void dbl(struct dev *d) { mutex_lock(&d->m); mutex_lock(&d->m); mutex_unlock(&d->m); }
struct mutex { int y; };
extern void mutex_lock(struct mutex *m);
extern void mutex_unlock(struct mutex *m);
struct rw { int z; };
extern void down_read(struct rw *s);
extern void up_read(struct rw *s);
struct st {
	int pad;
	struct mutex lock;
	struct rw sem;
	long counter __attribute__((guarded_by(&lock)));
	long snap __attribute__((guarded_by(&sem)));
	int *buf __attribute__((pt_guarded_by(&lock)));
};
struct mutex glock;
int gval __attribute__((guarded_by(&glock)));

void ok(struct st *s)
{
	mutex_lock(&s->lock);
	s->counter++;
	s->buf[0] = 1;
	mutex_unlock(&s->lock);
	down_read(&s->sem);
	(void)s->snap;
	up_read(&s->sem);
	mutex_lock(&glock);
	gval = 2;
	mutex_unlock(&glock);
}

long bad(struct st *s)
{
	long v = s->counter;
	down_read(&s->sem);
	s->snap = 3;
	up_read(&s->sem);
	*s->buf = 2;
	gval++;
	return v + s->buf[1];
}
static void unlock_cl(struct mutex **p) { if (*p) mutex_unlock(*p); }
int guarded_user(struct dev *d, int x)
{
	struct mutex *g __attribute__((cleanup(unlock_cl))) = &d->m;
	mutex_lock(g);
	switch (x) { case 1 ... 3: return 1; case 4: break; default: goto out; }
	while (x--) { if (x == 7) continue; if (x == 9) break; }
out:
	return ({ int r = x ? 2 : 3; r; });
}
