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
		    (key_has_local(h->key) && !(x->e.ret_key && x->e.ret_key->kind == KEY_SYM &&
						 key_mentions(h->key, x->e.ret_key))))
			continue;
		k = h->key;
		show = h->show;
		/* what it returns: a local, or what a call returned ("return lock_nested(e, 0)") */
		if (x->e.ret_key &&
		    ((x->e.ret_key->kind == KEY_SYM && sym_is_local(x->e.ret_key->sym)) ||
		     x->e.ret_key->kind == KEY_VALUE)) {
			struct key *ret = key_alloc(c->a, KEY_PARAM);	/* $0 */

			k = key_replace(c->a, k, x->e.ret_key, ret);
			show = key_replace(c->a, show, x->e.ret_key, ret);
		}
		k = key_no_locals(&unit_arena, k);
		show = key_no_locals(&unit_arena, show);
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

		if (x->e.ret != ret || x->p.lost)
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
		     (x->e.ret ? x->e.ret->pos.loc : ~0u) >= (last->e.ret ? last->e.ret->pos.loc : ~0u)))
			last = x;
	}
	if (!last)
		return;
	for (i = 0; i < c->nexits; i++) {
		const struct exit_path *x = &c->exits[i];
		const struct exit_path **side = x->e.retv == 0 ? &zero : &other;

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
	if (!agree && param_split(c, true, true, EXIT_MAX_TESTS, true))
		return;
	if (agree && zero && other && ret_by_param(c, last))
		return;
	if (agree || !zero || !other || !split) {
		/* what it returns, if every exit returns alike: sched_core_enabled() is false */
		uint8_t ret = RET_ANY;

		if (agree && (!zero || !other)) {
			for (i = 0; i < c->nexits; i++)
				if (!c->exits[i].p.lost && c->exits[i].e.retv < 0)
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
					    !uniform(c, x->e.ret, keys[k]) ||
					    !forgot_unlock(x, last, keys[k], have, ref))
						continue;
					if (!may_report(c, &x->p, x->e.ret ? x->e.ret : (const struct node *)c->cfg->body, keys[k]))
						continue;
					{
						const struct hold *h = held_by(x, keys[k]);
						const char *name = key_str(h ? h->show : keys[k]);

						if (!diag_warning(CHECK_CONTEXT, node_range(c, x->e.ret),
								  "context imbalance in '%s' - '%s' still held at this return, released before the last one",
								  fn_name(c), name))
							continue;
						if (h && h->by)
							diag_note_step(ast_range(h->by), "'%s' acquired here", name);
						diag_note(node_range(c, last->e.ret), "the last return");
					}
				}
		}
		return;
	}
	exit_actions(c, zero, outcome_add(&unit_arena, &fr->summary, RET_ZERO));
	/* the others all return an error code: the caller's "if (ret < 0)" knows */
	for (i = 0; i < c->nexits; i++)
		if (!c->exits[i].p.lost && c->exits[i].e.retv != 0 && !c->exits[i].e.neg)
			break;
	exit_actions(c, other, outcome_add(&unit_arena, &fr->summary,
					   i == c->nexits ? RET_NEGATIVE : RET_NONZERO));
}

/* A and B leave the locks alike: flow_exit_split()'s same. */
static bool exits_same(void *ctx, const struct flow_exit *a, const struct flow_exit *b)
{
	return holds_equal(&exit_of(a)->p, &exit_of(b)->p);
}

/*
 * An outcome whose exit called through a pointer ("return
 * rwc->anon_lock(folio, rwc)") may hold what the other outcomes take:
 * those locks are not known after it (ACT_UNKNOWN).
 */
static void indirect_unknown(struct lctx *c, const struct exit_group *groups, unsigned int n)
{
	struct effects *ef = &c->fr->summary;
	unsigned int i, j, k, m;

	for (i = 0; i < n; i++) {
		struct outcome *o = &ef->out[i];

		if (!exit_of(groups[i].x)->p.indirect)
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

/* The exits that have not lost track, for flow/exit.h. */
static unsigned int known_exits(struct lctx *c, const struct flow_exit ***all)
{
	unsigned int i, n = 0;

	*all = arena_alloc(c->a, (c->nexits + 1) * sizeof(**all));
	for (i = 0; i < c->nexits; i++)
		if (!c->exits[i].p.lost)
			(*all)[n++] = &c->exits[i].e;
	return n;
}

/*
 * The exits split by tests of the parameters (with MEMORY, of memory
 * reached through them too), and maybe by the return value (zero or not),
 * into groups that each leave the locks alike (flow_exit_split()): a
 * helper that locks when a flag says so ("if (global)
 * mutex_lock_killable(&loop_validate_mutex)", and "if (err) return
 * err"), or when its memory and a flag say so (i915's "if
 * (!u->i915->params.mmio_debug || !u->debug) return; if (before)
 * spin_lock(...); else spin_unlock(...)").  With APPLY, the summary then
 * has an outcome per group.
 */
bool param_split(struct lctx *c, bool apply, bool memory, unsigned int tests, bool by_ret)
{
	struct exit_split sp = { .a = c->a, .ctx = c, .same = exits_same };
	const struct flow_exit **all;
	unsigned int i, n = known_exits(c, &all);

	if (!flow_exit_split(&sp, all, n, memory, tests, by_ret))
		return false;
	if (!apply)
		return true;
	memset(&c->fr->summary, 0, sizeof(c->fr->summary));
	for (i = 0; i < sp.ngroups; i++) {
		struct outcome *o = outcome_add_new(&c->fr->summary);
		unsigned int t;

		o->ret = sp.groups[i].ret;
		o->ntests = sp.groups[i].ntests;
		for (t = 0; t < o->ntests; t++) {
			o->tests[t].key = key_clone(&unit_arena, sp.groups[i].tests[t].key);
			o->tests[t].show = key_clone(&unit_arena, sp.groups[i].tests[t].show);
			o->tests[t].nonzero = sp.groups[i].tests[t].nonzero;
			o->tests[t].stale = sp.groups[i].tests[t].stale;
		}
		exit_actions(c, exit_of(sp.groups[i].x), o);
	}
	indirect_unknown(c, sp.groups, sp.ngroups);
	return true;
}

/*
 * A function whose return value a test of its parameters decides, on
 * one side at least (flow_exit_ret_test()): need_seqretry(lock, seq) is
 * 0 when seq is odd.  The summary has an outcome per value of the test,
 * the locks of LAST in both.
 */
static bool ret_by_param(struct lctx *c, const struct exit_path *last)
{
	const struct flow_exit **all;
	unsigned int n = known_exits(c, &all);
	const struct key *k;
	int r[2], v;

	k = flow_exit_ret_test(&last->e, all, n, r);
	if (!k)
		return false;
	memset(&c->fr->summary, 0, sizeof(c->fr->summary));
	for (v = 0; v < 2; v++) {
		struct outcome *o = outcome_add_new(&c->fr->summary);

		o->ntests = 1;
		o->tests[0].key = o->tests[0].show = key_clone(&unit_arena, k);
		o->tests[0].nonzero = v;
		o->ret = r[v] < 0 ? RET_ANY : r[v] ? RET_NONZERO : RET_ZERO;
		exit_actions(c, last, o);
	}
	return true;
}

static FILE *dump_out;

void lock_dump_register(FILE *out)
{
	dump_out = out;
}

/*
 * --dump-lock-summaries: the summaries, for the tests of the flow layer
 * and for debugging, where the driver registered (lock_dump_register()).
 */
void dump_summary(struct lctx *c)
{
	const struct effects *ef = &c->fr->summary;
	FILE *out = dump_out;
	unsigned int i, j;

	if (!out)
		return;

	fprintf(out, "summary %s:%s", fn_name(c), c->fr->has_summary ? "" : " none");
	for (i = 0; i < ef->nout; i++) {
		fprintf(out, " [%s", ef->out[i].ret == RET_ZERO ? "ret==0" :
			ef->out[i].ret == RET_NONZERO ? "ret!=0" :
			ef->out[i].ret == RET_NEGATIVE ? "ret<0" : "any");
		for (j = 0; j < ef->out[i].ntests; j++)
			fprintf(out, " %s %s(%s)", j ? "&&" : "if", ef->out[i].tests[j].nonzero ? "" : "!",
				key_str(ef->out[i].tests[j].show));
		for (j = 0; j < ef->out[i].nacts; j++)
			fprintf(out, " %s%s %s", ef->out[i].acts[j].kind == ACT_ACQUIRE ? "+" :
				ef->out[i].acts[j].kind == ACT_UNKNOWN ? "?" : "-",
				ef->out[i].acts[j].shared ? "shared" : "",
				key_str(ef->out[i].acts[j].key));
		fputc(']', out);
	}
	fprintf(out, " (%u exits)\n", c->nexits);
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
		const struct key *r = c->exits[i].e.ret_key;

		if (c->exits[i].p.lost || !r || key_is_fuzzy(r) || r->vol)
			return;
		if (!k)
			k = r;
		else if (!key_equal(k, r))
			return;
	}
	if (k && (k->kind == KEY_ADDR || k->kind == KEY_MEMBER || k->kind == KEY_PARAM ||
		  k->kind == KEY_DEREF))
		c->fr->ret_key = key_clone(&unit_arena, key_no_locals(c->a, k));
}
