// SPDX-License-Identifier: GPL-2.0
/*
 * The lattice (states of paths, joined where their holds are equal)
 * and what an edge tells the paths: a branch, a switch; the exits
 * (flow/exit.h).
 */
#include "edge.h"
#include "lock.h"

bool holds_equal(const struct path *a, const struct path *b)
{
	unsigned int i, n = 0, m = 0;

	for (i = 0; i < a->nholds; i++)
		if (a->holds[i].excl || a->holds[i].shared)
			n++;
	for (i = 0; i < b->nholds; i++) {
		const struct hold *h = &b->holds[i], *g;

		if (!h->excl && !h->shared)
			continue;
		m++;
		g = hold_find((struct path *)a, h->key);
		if (!g || g->excl != h->excl || g->shared != h->shared || g->owner != h->owner)
			return false;
	}
	return n == m && a->lost == b->lost;
}

/* A guess on either path is one on the path they make. */
bool guesses_join(struct lctx *c, struct path *a, const struct path *b)
{
	unsigned int i;
	bool changed = false;

	for (i = 0; i < b->nholds; i++) {
		const struct hold *h = &b->holds[i];

		/* a key no other equals (opaque) would be added at every join */
		if (h->guess && !key_is_fuzzy(h->key) && !key_has_opaque(h->key))
			changed |= mark_guess(c, a, h->key, h->show);
	}
	return changed;
}

void *entry_state(void *ctx)
{
	struct lctx *c = ctx;
	struct lstate *s = arena_alloc(c->a, sizeof(*s));
	struct path p = { 0 };

	memset(s, 0, sizeof(*s));
	lstate_add(c, s, &p);
	return s;
}

void *copy_state(void *ctx, const void *from)
{
	struct lctx *c = ctx;
	const struct lstate *f = from;
	struct lstate *s = arena_alloc(c->a, sizeof(*s));
	unsigned int i;

	s->npaths = s->cap = f->npaths;
	s->paths = arena_alloc(c->a, (f->npaths ? f->npaths : 1) * sizeof(*s->paths));
	for (i = 0; i < f->npaths; i++)
		path_copy(c->a, &s->paths[i], &f->paths[i]);
	return s;
}

bool join_state(void *ctx, void **into, const void *from)
{
	struct lctx *c = ctx;
	const struct lstate *f = from;
	struct lstate *s = *into;
	unsigned int i, j;
	bool changed = false;

	if (!s) {
		*into = copy_state(ctx, from);
		return true;
	}
	for (i = 0; i < f->npaths; i++) {
		const struct path *p = &f->paths[i];

		for (j = 0; j < s->npaths; j++)
			if (holds_equal(&s->paths[j], p))
				break;
		if (j < s->npaths) {
			changed |= facts_meet(&s->paths[j].facts, &p->facts);
			changed |= guesses_join(c, &s->paths[j], p);
			continue;
		}
		if (s->npaths >= MAX_PATHS) {
			/* too many ways: the last path stands for the rest, and says nothing */
			if (!s->paths[s->npaths - 1].lost) {
				s->paths[s->npaths - 1].lost = true;
				changed = true;
			}
			continue;
		}
		{
			struct path np;

			path_copy(c->a, &np, p);
			lstate_add(c, s, &np);
		}
		changed = true;
	}
	return changed;
}

/* The count of KEY on P after the elements of block B: how a branch's arm changes it. */
static int probe(struct lctx *c, const struct path *p, const struct cfg_block *b,
		 const struct key *key)
{
	struct lstate s = { 0 };
	struct path copy;
	unsigned int i;
	bool probing = c->probing;

	path_copy(c->a, &copy, p);
	lstate_add(c, &s, &copy);
	c->probing = true;
	for (i = 0; i < b->nelems && s.npaths; i++)
		lock_transfer(c, &s, b, &b->elems[i]);
	c->probing = probing;
	return s.npaths ? held_count(&s.paths[0], key) : held_count(p, key);
}

/*
 * On a test the paths cannot decide (an untracked flag), a state whose
 * paths hold a lock differently goes by the lock: the arm that releases
 * it is taken by the paths that hold it, the other by the rest ("if (buf
 * == of->prealloc_buf) mutex_unlock(...)"); likewise for an arm that
 * acquires.  False if path P cannot take edge E.
 */
static bool correlated(struct lctx *c, const struct lstate *s, const struct path *p,
		       const struct cfg_block *b, const struct cfg_edge *e)
{
	const struct cfg_block *other = b->succs[0].to == e->to ? b->succs[1].to : b->succs[0].to;
	unsigned int i, j;

	if (b->nsuccs != 2)
		return true;
	for (i = 0; i < s->npaths; i++)
		for (j = 0; j < s->paths[i].nholds; j++) {
			const struct key *k = s->paths[i].holds[j].key;
			int here, mine, there, held;
			unsigned int m;
			bool mixed = false;

			if (key_is_fuzzy(k))
				continue;
			held = held_count(p, k) + entry_holds(c, k) > 0;
			for (m = 0; m < s->npaths && !mixed; m++)
				mixed = (held_count(&s->paths[m], k) + entry_holds(c, k) > 0) != held;
			if (!mixed)
				continue;
			mine = held_count(p, k);
			here = probe(c, p, e->to, k) - mine;
			there = probe(c, p, other, k) - mine;
			if ((here < 0 && !there && !held) || (!here && there < 0 && held) ||
			    (here > 0 && !there && held) || (!here && there > 0 && !held))
				return false;
		}
	return true;
}

/*
 * The state along edge E: paths its condition or its case contradicts
 * are cut (flow/edge.h), the others learn it.
 */
const void *edge_state(void *ctx, const void *state, const struct cfg_block *b,
		       const struct cfg_edge *e)
{
	struct lctx *c = ctx;
	const struct lstate *s = state;
	struct lstate *out;
	struct flow_edge fe;
	unsigned int i;

	if (!flow_edge_init(&fe, &c->fc, b, e))
		return s;
	out = arena_alloc(c->a, sizeof(*out));
	memset(out, 0, sizeof(*out));
	for (i = 0; i < s->npaths; i++) {
		struct path p;
		int v = flow_edge_takes(&fe, &s->paths[i].facts);

		if (!v)
			continue;
		if (v < 0 && fe.branch && s->npaths > 1 && !correlated(c, s, &s->paths[i], b, e))
			continue;
		path_copy(c->a, &p, &s->paths[i]);
		flow_edge_learn(&fe, &p.facts);
		lstate_add(c, out, &p);
	}
	return out->npaths ? out : NULL;
}

/* At a return: the paths as they leave, with what they return. */
void block_end(void *ctx, void *state, const struct cfg_block *b)
{
	struct lctx *c = ctx;
	struct lstate *s = state;
	unsigned int i;

	if (b->term != CFG_T_RETURN)
		return;
	for (i = 0; i < s->npaths; i++) {
		struct exit_path *x;

		c->exits = arena_grow(c->a, c->exits, c->nexits + 1, &c->exits_cap, sizeof(*c->exits));
		x = &c->exits[c->nexits++];
		x->p = s->paths[i];
		flow_exit_at(&c->fc, b, &s->paths[i].facts, &x->e);
	}
}
