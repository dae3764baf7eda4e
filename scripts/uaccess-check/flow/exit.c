// SPDX-License-Identifier: GPL-2.0
/*
 * The exits of a function and what they return (exit.h): an exit as its
 * path's facts tell it, and the search for the tests of the parameters
 * that tell the exits apart.
 */
#include <string.h>

#include "ast.h"
#include "cfg.h"
#include "exit.h"
#include "key.h"
#include "util.h"

/* What a return yields, as a key: "return lock_nested(e, 0)" is what the call returned. */
static const struct key *ret_key_of(const struct fact_ctx *fc, const struct node *e)
{
	const struct key *k;

	if (!e)
		return NULL;
	k = key_lock(fc->a, e, fc->kopts);
	while (e->kind == N_CAST)
		e = e->cast.operand;
	if (k->kind == KEY_OPAQUE && e->kind == N_CALL)
		return key_of_value(fc->a, e);
	return k;
}

void flow_exit_at(const struct fact_ctx *fc, const struct cfg_block *b, const struct facts *fs,
		  struct flow_exit *x)
{
	const struct node *e = b->term_node ? b->term_node->return_stmt.expr : NULL;

	x->ret = b->term_node;
	x->facts = *fs;
	x->retv = b->term_node ? fact_truth(fc, fs, e) : -1;
	x->ret_key = b->term_node ? ret_key_of(fc, e) : NULL;
	x->neg = b->term_node && fact_val_of(fc, fs, e).neg;
}

/*
 * F is a test the exits may be split on: of the parameters' own values,
 * of what an in/out parameter pointed to at the entry (written since or
 * not), and with MEMORY, of memory reached through them, tested before
 * the function wrote anything.
 */
static bool split_fact(const struct fact *f, bool memory)
{
	const struct key *k = f->key;
	/* its shape as written: "nd->flags" at offset 0 is no "*seq" */
	const struct key *w = f->show ? f->show : k;

	return !f->node && !f->same && !f->derived && k && key_params(k) &&
		(key_param_test(k) || (f->entry && key_inout_test(w)) ||
		 (memory && f->entry && key_param_memory(k)));
}

/* The search for the tests that tell apart exits that are not the same. */
struct split {
	struct exit_split *out;
	bool by_ret;		/* the return value (zero or not) may tell them apart too */
	bool memory;		/* tests of memory, not only of the parameters */
	unsigned int budget;	/* groups tried: each tries every fact of its first exit */
	struct exit_test tests[EXIT_MAX_TESTS];	/* those that led to the group at hand */
	unsigned int ntests;
};

/* X, standing for the N exits of G, makes a group returning RET: a test is stale if one wrote it. */
static void group_add(struct split *sp, const struct flow_exit *x, uint8_t ret,
		      const struct flow_exit **g, unsigned int n)
{
	struct exit_split *out = sp->out;
	struct exit_group *l;
	unsigned int i, t;

	out->groups = arena_grow(out->a, out->groups, out->ngroups + 1, &out->groups_cap,
				 sizeof(*out->groups));
	l = &out->groups[out->ngroups++];
	l->x = x;
	memcpy(l->tests, sp->tests, sizeof(l->tests));
	l->ntests = sp->ntests;
	l->ret = ret;
	for (t = 0; t < l->ntests; t++)
		for (i = 0, l->tests[t].stale = false; i < n; i++) {
			const struct fact *f = fact_find_any(&g[i]->facts, l->tests[t].key, NULL, true);

			l->tests[t].stale |= f && f->stale;
		}
}

/* The N exits of G are the same (by the return value, with by_ret): one group or two. */
static bool split_leaf(struct split *sp, const struct flow_exit **g, unsigned int n)
{
	const struct flow_exit *side[2] = { NULL, NULL };
	bool neg = true, unknown = false;
	unsigned int i, n0;

	for (i = 0; i < n; i++) {
		int r = sp->by_ret ? g[i]->retv != 0 : 0;

		if (r) {
			neg &= g[i]->neg;
			unknown |= g[i]->retv < 0;
		}
		if (!side[r])
			side[r] = g[i];
		else if (!sp->out->same(sp->out->ctx, side[r], g[i]))
			return false;
	}
	if (!sp->by_ret) {
		/* every exit returns alike: wq_manager_inactive() returns true locked */
		int ret = g[0]->retv;

		for (i = 0; i < n; i++) {
			if (g[i]->retv != ret || g[i]->retv < 0)
				ret = -1;
			neg &= g[i]->neg;
		}
		group_add(sp, side[0], ret < 0 ? RET_ANY : !ret ? RET_ZERO :
			  neg ? RET_NEGATIVE : RET_NONZERO, g, n);
		return true;
	}
	/* the exits of each side: G sorted, zeros first */
	for (i = n0 = 0; i < n; i++)
		if (!g[i]->retv) {
			const struct flow_exit *x = g[i];

			g[i] = g[n0];
			g[n0++] = x;
		}
	if (side[0])
		group_add(sp, side[0], RET_ZERO, g, n0);
	/* a return value not known may be zero too */
	if (side[1])
		group_add(sp, side[1], unknown ? RET_ANY : neg ? RET_NEGATIVE : RET_NONZERO,
			  g + n0, n - n0);
	return true;
}

/* The N exits of G told apart by at most DEPTH tests more, into groups that are the same. */
static bool split_group(struct split *sp, const struct flow_exit **g, unsigned int n,
			unsigned int depth)
{
	const struct flow_exit **g0, **g1;
	unsigned int f, i, t, n0, n1, mark;

	/* the root needs a test: a split by the return value alone is the caller's */
	if (sp->ntests && split_leaf(sp, g, n))
		return true;
	if (!depth || !sp->budget)
		return false;
	sp->budget--;
	g0 = arena_alloc(sp->out->a, 2 * n * sizeof(*g));
	g1 = g0 + n;
	for (f = 0; f < g[0]->facts.n; f++) {
		const struct key *k = g[0]->facts.f[f].key;
		bool ok;

		if (!split_fact(&g[0]->facts.f[f], sp->memory))
			continue;
		for (t = 0; t < sp->ntests && !key_equal(sp->tests[t].key, k); t++)
			;
		if (t < sp->ntests)
			continue;
		for (i = n0 = n1 = 0; i < n; i++) {
			int v = fact_entry_value(&g[i]->facts, k);
			if (v < 0)
				break;
			if (v)
				g1[n1++] = g[i];
			else
				g0[n0++] = g[i];
		}
		if (i < n || !n0 || !n1)
			continue;
		mark = sp->out->ngroups;
		sp->tests[sp->ntests].key = k;
		sp->tests[sp->ntests].show = g[0]->facts.f[f].show ? g[0]->facts.f[f].show : k;
		sp->tests[sp->ntests++].nonzero = false;
		ok = split_group(sp, g0, n0, depth - 1);
		sp->tests[sp->ntests - 1].nonzero = true;
		ok = ok && split_group(sp, g1, n1, depth - 1);
		sp->ntests--;
		if (ok)
			return true;
		sp->out->ngroups = mark;
	}
	return false;
}

bool flow_exit_split(struct exit_split *out, const struct flow_exit **x, unsigned int n,
		     bool memory, unsigned int tests, bool by_ret)
{
	struct split sp = { .out = out, .memory = memory, .budget = 64 };
	unsigned int depth;

	if (!n)
		return false;
	for (depth = 1; depth <= tests && depth <= EXIT_MAX_TESTS; depth++)
		for (sp.by_ret = false; ; sp.by_ret = true) {
			out->ngroups = 0;
			if (split_group(&sp, x, n, depth))
				return true;
			if (sp.by_ret || !by_ret)
				break;
		}
	return false;
}

const struct key *flow_exit_ret_test(const struct flow_exit *ref, const struct flow_exit **x,
				     unsigned int n, int r[2])
{
	unsigned int i, f;

	for (f = 0; f < ref->facts.n; f++) {
		const struct key *k = ref->facts.f[f].key;
		int v;

		if (!split_fact(&ref->facts.f[f], false))
			continue;
		r[0] = r[1] = -2;	/* -2 none yet, -1 not one value */
		for (i = 0; i < n; i++) {
			v = fact_entry_value(&x[i]->facts, k);
			if (v < 0)
				break;
			if (r[v] == -2)
				r[v] = x[i]->retv;
			else if (r[v] != x[i]->retv)
				r[v] = -1;
		}
		if (i < n || r[0] == -2 || r[1] == -2 || (r[0] < 0 && r[1] < 0))
			continue;
		return k;
	}
	return NULL;
}

bool key_in_memory(const struct key *k)
{
	for (; k; k = k->a) {
		if (k->kind == KEY_DEREF || (k->kind == KEY_SYM && !sym_is_local(k->sym)))
			return true;
		if (k->b && key_in_memory(k->b))
			return true;
	}
	return false;
}

const struct key *key_no_locals(struct arena *a, const struct key *k)
{
	struct key *n;

	if (!k)
		return NULL;
	n = arena_alloc(a, sizeof(*n));
	*n = *k;
	if (k->kind == KEY_SYM && sym_is_local(k->sym)) {
		memset(n, 0, sizeof(*n));
		n->kind = KEY_OPAQUE;
		return n;
	}
	n->a = key_no_locals(a, k->a);
	n->b = key_no_locals(a, k->b);
	return n;
}
