// SPDX-License-Identifier: GPL-2.0
/*
 * The effects of a call: by the callee's annotations, by
 * lock-models.def, by the summary of its body; in the caller's terms.
 */
#include "lock.h"

struct model {
	const char *name;
	const char *lock;	/* "$N", "$N->member", or a name: lock-models.def */
	const char *needs;	/* the unit declares it: the API the model describes */
	uint8_t kind, cond;
	bool shared;
};

#define ACQUIRE ACT_ACQUIRE
#define RELEASE ACT_RELEASE
#define NOTHING ACT_NOTHING
#define NONE RET_ANY
#define ZERO RET_ZERO
#define NONZERO RET_NONZERO
static const struct model models[] = {
#define MODEL(name, action, lock, shared, cond) { name, lock, NULL, action, cond, shared },
#define MODEL_IF(needs, name, action, lock, shared, cond) { name, lock, needs, action, cond, shared },
#include "lock-models.def"
#undef MODEL
#undef MODEL_IF
};
#undef ACQUIRE
#undef RELEASE
#undef NOTHING
#undef NONE
#undef ZERO
#undef NONZERO

/* ---- effects of calls ------------------------------------------------------------ */

struct outcome *outcome_add(struct arena *a, struct effects *ef, uint8_t ret)
{
	unsigned int i, cap = ef->nout;

	for (i = 0; i < ef->nout; i++)
		if (ef->out[i].ret == ret)
			return &ef->out[i];
	ef->out = arena_grow(a, ef->out, ef->nout + 1, &cap, sizeof(*ef->out));
	memset(&ef->out[ef->nout], 0, sizeof(ef->out[0]));
	ef->out[ef->nout].ret = ret;
	return &ef->out[ef->nout++];
}

struct outcome *outcome_add_new(struct effects *ef)
{
	unsigned int cap = ef->nout;

	ef->out = arena_grow(&unit_arena, ef->out, ef->nout + 1, &cap, sizeof(*ef->out));
	memset(&ef->out[ef->nout], 0, sizeof(ef->out[0]));
	return &ef->out[ef->nout++];
}

void action_add(struct arena *a, struct outcome *o, const struct key *key,
		const struct key *show, int kind, bool shared)
{
	unsigned int cap = o->nacts;

	o->acts = arena_grow(a, o->acts, o->nacts + 1, &cap, sizeof(*o->acts));
	o->acts[o->nacts].key = key;
	o->acts[o->nacts].show = show && !key_has_opaque(show) ? show : key;
	o->acts[o->nacts].kind = kind;
	o->acts[o->nacts++].shared = shared;
}

/*
 * Outcomes by return value, and the one for any return value: what holds
 * for any goes into each, and the "any" outcome goes (else a call would
 * have a path returning nothing known).
 */
static struct effects merge_any(struct arena *a, struct effects ef)
{
	unsigned int i, j, n, k = ~0u;
	struct outcome any;

	if (ef.nout < 2)
		return ef;
	for (i = 0; i < ef.nout; i++)
		if (ef.out[i].ret == RET_ANY && !ef.out[i].ntests)
			k = i;
	if (k == ~0u)
		return ef;
	any = ef.out[k];
	for (i = n = 0; i < ef.nout; i++) {
		struct outcome o = ef.out[i];

		if (i == k)
			continue;
		for (j = 0; j < any.nacts; j++)
			action_add(a, &o, any.acts[j].key, any.acts[j].show, any.acts[j].kind,
				   any.acts[j].shared);
		ef.out[n++] = o;
	}
	ef.nout = n;
	return ef;
}

/*
 * The effects of the annotations of FN, keys over its parameters ($N):
 * an outcome for any return value, and one per return value a
 * conditional acquire holds on (its opposite then holds nothing more).
 */
struct effects annotation_effects(struct lctx *c, const struct decl_sym *fn)
{
	struct effects ef = { 0 };
	const struct decl_context *dc;
	struct key_opts o = { .addr_identity = true, .params = true };
	struct key_opts os = { .params = true };
	struct outcome *any;

	if (!fn->contexts)
		return ef;
	any = outcome_add(c->a, &ef, RET_ANY);
	for (dc = fn->contexts; dc; dc = dc->next) {
		const struct key *k = dc->expr ? key_lock(c->a, dc->expr, &o) : NULL;
		const struct key *show = dc->expr ? key_lock(c->a, dc->expr, &os) : NULL;
		int d = dc->out - dc->in;

		if (!k) {
			/* context(in, out) without a lock: sparse's one anonymous context */
			struct key *n = arena_alloc(c->a, sizeof(*n));

			memset(n, 0, sizeof(*n));
			n->kind = KEY_OPAQUE;
			k = n;
		}
		if (dc->excluded) {
			action_add(c->a, any, k, show, ACT_EXCLUDE, dc->shared);
			continue;
		}
		if (dc->in > 0)
			action_add(c->a, any, k, show, d < 0 ? ACT_RELEASE : ACT_REQUIRE, dc->shared);
		if (d > 0 || dc->out < 0) {
			/* context(x, 0, -1): sparse's conditional acquire, on a nonzero return */
			uint8_t ret = dc->cond == CTX_COND_ZERO ? RET_ZERO :
				dc->cond == CTX_COND_NONZERO || dc->out < 0 ? RET_NONZERO : RET_ANY;

			action_add(c->a, outcome_add(c->a, &ef, ret), k, show,
				   dc->assumed ? ACT_ASSUME : ACT_ACQUIRE, dc->shared);
			if (ret != RET_ANY)
				outcome_add(c->a, &ef, ret == RET_ZERO ? RET_NONZERO : RET_ZERO);
		}
	}
	return merge_any(c->a, ef);
}

/* A lock of lock-models.def as a key: "$1", "$0->lru_lock", "RCU", "rtnl_mutex". */
static const struct key *model_key(struct arena *a, const char *lock)
{
	const char *arrow;
	struct key *k, *m;

	if (lock[0] != '$') {
		struct ident *id = ident_intern(lock, strlen(lock));
		struct decl_sym *sym = decl_lookup(id, false);

		if (sym && sym->kind == DS_OBJECT)
			return key_of_sym(a, sym);
		k = key_alloc(a, KEY_NAME);
		k->name = id;
		return k;
	}
	k = key_alloc(a, KEY_PARAM);
	k->param = (unsigned int)strtoul(lock + 1, NULL, 10);
	arrow = strstr(lock, "->");
	if (!arrow)
		return k;
	m = key_alloc(a, KEY_ADDR);
	m->a = key_member(a, key_deref(a, k), ident_intern(arrow + 2, strlen(arrow + 2)), false, false);
	return m;
}

static struct effects model_effects(struct lctx *c, const char *name)
{
	struct effects ef = { 0 };
	const struct key *k;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(models); i++) {
		const struct model *m = &models[i];
		struct outcome *o;

		if (strcmp(m->name, name))
			continue;
		if (m->needs && !decl_lookup(ident_intern(m->needs, strlen(m->needs)), false))
			continue;
		ef.model = true;
		o = outcome_add(c->a, &ef, m->cond);
		if (m->kind == ACT_NOTHING)
			continue;
		k = model_key(c->a, m->lock);
		/* a global object is shown as its lock calls name it: "&rtnl_mutex" */
		if (k->kind == KEY_SYM) {
			struct key *addr = key_alloc(c->a, KEY_ADDR);

			addr->a = k;
			action_add(c->a, o, k, addr, m->kind, m->shared);
		} else {
			action_add(c->a, o, k, k, m->kind, m->shared);
		}
		if (m->cond != RET_ANY)
			outcome_add(c->a, &ef, m->cond == RET_ZERO ? RET_NEGATIVE : RET_ZERO);
	}
	return ef;
}

static bool effects_fuzzy(const struct effects *ef)
{
	unsigned int i, j;

	for (i = 0; i < ef->nout; i++)
		for (j = 0; j < ef->out[i].nacts; j++)
			if (key_is_fuzzy(ef->out[i].acts[j].key))
				return true;
	return false;
}

/* What calling CALL does, keys over the callee's parameters. */
struct effects callee_effects(struct lctx *c, const struct node *call)
{
	struct effects none = { 0 };
	struct fnrec *fr;
	const char *name;

	fr = fn_find(call->callee);
	if (call->callee && call->callee->contexts) {
		struct effects ef = annotation_effects(c, call->callee);

		/* annotations naming what does not exist: the body, if the unit has it, tells */
		if (!(fr && fr->has_summary && effects_fuzzy(&ef)))
			return ef;
	}
	name = flow_call_name(call);
	if (name) {
		struct effects ef = model_effects(c, name);

		if (ef.nout)
			return ef;
	}
	if (fr && fr->has_summary)
		return fr->summary;
	return none;
}

/* The effects EF in the caller's terms at CALL. */
struct effects at_call(struct lctx *c, const struct effects *ef, const struct node *call)
{
	struct effects r = { 0 };
	struct call_args ca = { c, call, false }, cs = { c, call, true };
	unsigned int i, j;

	r.nout = ef->nout;
	r.model = ef->model;
	r.out = arena_alloc(c->a, ef->nout * sizeof(*r.out));
	for (i = 0; i < ef->nout; i++) {
		const struct outcome *o = &ef->out[i];

		r.out[i] = *o;
		for (j = 0; j < o->ntests; j++) {
			r.out[i].tests[j].key = key_subst(c->a, o->tests[j].key, arg_key, &ca, true);
			r.out[i].tests[j].show = key_subst(c->a, o->tests[j].show, arg_key, &cs, false);
			if (key_has_opaque(r.out[i].tests[j].show))
				r.out[i].tests[j].show = r.out[i].tests[j].key;
		}
		r.out[i].acts = arena_alloc(c->a, (o->nacts ? o->nacts : 1) * sizeof(*o->acts));
		for (j = 0; j < o->nacts; j++) {
			r.out[i].acts[j] = o->acts[j];
			r.out[i].acts[j].key = key_subst(c->a, o->acts[j].key, arg_key, &ca, true);
			r.out[i].acts[j].show = key_subst(c->a, o->acts[j].show, arg_key, &cs, false);
			if (key_has_opaque(r.out[i].acts[j].show))
				r.out[i].acts[j].show = r.out[i].acts[j].key;
		}
	}
	return r;
}

void lstate_add(struct lctx *c, struct lstate *s, const struct path *p)
{
	s->paths = arena_grow(c->a, s->paths, s->npaths + 1, &s->cap, sizeof(*s->paths));
	s->paths[s->npaths++] = *p;
}
