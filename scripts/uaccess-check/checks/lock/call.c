// SPDX-License-Identifier: GPL-2.0
/*
 * A call on the paths: one path per outcome its effects tell apart,
 * each with what it knows of the return value and of the tests.
 */
#include "lock.h"

/*
 * A function that does sparse's accounting itself ("mutex_lock(m);
 * __acquire(m);", as sparse never knew mutexes) would count a modelled
 * lock twice: the model gives way to the __context__ statement.
 */
static void model_against_context(struct lctx *c, struct effects *ef)
{
	unsigned int i, j, k, n;

	for (i = 0; i < ef->nout; i++) {
		struct outcome *o = &ef->out[i];

		for (j = n = 0; j < o->nacts; j++) {
			for (k = 0; k < c->nctx &&
			     !same_lock(key_in(c, c->ctx_locks[k]), o->acts[j].key); k++)
				;
			if (k == c->nctx)
				o->acts[n++] = o->acts[j];
		}
		o->nacts = n;
	}
}

/* On the outcome J of a call, the locks its other outcomes acquire are not held: maybe. */
static void maybe_holds(struct lctx *c, struct path *p, const struct effects *ef, unsigned int j,
			const struct node *e)
{
	unsigned int i, k, m;

	for (i = 0; i < ef->nout; i++) {
		if (i == j)
			continue;
		for (k = 0; k < ef->out[i].nacts; k++) {
			const struct action *a = &ef->out[i].acts[k];
			struct hold *h;

			if (a->kind != ACT_ACQUIRE || key_has_opaque(a->key))
				continue;
			for (m = 0; m < ef->out[j].nacts && !same_lock(ef->out[j].acts[m].key, a->key); m++)
				;
			if (m < ef->out[j].nacts)
				continue;
			h = hold_find(p, a->key);
			if (!h)
				h = hold_add(c, p, a->key, a->show);
			if (h->excl + h->shared + entry_holds(c, h->key) <= 0)
				h->maybe = e;
		}
	}
}

/* P and Q know CALL's tests differently: which way it went tells its locks apart. */
static bool tests_differ(const struct path *p, const struct path *q, const struct node *call)
{
	unsigned int i;

	for (i = 0; call && i < p->facts.n; i++) {
		const struct fact *f = &p->facts.f[i], *g;

		if (f->by == call && (g = fact_find(&q->facts, f->key, NULL)) &&
		    g->nonzero != f->nonzero)
			return true;
	}
	return false;
}

/*
 * Paths that hold the same locks are one (what they know apart is lost),
 * and there are at most MAX_PATHS: a call's outcomes that change no lock
 * ("stat_put(...) || stat_put(...) || ..." twenty times) do not multiply
 * the paths.
 */
static void merge_paths(struct lctx *c, struct lstate *s, const struct node *call)
{
	unsigned int i, j, n = 0;

	/* the ways of CALL apart if there is room ("if (!(flags & NOLOCK)) return true;"), else one */
	for (i = 0; call && i < s->npaths; i++) {
		for (j = 0; j < i; j++)
			if (holds_equal(&s->paths[j], &s->paths[i]) &&
			    !tests_differ(&s->paths[j], &s->paths[i], call))
				break;
		n += j == i;
	}
	if (n > MAX_PATHS)
		call = NULL;
	n = 0;
	for (i = 0; i < s->npaths; i++) {
		for (j = 0; j < n; j++)
			if (holds_equal(&s->paths[j], &s->paths[i]) &&
			    !tests_differ(&s->paths[j], &s->paths[i], call))
				break;
		if (j < n) {
			facts_meet(&s->paths[j].facts, &s->paths[i].facts);
			guesses_join(c, &s->paths[j], &s->paths[i]);
			continue;
		}
		if (n == MAX_PATHS) {
			s->paths[n - 1].lost = true;
			continue;
		}
		s->paths[n++] = s->paths[i];
	}
	s->npaths = n;
}

static void ret_fact(struct lctx *c, struct path *p, const struct node *e, int ret)
{
	struct val v = { ret != RET_ZERO, ret == RET_NEGATIVE, ret == RET_ZERO, 0 };

	if (ret != RET_ANY)
		fact_set_val(c->a, &p->facts, NULL, e, &v);
}

/* No test of O is known false on P: the call may take that way. */
static bool outcome_possible(struct path *p, const struct outcome *o)
{
	unsigned int t;

	for (t = 0; t < o->ntests; t++) {
		int v = fact_value(&p->facts, o->tests[t].key, NULL);

		if (v >= 0 && v != o->tests[t].nonzero)
			return false;
	}
	return true;
}

/*
 * O may be taken from FROM, by memory FROM does not know the value of,
 * and which is not what its caller passes it (a wrapper's test of its
 * parameters' memory before it wrote anything, which its summary says).
 */
static bool memory_unknown(const struct outcome *o, struct path *from)
{
	unsigned int t;

	if (!outcome_possible(from, o))
		return false;
	for (t = 0; t < o->ntests; t++) {
		const struct key *k = o->tests[t].key;

		if (fact_value(&from->facts, k, NULL) >= 0)
			continue;
		/* an earlier call wrote it ("read_seqbegin_or_lock(lock, &seq)", then done_seqretry()) */
		if (fact_find_any(&from->facts, k, NULL, true))
			return true;
		if (key_in_memory(k) && (from->facts.wrote || !key_params(k) || key_has_local(k)))
			return true;
	}
	return false;
}

/* The outcomes of EF that release by a flag in memory FROM does not know: those locks are guesses on P. */
static void guess_releases(struct lctx *c, struct path *p, const struct effects *ef,
			   struct path *from)
{
	unsigned int i, k;

	for (i = 0; i < ef->nout; i++) {
		const struct outcome *o = &ef->out[i];

		if (!memory_unknown(o, from))
			continue;
		for (k = 0; k < o->nacts; k++)
			if (o->acts[k].kind == ACT_RELEASE && !key_has_opaque(o->acts[k].key))
				mark_guess(c, p, o->acts[k].key, o->acts[k].show);
	}
}

/*
 * The outcomes are told apart by memory the caller cannot name (the
 * argument is what a call returned): the locks they take or release are
 * guesses, as the "ACT_UNKNOWN" of a helper whose exits nothing tells apart.
 */
static bool unnamed_memory(struct lctx *c, struct lstate *s, const struct effects *ef)
{
	unsigned int i, j, k;

	for (i = 0; i < ef->nout; i++)
		for (j = 0; j < ef->out[i].ntests; j++)
			if (key_in_memory(ef->out[i].tests[j].key) &&
			    key_is_fuzzy(ef->out[i].tests[j].key))
				goto unnamed;
	return false;
unnamed:
	for (i = 0; i < s->npaths; i++)
		for (j = 0; j < ef->nout; j++)
			for (k = 0; k < ef->out[j].nacts; k++) {
				const struct action *a = &ef->out[j].acts[k];

				if ((a->kind == ACT_ACQUIRE || a->kind == ACT_RELEASE ||
				     a->kind == ACT_UNKNOWN) && !key_has_opaque(a->key))
					mark_guess(c, &s->paths[i], a->key, a->show);
			}
	return true;
}

/* Outcome O of EF does KIND (acquire, release) to KEY, and some other outcome does not. */
static bool decided(const struct effects *ef, const struct outcome *o, const struct key *key,
		    int kind)
{
	unsigned int i, j;

	for (i = 0; i < ef->nout; i++) {
		if (&ef->out[i] == o)
			continue;
		for (j = 0; j < ef->out[i].nacts; j++)
			if (ef->out[i].acts[j].kind == kind && same_lock(ef->out[i].acts[j].key, key))
				break;
		if (j == ef->out[i].nacts)
			return true;
	}
	return false;
}

/*
 * The outcome O of CALL (of EF) releases a lock that an earlier call
 * took on this path, each deciding by one flag in memory, read twice
 * (6.1's i915 unclaimed_reg_debug(uncore, reg, read, before), called
 * before and after each register access): when the calls themselves
 * write that flag (the footer decrements it), another thread's or
 * another device's calls between the two reads leave the lock held, or
 * release it unheld.  The first read's answer is to be kept (6.12's
 * header returns it to the footer).  A flag written elsewhere (where
 * the object is set up) is taken as stable; a lock reached through the
 * flag ("if (ctx) unlock(&ctx->lock)") is the pointer's business.
 */
static void read_twice(struct lctx *c, struct path *p, const struct effects *ef,
		       const struct outcome *o, const struct node *call)
{
	unsigned int i, t;

	for (i = 0; i < o->nacts; i++) {
		const struct action *a = &o->acts[i];
		const struct hold *h;
		const struct node *w;
		const struct fact *f;

		if (a->kind != ACT_RELEASE || !(h = hold_find(p, a->key)) ||
		    h->excl + h->shared <= 0 || !h->decided || !h->by || h->by == call ||
		    h->by->kind != N_CALL || !decided(ef, o, a->key, ACT_RELEASE))
			continue;
		for (t = 0; t < o->ntests; t++) {
			const struct key *k = key_first_member(o->tests[t].show);
			const struct key *m = key_first_member(o->tests[t].key);

			if (!k || !key_in_memory(k) ||
			    !(f = fact_find(&p->facts, o->tests[t].key, NULL)) ||
			    f->by != h->by || (m && key_mentions(a->key, m)) ||
			    !(w = fn_member_write(k->name, h->by, call)))
				continue;
			if (!may_report(c, p, call, a->key))
				break;
			if (!diag_warning(CHECK_CONTEXT, ast_range(call),
					  "context imbalance in '%s' - '%s' released as '%s' says, read again since the acquire: if it changes in between, the lock stays held or is released unheld",
					  fn_name(c), key_str(h->show), key_str(k)))
				break;
			diag_note_step(ast_range(h->by), "'%s' acquired here, as '%s' said then",
				       key_str(h->show), key_str(k));
			diag_note_step(w->pos, "'%s' is written here", k->name->name);
			break;
		}
	}
}

void apply_call(struct lctx *c, struct lstate *s, const struct node *e)
{
	struct effects ef = callee_effects(c, e);
	struct lstate out = { 0 };
	unsigned int i, j, t;

	if (!e->callee)
		for (i = 0; i < s->npaths; i++)
			s->paths[i].indirect = true;

	if (!ef.nout)
		return;
	ef = at_call(c, &ef, e);
	if (ef.model)
		model_against_context(c, &ef);
	if (ef.nout == 1) {
		for (i = 0; i < s->npaths; i++) {
			ret_fact(c, &s->paths[i], e, ef.out[0].ret);
			apply_outcome(c, &s->paths[i], &ef.out[0], e);
		}
		return;
	}
	if (unnamed_memory(c, s, &ef))
		return;
	/* one path per outcome, each knowing the return value and the tests it came with */
	for (i = 0; i < s->npaths; i++) {
		for (j = 0; j < ef.nout; j++) {
			const struct outcome *o = &ef.out[j];
			struct path p;

			if (!outcome_possible(&s->paths[i], o))
				continue;
			if (c->run.replay && !c->probing)
				read_twice(c, &s->paths[i], &ef, o, e);
			path_copy(c->a, &p, &s->paths[i]);
			ret_fact(c, &p, e, o->ret);
			for (t = 0; t < o->ntests; t++)
				fact_tested(c->a, &p.facts, o->tests[t].key, o->tests[t].show,
					    o->tests[t].nonzero, o->tests[t].stale, e);
			guess_releases(c, &p, &ef, &s->paths[i]);
			apply_outcome(c, &p, o, e);
			for (t = 0; t < o->nacts; t++) {
				struct hold *h;

				if (o->acts[t].kind == ACT_ACQUIRE &&
				    decided(&ef, o, o->acts[t].key, ACT_ACQUIRE) &&
				    (h = hold_find(&p, o->acts[t].key)))
					h->decided = true;
			}
			maybe_holds(c, &p, &ef, j, e);
			lstate_add(c, &out, &p);
		}
	}
	*s = out;
	merge_paths(c, s, e);
}
