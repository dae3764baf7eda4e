// SPDX-License-Identifier: GPL-2.0
/*
 * The transfer of one element of a block: assignments, declarations,
 * __context__ statements, cleanups, calls.
 */
#include "lock.h"

/*
 * W is written: the locks named through its old value are named through
 * another name of that value, if an alias says so ("locked = engine",
 * then "engine = next": the lock taken as engine's is locked's now), or
 * are no one's.
 */
static void rename_holds(struct lctx *c, struct path *p, const struct key *w)
{
	const struct key *other;
	unsigned int i;

	if (!w || (w->kind != KEY_SYM && w->kind != KEY_PARAM))
		return;
	other = alias_other(&p->facts, w);
	if (!other)
		other = key_alloc(c->a, KEY_OPAQUE);
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
		const struct node *last = stmt_expr_result(rhs);

		if (last && last->kind == N_IDENT && last->sym && sym_is_local(last->sym)) {
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
			v = fact_val_of(&c->fc, &p->facts, rhs);
		rename_holds(c, p, k);
		fact_assign(&c->fc, &p->facts, k, lhs->type, rhs, &v, true);
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
	return fr && fr->has_summary && !(fr->u.fn && fr->u.fn->contexts);
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
		k = key_alloc(c->a, KEY_OPAQUE);
	for (i = 0; i < s->npaths; i++) {
		if (d > 0 && acquired_by_body(&s->paths[i], k))
			continue;
		if (d > 0)
			lock_acquire(c, &s->paths[i], k, show, false, false, n);
		else
			lock_release(c, &s->paths[i], k, show, false, n);
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
		struct val v = fact_val_of(&c->fc, &p->facts, init);
		const struct key *k = key_in(c, d);

		fact_assign(&c->fc, &p->facts, k, sym->type, init, &v, false);
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

void lock_transfer(void *ctx, void *state, const struct cfg_block *b, const struct cfg_elem *el)
{
	struct lctx *c = ctx;
	struct lstate *s = state;
	const struct node *n = el->n;
	unsigned int i;

	switch (el->kind) {
	case CFG_EXPR:
		if ((n->flags & (AST_F_READ | AST_F_WRITE)) && c->run.replay && !c->probing &&
		    check_enabled(CHECK_GUARDED_BY))
			guarded_access(c, s, n);
		if (n->kind == N_CALL) {
			apply_call(c, s, n);
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
		for (i = 0; i < s->npaths; i++)
			fact_elem_value(&c->fc, &s->paths[i].facts, el);
		break;
	case CFG_CLEANUP:
		cleanup(c, s, el->cleanup, n);
		break;
	default:
		break;
	}
}
