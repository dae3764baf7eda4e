// SPDX-License-Identifier: GPL-2.0
/*
 * Initializers: walks an initializer against the type of the object it
 * initializes, with C's rules for nested braces, brace elision,
 * designators (.member, [index], GNU [first ... last]) and strings into
 * char arrays; converts every scalar through eval_convert() and gives an
 * array of unknown length its length.
 */
#include <string.h>

#include "ast.h"
#include "hooks.h"
#include "sema.h"
#include "token.h"
#include "type.h"


static void value_into(struct type *t, int width, struct node **it, uint64_t off, uint64_t bits,
		       const char *name);
static void braced(struct type **tp, struct node *list, const char *name);

/* The size of T in bits; 0 if unknown (incomplete, flexible, VLA). */
static uint64_t bits_of(struct type *t)
{
	int64_t n = type_sizeof(t);

	return n > 0 ? (uint64_t)n * 8 : 0;
}

/* The bits member M of a record takes. */
static uint64_t member_bits(const struct type_member *m)
{
	return m->width >= 0 ? (uint64_t)m->width : bits_of(m->type);
}

static bool is_char_kind(const struct type *t)
{
	return t->kind == TYPE_CHAR || t->kind == TYPE_SCHAR || t->kind == TYPE_UCHAR;
}

/* A string literal initializing an array: its element types must agree. */
static bool string_fits(struct type *arr, struct node *str)
{
	struct type *st = eval_expr(str), *a = arr->base->main, *s;

	if (sema_is_error(st))
		return true;
	s = st->base->main;
	if (is_char_kind(s))
		return is_char_kind(a);
	return type_is_integer(a) && type_bits(a) == type_bits(s) && !is_char_kind(a);
}

static bool is_string(const struct node *v)
{
	return v && v->kind == N_STRING;
}

/*
 * Array T from string literal S, alone or in braces: char s[] = "abc",
 * wchar_t w[] = { L"abc" }.  The length S gives T, or -1 (an error).
 */
static int64_t string_init(struct type *t, struct node *s)
{
	if (!string_fits(t, s)) {
		sema_error(s->pos, "array of inappropriate type initialized from string constant");
		return -1;
	}
	if (sema_is_error(s->type))
		return -1;
	hook_run_init_item(s, t);
	return s->type->array.len;
}

/* "initializer element is not constant": only the certain case, a variable's value. */
static void check_constant(struct node *v)
{
	struct decl_sym *sym;

	while (v->kind == N_CAST && v->type && type_is_arithmetic(v->type))
		v = v->cast.operand;
	if (v->kind != N_IDENT || !v->type || !type_is_arithmetic(v->type))
		return;
	sym = v->sym;
	/* gcc folds const-qualified variables as an extension */
	if (sym && sym->kind == DS_OBJECT && !(v->type->quals & TQ_CONST))
		sema_error(v->pos, "initializer element is not constant");
}

/*
 * WIDTH: the bit-field's width when T is the type of one, else 0; NAME:
 * the object's, for messages (NULL inside braces).
 */
static void scalar(struct type *t, int width, struct node *v, const char *name)
{
	struct conv_ctx ctx = { CONV_INIT, v->pos, NULL, 0, 0, width, name };

	if (v->kind == N_INIT_LIST) {
		struct type *tt = t;

		braced(&tt, v, NULL);
		return;
	}
	eval_operand(v);
	if (sema.static_init)
		check_constant(v);
	eval_convert(v, t, &ctx);
	hook_run_init_item(v, t);
}

/* The type of member or element POS of T; NULL past the end. */
static struct type *sub_type(struct type *t, int64_t pos)
{
	if (t->kind == TYPE_ARRAY) {
		if (t->array.len >= 0 && pos >= t->array.len)
			return NULL;
		return t->base;
	}
	if (type_is_record(t)) {
		if (pos >= (int64_t)t->main->rec.nmembers || (t->kind == TYPE_UNION && pos > 0))
			return NULL;
		return t->main->rec.members[pos].type;
	}
	return NULL;
}

/* The width of member POS of T if it is a bit-field, else 0. */
static int member_width(struct type *t, int64_t pos)
{
	if (!type_is_record(t) || pos >= (int64_t)t->main->rec.nmembers)
		return 0;
	return t->main->rec.members[pos].width > 0 ? t->main->rec.members[pos].width : 0;
}

/* Unnamed bit-fields take no initializer. */
static int64_t skip_unnamed(struct type *t, int64_t pos)
{
	if (t->kind != TYPE_STRUCT)
		return pos;
	while (pos < (int64_t)t->main->rec.nmembers && !t->main->rec.members[pos].name &&
	       t->main->rec.members[pos].width >= 0)
		pos++;
	return pos;
}

/*
 * The index of the member of T that holds NAME (directly or in an
 * anonymous member); *boff and *bits get the bits NAME takes in T,
 * *width its width if it is a bit-field, else 0.
 */
static int64_t member_index(struct type *t, const char *name, struct type **mt,
			    uint64_t *boff, uint64_t *bits, int *width)
{
	int64_t i = type_member_position(t, name);
	struct type_member *m, *in;
	uint64_t off;

	if (i < 0)
		return -1;
	m = &t->main->rec.members[i];
	in = m->name ? m : type_member_find(m->type->main, name, &off);
	if (!in)
		return -1;
	*mt = in->type;
	*width = in->width > 0 ? in->width : 0;
	*boff = m->name ? m->offset * 8 + m->bit : (m->offset + off) * 8 + in->bit;
	*bits = member_bits(in);
	return i;
}

/*
 * The designators D (of item IT) applied to T, at bit OFF of the braced
 * list's object: selects the subobject and initializes it; *pos gets the
 * position in T after it.  EXTRA: the bits an enclosing [lo ... hi] range
 * adds after the first subobject.  False if a designator does not fit
 * (reported when certain).
 */
static bool designated(struct type *t, struct node *d, struct node **it, int64_t *pos,
		       uint64_t off, uint64_t extra)
{
	struct type *sub = NULL;
	struct cval lo, hi;
	uint64_t boff = 0, bits = 0;
	int width = 0;

	if (sema_is_error(t))
		return false;
	if (d->kind == N_DESIG_FIELD) {
		if (!type_is_record(t) || !type_is_complete(t))
			return false;
		*pos = member_index(t, d->name->name, &sub, &boff, &bits, &width);
		if (*pos < 0) {
			sema_error(d->pos, "'%s' has no member named '%s'",
				   type_str(type_unqualified(t)), d->name->name);
			return false;
		}
	} else if (d->kind == N_DESIG_INDEX) {
		if (t->kind != TYPE_ARRAY)
			return false;
		if (const_fold(d->desig_index.first, &lo) != FOLD_OK)
			return false;
		hi = lo;
		if (d->desig_index.last && const_fold(d->desig_index.last, &hi) != FOLD_OK)
			return false;
		if (cval_is_negative(&lo) ||
		    (t->array.len >= 0 && (hi.v >= (uint64_t)t->array.len || lo.v > hi.v))) {
			sema_error(d->pos, "array index in initializer exceeds array bounds");
			return false;
		}
		*pos = hi.v;
		sub = t->base;
		bits = bits_of(sub);
		boff = lo.v * bits;
		extra = bits ? extra + (hi.v - lo.v) * bits : 0;
	} else {
		return false;
	}
	if (d->next) {
		int64_t inner;

		return designated(sub, d->next, it, &inner, off + boff, extra);
	}
	value_into(sub, width, it, off + boff, bits ? bits + extra : 0,
		   d->kind == N_DESIG_FIELD ? d->name->name : sub->main->name);
	return true;
}

/*
 * Fills aggregate T from the items at *IT.  TOP: the items of T's own
 * braces (designators apply here); else brace elision, which stops at a
 * designator or when T is full.  Returns the number of elements used
 * (for an array of unknown length).
 */
static int64_t fill(struct type *t, struct node **it, bool top, uint64_t off)
{
	int64_t pos = 0, count = 0;
	/*
	 * After a designator into a nested or anonymous member (".a.b",
	 * ".name" of an anonymous struct), C goes on with the member after
	 * that one inside it, and this walk goes on in T: where it runs out
	 * of members, elements are not certainly excess.
	 */
	bool inexact = false;

	while (*it) {
		struct node *item = *it;
		struct type *sub;

		if (item->kind != N_INIT_ITEM) {
			*it = item->next;
			continue;
		}
		if (item->init_item.designators) {
			if (!top)
				break;
			if (item->init_item.designators->next)
				inexact = true;
			if (!designated(t, item->init_item.designators, it, &pos, off, 0)) {
				*it = item->next;
				if (item->init_item.value)
					eval_expr(item->init_item.value->kind == N_INIT_LIST ?
						  NULL : item->init_item.value);
			}
			if (*it == item)
				*it = item->next;
			if (pos >= 0 && type_is_record(t) && type_is_complete(t) &&
			    pos < (int64_t)t->main->rec.nmembers && !t->main->rec.members[pos].name)
				inexact = true;
			pos++;
			if (pos > count)
				count = pos;
			continue;
		}
		pos = skip_unnamed(t, pos);
		sub = sub_type(t, pos);
		if (!sub) {
			if (!top)
				break;
			/* excess elements: evaluate and go on */
			if (item->init_item.value && item->init_item.value->kind != N_INIT_LIST)
				eval_expr(item->init_item.value);
			if (item->init_item.value && !inexact)
				hook_run_init_excess(item->init_item.value, t);
			*it = item->next;
			continue;
		}
		if (t->kind == TYPE_ARRAY)
			value_into(sub, 0, it, off + pos * bits_of(sub), bits_of(sub),
				   sub->main->name);
		else
			value_into(sub, member_width(t, pos), it,
				   off + t->main->rec.members[pos].offset * 8 +
				   t->main->rec.members[pos].bit,
				   member_bits(&t->main->rec.members[pos]),
				   t->main->rec.members[pos].name);
		pos++;
		if (pos > count)
			count = pos;
	}
	return count;
}

/*
 * One value for an object of type T at bits [OFF, OFF + BITS) of the
 * braced list's object, from the item at *IT (more with elision); WIDTH:
 * the bit-field's width when T is the type of one, else 0; NAME: the
 * object's, for the init_list hook.
 */
static void value_into(struct type *t, int width, struct node **it, uint64_t off, uint64_t bits,
		       const char *name)
{
	struct node *item = *it, *v = item->init_item.value;
	struct type *vt;

	if (!v) {
		*it = item->next;
		return;
	}
	if (v->kind == N_INIT_LIST) {
		struct type *tt = t;

		hook_run_init_entry(item, off, off + bits);
		braced(&tt, v, name);
		*it = item->next;
		return;
	}
	if (sema_is_error(t)) {
		eval_expr(v);
		*it = item->next;
		return;
	}
	if (t->kind == TYPE_ARRAY || type_is_record(t)) {
		if (t->kind == TYPE_ARRAY && is_string(v) && type_is_integer(t->base->main)) {
			hook_run_init_entry(item, off, off + bits);
			string_init(t, v);
			*it = item->next;
			return;
		}
		vt = eval_value(v);
		if (sema_is_error(vt)) {
			*it = item->next;
			return;
		}
		if (type_is_record(t) && type_compatible(t, vt, TC_IGNORE_QUALS | TC_GCC)) {
			eval_operand(v);
			hook_run_init_entry(item, off, off + bits);
			hook_run_init_item(v, t);
			*it = item->next;
			return;
		}
		fill(t, it, false, off);
		if (*it == item)	/* nothing taken: an empty aggregate */
			*it = item->next;
		return;
	}
	hook_run_init_entry(item, off, off + bits);
	scalar(t, width, v, NULL);
	*it = item->next;
}

static void braced(struct type **tp, struct node *list, const char *name)
{
	struct type *t = *tp;
	struct node *it = list->init_list.items;
	int64_t n;

	if (sema_is_error(t)) {
		for (; it; it = it->next)
			if (it->kind == N_INIT_ITEM && it->init_item.value &&
			    it->init_item.value->kind != N_INIT_LIST)
				eval_expr(it->init_item.value);
		return;
	}
	if (t->kind == TYPE_VECTOR) {
		/* (int64x1_t){ x }: each value is one of the elements */
		for (; it; it = it->next)
			if (it->kind == N_INIT_ITEM && it->init_item.value)
				scalar(t->base, 0, it->init_item.value, NULL);
		return;
	}
	if (t->kind != TYPE_ARRAY && !type_is_record(t)) {
		/* int x = { 1 }; */
		if (it && it->kind == N_INIT_ITEM && it->init_item.value &&
		    !it->init_item.designators)
			value_into(t, 0, &it, 0, 0, NULL);
		return;
	}
	hook_run_init_list(list, t, name);
	/* an array of integers takes a string in braces: the braces are not a list */
	if (t->kind == TYPE_ARRAY && it && !it->next && !it->init_item.designators &&
	    is_string(it->init_item.value) && type_is_integer(t->base->main))
		n = string_init(t, it->init_item.value);
	else
		n = fill(t, &it, true, 0);
	if (type_array_incomplete(t) && n >= 0)
		*tp = type_array(t->base, n);
	hook_run_init_list_end(list, *tp);
}

void init_check(struct node *init, struct type **tp, bool static_storage, const char *name)
{
	struct type *t = *tp;
	bool saved = sema.static_init;
	struct conv_ctx ctx = { CONV_INIT, init->pos, NULL, 0 };

	ctx.to_name = name;
	sema.static_init = static_storage;
	if (init->kind == N_INIT_LIST) {
		braced(tp, init, name);
	} else if (sema_is_error(t)) {
		eval_expr(init);
	} else if (t->kind == TYPE_ARRAY) {
		if (is_string(init)) {
			int64_t n = string_init(t, init);

			if (type_array_incomplete(t) && n >= 0)
				*tp = type_array(t->base, n);
		} else {
			struct type *vt;

			eval_expr(init);
			vt = eval_value(init);
			/* gcc accepts an array from a compound literal or ({ }) of its type */
			if (!sema_is_error(vt) && init->kind != N_COMPOUND_LITERAL &&
			    init->kind != N_STMT_EXPR)
				sema_error(init->pos, "invalid initializer");
		}
	} else if (type_is_record(t)) {
		eval_operand(init);
		eval_convert(init, t, &ctx);
		hook_run_init_item(init, t);
	} else {
		scalar(t, 0, init, name);
	}
	sema.static_init = saved;
}
