// SPDX-License-Identifier: GPL-2.0
/*
 * Lock context, per lock and per path (-Wcontext and its finer checks).
 *
 * A lock is its expression, as a key (flow/key.h) in the terms of the
 * function's parameters ($1), its locals replaced by the one value they
 * were given, through accessors (spinlock_check(l) is &l->rlock), and a
 * member at offset 0 the same lock as its container (&l->rlock is l).
 * A state is a set of paths (at most MAX_PATHS), each with the locks it
 * holds, counted from the function's entry, and the facts it took on
 * the way (ret == 0 on the false edge of "if (ret)", the value of a
 * trylock's call): paths are kept apart where their holds differ, so that
 * "if (locked) unlock" and "ret = mutex_lock_interruptible(m); if (ret)
 * return ret;" are seen per path.
 *
 * Every function body of the unit that was evaluated is analysed at the
 * end of the unit, callees first: what a function of the unit does with
 * locks (its summary, by return value where that tells the paths apart)
 * is known at its calls.  A function says what it does with its
 * annotations (sparse's context(), Clang's capability attributes), or
 * lock-models.def does for the unannotated mutex and rwsem functions;
 * else its summary, if the unit has its body.
 *
 * What is reported, and where the analysis is strict: a function with
 * annotations, or with external linkage, must leave each lock as it says
 * (as it found it, without annotations); an unannotated static or inline
 * function is a helper whose effect is inferred, and is only reported
 * when its paths disagree in a way its return value does not explain.
 * A lock released by the cleanup of the variable whose initializer took
 * it (guard(), scoped_guard(), CLASS()) is released at every exit of
 * the variable's scope.
 */
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "cfg.h"
#include "checks.h"
#include "decl.h"
#include "key.h"
#include "sema.h"
#include "solve.h"
#include "source.h"
#include "type.h"
#include "util.h"

#define MAX_PATHS 8
#define MAX_COUNT 4
#define MAX_SUBST 4
#define MAX_FACTS 48

/* ACT_UNKNOWN: the lock is held or not after the call by what the analysis could not tell */
enum action_kind { ACT_ACQUIRE, ACT_RELEASE, ACT_REQUIRE, ACT_EXCLUDE, ACT_ASSUME, ACT_NOTHING,
		   ACT_UNKNOWN };
/* RET_NEGATIVE: nonzero, and negative (an error code: -EINTR) */
enum ret_cond { RET_ANY, RET_ZERO, RET_NONZERO, RET_NEGATIVE };

struct action {
	const struct key *key;
	const struct key *show;	/* the lock as written, for messages */
	uint8_t kind;		/* enum action_kind */
	bool shared;
};

#define MAX_TESTS 3

/*
 * KEY, over the parameters, is nonzero (or zero) at the entry; SHOW is
 * KEY as written; STALE: the function writes it later ("if (!*locked)
 * { lock(); *locked = true; }"), its value after the call is another.
 */
struct test {
	const struct key *key, *show;
	bool nonzero, stale;
};

/*
 * What a call does when it returns RET, and, for a helper whose effect
 * depends on its arguments ("if (flags & F) mutex_lock(...)") or on
 * memory they point to at the entry ("if (!u->debug) return; if (before)
 * lock(...)"), when each of its TESTS holds.
 */
struct outcome {
	uint8_t ret;		/* enum ret_cond */
	uint8_t ntests;
	struct test tests[MAX_TESTS];
	unsigned int nacts;
	struct action *acts;
};

struct effects {
	unsigned int nout;
	struct outcome *out;
	bool model;		/* from lock-models.def */
};

struct hold {
	const struct key *key;
	const struct key *show;		/* as written, for messages */
	int16_t excl, shared;		/* holds taken minus released since the entry */
	int16_t low;			/* the lowest excl + shared has been: the caller's holds dropped */
	bool here;			/* this function acquired it on this path */
	bool assumed;			/* assert_capability: no balance expected */
	/*
	 * A callee released it or not by a flag in memory this path did not
	 * know (terminate_walk()'s "nd->flags & LOOKUP_RCU", which the calls
	 * before it may have cleared while dropping the lock): its count is
	 * a guess, nothing is reported of it, and no summary says it.
	 */
	bool guess;
	/* its last acquire was a call's outcome, taken by a test: another outcome does not acquire it */
	bool decided;
	struct decl_sym *owner;		/* the cleanup variable that releases it */
	const struct node *by;		/* its last acquire */
	const struct node *released;	/* its last release */
	const struct node *maybe;	/* a call that acquires it on another path, not on this one */
};

/* A value known on a path: of an expression (key), or of a node's last evaluation. */
struct fact {
	const struct key *key;
	const struct node *node;
	bool nonzero;
	bool neg;		/* negative */
	bool exact;		/* its value is VALUE (a constant assigned, a case of a switch) */
	/*
	 * A test of what the parameters were at the entry, made before the
	 * function wrote anything ("if (!(*seq & 1))" before "*seq = ..."):
	 * once its object is written the fact is STALE, no longer its
	 * value, but still what the function was called with, which is what
	 * a summary splits on.
	 */
	bool entry, stale;
	int64_t value;
	/*
	 * An alias, not a value: KEY was assigned SAME ("*ptlp = __ptl"),
	 * so a lock named through one is named through the other too.
	 */
	const struct key *same;
	/* known from what the path did (a lock taken through it), not tested: no summary splits on it */
	bool derived;
	/* the call that tested it (the outcome taken was chosen by it), NULL if this function did */
	const struct node *by;
	const struct key *show;	/* a test's key as written (members at offset 0 named), or NULL */
};

/* What a path knows of a value: its truth (-1 unknown), sign, maybe the value itself. */
struct val {
	int truth;
	bool neg, exact;
	int64_t value;
};

struct path {
	struct hold *holds;
	struct fact *facts;
	uint16_t nholds, nfacts, holds_cap, facts_cap;
	bool lost;			/* precision lost: nothing is reported on it */
	bool indirect;			/* a call through a pointer was made: it may have locked */
	bool wrote;			/* the function wrote something: no more entry facts */
};

struct lstate {
	struct path *paths;
	unsigned int npaths, cap;
};

struct fnrec {
	struct decl_sym *fn;
	struct node *body;		/* NULL: a declaration only, so far */
	uint8_t state;			/* 0 to do, 1 being analysed, 2 done */
	bool internal;			/* declared static or inline */
	struct node *def;		/* the FUNCTION_DEF */
	bool has_summary;
	struct effects summary;		/* in the unit arena, keys over $N */
	const struct key *ret_key;	/* an accessor: the key of what it returns */
	unsigned int write_gen;		/* the last search for a write that visited it */
};

struct exit_path {
	const struct node *ret;		/* the RETURN, NULL at the closing brace */
	struct path p;
	int retv;			/* -1 unknown, 0, 1 */
	const struct key *ret_key;	/* what it returns, NULL if nothing or not known */
	bool neg;			/* it returns a negative value */
};

/* The analysis of one function. */
struct lctx {
	struct arena *a;
	struct fnrec *fr;
	const struct cfg *cfg;
	bool strict;
	bool replay;
	bool probing;			/* trying a branch's effects: no reports */
	/* the nodes of context_unsafe(), found at the first guarded access */
	bool unsafe_scanned;
	struct node **unsafe;
	unsigned int nunsafe, unsafe_cap;
	bool locks;			/* the body acquires or releases: its exits are checked */
	const struct node **ctx_locks;	/* the locks of the body's __context__ statements */
	unsigned int nctx, ctx_cap;
	struct decl_sym *params[16];	/* the parameters the body names, by position */
	/* unexpected unlocks, reported at the end unless the function releases the lock alike on every path */
	struct pending_unlock {
		const struct node *by;
		struct hold h;
		const struct hold *other;	/* a lock of its kind that is held: the one meant? */
	} *unlocks;
	unsigned int nunlocks, unlocks_cap;
	struct effects entry;		/* the function's own annotations, one outcome per cond */
	struct key_opts kopts, kshow;
	unsigned int subst_depth;
	/* the locals: the one value each was given, if only one */
	struct local {
		struct decl_sym *sym;
		struct node *def;
		unsigned int defs;
	} *locals;
	unsigned int nlocals, locals_cap;
	const struct key **ann_keys;	/* released alike on every path: one report each */
	unsigned int nann, ann_cap;
	/* locks released twice, or instead of another: no missing annotation then */
	const struct key **bad_keys;
	unsigned int nbad, bad_cap;
	struct exit_path *exits;
	unsigned int nexits, exits_cap;
	/* the operands the CFG branches on in conditions made of && and ||, and those conditions */
	struct logical {
		const struct node *leaf, *root;
	} *logical;
	unsigned int logical_cap, nlogical;	/* a power of two, or 0 */
	/* reports made, (node, key) pairs, so that each is made once */
	struct reported {
		const struct node *n;
		const struct key *key;
	} *reported;
	unsigned int nreported, reported_cap;
};

static bool param_split(struct lctx *c, bool apply, bool memory, unsigned int tests, bool by_ret);
struct path;
static bool holds_equal(const struct path *a, const struct path *b);
static bool facts_meet(struct path *a, const struct path *b);
struct exit_path;
static bool ret_by_param(struct lctx *c, const struct exit_path *last);

static struct arena unit_arena, work;
static struct fnrec *fns;
static unsigned int nfns, fns_cap;
/* fns by symbol, open addressing: index + 1, 0 free */
static unsigned int *fn_map;
static unsigned int fn_map_cap;


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

/* ---- the functions of the unit ------------------------------------------- */

static unsigned int fn_slot(const struct decl_sym *fn)
{
	return ((uintptr_t)fn >> 4) * 2654435761u;
}

static struct fnrec *fn_find(const struct decl_sym *fn)
{
	unsigned int i, mask;

	if (!fn_map_cap || !fn)
		return NULL;
	mask = fn_map_cap - 1;
	for (i = fn_slot(fn) & mask; fn_map[i]; i = (i + 1) & mask)
		if (fns[fn_map[i] - 1].fn == fn)
			return &fns[fn_map[i] - 1];
	return NULL;
}

static void fn_map_put(unsigned int idx)
{
	unsigned int i, mask = fn_map_cap - 1;

	for (i = fn_slot(fns[idx].fn) & mask; fn_map[i]; i = (i + 1) & mask)
		;
	fn_map[i] = idx + 1;
}

static struct fnrec *fn_get(struct decl_sym *fn)
{
	struct fnrec *fr = fn_find(fn);
	unsigned int i;

	if (fr)
		return fr;
	vec_grow(fns, nfns + 1, fns_cap, 64);
	memset(&fns[nfns], 0, sizeof(fns[nfns]));
	fns[nfns].fn = fn;
	nfns++;
	if (nfns * 2 > fn_map_cap) {
		free(fn_map);
		fn_map_cap = fn_map_cap ? fn_map_cap * 2 : 256;
		fn_map = xmalloc(fn_map_cap * sizeof(*fn_map));
		memset(fn_map, 0, fn_map_cap * sizeof(*fn_map));
		for (i = 0; i < nfns; i++)
			fn_map_put(i);
	} else {
		fn_map_put(nfns - 1);
	}
	return &fns[nfns - 1];
}

static void record_body(struct decl_sym *fn, struct node *body)
{
	struct fnrec *fr;

	if (!body || body->kind != N_COMPOUND)
		return;
	fr = fn_get(fn);
	if (!fr->body)
		fr->body = body;
}

/* A function declared static or inline anywhere: a helper of the unit. */
static void record_declaration(struct decl_sym *sym, struct node *decl, const struct decl_info *info)
{
	if (sym->kind == DS_FUNCTION && (info->is_static || info->is_inline))
		fn_get(sym)->internal = true;
}

static void release_fns(void)
{
	free(fns);
	free(fn_map);
	fns = NULL;
	fn_map = NULL;
	nfns = fns_cap = fn_map_cap = 0;
	arena_release(&unit_arena);
	arena_release(&work);
}

/* ---- keys ------------------------------------------------------------------ */

static void record_def(struct decl_sym *fn, struct node *def)
{
	fn_get(fn)->def = def;
}

static bool is_local(const struct decl_sym *sym)
{
	return sym->kind == DS_OBJECT && sym->depth > 0 && !sym->is_param;
}

/* What a test reads, for the kinds of test a summary may split on. */
struct shape {
	bool other;	/* a global, a local, a call's value: not only the parameters */
	bool named;	/* a name bound to nothing, an address */
	bool vol;	/* a volatile read */
	bool deref;	/* memory through a pointer */
	bool member;
	bool deep;	/* a dereference of anything but a parameter itself */
};

static void key_shape(const struct key *k, struct shape *s)
{
	for (; k; k = k->a) {
		s->other |= k->kind == KEY_SYM || k->kind == KEY_VALUE || k->kind == KEY_OPAQUE;
		s->named |= k->kind == KEY_NAME || k->kind == KEY_ADDR;
		s->vol |= k->vol;
		s->member |= k->kind == KEY_MEMBER;
		if (k->kind == KEY_DEREF) {
			s->deref = true;
			s->deep |= !k->a || k->a->kind != KEY_PARAM;
		}
		if (k->b)
			key_shape(k->b, s);
	}
}

/* A test of the parameters' own values ("flags & F", "lock"), not of memory they point to. */
static bool param_test(const struct key *k)
{
	struct shape s = { 0 };

	key_shape(k, &s);
	return !s.other && !s.deref && !s.member;
}

/* A test of what a pointer parameter to a scalar points to ("*seq & 1"), no member. */
static bool inout_test(const struct key *k)
{
	struct shape s = { 0 };

	key_shape(k, &s);
	return !s.other && s.deref && !s.member && !s.deep;
}

static bool key_has_local(const struct key *k)
{
	for (; k; k = k->a) {
		if (k->kind == KEY_SYM && is_local(k->sym))
			return true;
		if (k->b && key_has_local(k->b))
			return true;
	}
	return false;
}

static struct local *local_find(struct lctx *c, const struct decl_sym *sym)
{
	unsigned int i;

	for (i = 0; i < c->nlocals; i++)
		if (c->locals[i].sym == sym)
			return &c->locals[i];
	return NULL;
}

static struct key *new_key(struct arena *a, enum key_kind kind)
{
	struct key *k = arena_alloc(a, sizeof(*k));

	memset(k, 0, sizeof(*k));
	k->kind = kind;
	return k;
}

static const struct key *key_in(struct lctx *c, const struct node *e);
static bool has_opaque(const struct key *k);

/* A local given one value stands for it, if that is a key of its own. */
static const struct key *subst_local(void *ctx, struct decl_sym *sym)
{
	struct lctx *c = ctx;
	struct local *l;
	const struct key *k;

	if (!is_local(sym) || c->subst_depth >= MAX_SUBST)
		return NULL;
	l = local_find(c, sym);
	if (!l || l->defs != 1 || !l->def)
		return NULL;
	c->subst_depth++;
	k = key_in(c, l->def);
	c->subst_depth--;
	/*
	 * NULL, a constant, names no lock: the local will be given another
	 * value; a value not known ("ctx = READ_ONCE(event->ctx)") is better
	 * named by the local than by nothing.
	 */
	return key_is_fuzzy(k) || has_opaque(k) || k->kind == KEY_CONST || k->kind == KEY_CAST ?
		NULL : k;
}

struct call_args {
	struct lctx *c;
	const struct node *call;
	bool show;
};

static const struct key *arg_key(void *ctx, unsigned int param)
{
	struct call_args *ca = ctx;
	const struct node *arg;
	unsigned int i = 1;

	if (!param)
		return key_of_value(ca->c->a, ca->call);	/* $0: what the call returns */
	for (arg = ca->call->call.args; arg && i < param; arg = arg->next)
		i++;
	if (!arg)
		return NULL;
	return ca->show ? key_lock(ca->c->a, arg, &ca->c->kshow) : key_in(ca->c, arg);
}

/* An accessor's call: what it returns, in the caller's terms. */
static const struct key *subst_call(void *ctx, const struct node *call)
{
	struct lctx *c = ctx;
	struct fnrec *fr = fn_find(call->callee);
	struct call_args ca = { c, call, false };

	if (!fr || !fr->ret_key || c->subst_depth >= MAX_SUBST)
		return NULL;
	return key_subst(c->a, fr->ret_key, arg_key, &ca, true);
}

static const struct key *key_in(struct lctx *c, const struct node *e)
{
	return key_lock(c->a, e, &c->kopts);
}

/* A and B name one lock: equal keys, "&x" and "x" alike (annotations written either way). */
static bool same_lock(const struct key *a, const struct key *b)
{
	if (key_equal(a, b))
		return true;
	if (a->kind == KEY_ADDR && b->kind != KEY_ADDR)
		return key_equal(a->a, b);
	if (b->kind == KEY_ADDR && a->kind != KEY_ADDR)
		return key_equal(a, b->a);
	/* "__acquires(p)" for the lock p points to, "__acquire(*p)" */
	if (a->kind == KEY_DEREF && b->kind != KEY_DEREF)
		return key_equal(a->a, b);
	if (b->kind == KEY_DEREF && a->kind != KEY_DEREF)
		return key_equal(a, b->a);
	return false;
}

static struct lctx *cur;	/* the function whose parameters key_str() names */

static const struct key *param_name(void *ctx, unsigned int param)
{
	struct lctx *c = ctx;

	if (param < ARRAY_SIZE(c->params) && c->params[param])
		return key_of_sym(c->a, c->params[param]);
	return NULL;
}

/* A lock as the user wrote it, the function's parameters by name. */
/* K has a part nothing is known of (a call's value, which a variable may name later, has not). */
static bool has_opaque(const struct key *k)
{
	for (; k; k = k->a) {
		if (k->kind == KEY_OPAQUE)
			return true;
		if (k->b && has_opaque(k->b))
			return true;
	}
	return false;
}

static const char *key_str(const struct key *k)
{
	static struct strbuf sbs[2];
	static unsigned int which;
	struct strbuf *sb = &sbs[which++ & 1];

	sb->len = 0;
	if (k && cur)
		k = key_subst(cur->a, k, param_name, cur, false);
	if (k && k->kind != KEY_OPAQUE)
		key_print(sb, k);
	else
		sb_addstr(sb, "context");
	return sb_cstr(sb);
}

static const struct key *key_clone(struct arena *a, const struct key *k)
{
	struct key *n;

	if (!k)
		return NULL;
	n = arena_alloc(a, sizeof(*n));
	*n = *k;
	n->a = key_clone(a, k->a);
	n->b = key_clone(a, k->b);
	return n;
}

/* In a summary, the callee's locals mean nothing: opaque. */
static const struct key *no_locals(struct arena *a, const struct key *k)
{
	struct key *n;

	if (!k)
		return NULL;
	n = arena_alloc(a, sizeof(*n));
	*n = *k;
	if (k->kind == KEY_SYM && is_local(k->sym)) {
		memset(n, 0, sizeof(*n));
		n->kind = KEY_OPAQUE;
		return n;
	}
	n->a = no_locals(a, k->a);
	n->b = no_locals(a, k->b);
	return n;
}

/* ---- paths --------------------------------------------------------------------- */

static void path_copy(struct arena *a, struct path *to, const struct path *from)
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

static struct hold *hold_add(struct lctx *c, struct path *p, const struct key *key,
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

static struct hold *hold_find(struct path *p, const struct key *key)
{
	unsigned int i;

	for (i = p->nholds; i--;)
		if (same_lock(p->holds[i].key, key))
			return &p->holds[i];
	return NULL;
}

/* A held lock KEY may be, when KEY or the held one is partly unknown. */
static struct hold *hold_find_fuzzy(struct path *p, const struct key *key)
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

static bool fact_match(const struct fact *f, const struct key *key, const struct node *node)
{
	if (node)
		return f->node == node;
	return !f->node && !f->same && key_equal(f->key, key);
}

static struct fact *fact_find_any(struct path *p, const struct key *key, const struct node *node,
				  bool stale)
{
	unsigned int i;

	for (i = 0; i < p->nfacts; i++)
		if (fact_match(&p->facts[i], key, node) && (stale || !p->facts[i].stale))
			return &p->facts[i];
	return NULL;
}

static struct fact *fact_find(struct path *p, const struct key *key, const struct node *node)
{
	return fact_find_any(p, key, node, false);
}

/* What the function was called with, for a summary: a current fact, or an entry one gone stale. */
static int entry_value(struct path *p, const struct key *k)
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
static struct fact *fact_set(struct lctx *c, struct path *p, const struct key *key,
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

static void fact_set_val(struct lctx *c, struct path *p, const struct key *key,
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
static void fact_drop(struct path *p, const struct node *n)
{
	struct fact *f = fact_find(p, NULL, n);

	if (f)
		*f = p->facts[--p->nfacts];
}

/* The object W is written: what was known of it, or through it, is not any more. */
static void facts_forget(struct path *p, const struct key *w)
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

static struct fact *alias_find(struct path *p, const struct key *l, const struct key *r)
{
	unsigned int i;

	for (i = 0; i < p->nfacts; i++)
		if (p->facts[i].same && key_equal(p->facts[i].key, l) &&
		    key_equal(p->facts[i].same, r))
			return &p->facts[i];
	return NULL;
}

/* "L = R" of a pointer: from now on, on this path, L and R name one object. */
static void alias_set(struct lctx *c, struct path *p, const struct key *l, const struct key *r)
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
static struct hold *hold_find_alias(struct lctx *c, struct path *p, const struct key *key)
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

/* ---- values ----------------------------------------------------------------- */

static int value_of(struct lctx *c, struct path *p, const struct node *e);

static const char *call_name(const struct node *e)
{
	if (e->callee)
		return e->callee->name->name;
	if (e->call.fn->kind == N_IDENT && e->call.fn->name)
		return e->call.fn->name->name;
	return NULL;
}

/* K's value if it is made of constants ("1 & 1": a flag argument in a helper's test). */
static bool key_const(const struct key *k, int64_t *v)
{
	int64_t a, b;

	if (!k)
		return false;
	switch (k->kind) {
	case KEY_CONST:
		*v = (int64_t)k->value;
		return true;
	case KEY_CAST:
		return key_const(k->a, v);
	case KEY_UNARY:
		if (!key_const(k->a, &a))
			return false;
		*v = k->op == OP_NOT ? !a : k->op == OP_MINUS ? -a : k->op == OP_BITNOT ? ~a : a;
		return true;
	case KEY_BINARY:
		if (!key_const(k->a, &a) || !key_const(k->b, &b))
			return false;
		switch (k->op) {
		case OP_AND: *v = a & b; return true;
		case OP_OR: *v = a | b; return true;
		case OP_XOR: *v = a ^ b; return true;
		case OP_ADD: *v = a + b; return true;
		case OP_SUB: *v = a - b; return true;
		case OP_EQ: *v = a == b; return true;
		case OP_NE: *v = a != b; return true;
		case OP_ANDAND: *v = a && b; return true;
		case OP_OROR: *v = a || b; return true;
		default: return false;
		}
	default:
		return false;
	}
}

static int fact_value(struct path *p, const struct key *k, const struct node *node)
{
	struct fact *f = fact_find(p, k, node);
	int64_t v;

	if (!f && !node && key_const(k, &v))
		return v != 0;

	if (f)
		return f->nonzero;
	/* "x & MASK" of an x known exactly */
	if (k && k->kind == KEY_BINARY && k->op == OP_AND && k->b->kind == KEY_CONST &&
	    (f = fact_find(p, k->a, NULL)) && f->exact)
		return (f->value & k->b->value) != 0;
	return -1;
}

static int value_of(struct lctx *c, struct path *p, const struct node *e);

/* What "({ ...; x; })" yields: the expression of its last statement, NULL if none. */
static const struct node *stmt_expr_value(const struct node *e)
{
	const struct node *last = e->stmt_expr.compound ? e->stmt_expr.compound->compound.items : NULL;

	while (last && last->next)
		last = last->next;
	return last && last->kind == N_EXPR_STMT ? last->expr_stmt.expr : NULL;
}

/* K's truth through an alias ("root = a", a known not NULL), -1 if not known. */
static int alias_value(struct lctx *c, struct path *p, const struct key *k)
{
	unsigned int i;

	for (i = 0; i < p->nfacts; i++) {
		const struct fact *f = &p->facts[i];
		const struct fact *g;

		if (!f->same)
			continue;
		if (key_equal(f->key, k))
			g = fact_find(p, f->same, NULL);
		else if (key_equal(f->same, k))
			g = fact_find(p, f->key, NULL);
		else
			continue;
		if (g)
			return g->nonzero;
	}
	return -1;
}

/* E on path P, with what is known of its sign and value. */
static struct val val_of(struct lctx *c, struct path *p, const struct node *e)
{
	struct val v = { -1, false, false, 0 };
	struct cval cv;
	struct fact *f = NULL;

	if (!e)
		return v;
	if (const_fold_typed((struct node *)e, &cv) == FOLD_OK) {
		v.truth = cv.v != 0;
		v.exact = true;
		v.value = (int64_t)cv.v;
		v.neg = e->type && type_is_signed(e->type) && v.value < 0;
		return v;
	}
	if (cfg_is_zero(e)) {
		/* NULL: "(void *)0", which does not fold as an integer */
		v.truth = 0;
		v.exact = true;
		return v;
	}
	while (e->kind == N_CAST && e->type && type_is_integer(e->type) &&
	       e->cast.operand->type && type_is_integer(e->cast.operand->type))
		e = e->cast.operand;
	if (e->kind == N_CALL || e->kind == N_COND || e->kind == N_STMT_EXPR)
		f = fact_find(p, NULL, e);
	else if (e->kind == N_IDENT || e->kind == N_MEMBER || e->kind == N_UNARY)
		f = fact_find(p, key_in(c, e), NULL);
	if (f) {
		v.truth = f->nonzero;
		v.neg = f->neg;
		v.exact = f->exact;
		v.value = f->value;
		return v;
	}
	if (e->kind == N_STMT_EXPR && stmt_expr_value(e))
		return val_of(c, p, stmt_expr_value(e));
	v.truth = value_of(c, p, e);
	if (v.truth < 0 && (e->kind == N_IDENT || e->kind == N_MEMBER))
		v.truth = alias_value(c, p, key_in(c, e));
	return v;
}

/* E's truth on path P: 0, 1, or -1 when not known. */
static int value_of(struct lctx *c, struct path *p, const struct node *e)
{
	struct cval v;
	int a, b;

	if (!e)
		return -1;
	if (const_fold_typed((struct node *)e, &v) == FOLD_OK)
		return v.v != 0;
	switch (e->kind) {
	case N_CAST:
		if (e->type && (type_is_integer(e->type) || e->type->kind == TYPE_POINTER))
			return value_of(c, p, e->cast.operand);
		return -1;
	case N_UNARY:
		if (e->op != OP_NOT)
			break;
		a = value_of(c, p, e->unary.operand);
		return a < 0 ? -1 : !a;
	case N_BINARY:
		switch (e->op) {
		case OP_ANDAND:
			a = value_of(c, p, e->binary.lhs);
			b = value_of(c, p, e->binary.rhs);
			return !a || !b ? 0 : a == 1 && b == 1 ? 1 : -1;
		case OP_OROR:
			a = value_of(c, p, e->binary.lhs);
			b = value_of(c, p, e->binary.rhs);
			return a == 1 || b == 1 ? 1 : !a && !b ? 0 : -1;
		case OP_EQ: case OP_NE: case OP_LT: case OP_GE: case OP_GT: case OP_LE:
			if ((e->op == OP_EQ || e->op == OP_NE) && cfg_is_zero(e->binary.lhs) &&
			    !cfg_is_zero(e->binary.rhs)) {
				a = value_of(c, p, e->binary.rhs);
				return e->op == OP_NE || a < 0 ? a : !a;
			}
			if (!cfg_is_zero(e->binary.rhs))
				break;
			a = value_of(c, p, e->binary.lhs);
			if (e->op == OP_NE)
				return a;
			if (e->op == OP_EQ)
				return a < 0 ? -1 : !a;
			/* x < 0 of an error code */
			if ((e->op == OP_LT || e->op == OP_GE) && a == 1 &&
			    val_of(c, p, e->binary.lhs).neg)
				return e->op == OP_LT;
			/* x < 0, x > 0 are false for x == 0; >= and <= true */
			if (a != 0)
				return -1;
			return e->op == OP_GE || e->op == OP_LE;
		case OP_AND: {
			struct val l = val_of(c, p, e->binary.lhs), r = val_of(c, p, e->binary.rhs);

			if (l.exact && r.exact)
				return (l.value & r.value) != 0;
			if (!l.truth || !r.truth)
				return 0;
			break;
		}
		default:
			break;
		}
		break;
	case N_COMMA:
		return value_of(c, p, e->binary.rhs);
	case N_ASSIGN:
		if (e->op == OP_ASSIGN)
			return value_of(c, p, e->binary.rhs);
		break;
	case N_CALL:
		if (cfg_expect_operand(e))
			return value_of(c, p, cfg_expect_operand(e));
		return fact_value(p, NULL, e);
	case N_STMT_EXPR:
		a = fact_value(p, NULL, e);
		if (a < 0 && stmt_expr_value(e))
			a = value_of(c, p, stmt_expr_value(e));
		return a;
	case N_COND:
		return fact_value(p, NULL, e);
	case N_GENERIC: case N_CHOOSE_EXPR:
		return e->chosen ? value_of(c, p, e->chosen) : -1;
	default:
		break;
	}
	return fact_value(p, key_in(c, e), NULL);
}

/* ---- reports -------------------------------------------------------------------- */

static const char *fn_name(const struct lctx *c)
{
	return c->fr->fn->name->name;
}

/* Once per place and lock, on a path that has not lost track. */
static bool may_report(struct lctx *c, const struct path *p, const struct node *n,
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
static struct srcrange node_range(const struct lctx *c, const struct node *n)
{
	struct srcrange r = { c->cfg->end, c->cfg->end.loc, c->cfg->end.loc };

	return n ? ast_range(n) : r;
}

/* The holds of KEY the function was entered with (its annotations), 0 in a helper. */
static int entry_holds(struct lctx *c, const struct key *key)
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

/* ---- actions on a path ------------------------------------------------------------ */

/* KEY's count on P is a guess from now on (struct hold's guess); false if it was already. */
static bool mark_guess(struct lctx *c, struct path *p, const struct key *key, const struct key *show)
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
		  k->kind == KEY_DEREF) && !fact_find(p, k, NULL)) {
		/* NULL for a key nothing is known of (volatile) */
		struct fact *f = fact_set(c, p, k, NULL, true);

		if (f)
			f->derived = true;
	}
}

static void acquire(struct lctx *c, struct path *p, const struct key *key,
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

/* Two locks of one kind: the same members of different objects ("&a->lock", "&b->lock"). */
static bool same_shape(const struct key *a, const struct key *b)
{
	for (; a && b; a = a->a, b = b->a) {
		if (a->kind != b->kind) {
			return (a->kind == KEY_PARAM || a->kind == KEY_SYM) &&
				(b->kind == KEY_PARAM || b->kind == KEY_SYM);
		}
		if (a->kind == KEY_MEMBER && a->name != b->name)
			return false;
		if (a->kind == KEY_BINARY || a->kind == KEY_CAST)
			return false;
	}
	return !a && !b;
}

static const struct hold *held_alike(struct lctx *c, struct path *p, const struct hold *h)
{
	unsigned int i;

	for (i = 0; i < p->nholds; i++) {
		const struct hold *o = &p->holds[i];

		if (o != h && o->here && o->excl + o->shared > 0 && same_shape(o->key, h->key)) {
			struct hold *copy = arena_alloc(c->a, sizeof(*copy));

			*copy = *o;
			return copy;
		}
	}
	return NULL;
}

static unsigned int key_depth(const struct key *k)
{
	unsigned int n = 0;

	for (; k; k = k->a)
		n++;
	return n;
}

/*
 * A and B end with the same members after their last dereference
 * ("&ctx->ctx_lock.rlock" and "&req->ctx->ctx_lock.rlock", not
 * "&req->head->lock.rlock": a spinlock's own rlock says nothing).
 */
static bool same_tail(const struct key *a, const struct key *b)
{
	unsigned int n = 0;

	if (a && a->kind == KEY_ADDR)
		a = a->a;
	if (b && b->kind == KEY_ADDR)
		b = b->a;
	for (; a && b && a->kind == KEY_MEMBER && b->kind == KEY_MEMBER; a = a->a, b = b->a, n++)
		if (a->name != b->name)
			return false;
	return n && a && b && a->kind != KEY_MEMBER && b->kind != KEY_MEMBER;
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
		if (p->holds[i].guess && p->holds[i].show && same_tail(p->holds[i].show, key))
			return &p->holds[i];
	for (i = 0; i < p->nholds; i++) {
		struct hold *h = &p->holds[i];

		if (h->excl + h->shared <= 0 || !h->show || !same_tail(h->show, key) ||
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

static bool is_bad_key(const struct lctx *c, const struct key *k)
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

static void release(struct lctx *c, struct path *p, const struct key *key,
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
			if (c->replay && !c->probing)
				bad_key(c, h->key);
			if (may_report(c, p, by, h->key) &&
			    diag_warning(CHECK_CONTEXT_UNLOCK, ast_range(by),
					 "context imbalance in '%s' - '%s' released, but '%s' may not have acquired it",
					 fn_name(c), key_str(h->show), call_name(h->maybe)))
				diag_note_step(ast_range(h->maybe), "'%s' does not acquire it on some paths",
					       call_name(h->maybe));
		} else if (h->here && h->released && h->excl + h->shared - 1 < h->low) {
			/* below where it was: a lock the caller held, dropped and taken again, is not */
			if (c->replay && !c->probing)
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
		if (p->holds[i].excl + p->holds[i].shared > 0 && same_tail(p->holds[i].key, key))
			return true;
	/* or the one the caller holds, as the annotation names it */
	for (i = 0; c->entry.nout && i < c->entry.out[0].nacts; i++) {
		const struct action *a = &c->entry.out[0].acts[i];

		if ((a->kind == ACT_RELEASE || a->kind == ACT_REQUIRE) && same_tail(a->key, key))
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

	for (i = 0; call && i < p->nfacts; i++)
		if (p->facts[i].by == call && p->facts[i].entry)
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
			     fn_name(c), call_name(call), key_str(a->show));
	if (a->kind == ACT_EXCLUDE && held > 0 && h && !h->assumed && may_report(c, p, call, a->key) &&
	    diag_warning(CHECK_CONTEXT_MUST_NOT_HOLD, ast_range(call),
			 "context imbalance in '%s' - '%s' called with '%s' held",
			 fn_name(c), call_name(call), key_str(a->show)) && h->by)
		diag_note_step(ast_range(h->by), "'%s' acquired here", key_str(a->show));
}

static void apply(struct lctx *c, struct path *p, const struct outcome *o, const struct node *by)
{
	unsigned int i;

	for (i = 0; i < o->nacts; i++) {
		const struct action *a = &o->acts[i];

		switch (a->kind) {
		case ACT_ACQUIRE:
			acquire(c, p, a->key, a->show, a->shared, false, by);
			break;
		case ACT_ASSUME:
			acquire(c, p, a->key, a->show, a->shared, true, by);
			break;
		case ACT_RELEASE:
			release(c, p, a->key, a->show, a->shared, by);
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

/* ---- effects of calls ------------------------------------------------------------ */

static struct outcome *outcome_add(struct arena *a, struct effects *ef, uint8_t ret)
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

static struct outcome *outcome_add_new(struct effects *ef)
{
	unsigned int cap = ef->nout;

	ef->out = arena_grow(&unit_arena, ef->out, ef->nout + 1, &cap, sizeof(*ef->out));
	memset(&ef->out[ef->nout], 0, sizeof(ef->out[0]));
	return &ef->out[ef->nout++];
}

static void action_add(struct arena *a, struct outcome *o, const struct key *key,
		       const struct key *show, int kind, bool shared)
{
	unsigned int cap = o->nacts;

	o->acts = arena_grow(a, o->acts, o->nacts + 1, &cap, sizeof(*o->acts));
	o->acts[o->nacts].key = key;
	o->acts[o->nacts].show = show && !has_opaque(show) ? show : key;
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
static struct effects annotations(struct lctx *c, const struct decl_sym *fn)
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
		k = new_key(a, KEY_NAME);
		k->name = id;
		return k;
	}
	k = new_key(a, KEY_PARAM);
	k->param = (unsigned int)strtoul(lock + 1, NULL, 10);
	arrow = strstr(lock, "->");
	if (!arrow)
		return k;
	m = new_key(a, KEY_ADDR);
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
			struct key *addr = new_key(c->a, KEY_ADDR);

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

static void analyse(struct fnrec *fr);

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
static struct effects callee_effects(struct lctx *c, const struct node *call)
{
	struct effects none = { 0 };
	struct fnrec *fr;
	const char *name;

	fr = fn_find(call->callee);
	if (call->callee && call->callee->contexts) {
		struct effects ef = annotations(c, call->callee);

		/* annotations naming what does not exist: the body, if the unit has it, tells */
		if (!(fr && fr->has_summary && effects_fuzzy(&ef)))
			return ef;
	}
	name = call_name(call);
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
static struct effects at_call(struct lctx *c, const struct effects *ef, const struct node *call)
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
			if (has_opaque(r.out[i].tests[j].show))
				r.out[i].tests[j].show = r.out[i].tests[j].key;
		}
		r.out[i].acts = arena_alloc(c->a, (o->nacts ? o->nacts : 1) * sizeof(*o->acts));
		for (j = 0; j < o->nacts; j++) {
			r.out[i].acts[j] = o->acts[j];
			r.out[i].acts[j].key = key_subst(c->a, o->acts[j].key, arg_key, &ca, true);
			r.out[i].acts[j].show = key_subst(c->a, o->acts[j].show, arg_key, &cs, false);
			if (has_opaque(r.out[i].acts[j].show))
				r.out[i].acts[j].show = r.out[i].acts[j].key;
		}
	}
	return r;
}

static void lstate_add(struct lctx *c, struct lstate *s, const struct path *p)
{
	s->paths = arena_grow(c->a, s->paths, s->npaths + 1, &s->cap, sizeof(*s->paths));
	s->paths[s->npaths++] = *p;
}

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

			if (a->kind != ACT_ACQUIRE || has_opaque(a->key))
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

/*
 * Paths that hold the same locks are one (what they know apart is lost),
 * and there are at most MAX_PATHS: a call's outcomes that change no lock
 * ("stat_put(...) || stat_put(...) || ..." twenty times) do not multiply
 * the paths.
 */
static bool guesses_join(struct lctx *c, struct path *a, const struct path *b);

/* P and Q know CALL's tests differently: which way it went tells its locks apart. */
static bool tests_differ(const struct path *p, const struct path *q, const struct node *call)
{
	unsigned int i;

	for (i = 0; call && i < p->nfacts; i++) {
		const struct fact *f = &p->facts[i], *g;

		if (f->by == call && (g = fact_find((struct path *)q, f->key, NULL)) &&
		    g->nonzero != f->nonzero)
			return true;
	}
	return false;
}

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
			facts_meet(&s->paths[j], &s->paths[i]);
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
		fact_set_val(c, p, NULL, e, &v);
}

/* K is read from memory: through a pointer, or a global. */
static bool key_in_memory(const struct key *k)
{
	for (; k; k = k->a) {
		if (k->kind == KEY_DEREF || (k->kind == KEY_SYM && !is_local(k->sym)))
			return true;
		if (k->b && key_in_memory(k->b))
			return true;
	}
	return false;
}

/* No test of O is known false on P: the call may take that way. */
static bool outcome_possible(struct path *p, const struct outcome *o)
{
	unsigned int t;

	for (t = 0; t < o->ntests; t++) {
		int v = fact_value(p, o->tests[t].key, NULL);

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

		if (fact_value(from, k, NULL) >= 0)
			continue;
		/* an earlier call wrote it ("read_seqbegin_or_lock(lock, &seq)", then done_seqretry()) */
		if (fact_find_any(from, k, NULL, true))
			return true;
		if (key_in_memory(k) && (from->wrote || !key_params(k) || key_has_local(k)))
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
			if (o->acts[k].kind == ACT_RELEASE && !has_opaque(o->acts[k].key))
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
				     a->kind == ACT_UNKNOWN) && !has_opaque(a->key))
					mark_guess(c, &s->paths[i], a->key, a->show);
			}
	return true;
}

/* The search for a write of a member: in a function and in what it calls. */
struct write_search {
	const struct ident *name;
	const struct node *found;
	unsigned int depth;
};

static unsigned int write_gen;	/* fnrec.write_gen: visited by the search at hand */

static void search_writes(struct node *n, void *arg);

static const struct node *write_in(struct fnrec *fr, const struct ident *name, unsigned int depth)
{
	struct write_search ws = { name, NULL, depth };

	if (!fr || !fr->body || fr->write_gen == write_gen || depth > 8)
		return NULL;
	fr->write_gen = write_gen;
	search_writes(fr->body, &ws);
	return ws.found;
}

static void search_writes(struct node *n, void *arg)
{
	struct write_search *ws = arg;
	const struct node *lhs = NULL;

	if (ws->found)
		return;
	if (n->kind == N_ASSIGN)
		lhs = n->binary.lhs;
	else if ((n->kind == N_UNARY || n->kind == N_POSTFIX) && (n->op == OP_INC || n->op == OP_DEC))
		lhs = n->unary.operand;
	if (lhs && lhs->kind == N_MEMBER && lhs->mem.field && lhs->mem.field->name == ws->name) {
		ws->found = lhs;
		return;
	}
	if (n->kind == N_CALL && n->callee) {
		ws->found = write_in(fn_find(n->callee), ws->name, ws->depth + 1);
		if (ws->found)
			return;
	}
	ast_for_each_child(n, search_writes, arg);
}

/* The member K tests first ("u->flag", "!u->flag || ...", "u->flags & F"). */
static const struct key *tested_member(const struct key *k)
{
	for (; k && k->kind != KEY_MEMBER; k = k->a)
		;
	return k;
}

/* A write of M's member by ACQ's or REL's callee, or what they call. */
static const struct node *written_by(const struct key *m, const struct node *acq,
				     const struct node *rel)
{
	const struct node *w;

	write_gen++;
	w = write_in(fn_find(acq->callee), m->name, 0);
	return w ? w : write_in(fn_find(rel->callee), m->name, 0);
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
			const struct key *k = tested_member(o->tests[t].show);
			const struct key *m = tested_member(o->tests[t].key);

			if (!k || !key_in_memory(k) || !(f = fact_find(p, o->tests[t].key, NULL)) ||
			    f->by != h->by || (m && key_mentions(a->key, m)) ||
			    !(w = written_by(k, h->by, call)))
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

/*
 * K (SHOW as written) is NONZERO on P, as the outcome of CALL says, and
 * so are its operands where that follows: "!a || !b" false is a and b
 * true, for the caller's own "if (a && b)".
 */
static void test_fact(struct lctx *c, struct path *p, const struct key *k, const struct key *show,
		      bool nonzero, bool stale, const struct node *call)
{
	struct fact *f = fact_find(p, k, NULL);
	/* what a wrapper's caller passes it, before anything is written */
	bool entry = !p->wrote && key_params(k) && !key_has_local(k);

	if (!show || show->kind != k->kind)
		show = k;
	/*
	 * STALE: the callee wrote it, what it was is known (for a summary)
	 * and what it is is not; a stale fact that is no entry one only
	 * says that a call wrote it (memory_unknown()).
	 */
	if (!f || f->same || f->nonzero != nonzero) {
		f = fact_set(c, p, k, NULL, nonzero);
		if (f) {
			f->by = call;
			f->show = show;
			f->entry = entry;
			f->stale = stale;
		}
	}
	if (k->kind == KEY_UNARY && k->op == OP_NOT) {
		test_fact(c, p, k->a, show->a, !nonzero, stale, call);
	} else if (k->kind == KEY_BINARY &&
		   ((k->op == OP_OROR && !nonzero) || (k->op == OP_ANDAND && nonzero))) {
		test_fact(c, p, k->a, show->a, nonzero, stale, call);
		test_fact(c, p, k->b, show->b, nonzero, stale, call);
	}
}

static void call(struct lctx *c, struct lstate *s, const struct node *e)
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
			apply(c, &s->paths[i], &ef.out[0], e);
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
			if (c->replay && !c->probing)
				read_twice(c, &s->paths[i], &ef, o, e);
			path_copy(c->a, &p, &s->paths[i]);
			ret_fact(c, &p, e, o->ret);
			for (t = 0; t < o->ntests; t++)
				test_fact(c, &p, o->tests[t].key, o->tests[t].show, o->tests[t].nonzero,
					  o->tests[t].stale, e);
			guess_releases(c, &p, &ef, &s->paths[i]);
			apply(c, &p, o, e);
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

/* ---- transfer ------------------------------------------------------------------ */

/*
 * W is written: the locks named through its old value are named through
 * another name of that value, if an alias says so ("locked = engine",
 * then "engine = next": the lock taken as engine's is locked's now), or
 * are no one's.
 */
static void rename_holds(struct lctx *c, struct path *p, const struct key *w)
{
	const struct key *other = NULL;
	unsigned int i;

	if (!w || (w->kind != KEY_SYM && w->kind != KEY_PARAM))
		return;
	for (i = 0; i < p->nfacts && !other; i++) {
		const struct fact *f = &p->facts[i];

		if (!f->same)
			continue;
		if (key_equal(f->key, w) && !key_mentions(f->same, w))
			other = f->same;
		else if (key_equal(f->same, w) && !key_mentions(f->key, w))
			other = f->key;
	}
	if (!other)
		other = new_key(c->a, KEY_OPAQUE);
	for (i = 0; i < p->nholds; i++) {
		struct hold *h = &p->holds[i];

		if (key_mentions(h->key, w)) {
			h->key = key_replace(c->a, h->key, w, other);
			h->show = key_replace(c->a, h->show, w, other);
		}
	}
}

/* "x = f()": the locks named by what f() returned are named by x now. */
static void name_value(struct lctx *c, struct path *p, const struct key *k, const struct node *rhs)
{
	const struct key *v;
	unsigned int i;

	while (rhs && rhs->kind == N_CAST)
		rhs = rhs->cast.operand;
	/*
	 * "timr = lock_timer(id, &flags)", a macro whose statement
	 * expression locked "&__timr->it_lock" and yields __timr: the
	 * lock is timr's now.
	 */
	if (rhs && rhs->kind == N_STMT_EXPR && !key_is_fuzzy(k)) {
		const struct node *last = stmt_expr_value(rhs);

		if (last && last->kind == N_IDENT && last->sym && is_local(last->sym)) {
			v = key_of_sym(c->a, last->sym);
			for (i = 0; i < p->nholds; i++) {
				p->holds[i].key = key_replace(c->a, p->holds[i].key, v, k);
				p->holds[i].show = key_replace(c->a, p->holds[i].show, v, k);
			}
		}
		return;
	}
	if (!rhs || rhs->kind != N_CALL || key_is_fuzzy(k))
		return;
	v = key_of_value(c->a, rhs);
	for (i = 0; i < p->nholds; i++) {
		struct hold *h = &p->holds[i];

		h->key = key_replace(c->a, h->key, v, k);
		h->show = key_replace(c->a, h->show, v, k);
	}
}

static void assign(struct lctx *c, struct lstate *s, const struct node *lhs,
		   const struct node *rhs)
{
	const struct key *k = key_in(c, lhs);
	unsigned int i;

	for (i = 0; i < s->npaths; i++) {
		struct path *p = &s->paths[i];
		struct val v = { -1, false, false, 0 };

		if (rhs)
			v = val_of(c, p, rhs);
		rename_holds(c, p, k);
		facts_forget(p, k);
		fact_set_val(c, p, k, NULL, &v);
		if (rhs && lhs->type && type_is_pointer(lhs->type))
			alias_set(c, p, k, key_in(c, rhs));
		name_value(c, p, k, rhs);
	}
}

/*
 * "__cond_lock(&__timr->it_lock, __timr = __lock_timer(...))": the
 * __acquire() tells sparse what the call did, which the summary of the
 * callee's body told this check already; counting it again would hold
 * the lock twice.
 */
static bool acquired_by_body(struct path *p, const struct key *k)
{
	struct hold *h = hold_find(p, k);
	struct fnrec *fr;

	if (!h || h->excl <= 0 || !h->here || !h->by || h->by->kind != N_CALL || h->released)
		return false;
	fr = fn_find(h->by->callee);
	return fr && fr->has_summary && !(fr->fn && fr->fn->contexts);
}

static void context_stmt(struct lctx *c, struct lstate *s, const struct node *n)
{
	const struct key *k = NULL, *show = NULL;
	struct cval v;
	unsigned int i;
	int64_t d;

	if (const_fold_typed(n->context.delta, &v) != FOLD_OK || !v.v)
		return;
	d = (int64_t)v.v;
	if (n->context.lock) {
		k = key_in(c, n->context.lock);
		show = key_lock(c->a, n->context.lock, &c->kshow);
	}
	if (!k)
		k = new_key(c->a, KEY_OPAQUE);
	for (i = 0; i < s->npaths; i++) {
		if (d > 0 && acquired_by_body(&s->paths[i], k))
			continue;
		if (d > 0)
			acquire(c, &s->paths[i], k, show, false, false, n);
		else
			release(c, &s->paths[i], k, show, false, n);
	}
}

/* The cleanup of VAR runs: it releases what its initializer took. */
static void cleanup(struct lctx *c, struct lstate *s, const struct decl_cleanup *cl,
		    const struct node *where)
{
	unsigned int i, j;

	for (i = 0; i < s->npaths; i++) {
		struct path *p = &s->paths[i];

		for (j = 0; j < p->nholds; j++) {
			struct hold *h = &p->holds[j];

			if (h->owner != cl->var)
				continue;
			/* released by hand in the guard's scope: the cleanup releases it again */
			if (h->excl <= 0 && h->shared <= 0 && h->released &&
			    may_report(c, p, where, h->key) &&
			    diag_warning(CHECK_CONTEXT_UNLOCK, ast_range(where),
					 "context imbalance in '%s' - '%s' released twice: the cleanup of '%s' releases it at the end of its scope",
					 fn_name(c), key_str(h->show), cl->var->name->name))
				diag_note_step(ast_range(h->released), "'%s' released here before", key_str(h->show));
			while (h->excl > 0 || h->shared > 0) {
				if (h->excl > 0)
					h->excl--;
				else
					h->shared--;
				h->released = where;
			}
		}
	}
}

static void declaration(struct lctx *c, struct lstate *s, const struct node *id)
{
	struct node *d = id->init_decl.declarator, *init = id->init_decl.initializer;
	struct decl_sym *sym;
	unsigned int i, j;

	while (d && d->kind != N_DECLARATOR)
		d = declarator_inner(d);
	sym = d ? d->sym : NULL;
	if (!sym || !init || init->kind == N_INIT_LIST)
		return;
	for (i = 0; i < s->npaths; i++) {
		struct path *p = &s->paths[i];
		struct val v = val_of(c, p, init);
		const struct key *k = key_in(c, d);

		fact_set_val(c, p, k, NULL, &v);
		if (sym->type && type_is_pointer(sym->type))
			alias_set(c, p, k, key_in(c, init));
		name_value(c, p, k, init);
		if (!sym->cleanup)
			continue;
		/* guard(), CLASS(): the lock its constructor took is the variable's */
		while (init->kind == N_CAST)
			init = init->cast.operand;
		for (j = 0; j < p->nholds; j++) {
			struct hold *h = &p->holds[j];

			if (h->by != init || !h->here)
				continue;
			h->owner = sym;
			/*
			 * A lock the guard names by itself (DEFINE_LOCK_GUARD_1's
			 * "_T->lock", the variable's member): it is the lock the
			 * constructor was given, which the code may also unlock
			 * and take again by its name.
			 */
			if (init->kind == N_CALL && init->call.args &&
			    key_mentions(h->key, key_of_sym(c->a, sym)) &&
			    !key_is_fuzzy(key_in(c, init->call.args))) {
				h->key = key_in(c, init->call.args);
				h->show = key_lock(c->a, init->call.args, &c->kshow);
			}
		}
	}
}

/* ---- guarded data ------------------------------------------------------------ */

static bool in_macro(uint32_t loc, const char *name)
{
	const struct expansion *e;

	for (e = source_expansion(loc); e; e = e->parent)
		if (!strcmp(e->macro->name, name))
			return true;
	return false;
}

static void mark_unsafe(struct node *n, void *arg);

static void mark_all(struct node *n, void *arg)
{
	struct lctx *c = arg;

	c->unsafe = arena_grow(c->a, c->unsafe, c->nunsafe + 1, &c->unsafe_cap, sizeof(*c->unsafe));
	c->unsafe[c->nunsafe++] = n;
	ast_for_each_child(n, mark_all, arg);
}

/* The nodes of context_unsafe(...): its statement expression, wherever it was expanded. */
static void mark_unsafe(struct node *n, void *arg)
{
	if (n->kind == N_STMT_EXPR && in_macro(n->pos.loc, "context_unsafe")) {
		mark_all(n, arg);
		return;
	}
	ast_for_each_child(n, mark_unsafe, arg);
}

static bool unsafe(struct lctx *c, const struct node *n)
{
	unsigned int i;

	if (!c->unsafe_scanned) {
		c->unsafe_scanned = true;
		ast_for_each_child(c->fr->body, mark_unsafe, c);
	}
	for (i = 0; i < c->nunsafe; i++)
		if (c->unsafe[i] == n)
			return true;
	return false;
}

/*
 * The lock of a guarded_by(LOCK) member of the object BASE: LOCK's names
 * are BASE's members ("&lock" is &BASE.lock), as Clang reads them.
 */
static const struct key *member_guard(struct lctx *c, const struct node *lock,
				      const struct key *base, const struct type *rec, bool show)
{
	const struct key *k = key_lock(c->a, lock, show ? &c->kshow : &c->kopts), *from, *to;
	const struct node *id = lock;
	struct type_member *m;
	uint64_t off = 0;

	while (id && (id->kind == N_UNARY || id->kind == N_MEMBER))
		id = id->kind == N_UNARY ? id->unary.operand : id->mem.base;
	if (!id || id->kind != N_IDENT || !id->name || !rec)
		return NULL;
	m = type_member_find(rec, id->name->name, &off);
	if (!m)
		return k;	/* not a member: a name of file scope */
	from = key_lock(c->a, id, &(struct key_opts){ .params = true });
	to = key_member(c->a, base, id->name, !off && m->width < 0, !show);
	return key_replace(c->a, k, from, to);
}

static const struct type *record_of(const struct type *t)
{
	if (!t)
		return NULL;
	if (t->kind == TYPE_POINTER)
		t = t->base;
	return t && type_is_record(t) ? t : NULL;
}

/*
 * The lock guarding what N designates, if it is guarded (with SHOW, as
 * written, for messages); *PT: through a pt_guarded_by pointer.
 */
static const struct key *guard_of(struct lctx *c, const struct node *n, bool *pt, bool show)
{
	const struct node *ptr = NULL;

	*pt = false;
	if (n->kind == N_MEMBER && n->member && n->member->guarded_by) {
		const struct key *b = key_lock(c->a, n->mem.base, show ? &c->kshow : &c->kopts);

		if (n->op == OP_ARROW)
			b = key_deref(c->a, b);
		return member_guard(c, n->member->guarded_by, b, record_of(n->mem.base->type), show);
	}
	if (n->kind == N_IDENT && n->sym && n->sym->guarded_by)
		return key_lock(c->a, n->sym->guarded_by, show ? &c->kshow : &c->kopts);
	/* *p, p->x, p[i] of a pt_guarded_by pointer p */
	if (n->kind == N_UNARY && n->op == OP_DEREF)
		ptr = n->unary.operand;
	else if (n->kind == N_MEMBER && n->op == OP_ARROW)
		ptr = n->mem.base;
	else if (n->kind == N_INDEX)
		ptr = n->subscript.array;
	while (ptr && ptr->kind == N_CAST)
		ptr = ptr->cast.operand;
	if (!ptr)
		return NULL;
	*pt = true;
	if (ptr->kind == N_MEMBER && ptr->member && ptr->member->pt_guarded_by) {
		const struct key *b = key_lock(c->a, ptr->mem.base, show ? &c->kshow : &c->kopts);

		if (ptr->op == OP_ARROW)
			b = key_deref(c->a, b);
		return member_guard(c, ptr->member->pt_guarded_by, b, record_of(ptr->mem.base->type),
				    show);
	}
	if (ptr->kind == N_IDENT && ptr->sym && ptr->sym->pt_guarded_by)
		return key_lock(c->a, ptr->sym->pt_guarded_by, show ? &c->kshow : &c->kopts);
	return NULL;
}

static void guarded(struct lctx *c, struct lstate *s, const struct node *n)
{
	bool pt, write = n->flags & AST_F_WRITE;
	const struct key *lock = guard_of(c, n, &pt, false);
	unsigned int i;

	if (!lock || key_is_fuzzy(lock) || unsafe(c, n))
		return;
	for (i = 0; i < s->npaths; i++) {
		struct path *p = &s->paths[i];
		const struct hold *h = hold_find(p, lock);
		int entry = entry_holds(c, lock);
		int any = (h ? h->excl + h->shared : 0) + entry, excl = (h ? h->excl : 0) + entry;

		if (h && h->assumed)
			continue;
		if (any > 0 && (!write || excl > 0))
			continue;
		if (!may_report(c, p, n, lock))
			continue;
		diag_warning(CHECK_GUARDED_BY, ast_range(n), "%s '%s' requires '%s' held%s (%s)",
			     write ? "writing" : "reading",
			     key_str(key_lock(c->a, n, &c->kshow)),
			     key_str(h ? h->show : guard_of(c, n, &pt, true)),
			     write && any > 0 ? " exclusively" : "",
			     pt ? "the data of a __pt_guarded_by() pointer" : "it is __guarded_by()");
	}
}

static void transfer(void *ctx, void *state, const struct cfg_block *b, const struct cfg_elem *el)
{
	struct lctx *c = ctx;
	struct lstate *s = state;
	const struct node *n = el->n;
	unsigned int i;

	switch (el->kind) {
	case CFG_EXPR:
		if ((n->flags & (AST_F_READ | AST_F_WRITE)) && c->replay && !c->probing &&
		    check_enabled(CHECK_GUARDED_BY))
			guarded(c, s, n);
		if (n->kind == N_CALL) {
			call(c, s, n);
		} else if (n->kind == N_ASSIGN) {
			assign(c, s, n->binary.lhs, n->op == OP_ASSIGN ? n->binary.rhs : NULL);
		} else if ((n->kind == N_UNARY || n->kind == N_POSTFIX) &&
			   (n->op == OP_INC || n->op == OP_DEC)) {
			assign(c, s, n->unary.operand, NULL);
		}
		break;
	case CFG_DECL:
		declaration(c, s, n);
		break;
	case CFG_CONTEXT:
		context_stmt(c, s, n);
		break;
	case CFG_VALUE:
		for (i = 0; i < s->npaths; i++) {
			struct path *p = &s->paths[i];
			struct val v = { el->truth, false, el->truth >= 0, el->truth };

			if (el->value)
				v = val_of(c, p, el->value);
			if (v.truth >= 0)
				fact_set_val(c, p, NULL, n, &v);
			else
				fact_drop(p, n);
		}
		break;
	case CFG_CLEANUP:
		cleanup(c, s, el->cleanup, n);
		break;
	default:
		break;
	}
}

/* ---- the lattice ------------------------------------------------------------------ */

static bool holds_equal(const struct path *a, const struct path *b)
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

/* B's stale fact of F's key and value (what the caller passed, written since). */
static struct fact *stale_find(const struct path *b, const struct fact *f)
{
	unsigned int i;

	for (i = 0; i < b->nfacts; i++)
		if (b->facts[i].stale && b->facts[i].entry == f->entry && !b->facts[i].same &&
		    fact_match(&b->facts[i], f->key, f->node))
			return &b->facts[i];
	return NULL;
}

/* Keeps in A the facts B has too. */
static bool facts_meet(struct path *a, const struct path *b)
{
	unsigned int i, j;
	bool changed = false;

	for (i = j = 0; i < a->nfacts; i++) {
		const struct fact *f = &a->facts[i];
		struct fact *g = f->same ? alias_find((struct path *)b, f->key, f->same) :
			f->stale ? stale_find(b, f) : fact_find((struct path *)b, f->key, f->node);

		if (g && (f->same || g->nonzero == f->nonzero)) {
			a->facts[j] = *f;
			/* told by a call on one path, by another or a test on the other */
			if (f->by && g->by != f->by) {
				a->facts[j].by = NULL;
				changed = true;
			}
			j++;
		} else {
			changed = true;
		}
	}
	a->nfacts = j;
	return changed;
}

/* A guess on either path is one on the path they make. */
static bool guesses_join(struct lctx *c, struct path *a, const struct path *b)
{
	unsigned int i;
	bool changed = false;

	for (i = 0; i < b->nholds; i++) {
		const struct hold *h = &b->holds[i];

		/* a key no other equals (opaque) would be added at every join */
		if (h->guess && !key_is_fuzzy(h->key) && !has_opaque(h->key))
			changed |= mark_guess(c, a, h->key, h->show);
	}
	return changed;
}

static void *entry_state(void *ctx)
{
	struct lctx *c = ctx;
	struct lstate *s = arena_alloc(c->a, sizeof(*s));
	struct path p = { 0 };

	memset(s, 0, sizeof(*s));
	lstate_add(c, s, &p);
	return s;
}

static void *copy_state(void *ctx, const void *from)
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

static bool join_state(void *ctx, void **into, const void *from)
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
			changed |= facts_meet(&s->paths[j], p);
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

static int count(const struct path *p, const struct key *k);

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
		transfer(c, &s, b, &b->elems[i]);
	c->probing = probing;
	return s.npaths ? count(&s.paths[0], key) : count(p, key);
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
			held = count(p, k) + entry_holds(c, k) > 0;
			for (m = 0; m < s->npaths && !mixed; m++)
				mixed = (count(&s->paths[m], k) + entry_holds(c, k) > 0) != held;
			if (!mixed)
				continue;
			mine = count(p, k);
			here = probe(c, p, e->to, k) - mine;
			there = probe(c, p, other, k) - mine;
			if ((here < 0 && !there && !held) || (!here && there < 0 && held) ||
			    (here > 0 && !there && held) || (!here && there > 0 && !held))
				return false;
		}
	return true;
}

/* The single value of case label L, if it has one. */
static bool case_value(const struct node *l, int64_t *v)
{
	struct cval cv;

	if (!l || l->kind != N_CASE || l->case_label.last ||
	    const_fold_typed(l->case_label.first, &cv) != FOLD_OK)
		return false;
	*v = (int64_t)cv.v;
	return true;
}

/*
 * A switch on a value a path knows from an earlier switch on it: only
 * its case is taken ("switch (sst->lockt)" to lock, then again to unlock).
 */
static const void *switch_edge(struct lctx *c, const struct lstate *s, const struct cfg_block *b,
			       const struct cfg_edge *e)
{
	const struct key *k = key_in(c, b->term_node->switch_stmt.cond);
	struct lstate *out;
	unsigned int i, j;
	int64_t v = 0;
	bool single = case_value(e->label, &v);
	bool range = e->label && e->label->kind == N_CASE && !single;

	if (key_is_fuzzy(k) || k->vol)
		return s;
	out = arena_alloc(c->a, sizeof(*out));
	memset(out, 0, sizeof(*out));
	for (i = 0; i < s->npaths; i++) {
		struct path p;
		struct fact *f = fact_find((struct path *)&s->paths[i], k, NULL);

		if (f && f->exact && !range) {
			bool matched = false;

			if (single) {
				if (f->value != v)
					continue;
			} else {
				/* default or no case: not if some single case matches */
				for (j = 0; j < b->nsuccs; j++) {
					int64_t w;

					if (case_value(b->succs[j].label, &w) && w == f->value)
						matched = true;
				}
				if (matched || (e->label && e->label->kind == N_CASE))
					continue;
			}
		}
		path_copy(c->a, &p, &s->paths[i]);
		if (single) {
			fact_set(c, &p, k, NULL, v != 0);
			f = fact_find(&p, k, NULL);
			if (f) {
				f->exact = true;
				f->value = v;
			}
		}
		lstate_add(c, out, &p);
	}
	return out->npaths ? out : NULL;
}

/* The state along edge E: paths its condition contradicts are cut, the others learn it. */
/* E without what cond() in flow/build.c sees through to the operand it branches on. */
static const struct node *test_operand(const struct node *e)
{
	for (;;) {
		if (e->kind == N_UNARY && e->op == OP_NOT)
			e = e->unary.operand;
		else if (e->kind == N_CAST && e->type && type_is_integer(e->type))
			e = e->cast.operand;
		else if (e->kind == N_COMMA)
			e = e->binary.rhs;
		else if (cfg_expect_operand(e))
			e = cfg_expect_operand(e);
		else if (e->kind == N_BINARY && (e->op == OP_EQ || e->op == OP_NE) &&
			 cfg_is_zero(e->binary.rhs))
			e = e->binary.lhs;
		else if (e->kind == N_BINARY && (e->op == OP_EQ || e->op == OP_NE) &&
			 cfg_is_zero(e->binary.lhs))
			e = e->binary.rhs;
		else
			return e;
	}
}

static bool is_logical(const struct node *e)
{
	return e->kind == N_BINARY && (e->op == OP_ANDAND || e->op == OP_OROR);
}

static unsigned int logical_slot(const struct lctx *c, const struct node *leaf)
{
	return (unsigned int)(((uintptr_t)leaf >> 4) * 2654435761u) & (c->logical_cap - 1);
}

static void logical_put(struct lctx *c, const struct node *leaf, const struct node *root)
{
	unsigned int i;

	if (2 * (c->nlogical + 1) > c->logical_cap) {
		struct logical *old = c->logical;
		unsigned int cap = c->logical_cap;

		c->nlogical = 0;
		c->logical_cap = cap ? 2 * cap : 64;
		c->logical = arena_alloc(c->a, c->logical_cap * sizeof(*c->logical));
		memset(c->logical, 0, c->logical_cap * sizeof(*c->logical));
		for (i = 0; i < cap; i++)
			if (old[i].leaf)
				logical_put(c, old[i].leaf, old[i].root);
	}
	for (i = logical_slot(c, leaf); c->logical[i].leaf && c->logical[i].leaf != leaf;
	     i = (i + 1) & (c->logical_cap - 1))
		;
	c->nlogical += !c->logical[i].leaf;
	c->logical[i].leaf = leaf;
	c->logical[i].root = root;
}

static const struct node *logical_root(const struct lctx *c, const struct node *leaf)
{
	unsigned int i;

	if (!c->logical_cap)
		return NULL;
	for (i = logical_slot(c, leaf); c->logical[i].leaf; i = (i + 1) & (c->logical_cap - 1))
		if (c->logical[i].leaf == leaf)
			return c->logical[i].root;
	return NULL;
}

static void logical_leaves(struct lctx *c, const struct node *e, const struct node *root)
{
	e = test_operand(e);
	if (is_logical(e)) {
		logical_leaves(c, e->binary.lhs, root);
		logical_leaves(c, e->binary.rhs, root);
	} else {
		logical_put(c, e, root);
	}
}

#define MAX_LOGICAL_LEAVES 16

/* The operands of E, counted until there are more than LIMIT; down a chain's spine without recursion. */
static unsigned int count_leaves(const struct node *e, unsigned int limit)
{
	unsigned int n = 0;

	for (e = test_operand(e); is_logical(e) && n <= limit; e = test_operand(e->binary.lhs))
		n += count_leaves(e->binary.rhs, limit - n);
	return n + 1;
}

static void find_logical(struct node *n, void *arg);

/* The operands of E searched for conditions of their own (in statement expressions). */
static void logical_operands(const struct node *e, void *arg)
{
	for (e = test_operand(e); is_logical(e); e = test_operand(e->binary.lhs))
		logical_operands(e->binary.rhs, arg);
	ast_for_each_child((struct node *)e, find_logical, arg);
}

/*
 * The conditions made of && and ||, by their operands (logical_root());
 * not those of more than MAX_LOGICAL_LEAVES operands, whose facts would
 * cost each edge the whole condition.
 */
static void find_logical(struct node *n, void *arg)
{
	const struct node *t;

	if (n->kind == N_FUNCTION_DEF)
		return;
	t = test_operand(n);
	if (is_logical(t)) {
		if (count_leaves(t, MAX_LOGICAL_LEAVES) <= MAX_LOGICAL_LEAVES)
			logical_leaves(arg, t, t);
		logical_operands(t, arg);
		return;
	}
	ast_for_each_child(n, find_logical, arg);
}

/*
 * The values of the && and || of E known on P, as facts on their keys:
 * "if (!u->flag || !u->debug) return;" leaves the return knowing the
 * whole test true, which it would not know once the paths by either
 * operand are one: a summary splits on it.
 */
static void logical_facts(struct lctx *c, struct path *p, const struct node *e)
{
	const struct key *k;
	struct fact *f;
	int v;

	e = test_operand(e);
	if (!is_logical(e))
		return;
	logical_facts(c, p, e->binary.lhs);
	logical_facts(c, p, e->binary.rhs);
	v = value_of(c, p, e);
	k = key_in(c, e);
	if (v < 0 || !k || fact_find(p, k, NULL))
		return;
	f = fact_set(c, p, k, NULL, v);
	if (f && !p->wrote && key_params(k) && !key_has_local(k)) {
		f->entry = true;
		f->show = key_lock(c->a, e, &c->kshow);
	}
}

static const void *edge_state(void *ctx, const void *state, const struct cfg_block *b,
			      const struct cfg_edge *e)
{
	struct lctx *c = ctx;
	const struct lstate *s = state;
	struct lstate *out;
	const struct node *cond = b->term_node;
	unsigned int i;
	bool truth;

	if (b->term == CFG_T_SWITCH)
		return switch_edge(c, s, b, e);
	if (b->term != CFG_T_BRANCH || (e->kind != CFG_EDGE_TRUE && e->kind != CFG_EDGE_FALSE))
		return s;
	truth = e->kind == CFG_EDGE_TRUE;
	out = arena_alloc(c->a, sizeof(*out));
	memset(out, 0, sizeof(*out));
	for (i = 0; i < s->npaths; i++) {
		struct path p;
		int v = value_of(c, (struct path *)&s->paths[i], cond);

		if (v >= 0 && v != truth)
			continue;
		if (v < 0 && s->npaths > 1 && !correlated(c, s, &s->paths[i], b, e))
			continue;
		path_copy(c->a, &p, &s->paths[i]);
		if (cond->kind == N_CALL || cond->kind == N_COND || cond->kind == N_STMT_EXPR) {
			fact_set(c, &p, NULL, cond, truth);
		} else {
			const struct key *k = key_in(c, cond);
			struct fact *f = fact_set(c, &p, k, NULL, truth);

			if (f && !p.wrote && key_params(k) && !key_has_local(k)) {
				f->entry = true;
				f->show = key_lock(c->a, cond, &c->kshow);
			}
		}
		if (logical_root(c, cond))
			logical_facts(c, &p, logical_root(c, cond));
		if (cond->kind == N_ASSIGN)
			fact_set(c, &p, key_in(c, cond->binary.lhs), NULL, truth);
		if (cond->kind == N_BINARY && truth && (cond->op == OP_LT || cond->op == OP_GT)) {
			struct cval cv;

			if (const_fold_typed(cond->binary.rhs, &cv) == FOLD_OK && !cv.v) {
				struct val v = { 1, cond->op == OP_LT, false, 0 };

				const struct node *l = cond->binary.lhs;

				/* "(rc = f()) < 0": rc */
				if (l->kind == N_ASSIGN && l->op == OP_ASSIGN)
					l = l->binary.lhs;
				fact_set_val(c, &p, key_in(c, l), NULL, &v);
			}
		}
		lstate_add(c, out, &p);
	}
	return out->npaths ? out : NULL;
}

/* What a return yields, as a key: "return lock_nested(e, 0)" is what the call returned. */
static const struct key *ret_key_of(struct lctx *c, const struct node *e)
{
	const struct key *k;

	if (!e)
		return NULL;
	k = key_in(c, e);
	while (e->kind == N_CAST)
		e = e->cast.operand;
	if (k->kind == KEY_OPAQUE && e->kind == N_CALL)
		return key_of_value(c->a, e);
	return k;
}

/* At a return: the paths as they leave, with what they return. */
static void block_end(void *ctx, void *state, const struct cfg_block *b)
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
		x->ret = b->term_node;
		x->p = s->paths[i];
		x->retv = b->term_node ? value_of(c, &s->paths[i], b->term_node->return_stmt.expr) : -1;
		x->ret_key = b->term_node ? ret_key_of(c, b->term_node->return_stmt.expr) : NULL;
		x->neg = b->term_node &&
			val_of(c, &s->paths[i], b->term_node->return_stmt.expr).neg;
	}
}

/* ---- the exits -------------------------------------------------------------------- */

static int count(const struct path *p, const struct key *k)
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
	int have = count(&x->p, key);

	if (annotated(c, key))
		return expected(c, key, x->retv);
	for (o = 0; o < c->entry.nout; o++)
		for (j = 0; j < c->entry.out[o].nacts; j++) {
			const struct action *a = &c->entry.out[o].acts[j];
			int e = a->kind == ACT_ACQUIRE ? 1 : a->kind == ACT_RELEASE ? -1 : 0;

			if (c->entry.out[o].ret != RET_ANY && e > 0 && x->retv >= 0 &&
			    (c->entry.out[o].ret == RET_ZERO) != (x->retv == 0))
				continue;
			if (e && e == have && (key_is_fuzzy(a->key) || !count(&x->p, a->key)))
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

static const struct hold *held_by(const struct exit_path *x, const struct key *key)
{
	return hold_find((struct path *)&x->p, key);
}

/* Every lock an exit or an annotation names, once. */
static unsigned int exit_keys(struct lctx *c, const struct key ***keys)
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
	if (!may_report(c, &x->p, x->ret ? x->ret : (const struct node *)c->cfg->body, key))
		return;
	if (have > want) {
		if (diag_warning(CHECK_CONTEXT, node_range(c, x->ret),
				 "context imbalance in '%s' - '%s' still held at return",
				 fn_name(c), key_str(k)) && h && h->by)
			diag_note_step(ast_range(h->by), "'%s' acquired here", key_str(k));
	} else if (diag_warning(CHECK_CONTEXT, node_range(c, x->ret),
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
		int have = count(&x->p, key);

		int r = x->retv != 0;	/* a pointer not known: not NULL, as NULL is what fails */

		if (x->p.lost)
			continue;
		/* an error code returned with the lock held: a leak, not a trylock */
		if (have > 0 && x->neg)
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

		if (diag_warning(CHECK_CONTEXT_ANNOTATION, c->fr->fn->declared ?
				 c->fr->fn->pos : c->cfg->body->pos,
				 "context imbalance in '%s' - returns with '%s' held when it returns %s, and its declaration does not say so (__cond_acquires)",
				 fn_name(c), key_str(h ? h->show : key), held->retv ? "nonzero" : "zero") &&
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
static void strict_exits(struct lctx *c)
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
			int have = count(&x->p, keys[k]), want = want_at(c, x, keys[k]);

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
			    diag_warning(CHECK_CONTEXT_ANNOTATION, c->fr->fn->declared ?
					 c->fr->fn->pos : c->cfg->body->pos,
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
			int have = count(&x->p, keys[k]), want = want_at(c, x, keys[k]);

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
				int want = expected(c, ak, x->retv);

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
static void report_unlocks(struct lctx *c)
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
			if (!c->exits[j].p.lost && count(&c->exits[j].p, u->h.key) < 0)
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
		if (x->ret_key && ((x->ret_key->kind == KEY_SYM && is_local(x->ret_key->sym)) ||
				   x->ret_key->kind == KEY_VALUE)) {
			struct key *ret = new_key(c->a, KEY_PARAM);	/* $0 */

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
			n = count(&x->p, key);
		else if (count(&x->p, key) != n)
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
			if (!c->exits[i].p.lost && count(&c->exits[i].p, keys[k]) != count(&last->p, keys[k]))
				break;
		if (i == c->nexits || key_has_local(keys[k]) || has_opaque(keys[k]))
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
static void summarise(struct lctx *c)
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
					int have = count(&x->p, keys[k]), ref = count(&last->p, keys[k]);

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
 * What a caller can read through the parameters ("u->i915->params.flag",
 * "!u->debug"): their members and what they point to, nothing else.
 */
static bool param_memory(const struct key *k)
{
	struct shape s = { 0 };

	key_shape(k, &s);
	return !s.other && !s.named && !s.vol && s.deref;
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
		(param_test(k) || (f->entry && inout_test(w)) ||
		 (memory && f->entry && param_memory(k)));
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
			const struct fact *f = fact_find_any((struct path *)&g[i]->p,
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
	for (f = 0; f < g[0]->p.nfacts; f++) {
		const struct key *k = g[0]->p.facts[f].key;
		bool ok;

		if (!split_fact(&g[0]->p.facts[f], sp->memory))
			continue;
		for (t = 0; t < sp->ntests && !key_equal(sp->tests[t].key, k); t++)
			;
		if (t < sp->ntests)
			continue;
		for (i = n0 = n1 = 0; i < n; i++) {
			int v = entry_value((struct path *)&g[i]->p, k);
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
		sp->tests[sp->ntests].show = g[0]->p.facts[f].show ? g[0]->p.facts[f].show : k;
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
static bool param_split(struct lctx *c, bool apply, bool memory, unsigned int tests, bool by_ret)
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

	for (f = 0; f < x0->p.nfacts; f++) {
		const struct key *k = x0->p.facts[f].key;
		int r[2] = { -2, -2 };	/* -2 none yet, -1 not one value */
		struct outcome *o;
		int v;

		if (!split_fact(&x0->p.facts[f], false))
			continue;
		for (i = 0; i < c->nexits; i++) {
			const struct exit_path *x = &c->exits[i];

			if (x->p.lost)
				continue;
			v = entry_value((struct path *)&x->p, k);
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

/* UC_LOCK_DEBUG=1: the summaries, for the tests of the flow layer and for debugging. */
static void debug_summary(struct lctx *c)
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
static void accessor(struct lctx *c)
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

/* The parameters by position, for messages: the definition's names. */
static void param_names(struct lctx *c)
{
	struct node *d, *prm, *pd;

	if (!c->fr->def)
		return;
	for (d = c->fr->def->function_def.declarator->init_decl.declarator;
	     d && d->kind != N_DECLARATOR; d = declarator_inner(d)) {
		if (d->kind != N_FUNCTION || !d->function.inner ||
		    d->function.inner->kind != N_DECLARATOR)
			continue;
		for (prm = d->function.params; prm; prm = prm->next) {
			if (prm->kind != N_PARAM)
				continue;
			for (pd = prm->param.declarator; pd && pd->kind != N_DECLARATOR;
			     pd = declarator_inner(pd))
				;
			if (pd && pd->sym && pd->sym->param < ARRAY_SIZE(c->params))
				c->params[pd->sym->param] = pd->sym;
		}
	}
}

/* A local whose address is taken ("&flags", "&lruvec") is written where no one sees it. */
static void address_taken(struct node *n, void *arg)
{
	struct lctx *c = arg;

	if (n->kind == N_UNARY && n->op == OP_ADDR && n->unary.operand->kind == N_IDENT &&
	    n->unary.operand->sym && is_local(n->unary.operand->sym)) {
		struct local *l = local_find(c, n->unary.operand->sym);

		if (!l) {
			c->locals = arena_grow(c->a, c->locals, c->nlocals + 1, &c->locals_cap,
					 sizeof(*c->locals));
			l = &c->locals[c->nlocals++];
			l->sym = n->unary.operand->sym;
			l->def = NULL;
		}
		l->defs = 2;
	}
	if (n->kind != N_FUNCTION_DEF)
		ast_for_each_child(n, address_taken, arg);
}

/* The locals given one value: a declaration's initializer, or one assignment. */
static void find_locals(struct lctx *c)
{
	unsigned int i, j;

	for (i = 0; i < c->cfg->nblocks; i++) {
		const struct cfg_block *b = c->cfg->blocks[i];

		for (j = 0; j < b->nelems; j++) {
			const struct cfg_elem *el = &b->elems[j];
			struct node *lhs = NULL, *def = NULL;
			struct local *l;

			if (el->kind == CFG_DECL) {
				lhs = el->n->init_decl.declarator;
				while (lhs && lhs->kind != N_DECLARATOR)
					lhs = declarator_inner(lhs);
				def = el->n->init_decl.initializer;
				if (def && def->kind == N_INIT_LIST)
					def = NULL;
			} else if (el->kind == CFG_EXPR && el->n->kind == N_ASSIGN) {
				lhs = el->n->binary.lhs;
				def = el->n->op == OP_ASSIGN ? el->n->binary.rhs : NULL;
			} else if (el->kind == CFG_EXPR && (el->n->kind == N_UNARY ||
							    el->n->kind == N_POSTFIX) &&
				   (el->n->op == OP_INC || el->n->op == OP_DEC)) {
				lhs = el->n->unary.operand;
			}
			if (el->kind == CFG_CONTEXT && el->n->context.lock) {
				c->ctx_locks = arena_grow(c->a, c->ctx_locks, c->nctx + 1, &c->ctx_cap,
						    sizeof(*c->ctx_locks));
				c->ctx_locks[c->nctx++] = el->n->context.lock;
			}
			if (el->kind == CFG_EXPR && el->n->kind == N_IDENT && el->n->sym &&
			    el->n->sym->is_param && el->n->sym->param < ARRAY_SIZE(c->params))
				c->params[el->n->sym->param] = el->n->sym;
			if (!lhs || (lhs->kind != N_IDENT && lhs->kind != N_DECLARATOR) ||
			    !lhs->sym || !is_local(lhs->sym))
				continue;
			l = local_find(c, lhs->sym);
			if (!l) {
				c->locals = arena_grow(c->a, c->locals, c->nlocals + 1, &c->locals_cap,
						 sizeof(*c->locals));
				l = &c->locals[c->nlocals++];
				l->sym = lhs->sym;
				l->defs = 0;
			}
			l->def = def;
			l->defs += def ? 1 : 2;
		}
	}
}

static void analyse(struct fnrec *fr)
{
	struct lctx c;
	struct flow_problem p = {
		.ctx = &c, .entry = entry_state, .copy = copy_state, .join = join_state,
		.transfer = transfer, .edge = edge_state, .block_end = block_end,
	};
	struct flow_result r;
	struct arena_mark m;
	unsigned int i, j;

	if (fr->state || !fr->body)
		return;
	fr->state = 1;
	/* callees first: their summaries are used at their calls */
	memset(&c, 0, sizeof(c));
	arena_mark(&work, &m);
	c.a = &work;
	c.fr = fr;
	c.cfg = cfg_build(&work, fr->fn, fr->body);
	for (i = 0; i < c.cfg->nblocks; i++)
		for (j = 0; j < c.cfg->blocks[i]->nelems; j++) {
			const struct cfg_elem *el = &c.cfg->blocks[i]->elems[j];
			struct fnrec *callee;

			if (el->kind == CFG_EXPR && el->n->kind == N_CALL &&
			    (callee = fn_find(el->n->callee)))
				analyse(callee);
		}
	c.kopts.ctx = &c;
	c.kopts.sym = subst_local;
	c.kopts.call = subst_call;
	c.kopts.addr_identity = true;
	c.kopts.params = true;
	c.kshow.params = true;
	c.entry = annotations(&c, fr->fn);
	c.strict = c.entry.nout || !fr->internal;
	find_locals(&c);
	address_taken(c.fr->body, &c);
	ast_for_each_child(c.fr->body, find_logical, &c);
	param_names(&c);
	if (!c.cfg->too_big && !fr->fn->no_context_analysis && flow_solve(&work, c.cfg, &p, &r)) {
		struct lctx *outer = cur;

		cur = &c;
		diag_set_function(fn_name(&c));
		c.replay = true;
		flow_replay(&r, &p);
		/* a body that does no locking (a primitive its annotation describes) is not checked */
		if (c.strict && c.locks) {
			strict_exits(&c);
			report_unlocks(&c);
		}
		summarise(&c);
		accessor(&c);
		if (getenv("UC_LOCK_DEBUG"))
			debug_summary(&c);
		diag_set_function(NULL);
		cur = outer;
	}
	fr->state = 2;
	arena_reset(&work, &m);
}

static void unit_done(void)
{
	unsigned int i;

	for (i = 0; i < nfns; i++)
		analyse(&fns[i]);
	release_fns();
}

void lock_register(void)
{
	hook_add(function_body, record_body);
	hook_add(declaration, record_declaration);
	hook_add(function_begin, record_def);
	hook_add(unit_end, unit_done);
	check_state(CHECK_SCOPE_UNIT, nfns, release_fns);
}
