// SPDX-License-Identifier: GPL-2.0
/*
 * -Wguarded-by: an access to data a __guarded_by() member or object,
 * or a __pt_guarded_by() pointer, says a lock guards.
 */
#include "lock.h"

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
		ast_for_each_child(c->fr->u.body, mark_unsafe, c);
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

void guarded_access(struct lctx *c, struct lstate *s, const struct node *n)
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
