// SPDX-License-Identifier: GPL-2.0
/*
 * Facts on a path (fact.h, where the design is): found, set, forgotten
 * when their object is written, met at a join; the value of an
 * expression by them; what a branch, a case, a callee's test, an
 * assignment and a joined value teach a path; and the locals of a body
 * given one value.  Used by the lock check and by useraccess.c.
 */
#include <string.h>

#include "ast.h"
#include "cfg.h"
#include "cond.h"
#include "decl.h"
#include "fact.h"
#include "key.h"
#include "sema.h"
#include "type.h"
#include "util.h"

/* Aliases a path keeps: each costs every lookup of a lock through them. */
#define MAX_ALIASES 8

void facts_copy(struct arena *arena, struct facts *to, const struct facts *from)
{
	*to = *from;
	to->cap = from->n;
	to->f = NULL;
	if (from->n) {
		to->f = arena_alloc(arena, from->n * sizeof(*to->f));
		memcpy(to->f, from->f, from->n * sizeof(*to->f));
	}
}

bool fact_match(const struct fact *f, const struct key *key, const struct node *node)
{
	if (node)
		return f->node == node;
	return !f->node && !f->same && key_equal(f->key, key);
}

struct fact *fact_find_any(const struct facts *fs, const struct key *key, const struct node *node,
			   bool stale)
{
	unsigned int i;

	for (i = 0; i < fs->n; i++)
		if (fact_match(&fs->f[i], key, node) && (stale || !fs->f[i].stale))
			return &fs->f[i];
	return NULL;
}

struct fact *fact_find(const struct facts *fs, const struct key *key, const struct node *node)
{
	return fact_find_any(fs, key, node, false);
}

int fact_entry_value(const struct facts *fs, const struct key *k)
{
	struct fact *f = fact_find_any(fs, k, NULL, true);

	return f && (!f->stale || f->entry) ? f->nonzero : -1;
}

struct fact *fact_new(struct arena *arena, struct facts *fs)
{
	unsigned int cap = fs->cap;
	struct fact *f;

	if (fs->n >= FACTS_MAX) {
		/* the oldest goes: 5000 "else if (x == N)" must not copy 5000 facts each block */
		memmove(fs->f, fs->f + 1, (fs->n - 1) * sizeof(*fs->f));
		fs->n--;
	}
	fs->f = arena_grow(arena, fs->f, fs->n + 1, &cap, sizeof(*fs->f));
	fs->cap = cap;
	f = &fs->f[fs->n++];
	memset(f, 0, sizeof(*f));
	return f;
}

unsigned int facts_count(const struct facts *fs, bool aliases)
{
	unsigned int i, n = 0;

	for (i = 0; i < fs->n; i++)
		n += (fs->f[i].same != NULL) == aliases;
	return n;
}

struct fact *fact_set(struct arena *arena, struct facts *fs, const struct key *key,
		      const struct node *node, bool nonzero)
{
	struct fact *f;

	if (!node && (!key || key_is_fuzzy(key) || key->vol))
		return NULL;
	f = fact_find(fs, key, node);
	if (!f) {
		f = fact_new(arena, fs);
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

void fact_set_val(struct arena *arena, struct facts *fs, const struct key *key,
		  const struct node *node, const struct val *v)
{
	struct fact *f;

	if (v->truth < 0)
		return;
	f = fact_set(arena, fs, key, node, v->truth);
	if (f) {
		f->neg = v->neg;
		f->exact = v->exact;
		f->value = v->value;
	}
}

void fact_drop(struct facts *fs, const struct node *n)
{
	struct fact *f = fact_find(fs, NULL, n);

	if (f)
		*f = fs->f[--fs->n];
}

void facts_forget(struct facts *fs, const struct key *w)
{
	unsigned int i, j;

	fs->wrote = true;
	for (i = j = 0; i < fs->n; i++) {
		struct fact *f = &fs->f[i];

		if (!f->node && (!w || key_is_fuzzy(w) || key_mentions(f->key, w) ||
				 (f->same && key_mentions(f->same, w)))) {
			if (!f->entry)
				continue;
			f->stale = true;
		}
		fs->f[j++] = *f;
	}
	fs->n = j;
}

void facts_forget_reads(struct facts *fs, const struct key *w, bool values)
{
	unsigned int i, j;

	fs->wrote = true;
	for (i = j = 0; i < fs->n; i++) {
		struct fact *f = &fs->f[i];

		if (!f->node && (f->same ? key_reads(f->key, w) || key_reads(f->same, w) :
				 values && key_reads(f->key, w))) {
			if (!f->entry)
				continue;
			f->stale = true;
		}
		fs->f[j++] = *f;
	}
	fs->n = j;
}

struct fact *alias_find(const struct facts *fs, const struct key *l, const struct key *r)
{
	unsigned int i;

	for (i = 0; i < fs->n; i++)
		if (fs->f[i].same && key_equal(fs->f[i].key, l) &&
		    key_equal(fs->f[i].same, r))
			return &fs->f[i];
	return NULL;
}

void alias_set(struct arena *arena, struct facts *fs, const struct key *l, const struct key *r)
{
	struct fact *f;
	unsigned int i, n = 0;

	if (!l || !r || key_is_fuzzy(l) || r->kind == KEY_OPAQUE || r->kind == KEY_CONST ||
	    (r->kind == KEY_CAST && r->a && r->a->kind == KEY_CONST) ||
	    key_mentions(r, l) || alias_find(fs, l, r))
		return;
	for (i = 0; i < fs->n; i++)
		n += fs->f[i].same != NULL;
	if (n >= MAX_ALIASES)
		return;
	f = fact_new(arena, fs);
	f->key = l;
	f->same = r;
}

const struct key *alias_other(const struct facts *fs, const struct key *w)
{
	unsigned int i;

	for (i = 0; i < fs->n; i++) {
		const struct fact *f = &fs->f[i];

		if (!f->same)
			continue;
		if (key_equal(f->key, w) && !key_mentions(f->same, w))
			return f->same;
		if (key_equal(f->same, w) && !key_mentions(f->key, w))
			return f->key;
	}
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

int fact_value(const struct facts *fs, const struct key *k, const struct node *node)
{
	struct fact *f = fact_find(fs, k, node);
	int64_t v;

	if (!f && !node && key_const(k, &v))
		return v != 0;

	if (f)
		return f->nonzero;
	/* "x & MASK" of an x known exactly */
	if (k && k->kind == KEY_BINARY && k->op == OP_AND && k->b->kind == KEY_CONST &&
	    (f = fact_find(fs, k->a, NULL)) && f->exact)
		return (f->value & k->b->value) != 0;
	return -1;
}

const struct node *stmt_expr_result(const struct node *e)
{
	const struct node *c = e->stmt_expr.compound;
	const struct node *last = c ? c->compound.items : NULL;

	while (last && last->next)
		last = last->next;
	return last && last->kind == N_EXPR_STMT ? last->expr_stmt.expr : NULL;
}

/* K's truth through an alias ("root = a", a known not NULL), -1 if not known. */
static int alias_value(const struct facts *fs, const struct key *k)
{
	unsigned int i;

	for (i = 0; i < fs->n; i++) {
		const struct fact *f = &fs->f[i];
		const struct fact *g;

		if (!f->same)
			continue;
		if (key_equal(f->key, k))
			g = fact_find(fs, f->same, NULL);
		else if (key_equal(f->same, k))
			g = fact_find(fs, f->key, NULL);
		else
			continue;
		if (g)
			return g->nonzero;
	}
	return -1;
}

struct val fact_val_of(const struct fact_ctx *fc, const struct facts *fs, const struct node *e)
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
		f = fact_find(fs, NULL, e);
	else if (e->kind == N_IDENT || e->kind == N_MEMBER || e->kind == N_UNARY)
		f = fact_find(fs, key_lock(fc->a, e, fc->kopts), NULL);
	if (f) {
		v.truth = f->nonzero;
		v.neg = f->neg;
		v.exact = f->exact;
		v.value = f->value;
		return v;
	}
	if (e->kind == N_STMT_EXPR && stmt_expr_result(e))
		return fact_val_of(fc, fs, stmt_expr_result(e));
	v.truth = fact_truth(fc, fs, e);
	if (v.truth < 0 && (e->kind == N_IDENT || e->kind == N_MEMBER))
		v.truth = alias_value(fs, key_lock(fc->a, e, fc->kopts));
	return v;
}

int fact_truth(const struct fact_ctx *fc, const struct facts *fs, const struct node *e)
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
			return fact_truth(fc, fs, e->cast.operand);
		return -1;
	case N_UNARY:
		if (e->op != OP_NOT)
			break;
		a = fact_truth(fc, fs, e->unary.operand);
		return a < 0 ? -1 : !a;
	case N_BINARY:
		switch (e->op) {
		case OP_ANDAND:
			a = fact_truth(fc, fs, e->binary.lhs);
			b = fact_truth(fc, fs, e->binary.rhs);
			return !a || !b ? 0 : a == 1 && b == 1 ? 1 : -1;
		case OP_OROR:
			a = fact_truth(fc, fs, e->binary.lhs);
			b = fact_truth(fc, fs, e->binary.rhs);
			return a == 1 || b == 1 ? 1 : !a && !b ? 0 : -1;
		case OP_EQ: case OP_NE: case OP_LT: case OP_GE: case OP_GT: case OP_LE:
			if ((e->op == OP_EQ || e->op == OP_NE) && cfg_is_zero(e->binary.lhs) &&
			    !cfg_is_zero(e->binary.rhs)) {
				a = fact_truth(fc, fs, e->binary.rhs);
				return e->op == OP_NE || a < 0 ? a : !a;
			}
			if (!cfg_is_zero(e->binary.rhs))
				break;
			a = fact_truth(fc, fs, e->binary.lhs);
			if (e->op == OP_NE)
				return a;
			if (e->op == OP_EQ)
				return a < 0 ? -1 : !a;
			/* x < 0 of an error code */
			if ((e->op == OP_LT || e->op == OP_GE) && a == 1 &&
			    fact_val_of(fc, fs, e->binary.lhs).neg)
				return e->op == OP_LT;
			/* x < 0, x > 0 are false for x == 0; >= and <= true */
			if (a != 0)
				return -1;
			return e->op == OP_GE || e->op == OP_LE;
		case OP_AND: {
			struct val l = fact_val_of(fc, fs, e->binary.lhs);
			struct val r = fact_val_of(fc, fs, e->binary.rhs);

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
		return fact_truth(fc, fs, e->binary.rhs);
	case N_ASSIGN:
		if (e->op == OP_ASSIGN)
			return fact_truth(fc, fs, e->binary.rhs);
		break;
	case N_CALL:
		if (cfg_expect_operand(e))
			return fact_truth(fc, fs, cfg_expect_operand(e));
		return fact_value(fs, NULL, e);
	case N_STMT_EXPR:
		a = fact_value(fs, NULL, e);
		if (a < 0 && stmt_expr_result(e))
			a = fact_truth(fc, fs, stmt_expr_result(e));
		return a;
	case N_COND:
		return fact_value(fs, NULL, e);
	case N_GENERIC: case N_CHOOSE_EXPR:
		return e->chosen ? fact_truth(fc, fs, e->chosen) : -1;
	default:
		break;
	}
	return fact_value(fs, key_lock(fc->a, e, fc->kopts), NULL);
}

/* A test of K tests what the function was called with: nothing written yet, K of its parameters. */
static bool at_entry(const struct facts *fs, const struct key *k)
{
	return !fs->wrote && key_params(k) && !key_has_local(k);
}

/*
 * The values of the && and || of the whole condition W, as facts on
 * their keys: "if (!u->flag || !u->debug) return;" leaves the return
 * knowing the whole test true, which it would not know once the paths by
 * either operand are one: a summary splits on it.
 */
static void whole_facts(const struct fact_ctx *fc, struct facts *fs, const struct cfg_cond *w)
{
	unsigned int i;

	for (i = 0; i < w->nops; i++) {
		const struct node *e = w->ops[i];
		int v = fact_truth(fc, fs, e);
		const struct key *k = key_lock(fc->a, e, fc->kopts);
		struct fact *f;

		if (v < 0 || !k || fact_find(fs, k, NULL))
			continue;
		f = fact_set(fc->a, fs, k, NULL, v);
		if (f && at_entry(fs, k)) {
			f->entry = true;
			f->show = key_lock(fc->a, e, fc->kshow);
		}
	}
}

void fact_branch(const struct fact_ctx *fc, struct facts *fs, const struct cfg_block *b,
		 bool truth)
{
	const struct node *cond = b->term_node;

	if (cond->kind == N_CALL || cond->kind == N_COND || cond->kind == N_STMT_EXPR) {
		fact_set(fc->a, fs, NULL, cond, truth);
	} else {
		const struct key *k = key_lock(fc->a, cond, fc->kopts);
		struct fact *f = fact_set(fc->a, fs, k, NULL, truth);

		if (f && at_entry(fs, k)) {
			f->entry = true;
			f->show = key_lock(fc->a, cond, fc->kshow);
		}
	}
	if (b->cond)
		whole_facts(fc, fs, b->cond);
	if (cond->kind == N_ASSIGN)
		fact_set(fc->a, fs, key_lock(fc->a, cond->binary.lhs, fc->kopts), NULL, truth);
	if (cond->kind == N_BINARY && truth && (cond->op == OP_LT || cond->op == OP_GT)) {
		struct cval cv;

		if (const_fold_typed(cond->binary.rhs, &cv) == FOLD_OK && !cv.v) {
			struct val v = { 1, cond->op == OP_LT, false, 0 };
			const struct node *l = cond->binary.lhs;

			/* "(rc = f()) < 0": rc */
			if (l->kind == N_ASSIGN && l->op == OP_ASSIGN)
				l = l->binary.lhs;
			fact_set_val(fc->a, fs, key_lock(fc->a, l, fc->kopts), NULL, &v);
		}
	}
}

void fact_assign(const struct fact_ctx *fc, struct facts *fs, const struct key *k,
		 const struct type *type, const struct node *rhs, const struct val *v, bool write)
{
	if (write)
		facts_forget(fs, k);
	fact_set_val(fc->a, fs, k, NULL, v);
	if (rhs && type && type_is_pointer(type))
		alias_set(fc->a, fs, k, key_lock(fc->a, rhs, fc->kopts));
}

void fact_elem_value(const struct fact_ctx *fc, struct facts *fs, const struct cfg_elem *el)
{
	struct val v = { el->truth, false, el->truth >= 0, el->truth };

	if (el->value)
		v = fact_val_of(fc, fs, el->value);
	if (v.truth >= 0)
		fact_set_val(fc->a, fs, NULL, el->n, &v);
	else
		fact_drop(fs, el->n);
}

void fact_case(struct arena *arena, struct facts *fs, const struct key *k, int64_t v)
{
	struct fact *f;

	fact_set(arena, fs, k, NULL, v != 0);
	f = fact_find(fs, k, NULL);
	if (f) {
		f->exact = true;
		f->value = v;
	}
}

void fact_tested(struct arena *arena, struct facts *fs, const struct key *k,
		 const struct key *show, bool nonzero, bool stale, const struct node *by)
{
	struct fact *f = fact_find(fs, k, NULL);
	/* what a wrapper's caller passes it, before anything is written */
	bool entry = at_entry(fs, k);

	if (!show || show->kind != k->kind)
		show = k;
	/*
	 * STALE: the callee wrote it, what it was is known (for a summary)
	 * and what it is is not; a stale fact that is no entry one only
	 * says that a call wrote it.
	 */
	if (!f || f->same || f->nonzero != nonzero) {
		f = fact_set(arena, fs, k, NULL, nonzero);
		if (f) {
			f->by = by;
			f->show = show;
			f->entry = entry;
			f->stale = stale;
		}
	}
	if (k->kind == KEY_UNARY && k->op == OP_NOT) {
		fact_tested(arena, fs, k->a, show->a, !nonzero, stale, by);
	} else if (k->kind == KEY_BINARY &&
		   ((k->op == OP_OROR && !nonzero) || (k->op == OP_ANDAND && nonzero))) {
		fact_tested(arena, fs, k->a, show->a, nonzero, stale, by);
		fact_tested(arena, fs, k->b, show->b, nonzero, stale, by);
	}
}

/* B's stale fact of F's key and value (what the caller passed, written since). */
static struct fact *stale_find(const struct facts *b, const struct fact *f)
{
	unsigned int i;

	for (i = 0; i < b->n; i++)
		if (b->f[i].stale && b->f[i].entry == f->entry && !b->f[i].same &&
		    fact_match(&b->f[i], f->key, f->node))
			return &b->f[i];
	return NULL;
}

bool facts_meet(struct facts *a, const struct facts *b)
{
	unsigned int i, j;
	bool changed = false;

	for (i = j = 0; i < a->n; i++) {
		const struct fact *f = &a->f[i];
		struct fact *g = f->same ? alias_find(b, f->key, f->same) :
			f->stale ? stale_find(b, f) : fact_find(b, f->key, f->node);

		if (g && (f->same || g->nonzero == f->nonzero)) {
			a->f[j] = *f;
			/* told by a call on one path, by another or a test on the other */
			if (f->by && g->by != f->by) {
				a->f[j].by = NULL;
				changed = true;
			}
			j++;
		} else {
			changed = true;
		}
	}
	a->n = j;
	return changed;
}

bool sym_is_local(const struct decl_sym *sym)
{
	return sym->kind == DS_OBJECT && sym->depth > 0 && !sym->is_param;
}

bool key_has_local(const struct key *k)
{
	for (; k; k = k->a) {
		if (k->kind == KEY_SYM && sym_is_local(k->sym))
			return true;
		if (k->b && key_has_local(k->b))
			return true;
	}
	return false;
}

static struct local_def *local_find(const struct locals *ls, const struct decl_sym *sym)
{
	unsigned int i;

	for (i = 0; i < ls->n; i++)
		if (ls->v[i].sym == sym)
			return &ls->v[i];
	return NULL;
}

static struct local_def *local_add(struct arena *arena, struct locals *ls, struct decl_sym *sym)
{
	struct local_def *l;

	ls->v = arena_grow(arena, ls->v, ls->n + 1, &ls->cap, sizeof(*ls->v));
	l = &ls->v[ls->n++];
	l->sym = sym;
	l->def = NULL;
	l->defs = 0;
	return l;
}

struct locals_walk {
	struct arena *arena;
	struct locals *ls;
};

/* A local whose address is taken ("&flags", "&lruvec") is written where no one sees it. */
static void address_taken(struct node *n, void *arg)
{
	struct locals_walk *w = arg;

	if (n->kind == N_UNARY && n->op == OP_ADDR && n->unary.operand->kind == N_IDENT &&
	    n->unary.operand->sym && sym_is_local(n->unary.operand->sym)) {
		struct local_def *l = local_find(w->ls, n->unary.operand->sym);

		if (!l)
			l = local_add(w->arena, w->ls, n->unary.operand->sym);
		l->defs = 2;
	}
	if (n->kind != N_FUNCTION_DEF)
		ast_for_each_child(n, address_taken, arg);
}

void locals_find(struct arena *arena, struct locals *ls, const struct cfg *cfg)
{
	struct locals_walk w = { arena, ls };
	unsigned int i, j;

	for (i = 0; i < cfg->nblocks; i++) {
		const struct cfg_block *b = cfg->blocks[i];

		for (j = 0; j < b->nelems; j++) {
			const struct cfg_elem *el = &b->elems[j];
			struct node *lhs = NULL, *def = NULL;
			struct local_def *l;

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
			if (!lhs || (lhs->kind != N_IDENT && lhs->kind != N_DECLARATOR) ||
			    !lhs->sym || !sym_is_local(lhs->sym))
				continue;
			l = local_find(ls, lhs->sym);
			if (!l)
				l = local_add(arena, ls, lhs->sym);
			l->def = def;
			l->defs += def ? 1 : 2;
		}
	}
	address_taken(cfg->body, &w);
}

struct node *local_value(const struct locals *ls, const struct decl_sym *sym)
{
	const struct local_def *l = local_find(ls, sym);

	return l && l->defs == 1 ? l->def : NULL;
}
