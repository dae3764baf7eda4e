// SPDX-License-Identifier: GPL-2.0
/*
 * A plain integer constant 0 used as a null pointer (-Wnon-pointer-null):
 * "p = 0", "return 0", "f(0)", "p == 0", "c ? p : 0" in a pointer
 * context, where the kernel's style is NULL.  C allows it; sparse
 * reports it, and so do we, at the same places: every implicit
 * conversion of an integer constant expression of value 0 to a pointer
 * (assignment, initializer, argument, return), a comparison of a pointer
 * with one, and an arm of ?: whose other arm is a pointer.  A cast, as in
 * NULL's ((void *)0), says a pointer is meant and is silent.
 *
 * "{ 0 }" is the universal zero initializer of C: initializing an
 * aggregate with it zeroes every member, pointers included, and it is
 * read as "{ }" (silent) unless -Wuniversal-initializer asks to treat its
 * 0 as any other value, as sparse does.  Only the tokens "{ 0 }" count,
 * as in sparse: "{ 0L }" and "{ 0, }" are plain lists.
 */
#include <string.h>

#include "ast.h"
#include "checks.h"
#include "sema.h"
#include "type.h"

/* The 0 of the "{ 0 }" being walked, read as "{ }"; NULL when none (check_state()). */
static struct node *universal_zero;

/* True if E, typed, is an integer constant expression of value 0. */
static bool is_plain_zero(struct node *e)
{
	struct cval v;

	if (!e->type || !type_is_integer(e->type) || e->type->kind == TYPE_BOOL)
		return false;
	return const_fold_typed(e, &v) == FOLD_OK && !v.v;
}

static bool is_pointer(const struct type *t)
{
	return t && t->kind == TYPE_POINTER;
}

static void report(struct node *e)
{
	diag_warning(CHECK_NON_POINTER_NULL, ast_range(e), "Using plain integer as NULL pointer");
}

static void null_conversion(struct node *e, struct type *from, struct type *to,
			    const struct conv_ctx *ctx)
{
	if (!is_pointer(to) || !type_is_integer(from))
		return;
	/* p += 0 is arithmetic, not a null pointer */
	if (ctx->kind == CONV_ASSIGN && ctx->op != OP_ASSIGN)
		return;
	if (e == universal_zero)
		return;
	if (is_plain_zero(e))
		report(e);
}

static void null_comparison(struct node *e, int op, struct node *l, struct node *r)
{
	if (is_pointer(eval_value(l)) && is_plain_zero(r))
		report(r);
	else if (is_pointer(eval_value(r)) && is_plain_zero(l))
		report(l);
}

/*
 * An arm 0 beside a pointer arm.  Beside a null pointer constant
 * ((void *)0) both arms are null pointers and sparse keeps quiet.
 */
static void null_conditional(struct node *e, struct node *a, struct node *b)
{
	if (is_pointer(eval_value(a)) && !const_is_null_pointer(a) && is_plain_zero(b))
		report(b);
	else if (is_pointer(eval_value(b)) && !const_is_null_pointer(b) && is_plain_zero(a))
		report(a);
}

/* "{ 0 }" for an array, a struct or a union: its 0 is no null pointer. */
static void null_init_list(struct node *list, struct type *t, const char *name)
{
	struct node *item = list->init_list.items, *v;

	universal_zero = NULL;
	/* sparse wants the tokens "{ 0 }": "{ 0, }" is a plain list */
	if (list->op & AST_INIT_TRAILING_COMMA)
		return;
	if (!item || item->next || item->kind != N_INIT_ITEM || item->init_item.designators)
		return;
	v = item->init_item.value;
	if (v && v->kind == N_INTEGER && v->len == 1 && v->str[0] == '0')
		universal_zero = v;
}

/* The 0 has been converted: forget it before its node can be reused. */
static void null_init_item(struct node *value, struct type *t)
{
	if (value == universal_zero)
		universal_zero = NULL;
}

static void null_init_list_end(struct node *list, struct type *t)
{
	universal_zero = NULL;
}

void null_register(void)
{
	if (!check_enabled(CHECK_NON_POINTER_NULL))
		return;
	hook_add(conversion, null_conversion);
	hook_add(comparison, null_comparison);
	hook_add(conditional, null_conditional);
	if (!check_enabled(CHECK_UNIVERSAL_INITIALIZER)) {
		hook_add(init_list, null_init_list);
		hook_add(init_item, null_init_item);
		hook_add(init_list_end, null_init_list_end);
		check_state(CHECK_SCOPE_UNIT, universal_zero, NULL);
	}
}
