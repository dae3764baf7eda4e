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
	to->facts_cap = from->nfacts;
	to->holds = NULL;
	to->facts = NULL;
	if (from->nholds) {
		to->holds = arena_alloc(a, from->nholds * sizeof(*to->holds));
		memcpy(to->holds, from->holds, from->nholds * sizeof(*to->holds));
	}
	if (from->nfacts) {
		to->facts = arena_alloc(a, from->nfacts * sizeof(*to->facts));
		memcpy(to->facts, from->facts, from->nfacts * sizeof(*to->facts));
	}
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
	h->show = show && !has_opaque(show) ? show : key;
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

bool fact_match(const struct fact *f, const struct key *key, const struct node *node)
{
	if (node)
		return f->node == node;
	return !f->node && !f->same && key_equal(f->key, key);
}

struct fact *fact_find_any(struct path *p, const struct key *key, const struct node *node,
			   bool stale)
{
	unsigned int i;

	for (i = 0; i < p->nfacts; i++)
		if (fact_match(&p->facts[i], key, node) && (stale || !p->facts[i].stale))
			return &p->facts[i];
	return NULL;
}

struct fact *fact_find(struct path *p, const struct key *key, const struct node *node)
{
	return fact_find_any(p, key, node, false);
}

/* What the function was called with, for a summary: a current fact, or an entry one gone stale. */
int entry_value(struct path *p, const struct key *k)
{
	struct fact *f = fact_find_any(p, k, NULL, true);

	return f && (!f->stale || f->entry) ? f->nonzero : -1;
}

/* A new fact on P, all zero. */
static struct fact *fact_new(struct lctx *c, struct path *p)
{
	unsigned int cap = p->facts_cap;
	struct fact *f;

	if (p->nfacts >= MAX_FACTS) {
		/* the oldest goes: 5000 "else if (x == N)" must not copy 5000 facts at each block */
		memmove(p->facts, p->facts + 1, (p->nfacts - 1) * sizeof(*p->facts));
		p->nfacts--;
	}
	p->facts = arena_grow(c->a, p->facts, p->nfacts + 1, &cap, sizeof(*p->facts));
	p->facts_cap = cap;
	f = &p->facts[p->nfacts++];
	memset(f, 0, sizeof(*f));
	return f;
}

/* KEY (or NODE's value) is NONZERO on P; the fact, NULL if nothing can be known of KEY. */
struct fact *fact_set(struct lctx *c, struct path *p, const struct key *key,
		      const struct node *node, bool nonzero)
{
	struct fact *f;

	if (!node && (!key || key_is_fuzzy(key) || key->vol))
		return NULL;
	f = fact_find(p, key, node);
	if (!f) {
		f = fact_new(c, p);
		f->key = key;
		f->node = node;
	}
	f->derived = false;
	f->by = NULL;
	f->show = NULL;
	f->nonzero = nonzero;
	f->exact = false;
	f->neg = false;
	f->stale = false;
	f->entry = false;
	return f;
}

void fact_set_val(struct lctx *c, struct path *p, const struct key *key,
		  const struct node *node, const struct val *v)
{
	struct fact *f;

	if (v->truth < 0)
		return;
	f = fact_set(c, p, key, node, v->truth);
	if (f) {
		f->neg = v->neg;
		f->exact = v->exact;
		f->value = v->value;
	}
}

/* N's value on this path is not known any more (evaluated again). */
void fact_drop(struct path *p, const struct node *n)
{
	struct fact *f = fact_find(p, NULL, n);

	if (f)
		*f = p->facts[--p->nfacts];
}

/* The object W is written: what was known of it, or through it, is not any more. */
void facts_forget(struct path *p, const struct key *w)
{
	unsigned int i, j;

	p->wrote = true;
	for (i = j = 0; i < p->nfacts; i++) {
		struct fact *f = &p->facts[i];

		if (!f->node && (!w || key_is_fuzzy(w) || key_mentions(f->key, w) ||
				 (f->same && key_mentions(f->same, w)))) {
			if (!f->entry)
				continue;
			f->stale = true;
		}
		p->facts[j++] = *f;
	}
	p->nfacts = j;
}

#define MAX_ALIASES 8

struct fact *alias_find(struct path *p, const struct key *l, const struct key *r)
{
	unsigned int i;

	for (i = 0; i < p->nfacts; i++)
		if (p->facts[i].same && key_equal(p->facts[i].key, l) &&
		    key_equal(p->facts[i].same, r))
			return &p->facts[i];
	return NULL;
}

/* "L = R" of a pointer: from now on, on this path, L and R name one object. */
void alias_set(struct lctx *c, struct path *p, const struct key *l, const struct key *r)
{
	struct fact *f;
	unsigned int i, n = 0;

	if (!l || !r || key_is_fuzzy(l) || r->kind == KEY_OPAQUE || r->kind == KEY_CONST ||
	    (r->kind == KEY_CAST && r->a && r->a->kind == KEY_CONST) ||
	    key_mentions(r, l) || alias_find(p, l, r))
		return;
	for (i = 0; i < p->nfacts; i++)
		n += p->facts[i].same != NULL;
	if (n >= MAX_ALIASES)
		return;
	f = fact_new(c, p);
	f->key = l;
	f->same = r;
}

/*
 * The lock KEY names under another name on this path, held: KEY with one
 * side of an alias replaced by the other.
 */
struct hold *hold_find_alias(struct lctx *c, struct path *p, const struct key *key)
{
	unsigned int i, side;

	for (i = 0; i < p->nfacts; i++) {
		const struct fact *f = &p->facts[i];

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
	return c->fr->fn->name->name;
}

/* Once per place and lock, on a path that has not lost track. */
bool may_report(struct lctx *c, const struct path *p, const struct node *n,
		const struct key *key)
{
	unsigned int i;

	if (!c->replay || c->probing || p->lost || (key && key_is_fuzzy(key)))
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
