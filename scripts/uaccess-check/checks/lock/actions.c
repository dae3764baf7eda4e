// SPDX-License-Identifier: GPL-2.0
/*
 * What a path does to a lock: acquire, release, require; and the
 * reports of a lock taken twice, released unheld or the other way.
 */
#include "lock.h"

/* KEY's count on P is a guess from now on (struct hold's guess); false if it was already. */
bool mark_guess(struct lctx *c, struct path *p, const struct key *key, const struct key *show)
{
	struct hold *h = hold_find(p, key);

	if (h && h->guess)
		return false;
	if (!h)
		h = hold_add(c, p, key, show);
	h->guess = true;
	return true;
}

/*
 * A lock taken through a pointer ("&x->lock", or x itself when the lock
 * is its first member) tells the pointer is not NULL: "if (root)
 * unlock(root)" after "lock(&a->lock); root = a" is taken.
 */
static void lock_nonzero(struct lctx *c, struct path *p, const struct key *key)
{
	const struct key *k = key;

	if (k->kind == KEY_ADDR && k->a && k->a->kind == KEY_MEMBER && k->a->a &&
	    k->a->a->kind == KEY_DEREF)
		k = k->a->a->a;
	if (k && (k->kind == KEY_SYM || k->kind == KEY_PARAM || k->kind == KEY_MEMBER ||
		  k->kind == KEY_DEREF) && !fact_find(&p->facts, k, NULL)) {
		/* NULL for a key nothing is known of (volatile) */
		struct fact *f = fact_set(c->a, &p->facts, k, NULL, true);

		if (f)
			f->derived = true;
	}
}

void lock_acquire(struct lctx *c, struct path *p, const struct key *key,
		  const struct key *show, bool shared, bool assumed, const struct node *by)
{
	struct hold *h = hold_find(p, key);

	c->locks = true;
	if (!h)
		h = hold_add(c, p, key, show);
	if (!shared && !assumed && !h->assumed && h->here && h->excl + entry_holds(c, key) > 0 &&
	    by && by->kind == N_CALL && key->kind != KEY_NAME &&
	    may_report(c, p, by, key) &&
	    diag_warning(CHECK_CONTEXT_DOUBLE_LOCK, ast_range(by),
			 "context imbalance in '%s' - '%s' acquired while already held",
			 fn_name(c), key_str(h->show)) && h->by)
		diag_note_step(ast_range(h->by), "'%s' acquired here", key_str(h->show));
	if (shared)
		h->shared++;
	else
		h->excl++;
	lock_nonzero(c, p, key);
	h->here = true;
	h->assumed |= assumed;
	h->by = by;
	h->decided = false;
	h->maybe = NULL;
	if (h->excl > MAX_COUNT || h->shared > MAX_COUNT)
		p->lost = true;
}

static const struct hold *held_alike(struct lctx *c, struct path *p, const struct hold *h)
{
	unsigned int i;

	for (i = 0; i < p->nholds; i++) {
		const struct hold *o = &p->holds[i];

		if (o != h && o->here && o->excl + o->shared > 0 && key_same_shape(o->key, h->key)) {
			struct hold *copy = arena_alloc(c->a, sizeof(*copy));

			*copy = *o;
			return copy;
		}
	}
	return NULL;
}

/*
 * The one lock held that KEY may be reached another way: the same members
 * at the end of a longer or shorter way ("&req->ctx->uring_lock" for the
 * "&ctx->uring_lock" held), which the function cannot tell apart; two
 * ways of one shape ("&a->lock", "&b->lock") are two locks, and more than
 * one candidate is none.  KEY is the lock as shown: in the key, a member
 * at offset 0 is its container.
 */
static struct hold *held_other_way(struct path *p, const struct key *key)
{
	struct hold *found = NULL;
	unsigned int i;
	/* a lock of its kind whose count is a guess: maybe this one, under the name a callee gave it */
	for (i = 0; i < p->nholds; i++)
		if (p->holds[i].guess && p->holds[i].show && key_same_tail(p->holds[i].show, key))
			return &p->holds[i];
	for (i = 0; i < p->nholds; i++) {
		struct hold *h = &p->holds[i];

		if (h->excl + h->shared <= 0 || !h->show || !key_same_tail(h->show, key) ||
		    key_depth(h->show) == key_depth(key))
			continue;
		if (found)
			return NULL;
		found = h;
	}
	return found;
}

static void bad_key(struct lctx *c, const struct key *k)
{
	c->bad_keys = arena_grow(c->a, c->bad_keys, c->nbad + 1, &c->bad_cap, sizeof(*c->bad_keys));
	c->bad_keys[c->nbad++] = k;
}

bool is_bad_key(const struct lctx *c, const struct key *k)
{
	unsigned int i;

	for (i = 0; i < c->nbad; i++)
		if (same_lock(c->bad_keys[i], k))
			return true;
	return false;
}

/*
 * A lock the function was entered with (its annotation) that this path
 * has not released yet, other than KEY: the one KEY is when the
 * annotation names the lock another way (sparse never read the names:
 * "__releases(rq->lock)" for a member called __lock).
 */
static const struct action *annotation_named_otherwise(struct lctx *c, struct path *p,
							 const struct key *key)
{
	unsigned int i;
	const struct outcome *o;

	if (!c->entry.nout)
		return NULL;
	o = &c->entry.out[0];
	/* an annotation sparse could not have read (no such member) first */
	for (i = 0; i < 2 * o->nacts; i++) {
		const struct action *a = &o->acts[i % o->nacts];
		struct hold *h;

		if ((a->kind != ACT_RELEASE && a->kind != ACT_REQUIRE) || same_lock(a->key, key) ||
		    key_is_fuzzy(a->key) != (i < o->nacts))
			continue;
		h = hold_find(p, a->key);
		if (h && h->excl + h->shared < 0)
			continue;
		return a;
	}
	return NULL;
}

void lock_release(struct lctx *c, struct path *p, const struct key *key,
		  const struct key *show, bool shared, const struct node *by)
{
	struct hold *h = hold_find(p, key);
	int held;

	c->locks = true;
	if (!h || (!h->guess && h->excl + h->shared + entry_holds(c, h->key) <= 0)) {
		struct hold *f = hold_find_fuzzy(p, key);

		if (!f)
			f = hold_find_alias(c, p, key);
		if (!f && show)
			f = held_other_way(p, show);
		if (f)
			h = f;
	}
	if (!h && key_is_fuzzy(key))
		return;		/* a lock not known, and none like it held: nothing to say */
	if (!h)
		h = hold_add(c, p, key, show);
	if ((shared && h->shared <= 0 && h->excl > 0) || (!shared && h->excl <= 0 && h->shared > 0)) {
		/* released the other way than it is held: up_write() of a down_read() */
		if (!h->assumed && may_report(c, p, by, h->key) &&
		    diag_warning(CHECK_CONTEXT_UNLOCK, ast_range(by),
				 "context imbalance in '%s' - '%s' held %s, released as %s",
				 fn_name(c), key_str(h->show), shared ? "exclusive" : "shared",
				 shared ? "shared" : "exclusive") && h->by)
			diag_note_step(ast_range(h->by), "'%s' acquired here", key_str(h->show));
		shared = !shared;
	}
	held = h->excl + h->shared + entry_holds(c, h->key);
	/*
	 * The annotation names it another way: released as it says (the
	 * exits pair the two, want_at()); the count stays on the lock the
	 * body names, which is what the function's callers see.
	 */
	if (held <= 0 && !h->assumed && !h->maybe && c->strict &&
	    annotation_named_otherwise(c, p, h->key))
		held = 1;
	if (held <= 0 && !h->assumed) {
		if (h->maybe) {
			if (c->run.replay && !c->probing)
				bad_key(c, h->key);
			if (may_report(c, p, by, h->key) &&
			    diag_warning(CHECK_CONTEXT_UNLOCK, ast_range(by),
					 "context imbalance in '%s' - '%s' released, but '%s' may not have acquired it",
					 fn_name(c), key_str(h->show), flow_call_name(h->maybe)))
				diag_note_step(ast_range(h->maybe), "'%s' does not acquire it on some paths",
					       flow_call_name(h->maybe));
		} else if (h->here && h->released && h->excl + h->shared - 1 < h->low) {
			/* below where it was: a lock the caller held, dropped and taken again, is not */
			if (c->run.replay && !c->probing)
				bad_key(c, h->key);
			if (may_report(c, p, by, h->key) &&
			    diag_warning(CHECK_CONTEXT_UNLOCK, ast_range(by),
					 "context imbalance in '%s' - '%s' released twice",
					 fn_name(c), key_str(h->show)))
				diag_note_step(ast_range(h->released), "'%s' released here before",
					       key_str(h->show));
		} else if (c->strict && !p->indirect && may_report(c, p, by, h->key)) {
			struct pending_unlock *u;

			c->unlocks = arena_grow(c->a, c->unlocks, c->nunlocks + 1, &c->unlocks_cap,
					  sizeof(*c->unlocks));
			u = &c->unlocks[c->nunlocks++];
			u->by = by;
			u->h = *h;
			u->other = held_alike(c, p, h);
			if (u->other && !c->probing) {
				bad_key(c, h->key);
				bad_key(c, u->other->key);
			}
		}
	}
	if (shared)
		h->shared--;
	else
		h->excl--;
	if (h->excl + h->shared < h->low)
		h->low = h->excl + h->shared;
	h->released = by;
	if (h->excl < -MAX_COUNT || h->shared < -MAX_COUNT)
		p->lost = true;
}

static bool held_same_member(struct lctx *c, struct path *p, const struct key *key)
{
	unsigned int i;

	for (i = 0; i < p->nholds; i++)
		if (p->holds[i].excl + p->holds[i].shared > 0 && key_same_tail(p->holds[i].key, key))
			return true;
	/* or the one the caller holds, as the annotation names it */
	for (i = 0; c->entry.nout && i < c->entry.out[0].nacts; i++) {
		const struct action *a = &c->entry.out[0].acts[i];

		if ((a->kind == ACT_RELEASE || a->kind == ACT_REQUIRE) && key_same_tail(a->key, key))
			return true;
	}
	return false;
}

/*
 * CALL took its way on P by what the function's caller passed
 * ("io_tw_lock(ctx, locked)" does not lock when *locked says the caller
 * holds it): a lock it did not take there may be the caller's.
 */
static bool by_callers_word(const struct path *p, const struct node *call)
{
	unsigned int i;

	for (i = 0; call && i < p->facts.n; i++)
		if (p->facts.f[i].by == call && p->facts.f[i].entry)
			return true;
	return false;
}

static void require(struct lctx *c, struct path *p, const struct action *a, const struct node *call)
{
	struct hold *h = hold_find(p, a->key);
	int held = (h ? h->excl + h->shared : 0) + entry_holds(c, a->key);

	if (!h && (hold_find_fuzzy(p, a->key) || hold_find_alias(c, p, a->key)))
		return;
	/* "&req->ctx->timeout_lock" for the "&ctx->timeout_lock" held: one lock by two ways */
	if (a->kind == ACT_REQUIRE && held <= 0 && held_same_member(c, p, a->key))
		return;
	if (a->kind == ACT_REQUIRE && held <= 0 && h && by_callers_word(p, h->maybe))
		return;
	if (a->kind == ACT_REQUIRE && held <= 0 && c->strict && may_report(c, p, call, a->key))
		diag_warning(CHECK_CONTEXT_MUST_HOLD, ast_range(call),
			     "context imbalance in '%s' - '%s' called without '%s' held",
			     fn_name(c), flow_call_name(call), key_str(a->show));
	if (a->kind == ACT_EXCLUDE && held > 0 && h && !h->assumed && may_report(c, p, call, a->key) &&
	    diag_warning(CHECK_CONTEXT_MUST_NOT_HOLD, ast_range(call),
			 "context imbalance in '%s' - '%s' called with '%s' held",
			 fn_name(c), flow_call_name(call), key_str(a->show)) && h->by)
		diag_note_step(ast_range(h->by), "'%s' acquired here", key_str(a->show));
}

void apply_outcome(struct lctx *c, struct path *p, const struct outcome *o, const struct node *by)
{
	unsigned int i;

	for (i = 0; i < o->nacts; i++) {
		const struct action *a = &o->acts[i];

		switch (a->kind) {
		case ACT_ACQUIRE:
			lock_acquire(c, p, a->key, a->show, a->shared, false, by);
			break;
		case ACT_ASSUME:
			lock_acquire(c, p, a->key, a->show, a->shared, true, by);
			break;
		case ACT_RELEASE:
			lock_release(c, p, a->key, a->show, a->shared, by);
			break;
		case ACT_UNKNOWN:
			mark_guess(c, p, a->key, a->show);
			break;
		default:
			require(c, p, a, by);
			break;
		}
	}
}
