/*
 * The 7.0-style lock fixture (include/linux/: compiler-context-analysis.h
 * as install-in-tree leaves it, and spinlock.h, mutex.h, rwsem.h,
 * rcupdate.h, cleanup.h that use it as 7.0's lock headers do) read by the
 * checker: every API used once, in the ways subsystems that opted in to
 * context analysis write them, with no diagnostic.  The lock checks' own
 * tests build on these headers.
 */
/* args: -I$DIR/include -include $DIR/include/linux/compiler_types.h -Wunknown-attribute */
#include <linux/spinlock.h>
#include <linux/mutex.h>
#include <linux/rwsem.h>
#include <linux/rcupdate.h>

struct counter {
	spinlock_t lock;
	long value __guarded_by(&lock);
	long *hist __pt_guarded_by(&lock);
};

struct table {
	struct mutex mutex;
	struct rw_semaphore sem;
	rwlock_t rw;
	int nr __guarded_by(&mutex);
	int gen __guarded_by(&sem);
	int seq __guarded_by(&rw);
	atomic_t refs;
};

static DEFINE_SPINLOCK(global_lock);
static int global_count __guarded_by(&global_lock);
static DEFINE_MUTEX(global_mutex);
static DECLARE_RWSEM(global_sem);
static DEFINE_RWLOCK(global_rw);
static struct table *current_table;

static void counter_add(struct counter *c, long n)
{
	spin_lock(&c->lock);
	c->value += n;
	spin_unlock(&c->lock);
}

static void counter_add_bh(struct counter *c)
{
	spin_lock_bh(&c->lock);
	c->value++;
	spin_unlock_bh(&c->lock);
}

static void counter_add_irq(struct counter *c)
{
	spin_lock_irq(&c->lock);
	c->value++;
	spin_unlock_irq(&c->lock);
}

static void counter_add_irqsave(struct counter *c)
{
	unsigned long flags;

	spin_lock_irqsave(&c->lock, flags);
	c->value++;
	spin_unlock_irqrestore(&c->lock, flags);
}

static bool counter_try(struct counter *c)
{
	if (!spin_trylock(&c->lock))
		return false;
	c->value++;
	spin_unlock(&c->lock);
	return true;
}

static void counter_locked(struct counter *c) __must_hold(&c->lock)
{
	c->value = 0;
}

static void counter_reset(struct counter *c)
{
	lockdep_assert_held(&c->lock);
	counter_locked(c);
}

static void counter_guard(struct counter *c)
{
	guard(spinlock)(&c->lock);
	c->value++;
}

static long counter_scoped(struct counter *c)
{
	scoped_guard (spinlock_irqsave, &c->lock)
		return c->value;
	return -1;
}

static void counter_scoped_irq(struct counter *c)
{
	scoped_guard (spinlock_irq, &c->lock) {
		c->value--;
	}
	scoped_guard (spinlock_bh, &c->lock)
		c->value--;
	scoped_guard (spinlock_try, &c->lock)
		c->value--;
}

static int table_count(struct table *t)
{
	int ret;

	ret = mutex_lock_interruptible(&t->mutex);
	if (ret)
		return ret;
	ret = t->nr;
	mutex_unlock(&t->mutex);
	return ret;
}

static int table_killable(struct table *t)
{
	if (mutex_lock_killable(&t->mutex))
		return -EINTR;
	t->nr++;
	mutex_unlock(&t->mutex);
	return 0;
}

static void table_plain(struct table *t)
{
	mutex_lock(&t->mutex);
	t->nr = 0;
	mutex_unlock(&t->mutex);
	if (mutex_trylock(&t->mutex)) {
		t->nr = 1;
		mutex_unlock(&t->mutex);
	}
}

static int table_guards(struct table *t)
{
	scoped_guard (mutex_try, &t->mutex)
		t->nr++;
	scoped_cond_guard (mutex_intr, return -EINTR, &t->mutex)
		t->nr++;
	{
		ACQUIRE(mutex_intr, lock)(&t->mutex);
		int err = ACQUIRE_ERR(mutex_intr, &lock);

		if (err)
			return err;
		t->nr++;
	}
	guard(mutex)(&t->mutex);
	return t->nr;
}

static int table_gen(struct table *t)
{
	int gen;

	down_read(&t->sem);
	gen = t->gen;
	up_read(&t->sem);
	if (down_read_trylock(&t->sem)) {
		gen += t->gen;
		up_read(&t->sem);
	}
	if (down_read_interruptible(&t->sem))
		return -EINTR;
	gen += t->gen;
	up_read(&t->sem);
	if (down_read_killable(&t->sem))
		return -EINTR;
	up_read(&t->sem);
	return gen;
}

static int table_bump(struct table *t)
{
	down_write(&t->sem);
	t->gen++;
	downgrade_write(&t->sem);
	up_read(&t->sem);
	if (down_write_trylock(&t->sem)) {
		t->gen++;
		up_write(&t->sem);
	}
	if (down_write_killable(&t->sem))
		return -EINTR;
	rwsem_assert_held_write(&t->sem);
	up_write(&t->sem);
	scoped_guard (rwsem_read, &t->sem)
		(void)t->gen;
	scoped_guard (rwsem_read_try, &t->sem)
		(void)t->gen;
	scoped_guard (rwsem_write_try, &t->sem)
		t->gen++;
	guard(rwsem_write)(&t->sem);
	t->gen++;
	return 0;
}

static int table_seq(struct table *t)
{
	unsigned long flags;
	int seq;

	read_lock(&t->rw);
	seq = t->seq;
	read_unlock(&t->rw);
	write_lock_irqsave(&t->rw, flags);
	t->seq++;
	write_unlock_irqrestore(&t->rw, flags);
	read_lock_irqsave(&t->rw, flags);
	seq += t->seq;
	read_unlock_irqrestore(&t->rw, flags);
	if (write_trylock(&t->rw)) {
		t->seq++;
		write_unlock(&t->rw);
	}
	if (read_trylock(&t->rw)) {
		seq += t->seq;
		read_unlock(&t->rw);
	}
	scoped_guard (read_lock, &t->rw)
		seq += t->seq;
	guard(write_lock)(&t->rw);
	return seq + t->seq;
}

static struct table *table_get(void)
{
	struct table *t;

	rcu_read_lock();
	t = rcu_dereference(current_table);
	rcu_read_unlock();
	if (!t)
		return NULL;
	rcu_read_lock_bh();
	t = rcu_dereference(current_table);
	rcu_read_unlock_bh();
	scoped_guard (rcu)
		t = rcu_dereference(current_table);
	if (!t)
		return NULL;
	guard(rcu)();
	return rcu_dereference(current_table);
}

static void table_put(struct table *t)
{
	if (atomic_dec_and_lock(&t->refs, &global_lock)) {
		global_count--;
		spin_unlock(&global_lock);
	}
	if (atomic_dec_and_mutex_lock(&t->refs, &global_mutex))
		mutex_unlock(&global_mutex);
}

static void globals(void)
{
	mutex_lock(&global_mutex);
	mutex_unlock(&global_mutex);
	down_read(&global_sem);
	up_read(&global_sem);
	write_lock(&global_rw);
	write_unlock(&global_rw);
	scoped_guard (spinlock, &global_lock)
		global_count++;
	context_unsafe(global_count++);
}

static void not_checked(struct counter *c) __context_unsafe(the caller holds c->lock)
{
	c->value++;
}

static void raw(raw_spinlock_t *l)
{
	raw_spin_lock(l);
	raw_spin_unlock(l);
	guard(raw_spinlock)(l);
}

void use_all(struct counter *c, struct table *t);
void use_all(struct counter *c, struct table *t)
{
	raw_spinlock_t rl;

	raw_spin_lock_init(&rl);
	spin_lock_init(&c->lock);
	mutex_init(&t->mutex);
	init_rwsem(&t->sem);
	counter_add(c, 1);
	counter_add_bh(c);
	counter_add_irq(c);
	counter_add_irqsave(c);
	counter_try(c);
	spin_lock(&c->lock);
	counter_reset(c);
	spin_unlock(&c->lock);
	counter_guard(c);
	counter_scoped(c);
	counter_scoped_irq(c);
	table_count(t);
	table_killable(t);
	table_plain(t);
	table_guards(t);
	table_gen(t);
	table_bump(t);
	table_seq(t);
	table_put(table_get());
	globals();
	not_checked(c);
	raw(&rl);
	synchronize_rcu();
}
