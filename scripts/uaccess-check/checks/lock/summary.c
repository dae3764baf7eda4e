// SPDX-License-Identifier: GPL-2.0
/*
 * The summary of a function: what it does with locks, by return
 * value or by tests of its parameters; and the accessors.
 */
#include "lock.h"

static bool ret_by_param(struct lctx *c, const struct exit_path *last);

/* The holds of an exit, as a summary's actions. */
static void exit_actions(struct lctx *c, const struct exit_path *x, struct outcome *o)
{
	unsigned int i;
	int n;

	for (i = 0; i < x->p.nholds; i++) {
		const struct hold *h = &x->p.holds[i];
		const struct key *k, *show;

		/*
		 * The callee's own locals: nothing its callers can name, but
		 * for the object it returns locked (find_lock_task_mm()),
		 * which they name otherwise: a lock partly known.
		 */
		if (h->assumed || h->guess || (!h->excl && !h->shared) ||
		    (key_has_local(h->key) && !(x->ret_key && x->ret_key->kind == KEY_SYM &&
						 key_mentions(h->key, x->ret_key))))
			continue;
		k = h->key;
		show = h->show;
		/* what it returns: a local, or what a call returned ("return lock_nested(e, 0)") */
		if (x->ret_key &&
		    ((x->ret_key->kind == KEY_SYM && sym_is_local(x->ret_key->sym)) ||
		     x->ret_key->kind == KEY_VALUE)) {
			struct key *ret = key_alloc(c->a, KEY_PARAM);	/* $0 */

			k = key_replace(c->a, k, x->ret_key, ret);
			show = key_replace(c->a, show, x->ret_key, ret);
		}
		k = no_locals(&unit_arena, k);
		show = no_locals(&unit_arena, show);
		for (n = h->excl; n > 0; n--)
			action_add(&unit_arena, o, k, show, ACT_ACQUIRE, false);
		for (n = h->excl; n < 0; n++)
			action_add(&unit_arena, o, k, show, ACT_RELEASE, false);
		for (n = h->shared; n > 0; n--)
			action_add(&unit_arena, o, k, show, ACT_ACQUIRE, true);
		for (n = h->shared; n < 0; n++)
			action_add(&unit_arena, o, k, show, ACT_RELEASE, true);
	}
}

/*
 * In a helper, whose exits may rightly differ (it hands a lock over,
 * it locks when its caller says), the one imbalance reported is the
 * classic: the lock taken on both paths, released before the last
 * return, still held at an earlier one (an error path that forgot it).
 */
static bool forgot_unlock(const struct exit_path *x, const struct exit_path *last,
			  const struct key *key, int have, int ref)
{
	const struct hold *h = held_by(x, key), *r = held_by(last, key);

	return have > ref && ref == 0 && h && h->here && r && r->here && r->released;
}

static unsigned int local_holds(const struct exit_path *x)
{
	unsigned int i, n = 0;

	for (i = 0; i < x->p.nholds; i++)
		if ((x->p.holds[i].excl || x->p.holds[i].shared) && key_has_local(x->p.holds[i].key))
			n++;
	return n;
}

/*
 * The paths leaving by RET agree on KEY: a helper whose paths meet at
 * one return holding the lock differently is a correlation the analysis
 * lost, not an imbalance it can point at.
 */
static bool uniform(const struct lctx *c, const struct node *ret, const struct key *key)
{
	unsigned int i;
	int n = -1000;

	for (i = 0; i < c->nexits; i++) {
		const struct exit_path *x = &c->exits[i];

		if (x->ret != ret || x->p.lost)
			continue;
		if (n == -1000)
			n = held_count(&x->p, key);
		else if (held_count(&x->p, key) != n)
			return false;
	}
	return true;
}

/*
 * The exits disagree on some locks and nothing the caller can test tells
 * them apart: the last exit does not stand for the others there, what
 * the call does with those locks is not known (ACT_UNKNOWN), and the
 * caller reports nothing of them.
 */
static void unknown_actions(struct lctx *c, const struct exit_path *last, struct outcome *o)
{
	const struct key **keys;
	unsigned int n = exit_keys(c, &keys), k, i, j;

	for (k = 0; k < n; k++) {
		const struct hold *h = held_by(last, keys[k]);

		for (i = 0; i < c->nexits; i++)
			if (!c->exits[i].p.lost && held_count(&c->exits[i].p, keys[k]) != held_count(&last->p, keys[k]))
				break;
		if (i == c->nexits || key_has_local(keys[k]) || key_has_opaque(keys[k]))
			continue;
		for (i = j = 0; i < o->nacts; i++)
			if (!same_lock(o->acts[i].key, keys[k]))
				o->acts[j++] = o->acts[i];
		o->nacts = j;
		action_add(&unit_arena, o, key_clone(&unit_arena, keys[k]),
			   key_clone(&unit_arena, h ? h->show : keys[k]), ACT_UNKNOWN, false);
	}
}

/*
 * The summary of the function: one outcome if every exit leaves the
 * locks alike, two if the return value tells two ways apart (zero
 * against the rest).  Exits that disagree otherwise are an imbalance a
 * helper is reported for; the last exit then stands for the function.
 */
void summarise(struct lctx *c)
{
	struct fnrec *fr = c->fr;
	const struct exit_path *zero = NULL, *other = NULL, *last = NULL;
	unsigned int i;
	bool split = true, agree = true;

	/* the reference: the last exit, among those whose locks its callers can name */
	for (i = 0; i < c->nexits; i++) {
		const struct exit_path *x = &c->exits[i];

		if (x->p.lost)
			continue;
		if (!last || local_holds(x) < local_holds(last) ||
		    (local_holds(x) == local_holds(last) &&
		     (x->ret ? x->ret->pos.loc : ~0u) >= (last->ret ? last->ret->pos.loc : ~0u)))
			last = x;
	}
	if (!last)
		return;
	for (i = 0; i < c->nexits; i++) {
		const struct exit_path *x = &c->exits[i];
		const struct exit_path **side = x->retv == 0 ? &zero : &other;

		if (x->p.lost)
			continue;
		if (!holds_equal(&x->p, &last->p))
			agree = false;
		if (!*side)
			*side = x;
		else if (!holds_equal(&x->p, &(*side)->p))
			split = false;
	}
	fr->has_summary = true;
	memset(&fr->summary, 0, sizeof(fr->summary));
	/* a test of the parameters first: a return value may tell the paths apart by chance */
	if (!agree && param_split(c, true, true, MAX_TESTS, true))
		return;
	if (agree && zero && other && ret_by_param(c, last))
		return;
	if (agree || !zero || !other || !split) {
		/* what it returns, if every exit returns alike: sched_core_enabled() is false */
		uint8_t ret = RET_ANY;

		if (agree && (!zero || !other)) {
			for (i = 0; i < c->nexits; i++)
				if (!c->exits[i].p.lost && c->exits[i].retv < 0)
					break;
			if (i == c->nexits)
				ret = zero ? RET_ZERO : RET_NONZERO;
		}
		exit_actions(c, last, outcome_add(&unit_arena, &fr->summary, ret));
		if (!agree)
			unknown_actions(c, last, &fr->summary.out[fr->summary.nout - 1]);
		if (!agree && !c->strict) {
			const struct key **keys;
			unsigned int n = exit_keys(c, &keys), k;

			for (k = 0; k < n; k++)
				for (i = 0; i < c->nexits; i++) {
					const struct exit_path *x = &c->exits[i];
					int have = held_count(&x->p, keys[k]), ref = held_count(&last->p, keys[k]);

					if (x->p.lost || have == ref || is_bad_key(c, keys[k]) ||
					    !uniform(c, x->ret, keys[k]) ||
					    !forgot_unlock(x, last, keys[k], have, ref))
						continue;
					if (!may_report(c, &x->p, x->ret ? x->ret : (const struct node *)c->cfg->body, keys[k]))
						continue;
					{
						const struct hold *h = held_by(x, keys[k]);
						const char *name = key_str(h ? h->show : keys[k]);

						if (!diag_warning(CHECK_CONTEXT, node_range(c, x->ret),
								  "context imbalance in '%s' - '%s' still held at this return, released before the last one",
								  fn_name(c), name))
							continue;
						if (h && h->by)
							diag_note_step(ast_range(h->by), "'%s' acquired here", name);
						diag_note(node_range(c, last->ret), "the last return");
					}
				}
		}
		return;
	}
	exit_actions(c, zero, outcome_add(&unit_arena, &fr->summary, RET_ZERO));
	/* the others all return an error code: the caller's "if (ret < 0)" knows */
	for (i = 0; i < c->nexits; i++)
		if (!c->exits[i].p.lost && c->exits[i].retv != 0 && !c->exits[i].neg)
			break;
	exit_actions(c, other, outcome_add(&unit_arena, &fr->summary,
					   i == c->nexits ? RET_NEGATIVE : RET_NONZERO));
}

/*
 * F is a test a summary may split on: of the parameters' own values, of
 * what an in/out parameter pointed to at the entry (written since or
 * not), and with MEMORY, of
 * memory reached through them, tested before the function wrote anything.
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

/* The search for the tests that tell apart exits that leave the locks differently. */
struct split {
	struct lctx *c;
	bool by_ret;		/* the return value (zero or not) may tell them apart too */
	bool memory;		/* tests of memory, not only of the parameters */
	unsigned int budget;	/* groups tried: each tries every fact of its first exit */
	struct test tests[MAX_TESTS];	/* those that led to the group at hand */
	unsigned int ntests;
	/* the groups found: one outcome each */
	struct leaf {
		const struct exit_path *x;
		struct test tests[MAX_TESTS];
		uint8_t ntests, ret;
	} *leaves;
	unsigned int nleaves, leaves_cap;
};

/* X, standing for the N exits of G, makes an outcome returning RET: a test is stale if one wrote it. */
static void leaf_add(struct split *sp, const struct exit_path *x, uint8_t ret,
		     const struct exit_path **g, unsigned int n)
{
	struct leaf *l;
	unsigned int i, t;

	sp->leaves = arena_grow(sp->c->a, sp->leaves, sp->nleaves + 1, &sp->leaves_cap,
				sizeof(*sp->leaves));
	l = &sp->leaves[sp->nleaves++];
	l->x = x;
	memcpy(l->tests, sp->tests, sizeof(l->tests));
	l->ntests = sp->ntests;
	l->ret = ret;
	for (t = 0; t < l->ntests; t++)
		for (i = 0, l->tests[t].stale = false; i < n; i++) {
			const struct fact *f = fact_find_any(&g[i]->p.facts,
							     l->tests[t].key, NULL, true);

			l->tests[t].stale |= f && f->stale;
		}
}

/* The N exits of G leave the locks alike (by the return value, with by_ret): one outcome or two. */
static bool split_leaf(struct split *sp, const struct exit_path **g, unsigned int n)
{
	const struct exit_path *side[2] = { NULL, NULL };
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
		else if (!holds_equal(&side[r]->p, &g[i]->p))
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
		leaf_add(sp, side[0], ret < 0 ? RET_ANY : !ret ? RET_ZERO :
			 neg ? RET_NEGATIVE : RET_NONZERO, g, n);
		return true;
	}
	/* the exits of each side: G sorted, zeros first */
	for (i = n0 = 0; i < n; i++)
		if (!g[i]->retv) {
			const struct exit_path *x = g[i];

			g[i] = g[n0];
			g[n0++] = x;
		}
	if (side[0])
		leaf_add(sp, side[0], RET_ZERO, g, n0);
	/* a return value not known may be zero too */
	if (side[1])
		leaf_add(sp, side[1], unknown ? RET_ANY : neg ? RET_NEGATIVE : RET_NONZERO,
			 g + n0, n - n0);
	return true;
}

/* The N exits of G told apart by at most DEPTH tests more, into groups that agree. */
static bool split_group(struct split *sp, const struct exit_path **g, unsigned int n,
			unsigned int depth)
{
	const struct exit_path **g0, **g1;
	unsigned int f, i, t, n0, n1, mark;

	/* the root needs a test: a split by the return value alone is summarise()'s */
	if (sp->ntests && split_leaf(sp, g, n))
		return true;
	if (!depth || !sp->budget)
		return false;
	sp->budget--;
	g0 = arena_alloc(sp->c->a, 2 * n * sizeof(*g));
	g1 = g0 + n;
	for (f = 0; f < g[0]->p.facts.n; f++) {
		const struct key *k = g[0]->p.facts.f[f].key;
		bool ok;

		if (!split_fact(&g[0]->p.facts.f[f], sp->memory))
			continue;
		for (t = 0; t < sp->ntests && !key_equal(sp->tests[t].key, k); t++)
			;
		if (t < sp->ntests)
			continue;
		for (i = n0 = n1 = 0; i < n; i++) {
			int v = fact_entry_value(&g[i]->p.facts, k);
			if (v < 0)
				break;
			if (v)
				g1[n1++] = g[i];
			else
				g0[n0++] = g[i];
		}
		if (i < n || !n0 || !n1)
			continue;
		mark = sp->nleaves;
		sp->tests[sp->ntests].key = k;
		sp->tests[sp->ntests].show = g[0]->p.facts.f[f].show ? g[0]->p.facts.f[f].show : k;
		sp->tests[sp->ntests++].nonzero = false;
		ok = split_group(sp, g0, n0, depth - 1);
		sp->tests[sp->ntests - 1].nonzero = true;
		ok = ok && split_group(sp, g1, n1, depth - 1);
		sp->ntests--;
		if (ok)
			return true;
		sp->nleaves = mark;
	}
	return false;
}

/*
 * An outcome whose exit called through a pointer ("return
 * rwc->anon_lock(folio, rwc)") may hold what the other outcomes take:
 * those locks are not known after it (ACT_UNKNOWN).
 */
static void indirect_unknown(struct lctx *c, const struct leaf *leaves, unsigned int n)
{
	struct effects *ef = &c->fr->summary;
	unsigned int i, j, k, m;

	for (i = 0; i < n; i++) {
		struct outcome *o = &ef->out[i];

		if (!leaves[i].x->p.indirect)
			continue;
		for (j = 0; j < n; j++)
			for (k = 0; j != i && k < ef->out[j].nacts; k++) {
				const struct action *a = &ef->out[j].acts[k];

				if (a->kind != ACT_ACQUIRE)
					continue;
				for (m = 0; m < o->nacts && !same_lock(o->acts[m].key, a->key); m++)
					;
				if (m == o->nacts)
					action_add(&unit_arena, o, a->key, a->show, ACT_UNKNOWN, false);
			}
	}
}

/*
 * The exits split by tests of the parameters (with MEMORY, of memory
 * reached through them too), and maybe by the return value (zero or not),
 * into groups that each leave the locks alike: a helper that locks when
 * a flag says so ("if (global) mutex_lock_killable(&loop_validate_mutex)",
 * and "if (err) return err"), or when its memory and a flag say so
 * (i915's "if (!u->i915->params.mmio_debug || !u->debug) return; if
 * (before) spin_lock(...); else spin_unlock(...)").  The fewest tests
 * win, at most TESTS; the return value too only with BY_RET.  With
 * APPLY, the summary then has an outcome per group.
 */
bool param_split(struct lctx *c, bool apply, bool memory, unsigned int tests, bool by_ret)
{
	struct split sp = { .c = c, .memory = memory, .budget = 64 };
	const struct exit_path **all;
	unsigned int i, n = 0, depth;

	all = arena_alloc(c->a, (c->nexits + 1) * sizeof(*all));
	for (i = 0; i < c->nexits; i++)
		if (!c->exits[i].p.lost)
			all[n++] = &c->exits[i];
	if (!n)
		return false;
	for (depth = 1; depth <= tests && depth <= MAX_TESTS; depth++)
		for (sp.by_ret = false; ; sp.by_ret = true) {
			sp.nleaves = 0;
			if (split_group(&sp, all, n, depth))
				goto found;
			if (sp.by_ret || !by_ret)
				break;
		}
	return false;
found:
	if (!apply)
		return true;
	memset(&c->fr->summary, 0, sizeof(c->fr->summary));
	for (i = 0; i < sp.nleaves; i++) {
		struct outcome *o = outcome_add_new(&c->fr->summary);
		unsigned int t;

		o->ret = sp.leaves[i].ret;
		o->ntests = sp.leaves[i].ntests;
		for (t = 0; t < o->ntests; t++) {
			o->tests[t].key = key_clone(&unit_arena, sp.leaves[i].tests[t].key);
			o->tests[t].show = key_clone(&unit_arena, sp.leaves[i].tests[t].show);
			o->tests[t].nonzero = sp.leaves[i].tests[t].nonzero;
			o->tests[t].stale = sp.leaves[i].tests[t].stale;
		}
		exit_actions(c, sp.leaves[i].x, o);
	}
	indirect_unknown(c, sp.leaves, sp.nleaves);
	return true;
}

/*
 * A function whose return value a test of its parameters decides, on
 * one side at least: need_seqretry(lock, seq) is 0 when seq is odd.  The
 * summary has an outcome per value of the test, the locks of LAST in both.
 */
static bool ret_by_param(struct lctx *c, const struct exit_path *last)
{
	const struct exit_path *x0 = last;
	unsigned int i, f;

	for (f = 0; f < x0->p.facts.n; f++) {
		const struct key *k = x0->p.facts.f[f].key;
		int r[2] = { -2, -2 };	/* -2 none yet, -1 not one value */
		struct outcome *o;
		int v;

		if (!split_fact(&x0->p.facts.f[f], false))
			continue;
		for (i = 0; i < c->nexits; i++) {
			const struct exit_path *x = &c->exits[i];

			if (x->p.lost)
				continue;
			v = fact_entry_value(&x->p.facts, k);
			if (v < 0)
				break;
			if (r[v] == -2)
				r[v] = x->retv;
			else if (r[v] != x->retv)
				r[v] = -1;
		}
		if (i < c->nexits || r[0] == -2 || r[1] == -2 || (r[0] < 0 && r[1] < 0))
			continue;
		memset(&c->fr->summary, 0, sizeof(c->fr->summary));
		for (v = 0; v < 2; v++) {
			o = outcome_add_new(&c->fr->summary);
			o->ntests = 1;
			o->tests[0].key = o->tests[0].show = key_clone(&unit_arena, k);
			o->tests[0].nonzero = v;
			o->ret = r[v] < 0 ? RET_ANY : r[v] ? RET_NONZERO : RET_ZERO;
			exit_actions(c, last, o);
		}
		return true;
	}
	return false;
}

/* --dump-lock-summaries: the summaries, for the tests of the flow layer and for debugging. */
void dump_summary(struct lctx *c)
{
	const struct effects *ef = &c->fr->summary;
	unsigned int i, j;

	fprintf(stderr, "summary %s:%s", fn_name(c), c->fr->has_summary ? "" : " none");
	for (i = 0; i < ef->nout; i++) {
		fprintf(stderr, " [%s", ef->out[i].ret == RET_ZERO ? "ret==0" :
			ef->out[i].ret == RET_NONZERO ? "ret!=0" :
			ef->out[i].ret == RET_NEGATIVE ? "ret<0" : "any");
		for (j = 0; j < ef->out[i].ntests; j++)
			fprintf(stderr, " %s %s(%s)", j ? "&&" : "if", ef->out[i].tests[j].nonzero ? "" : "!",
				key_str(ef->out[i].tests[j].show));
		for (j = 0; j < ef->out[i].nacts; j++)
			fprintf(stderr, " %s%s %s", ef->out[i].acts[j].kind == ACT_ACQUIRE ? "+" :
				ef->out[i].acts[j].kind == ACT_UNKNOWN ? "?" : "-",
				ef->out[i].acts[j].shared ? "shared" : "",
				key_str(ef->out[i].acts[j].key));
		fputc(']', stderr);
	}
	fprintf(stderr, " (%u exits)\n", c->nexits);
}

/*
 * An accessor: every exit returns the same lock expression
 * (spinlock_check(l) returns &l->rlock; rq_lockp(rq) &rq->__lock once
 * sched_core_enabled() is known to be false).
 */
void find_accessor(struct lctx *c)
{
	const struct key *k = NULL;
	unsigned int i;

	for (i = 0; i < c->nexits; i++) {
		const struct key *r = c->exits[i].ret_key;

		if (c->exits[i].p.lost || !r || key_is_fuzzy(r) || r->vol)
			return;
		if (!k)
			k = r;
		else if (!key_equal(k, r))
			return;
	}
	if (k && (k->kind == KEY_ADDR || k->kind == KEY_MEMBER || k->kind == KEY_PARAM ||
		  k->kind == KEY_DEREF))
		c->fr->ret_key = key_clone(&unit_arena, no_locals(c->a, k));
}
