// SPDX-License-Identifier: GPL-2.0
/*
 * The exits of a function against its annotations: locks still held,
 * not held, missing annotations, unexpected unlocks.
 */
#include "lock.h"

int held_count(const struct path *p, const struct key *k)
{
	const struct hold *h = hold_find((struct path *)p, k);

	return h && !h->assumed ? h->excl + h->shared : 0;
}

/* What the annotations say KEY's count is at an exit returning RETV: 1, 0, -1; 2 either. */
static int expected(const struct lctx *c, const struct key *key, int retv)
{
	unsigned int i, j;
	int e = 0;

	for (i = 0; i < c->entry.nout; i++) {
		const struct outcome *o = &c->entry.out[i];

		for (j = 0; j < o->nacts; j++) {
			const struct action *a = &o->acts[j];

			if (!same_lock(a->key, key))
				continue;
			if (a->kind == ACT_RELEASE)
				e -= 1;
			if (a->kind != ACT_ACQUIRE)
				continue;
			if (o->ret == RET_ANY)
				e += 1;
			else if (retv < 0)
				return 2;
			else if ((o->ret == RET_NONZERO || o->ret == RET_NEGATIVE) == (retv == 1))
				e += 1;
		}
	}
	return e;
}

static bool annotated(const struct lctx *c, const struct key *key);

/*
 * What KEY's count at exit X should be: its annotation's, or, for a lock
 * no annotation names, that of an annotated lock this path left alone
 * (the annotation names the same lock another way: "__acquires(wdev)"
 * over "mutex_lock(&wdev->mtx)").
 */
static int want_at(const struct lctx *c, const struct exit_path *x, const struct key *key)
{
	unsigned int o, j;
	int have = held_count(&x->p, key);

	if (annotated(c, key))
		return expected(c, key, x->e.retv);
	for (o = 0; o < c->entry.nout; o++)
		for (j = 0; j < c->entry.out[o].nacts; j++) {
			const struct action *a = &c->entry.out[o].acts[j];
			int e = a->kind == ACT_ACQUIRE ? 1 : a->kind == ACT_RELEASE ? -1 : 0;

			if (c->entry.out[o].ret != RET_ANY && e > 0 && x->e.retv >= 0 &&
			    (c->entry.out[o].ret == RET_ZERO) != (x->e.retv == 0))
				continue;
			if (e && e == have && (key_is_fuzzy(a->key) || !held_count(&x->p, a->key)))
				return have;
		}
	return 0;
}

static bool annotated(const struct lctx *c, const struct key *key)
{
	unsigned int i, j;

	for (i = 0; i < c->entry.nout; i++)
		for (j = 0; j < c->entry.out[i].nacts; j++)
			if (same_lock(c->entry.out[i].acts[j].key, key))
				return true;
	return false;
}

const struct hold *held_by(const struct exit_path *x, const struct key *key)
{
	return hold_find((struct path *)&x->p, key);
}

/* Every lock an exit or an annotation names, once. */
unsigned int exit_keys(struct lctx *c, const struct key ***keys)
{
	const struct key **k = NULL;
	unsigned int n = 0, cap = 0, i, j, m;

	for (i = 0; i < c->nexits; i++)
		for (j = 0; j < c->exits[i].p.nholds; j++) {
			const struct hold *h = &c->exits[i].p.holds[j];

			if (h->assumed || key_is_fuzzy(h->key))
				continue;
			for (m = 0; m < n && !same_lock(k[m], h->key); m++)
				;
			if (m == n) {
				k = arena_grow(c->a, k, n + 1, &cap, sizeof(*k));
				k[n++] = h->key;
			}
		}
	*keys = k;
	return n;
}

static void report_exit(struct lctx *c, const struct exit_path *x, const struct key *k, int have,
			int want)
{
	const struct hold *h = held_by(x, k);
	const struct key *key = k;
	unsigned int o, j;

	/* the lock as the hold or the annotation writes it */
	if (h)
		k = h->show;
	else
		for (o = 0; o < c->entry.nout; o++)
			for (j = 0; j < c->entry.out[o].nacts; j++)
				if (same_lock(c->entry.out[o].acts[j].key, key))
					k = c->entry.out[o].acts[j].show;
	if (!may_report(c, &x->p, x->e.ret ? x->e.ret : (const struct node *)c->cfg->body, key))
		return;
	if (have > want) {
		if (diag_warning(CHECK_CONTEXT, node_range(c, x->e.ret),
				 "context imbalance in '%s' - '%s' still held at return",
				 fn_name(c), key_str(k)) && h && h->by)
			diag_note_step(ast_range(h->by), "'%s' acquired here", key_str(k));
	} else if (diag_warning(CHECK_CONTEXT, node_range(c, x->e.ret),
				"context imbalance in '%s' - '%s' not held at return, as its annotation says",
				fn_name(c), key_str(k)) && h && h->released) {
		diag_note_step(ast_range(h->released), "'%s' released here", key_str(k));
	}
}

/*
 * A function without annotation for KEY that holds it exactly when its
 * return value says so (a trylock, a lookup that returns its object
 * locked): one missing __cond_acquires(), reported so.
 */
static bool cond_by_return(struct lctx *c, const struct key *key)
{
	int n[2] = { -1000, -1000 };
	const struct exit_path *held = NULL;
	unsigned int i;

	for (i = 0; i < c->nexits; i++) {
		const struct exit_path *x = &c->exits[i];
		int have = held_count(&x->p, key);

		int r = x->e.retv != 0;	/* a pointer not known: not NULL, as NULL is what fails */

		if (x->p.lost)
			continue;
		/* an error code returned with the lock held: a leak, not a trylock */
		if (have > 0 && x->e.neg)
			return false;
		/* taken and released again on the other side: a leak on this one */
		if (have <= 0) {
			const struct hold *h = held_by(x, key);

			if (h && h->here && h->released)
				return false;
		}
		if (n[r] == -1000)
			n[r] = have;
		else if (n[r] != have)
			return false;
		if (have > 0 && !held)
			held = x;
	}
	if (n[0] == -1000 || n[1] == -1000 || n[0] == n[1] || !held)
		return false;
	if (may_report(c, &held->p, (const struct node *)c->cfg->body, key)) {
		const struct hold *h = held_by(held, key);

		if (diag_warning(CHECK_CONTEXT_ANNOTATION, c->fr->u.fn->declared ?
				 c->fr->u.fn->pos : c->cfg->body->pos,
				 "context imbalance in '%s' - returns with '%s' held when it returns %s, and its declaration does not say so (__cond_acquires)",
				 fn_name(c), key_str(h ? h->show : key), held->e.retv ? "nonzero" : "zero") &&
		    h && h->by)
			diag_note(ast_range(h->by), "'%s' acquired here", key_str(h->show));
	}
	return true;
}

/*
 * A strict function: each exit against its annotations.  A lock held
 * (or released) alike at every exit without an annotation is one
 * missing annotation, not an imbalance per return.
 */
void strict_exits(struct lctx *c)
{
	const struct key **keys;
	unsigned int n = exit_keys(c, &keys), i, k;

	/*
	 * A function that locks as an argument says: no annotation can say
	 * it, nothing wrong; as two say, with what one took and the other
	 * released, is; as an argument and its return value say
	 * ("if (id >= 4) return NULL;" before a lookup that returns locked),
	 * __cond_acquires() says the rest (cond_by_return()).
	 */
	if (param_split(c, false, false, 1, false))
		return;
	for (k = 0; k < n; k++) {
		int first = 0, same = 1, bad = 0, seen = 0;

		/* SAME: every exit leaves the lock alike (FIRST: as the first) */
		for (i = 0; i < c->nexits; i++) {
			const struct exit_path *x = &c->exits[i];
			int have = held_count(&x->p, keys[k]), want = want_at(c, x, keys[k]);

			if (x->p.lost)
				continue;
			if (!seen++)
				first = have;
			else if (have != first)
				same = 0;
			if (want != 2 && have != want)
				bad++;
		}
		if (!bad)
			continue;
		if (is_bad_key(c, keys[k]))
			same = 0;
		if (!same && !annotated(c, keys[k]) && !is_bad_key(c, keys[k]) &&
		    cond_by_return(c, keys[k]))
			continue;
		if (same && bad == seen && !annotated(c, keys[k]) && seen) {
			const struct exit_path *x = &c->exits[0];
			const struct hold *h = held_by(x, keys[k]);

			c->ann_keys = arena_grow(c->a, c->ann_keys, c->nann + 1, &c->ann_cap,
					   sizeof(*c->ann_keys));
			c->ann_keys[c->nann++] = keys[k];
			if (may_report(c, &x->p, (const struct node *)c->cfg->body, keys[k]) &&
			    diag_warning(CHECK_CONTEXT_ANNOTATION, c->fr->u.fn->declared ?
					 c->fr->u.fn->pos : c->cfg->body->pos,
					 "context imbalance in '%s' - %s '%s' on every path, and its declaration does not say so (%s)",
					 fn_name(c), first > 0 ? "returns with" : "releases",
					 key_str(h ? h->show : keys[k]), first > 0 ? "__acquires" : "__releases") &&
			    h && (first > 0 ? h->by : h->released))
				diag_note(ast_range(first > 0 ? h->by : h->released), "'%s' %s here",
					  key_str(h->show), first > 0 ? "acquired" : "released");
			continue;
		}
		for (i = 0; i < c->nexits; i++) {
			const struct exit_path *x = &c->exits[i];
			int have = held_count(&x->p, keys[k]), want = want_at(c, x, keys[k]);

			/* fewer than the function was entered with: an unlock reported already */
			if (!x->p.lost && want != 2 && have != want &&
			    (have > want || annotated(c, keys[k])))
				report_exit(c, x, keys[k], have, want);
		}
	}
	/* an annotated lock no exit mentions: acquired (or released) on no path */
	for (i = 0; i < c->nexits && c->entry.nout; i++) {
		const struct exit_path *x = &c->exits[i];
		unsigned int o, j;

		for (o = 0; o < c->entry.nout; o++)
			for (j = 0; j < c->entry.out[o].nacts; j++) {
				const struct key *ak = c->entry.out[o].acts[j].key;
				int want = expected(c, ak, x->e.retv);

				if (x->p.lost || key_is_fuzzy(ak) || want == 2 || hold_find((struct path *)&x->p, ak))
					continue;
				/* an annotation naming the lock another way: one changed alike stands for it */
				for (k = 0; k < x->p.nholds; k++)
					if (!annotated(c, x->p.holds[k].key) &&
					    x->p.holds[k].excl + x->p.holds[k].shared == want)
						break;
				if (want && k == x->p.nholds)
					report_exit(c, x, ak, 0, want);
			}
	}
}

/* The unexpected unlocks, but of the locks released alike on every path (missing __releases). */
void report_unlocks(struct lctx *c)
{
	unsigned int i, j;

	for (i = 0; i < c->nunlocks; i++) {
		const struct pending_unlock *u = &c->unlocks[i];

		for (j = 0; j < c->nann && !same_lock(c->ann_keys[j], u->h.key); j++)
			;
		if (j < c->nann && !u->other)
			continue;
		/* taken again before every return: the caller's lock, dropped for a while */
		for (j = 0; j < c->nexits; j++)
			if (!c->exits[j].p.lost && held_count(&c->exits[j].p, u->h.key) < 0)
				break;
		if (j == c->nexits && !u->other)
			continue;
		if (!diag_warning(CHECK_CONTEXT_UNLOCK, ast_range(u->by),
				  "context imbalance in '%s' - unexpected unlock of '%s'", fn_name(c),
				  key_str(u->h.show)))
			continue;
		if (u->other && u->other->by)
			diag_note_step(ast_range(u->other->by), "'%s' is held, acquired here",
				       key_str(u->other->show));
	}
}
