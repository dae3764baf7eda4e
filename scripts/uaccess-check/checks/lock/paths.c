// SPDX-License-Identifier: GPL-2.0
/*
 * A path: the locks it holds and the facts it took on the way;
 * and whether a report may be made on it.
 */
#include "lock.h"

void path_copy(struct arena *a, struct path *to, const struct path *from)
{
	*to = *from;
	to->holds_cap = from->nholds;
	to->holds = NULL;
	if (from->nholds) {
		to->holds = arena_alloc(a, from->nholds * sizeof(*to->holds));
		memcpy(to->holds, from->holds, from->nholds * sizeof(*to->holds));
	}
	facts_copy(a, &to->facts, &from->facts);
}

struct hold *hold_add(struct lctx *c, struct path *p, const struct key *key,
		      const struct key *show)
{
	unsigned int cap = p->holds_cap;
	struct hold *h;

	p->holds = arena_grow(c->a, p->holds, p->nholds + 1, &cap, sizeof(*p->holds));
	p->holds_cap = cap;
	h = &p->holds[p->nholds++];
	memset(h, 0, sizeof(*h));
	h->key = key;
	h->show = show && !key_has_opaque(show) ? show : key;
	return h;
}

struct hold *hold_find(struct path *p, const struct key *key)
{
	unsigned int i;

	for (i = p->nholds; i--;)
		if (same_lock(p->holds[i].key, key))
			return &p->holds[i];
	return NULL;
}

/* A held lock KEY may be, when KEY or the held one is partly unknown. */
struct hold *hold_find_fuzzy(struct path *p, const struct key *key)
{
	unsigned int i;

	for (i = p->nholds; i--;) {
		struct hold *h = &p->holds[i];

		if (h->excl + h->shared > 0 && (key_is_fuzzy(key) || key_is_fuzzy(h->key)) &&
		    key->kind != KEY_OPAQUE && h->key->kind != KEY_OPAQUE &&
		    key_may_equal(h->key, key))
			return h;
	}
	return NULL;
}

/*
 * The lock KEY names under another name on this path, held: KEY with one
 * side of an alias replaced by the other.
 */
struct hold *hold_find_alias(struct lctx *c, struct path *p, const struct key *key)
{
	unsigned int i, side;

	for (i = 0; i < p->facts.n; i++) {
		const struct fact *f = &p->facts.f[i];

		if (!f->same)
			continue;
		for (side = 0; side < 2; side++) {
			const struct key *from = side ? f->same : f->key, *to = side ? f->key : f->same;
			struct hold *h;

			if (!key_mentions(key, from))
				continue;
			h = hold_find(p, key_replace(c->a, key, from, to));
			if (h && h->excl + h->shared > 0)
				return h;
		}
	}
	return NULL;
}

/* ---- reports -------------------------------------------------------------------- */

const char *fn_name(const struct lctx *c)
{
	return c->fr->u.fn->name->name;
}

/* Once per place and lock, on a path that has not lost track. */
bool may_report(struct lctx *c, const struct path *p, const struct node *n,
		const struct key *key)
{
	unsigned int i;

	if (!c->run.replay || c->probing || p->lost || (key && key_is_fuzzy(key)))
		return false;
	if (key) {
		const struct hold *h = hold_find((struct path *)p, key);

		if (h && h->guess)
			return false;
	}
	for (i = 0; i < c->nreported; i++)
		if (c->reported[i].n == n && (!key || !c->reported[i].key ||
					      key_equal(c->reported[i].key, key)))
			return false;
	c->reported = arena_grow(c->a, c->reported, c->nreported + 1, &c->reported_cap,
			   sizeof(*c->reported));
	c->reported[c->nreported].n = n;
	c->reported[c->nreported++].key = key;
	return true;
}

/* What a diagnostic about N (a return, or NULL: the function's closing brace) underlines. */
struct srcrange node_range(const struct lctx *c, const struct node *n)
{
	struct srcrange r = { c->cfg->end, c->cfg->end.loc, c->cfg->end.loc };

	return n ? ast_range(n) : r;
}

/* The holds of KEY the function was entered with (its annotations), 0 in a helper. */
int entry_holds(struct lctx *c, const struct key *key)
{
	unsigned int i;
	const struct outcome *o;

	if (!c->entry.nout)
		return 0;
	o = &c->entry.out[0];
	for (i = 0; i < o->nacts; i++)
		if ((o->acts[i].kind == ACT_RELEASE || o->acts[i].kind == ACT_REQUIRE) &&
		    same_lock(o->acts[i].key, key))
			return 1;
	return 0;
}
