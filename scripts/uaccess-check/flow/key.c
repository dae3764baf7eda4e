// SPDX-License-Identifier: GPL-2.0
/*
 * Canonical keys of expressions (key.h): built bottom-up, with the
 * rewrites that make equal what designates the same thing applied as each
 * key is made ("&*p" is p as soon as the '&' is added), so that equality
 * is a plain structural comparison.  Then what the checks ask of keys
 * beside equality: copies, opaque parts, shapes (what a key reads, which
 * members it ends with).
 */
#include <string.h>

#include "ast.h"
#include "cfg.h"
#include "decl.h"
#include "key.h"
#include "sema.h"
#include "token.h"
#include "type.h"
#include "util.h"

struct key_build {
	struct arena *arena;
	bool params;			/* parameters as positions */
	const struct node *call;	/* parameters as this call's arguments */
	const struct key_opts *opts;	/* key_lock()'s */
};

static const struct key *build(const struct key_build *kb, const struct node *e);

static struct key *key_new(const struct key_build *kb, enum key_kind kind, const struct key *a,
			   const struct key *b)
{
	struct key *k = arena_alloc(kb->arena, sizeof(*k));

	memset(k, 0, sizeof(*k));
	k->kind = kind;
	k->a = a;
	k->b = b;
	k->vol = (a && a->vol) || (b && b->vol);
	return k;
}

static const struct key *opaque(const struct key_build *kb)
{
	return key_new(kb, KEY_OPAQUE, NULL, NULL);
}

static const struct key *constant(const struct key_build *kb, uint64_t v)
{
	struct key *k = key_new(kb, KEY_CONST, NULL, NULL);

	k->value = v;
	return k;
}

static const struct key *deref(const struct key_build *kb, const struct key *a)
{
	if (a->kind == KEY_ADDR)
		return a->a;
	return key_new(kb, KEY_DEREF, a, NULL);
}

static const struct key *addr(const struct key_build *kb, const struct key *a)
{
	if (a->kind == KEY_DEREF)
		return a->a;
	/* &x.m, m at offset 0: x's own address (key_lock()'s addr_identity) */
	if (a->kind == KEY_MEMBER && a->zero_offset && kb->opts && kb->opts->addr_identity)
		return addr(kb, a->a);
	return key_new(kb, KEY_ADDR, a, NULL);
}

/* The value of a pointer, an array or a function is an address. */
static bool is_address(const struct type *t)
{
	return t && (t->kind == TYPE_POINTER || t->kind == TYPE_ARRAY || t->kind == TYPE_FUNCTION);
}

/* A cast that keeps its operand's value: to a pointer from an address, or to its own type. */
static bool cast_keeps_value(const struct node *e, const struct node *operand)
{
	const struct type *to = e->type, *from = operand->type;

	if (sema_is_error(to))
		return false;
	if (to->kind == TYPE_POINTER)
		return is_address(from) || sema_is_error(from);
	return !sema_is_error(from) && type_compatible(to, from, TC_IGNORE_QUALS);
}

/*
 * The member E selects is at offset 0 of the object it is selected from,
 * counted from the outer record: a member of an anonymous struct is at
 * its offset in the struct plus the struct's own.
 */
static bool at_offset_zero(const struct node *e)
{
	const struct type *t = e->mem.base->type;
	uint64_t off = 1;

	if (!e->member || e->member->width >= 0 || e->member->offset)
		return false;
	if (t && e->op == OP_ARROW && t->kind == TYPE_POINTER)
		t = t->base;
	if (!t || !type_is_record(t) || !type_member_find(t, e->mem.field->name->name, &off))
		return false;
	return off == 0;
}

static const struct key *ident(const struct key_build *kb, const struct node *e)
{
	struct decl_sym *sym = e->sym;
	const struct node *arg;
	struct key *k;
	unsigned int i;

	if (!sym) {
		k = key_new(kb, KEY_NAME, NULL, NULL);
		k->name = e->name;
		return k;
	}
	if (sym->kind == DS_ENUMERATOR)
		return sym->value_known ? constant(kb, sym->value) : opaque(kb);
	if (sym->kind != DS_OBJECT && sym->kind != DS_FUNCTION)
		return opaque(kb);
	if (kb->opts && kb->opts->sym) {
		const struct key *r = kb->opts->sym(kb->opts->ctx, sym);

		if (r)
			return r;
	}
	if (sym->is_param && sym->param && kb->call) {
		for (arg = kb->call->call.args, i = 1; arg && i < sym->param; arg = arg->next)
			i++;
		return arg ? key_of(kb->arena, arg) : opaque(kb);
	}
	if (sym->is_param && sym->param && kb->params) {
		k = key_new(kb, KEY_PARAM, NULL, NULL);
		k->param = sym->param;
		return k;
	}
	k = key_new(kb, KEY_SYM, NULL, NULL);
	k->sym = sym;
	return k;
}

/* a[i]: *(a + i), the address operand first whichever is written first */
static const struct key *subscript(const struct key_build *kb, const struct node *e)
{
	const struct node *base = e->subscript.array, *idx = e->subscript.index;
	const struct key *i;
	struct key *sum;

	if (is_address(idx->type) && !is_address(base->type)) {
		base = e->subscript.index;
		idx = e->subscript.array;
	}
	i = build(kb, idx);
	if (i->kind == KEY_CONST && i->value == 0)
		return deref(kb, build(kb, base));
	sum = key_new(kb, KEY_BINARY, build(kb, base), i);
	sum->op = OP_ADD;
	return deref(kb, sum);
}

static const struct key *unary(const struct key_build *kb, const struct node *e)
{
	struct key *k;

	switch (e->op) {
	case OP_DEREF:
		return deref(kb, build(kb, e->unary.operand));
	case OP_ADDR:
		return addr(kb, build(kb, e->unary.operand));
	case OP_PLUS: case OP_MINUS: case OP_BITNOT: case OP_NOT: case OP_REAL: case OP_IMAG:
		k = key_new(kb, KEY_UNARY, build(kb, e->unary.operand), NULL);
		k->op = e->op;
		return k;
	default:
		return opaque(kb);	/* ++, --, sizeof, _Alignof */
	}
}

static const struct key *build_kind(const struct key_build *kb, const struct node *e)
{
	struct cval v;
	struct key *k;

	switch (e->kind) {
	case N_IDENT: case N_DECLARATOR:
		return ident(kb, e);
	case N_INTEGER:
		return const_integer_literal((struct node *)e, &v) ? constant(kb, v.v) : opaque(kb);
	case N_CHAR:
		return const_char_literal((struct node *)e, &v) ? constant(kb, v.v) : opaque(kb);
	case N_CAST:
		if (cast_keeps_value(e, e->cast.operand))
			return build(kb, e->cast.operand);
		if (sema_is_error(e->type))
			return opaque(kb);
		k = key_new(kb, KEY_CAST, build(kb, e->cast.operand), NULL);
		k->type = e->type;
		return k;
	case N_UNARY:
		return unary(kb, e);
	case N_INDEX:
		return subscript(kb, e);
	case N_MEMBER:
		/* no such member (an annotation sparse never evaluated): nothing known */
		if (!e->mem.field || !e->mem.field->name || !e->member)
			return opaque(kb);
		k = key_new(kb, KEY_MEMBER, build(kb, e->mem.base), NULL);
		if (e->op == OP_ARROW)
			k->a = deref(kb, k->a);
		k->name = e->mem.field->name;
		k->zero_offset = kb->opts && kb->opts->addr_identity && at_offset_zero(e);
		/* x.m, m at offset 0: x itself, for key_lock()'s addr_identity */
		if (k->zero_offset && kb->opts && kb->opts->addr_identity)
			return k->a;
		return k;
	case N_CALL:
		/* likely(x): x's value, for a test (the "!!" inside stays) */
		if (cfg_expect_operand(e))
			return build(kb, cfg_expect_operand(e));
		if (kb->opts && kb->opts->call) {
			const struct key *r = kb->opts->call(kb->opts->ctx, e);

			if (r)
				return r;
		}
		return opaque(kb);
	case N_BINARY:
		k = key_new(kb, KEY_BINARY, build(kb, e->binary.lhs), build(kb, e->binary.rhs));
		k->op = e->op;
		return k;
	case N_GENERIC: case N_CHOOSE_EXPR:
		return e->chosen ? build(kb, e->chosen) : opaque(kb);
	case N_COMMA:
		/* a lock is its value: "((void)(subclass), (lock))" (key_lock() only) */
		return kb->opts ? build(kb, e->binary.rhs) : opaque(kb);
	default:
		return opaque(kb);
	}
}

static const struct key *build(const struct key_build *kb, const struct node *e)
{
	const struct key *k;

	if (!e)
		return opaque(kb);
	k = build_kind(kb, e);
	if (e->type && (e->type->quals & TQ_VOLATILE) && !k->vol) {
		struct key *v = arena_alloc(kb->arena, sizeof(*v));

		*v = *k;
		v->vol = true;
		k = v;
	}
	return k;
}

const struct key *key_of(struct arena *a, const struct node *e)
{
	struct key_build kb = { a, false, NULL, NULL };

	return build(&kb, e);
}

const struct key *key_lock(struct arena *a, const struct node *e, const struct key_opts *o)
{
	struct key_build kb = { a, o->params, NULL, o };

	return build(&kb, e);
}

const struct key *key_of_params(struct arena *a, const struct node *e)
{
	struct key_build kb = { a, true, NULL, NULL };

	return build(&kb, e);
}

const struct key *key_at_call(struct arena *a, const struct node *call, const struct node *e)
{
	struct key_build kb = { a, false, call, NULL };

	return build(&kb, e);
}

/*
 * A and B are the same key; with FUZZY, an opaque part of either matches
 * anything (key_may_equal()).
 */
static bool compare(const struct key *a, const struct key *b, bool fuzzy)
{
	for (;;) {
		if (fuzzy && (a->kind == KEY_OPAQUE || b->kind == KEY_OPAQUE))
			return true;
		if (a->kind != b->kind || a->op != b->op)
			return false;
		switch (a->kind) {
		case KEY_OPAQUE:
			return false;
		case KEY_SYM:
			return a->sym == b->sym;
		case KEY_NAME:
			return a->name == b->name;
		case KEY_PARAM:
			return a->param == b->param;
		case KEY_CONST:
			return a->value == b->value;
		case KEY_VALUE:
			return a->node == b->node;
		case KEY_MEMBER:
			if (a->name != b->name)
				return false;
			break;
		case KEY_BINARY:
			if (!compare(a->b, b->b, fuzzy))
				return false;
			break;
		case KEY_CAST:
			if (!type_compatible(a->type, b->type, TC_IGNORE_QUALS))
				return false;
			break;
		}
		/* the first operand: a loop, it is where the chains of a->b->c grow */
		a = a->a;
		b = b->a;
	}
}

bool key_equal(const struct key *a, const struct key *b)
{
	return compare(a, b, false);
}

static const struct key *subst(const struct key_build *kb, const struct key *k,
			       const struct key *(*fn)(void *ctx, unsigned int param), void *ctx)
{
	const struct key *a, *b;
	struct key *n;

	switch (k->kind) {
	case KEY_PARAM:
		a = fn(ctx, k->param);
		return a ? a : opaque(kb);
	case KEY_OPAQUE: case KEY_SYM: case KEY_NAME: case KEY_CONST: case KEY_VALUE:
		return k;
	default:
		break;
	}
	a = k->a ? subst(kb, k->a, fn, ctx) : NULL;
	b = k->b ? subst(kb, k->b, fn, ctx) : NULL;
	if (a == k->a && b == k->b)
		return k;
	if (k->kind == KEY_DEREF)
		return deref(kb, a);
	if (k->kind == KEY_ADDR)
		return addr(kb, a);
	n = key_new(kb, k->kind, a, b);
	n->op = k->op;
	n->zero_offset = k->zero_offset;
	n->value = k->value;	/* the whole union: name, type */
	return n;
}

const struct key *key_subst(struct arena *a, const struct key *k,
			    const struct key *(*fn)(void *ctx, unsigned int param), void *ctx,
			    bool addr_identity)
{
	struct key_opts o = { .addr_identity = addr_identity };
	struct key_build kb = { a, false, NULL, &o };

	return subst(&kb, k, fn, ctx);
}

const struct key *key_of_sym(struct arena *a, struct decl_sym *sym)
{
	struct key_build kb = { a, false, NULL, NULL };
	struct key *k = key_new(&kb, KEY_SYM, NULL, NULL);

	k->sym = sym;
	return k;
}

const struct key *key_member(struct arena *a, const struct key *base, const struct ident *name,
			     bool zero_offset, bool addr_identity)
{
	struct key_build kb = { a, false, NULL, NULL };
	struct key *k;

	if (zero_offset && addr_identity)
		return base;
	k = key_new(&kb, KEY_MEMBER, base, NULL);
	k->name = name;
	k->zero_offset = zero_offset;
	return k;
}

const struct key *key_deref(struct arena *a, const struct key *k)
{
	struct key_build kb = { a, false, NULL, NULL };

	return deref(&kb, k);
}

const struct key *key_of_value(struct arena *a, const struct node *n)
{
	struct key_build kb = { a, false, NULL, NULL };
	struct key *k = key_new(&kb, KEY_VALUE, NULL, NULL);

	k->node = n;
	return k;
}

const struct key *key_replace(struct arena *a, const struct key *k, const struct key *from,
			      const struct key *to)
{
	struct key_build kb = { a, false, NULL, NULL };
	const struct key *x, *y;
	struct key *n;

	if (!k)
		return NULL;
	if (key_equal(k, from))
		return to;
	x = key_replace(a, k->a, from, to);
	y = key_replace(a, k->b, from, to);
	if (x == k->a && y == k->b)
		return k;
	if (k->kind == KEY_DEREF)
		return deref(&kb, x);
	if (k->kind == KEY_ADDR)
		return addr(&kb, x);
	n = key_new(&kb, k->kind, x, y);
	n->op = k->op;
	n->zero_offset = k->zero_offset;
	n->value = k->value;
	return n;
}

bool key_is_fuzzy(const struct key *k)
{
	for (; k; k = k->a) {
		/* what a call returned, until a variable names it: not known to the caller */
		if (k->kind == KEY_OPAQUE || k->kind == KEY_VALUE)
			return true;
		if (k->b && key_is_fuzzy(k->b))
			return true;
	}
	return false;
}

struct key *key_alloc(struct arena *a, enum key_kind kind)
{
	struct key *k = arena_alloc(a, sizeof(*k));

	memset(k, 0, sizeof(*k));
	k->kind = kind;
	return k;
}

const struct key *key_clone(struct arena *a, const struct key *k)
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

bool key_has_opaque(const struct key *k)
{
	for (; k; k = k->a) {
		if (k->kind == KEY_OPAQUE)
			return true;
		if (k->b && key_has_opaque(k->b))
			return true;
	}
	return false;
}

void key_shape(const struct key *k, struct key_shape *s)
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

bool key_param_test(const struct key *k)
{
	struct key_shape s = { 0 };

	key_shape(k, &s);
	return !s.other && !s.deref && !s.member;
}

bool key_inout_test(const struct key *k)
{
	struct key_shape s = { 0 };

	key_shape(k, &s);
	return !s.other && s.deref && !s.member && !s.deep;
}

bool key_param_memory(const struct key *k)
{
	struct key_shape s = { 0 };

	key_shape(k, &s);
	return !s.other && !s.named && !s.vol && s.deref;
}

bool key_same_shape(const struct key *a, const struct key *b)
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

unsigned int key_depth(const struct key *k)
{
	unsigned int n = 0;

	for (; k; k = k->a)
		n++;
	return n;
}

bool key_same_tail(const struct key *a, const struct key *b)
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

const struct key *key_first_member(const struct key *k)
{
	for (; k && k->kind != KEY_MEMBER; k = k->a)
		;
	return k;
}

bool key_may_equal(const struct key *a, const struct key *b)
{
	return compare(a, b, true);
}

unsigned int key_params(const struct key *k)
{
	unsigned int p;

	for (; k; k = k->a) {
		if (k->kind == KEY_PARAM)
			return k->param;
		if (k->b && (p = key_params(k->b)))
			return p;
	}
	return 0;
}

bool key_same_value(struct arena *a, const struct node *e, const struct node *f)
{
	struct arena_mark m;
	const struct key *ke, *kf;
	bool same;

	arena_mark(a, &m);
	ke = key_of(a, e);
	kf = key_of(a, f);
	same = !ke->vol && !kf->vol && key_equal(ke, kf);
	arena_reset(a, &m);
	return same;
}

static void print_operand(struct strbuf *sb, const struct key *k)
{
	bool plain = k->kind != KEY_UNARY && k->kind != KEY_BINARY && k->kind != KEY_ADDR &&
		k->kind != KEY_DEREF && k->kind != KEY_CAST;

	if (!plain)
		sb_addc(sb, '(');
	key_print(sb, k);
	if (!plain)
		sb_addc(sb, ')');
}

void key_print(struct strbuf *sb, const struct key *k)
{
	switch (k->kind) {
	case KEY_OPAQUE:
		sb_addc(sb, '?');
		break;
	case KEY_VALUE:
		if (k->node->kind == N_CALL && k->node->callee)
			sb_printf(sb, "%s()", k->node->callee->name->name);
		else
			sb_addc(sb, '?');
		break;
	case KEY_SYM:
		sb_addstr(sb, k->sym->name->name);
		break;
	case KEY_NAME:
		sb_addstr(sb, k->name->name);
		break;
	case KEY_PARAM:
		sb_printf(sb, "$%u", k->param);
		break;
	case KEY_CONST:
		sb_printf(sb, "%lld", (long long)k->value);
		break;
	case KEY_DEREF:
		sb_addc(sb, '*');
		print_operand(sb, k->a);
		break;
	case KEY_ADDR:
		sb_addc(sb, '&');
		print_operand(sb, k->a);
		break;
	case KEY_MEMBER:
		if (k->a->kind == KEY_DEREF) {
			print_operand(sb, k->a->a);
			sb_addstr(sb, "->");
		} else {
			print_operand(sb, k->a);
			sb_addc(sb, '.');
		}
		sb_addstr(sb, k->name->name);
		break;
	case KEY_UNARY:
		sb_addstr(sb, ast_op_spelling(k->op));
		print_operand(sb, k->a);
		break;
	case KEY_BINARY:
		print_operand(sb, k->a);
		sb_printf(sb, " %s ", ast_op_spelling(k->op));
		print_operand(sb, k->b);
		break;
	case KEY_CAST:
		sb_printf(sb, "(%s)", type_str(k->type));
		print_operand(sb, k->a);
		break;
	}
}

bool key_mentions(const struct key *k, const struct key *w)
{
	for (; k; k = k->a) {
		if (key_equal(k, w))
			return true;
		if (k->b && key_mentions(k->b, w))
			return true;
	}
	return false;
}

/* The address of lvalue LV depends on W's value: "&p->f" on p, "&s.f" on nothing. */
static bool addr_reads(const struct key *lv, const struct key *w)
{
	switch (lv->kind) {
	case KEY_SYM: case KEY_NAME:
		return false;
	case KEY_MEMBER:
		return addr_reads(lv->a, w);
	case KEY_DEREF:
		return key_reads(lv->a, w);
	}
	return key_reads(lv, w);
}

bool key_reads(const struct key *k, const struct key *w)
{
	if (!k)
		return false;
	if (key_equal(k, w))
		return true;
	switch (k->kind) {
	case KEY_ADDR:
		return addr_reads(k->a, w);
	case KEY_DEREF: case KEY_MEMBER: case KEY_UNARY: case KEY_CAST:
		return key_reads(k->a, w);
	case KEY_BINARY:
		return key_reads(k->a, w) || key_reads(k->b, w);
	}
	return false;
}

const char *key_cstr(struct strbuf *sb, const struct key *k)
{
	sb->len = 0;
	key_print(sb, k);
	return sb_cstr(sb);
}
