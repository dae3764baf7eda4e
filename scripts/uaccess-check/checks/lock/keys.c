// SPDX-License-Identifier: GPL-2.0
/*
 * Locks as keys (flow/key.h): a local given one value stands for it,
 * an accessor's call for what it returns, parameters by position; and
 * the lock as the user wrote it, for messages.
 */
#include "lock.h"

/* A local given one value stands for it, if that is a key of its own. */
const struct key *subst_local(void *ctx, struct decl_sym *sym)
{
	struct lctx *c = ctx;
	const struct node *def;
	const struct key *k;

	if (!sym_is_local(sym) || c->subst_depth >= MAX_SUBST)
		return NULL;
	def = local_value(&c->locals, sym);
	if (!def)
		return NULL;
	c->subst_depth++;
	k = key_in(c, def);
	c->subst_depth--;
	/*
	 * NULL, a constant, names no lock: the local will be given another
	 * value; a value not known ("ctx = READ_ONCE(event->ctx)") is better
	 * named by the local than by nothing.
	 */
	return key_is_fuzzy(k) || key_has_opaque(k) || k->kind == KEY_CONST || k->kind == KEY_CAST ?
		NULL : k;
}

const struct key *arg_key(void *ctx, unsigned int param)
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
const struct key *subst_call(void *ctx, const struct node *call)
{
	struct lctx *c = ctx;
	struct fnrec *fr = fn_find(call->callee);
	struct call_args ca = { c, call, false };

	if (!fr || !fr->ret_key || c->subst_depth >= MAX_SUBST)
		return NULL;
	return key_subst(c->a, fr->ret_key, arg_key, &ca, true);
}

const struct key *key_in(struct lctx *c, const struct node *e)
{
	return key_lock(c->a, e, &c->kopts);
}

/* A and B name one lock: equal keys, "&x" and "x" alike (annotations written either way). */
bool same_lock(const struct key *a, const struct key *b)
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

static const struct key *param_name(void *ctx, unsigned int param)
{
	struct lctx *c = ctx;

	if (param < ARRAY_SIZE(c->params) && c->params[param])
		return key_of_sym(c->a, c->params[param]);
	return NULL;
}

/* A lock as the user wrote it, the function's parameters by name. */
const char *key_str(const struct key *k)
{
	static struct strbuf sbs[2];
	static unsigned int which;
	struct strbuf *sb = &sbs[which++ & 1];

	sb->len = 0;
	/* the parameters by name in the replay and the reports, not while solving */
	if (k && lock_current && lock_current->run.replay)
		k = key_subst(lock_current->a, k, param_name, lock_current, false);
	if (k && k->kind != KEY_OPAQUE)
		key_print(sb, k);
	else
		sb_addstr(sb, "context");
	return sb_cstr(sb);
}
