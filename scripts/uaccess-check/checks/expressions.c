// SPDX-License-Identifier: GPL-2.0
/*
 * Expressions that mix things that should not be mixed.
 *
 * -Wenum-mismatch: a value of one enum type used as another, in an
 * implicit conversion (assignment, op=, initializer, argument, return) or
 * as the operands of an arithmetic or bitwise operator, a comparison or
 * the arms of ?:.  Two enums are different lists of names; mixing them is
 * most often a wrong constant or variable.  As in sparse, the enumerators
 * themselves are ints (C's rule), so only objects, calls and casts have an
 * enum type; shifts, && and || do not bring their operands to one type
 * and are not reported.
 *
 * -Wint-to-pointer-cast, -Wpointer-to-int-cast: an explicit cast
 * between a pointer and an integer of another size loses bits (a pointer
 * in an int) or makes a pointer of a value that cannot have been one.
 * As sparse (which reports it while linearizing code): in function
 * bodies only, not for a constant operand, not for a cast to or from
 * void * (the generic pointer: the integer is a cookie), nor to _Bool (a
 * test, not a conversion), nor inside sizeof or typeof (not code).
 */
#include <string.h>

#include "ast.h"
#include "checks.h"
#include "sema.h"
#include "options.h"
#include "target.h"
#include "type.h"

/* The two types at POS, sparse's order: the first, then the one it meets. */
static void enum_mismatch(struct srcpos pos, struct type *a, struct type *b)
{
	if (a->kind != TYPE_ENUM || b->kind != TYPE_ENUM || a->main == b->main)
		return;
	if (!diag_warning(CHECK_ENUM_MISMATCH, pos, "mixing different enum types:"))
		return;
	diag_note(pos, "%s", type_str(type_unqualified(a)));
	diag_note(pos, "%s", type_str(type_unqualified(b)));
}

static void enum_conversion(struct node *e, struct type *from, struct type *to,
			    const struct conv_ctx *ctx)
{
	if (ctx->kind == CONV_ASSIGN && (ctx->op == OP_SHL_ASSIGN || ctx->op == OP_SHR_ASSIGN))
		return;
	/* op=: sparse mixes the operands as for the operator, left first */
	if (ctx->kind == CONV_ASSIGN && ctx->op != OP_ASSIGN)
		enum_mismatch(e->pos, to, from);
	else
		enum_mismatch(e->pos, from, to);
}

static void enum_binary(struct node *e, int op, struct node *l, struct node *r)
{
	if (op == OP_SHL || op == OP_SHR || op == OP_ANDAND || op == OP_OROR)
		return;
	enum_mismatch(r->pos, eval_value(l), eval_value(r));
}

static void enum_conditional(struct node *e, struct node *a, struct node *b)
{
	enum_mismatch(b->pos, eval_value(a), eval_value(b));
}

static bool is_void_pointer(const struct type *t)
{
	return type_is_pointer(t) && t->base->kind == TYPE_VOID;
}

static void size_cast(struct node *e, struct node *operand, struct type *from, struct type *to)
{
	enum check_id id;
	const char *what;
	struct cval v;
	int64_t size;

	if (!stmt_in_function() || sema.unevaluated || sema_is_error(from) || sema_is_error(to))
		return;
	if (type_is_pointer(to) && type_is_integer(from) && !is_void_pointer(to)) {
		id = CHECK_INT_TO_POINTER_CAST;
		what = "integer to pointer";
		size = type_sizeof(from);
	} else if (type_is_pointer(from) && type_is_integer(to) && !is_void_pointer(from) &&
		   to->kind != TYPE_BOOL) {
		id = CHECK_POINTER_TO_INT_CAST;
		what = "pointer to integer";
		size = type_sizeof(to);
	} else {
		return;
	}
	if (size <= 0 || size == target.size_pointer || !check_enabled(id))
		return;
	/* (int)(int *)0: the pointer is a constant too */
	while (operand->kind == N_CAST && operand->type && type_is_pointer(operand->type))
		operand = operand->cast.operand;
	if (const_fold(operand, &v) == FOLD_OK)
		return;
	diag_warning(id, operand->pos, "non size-preserving %s cast", what);
}

static void byte_count(struct node *e, struct decl_sym *callee, struct node **args,
		       unsigned int nargs)
{
	static const char *const names[] = {
		"memset", "memcpy", "copy_to_user", "copy_from_user",
	};
	struct cval v;
	unsigned int i;

	if (!callee || nargs < 3 || !opts.memcpy_max_count || sema.unevaluated ||
	    (callee->defined && callee->body))
		return;
	for (i = 0; i < ARRAY_SIZE(names); i++)
		if (!strcmp(callee->name->name, names[i]))
			break;
	if (i == ARRAY_SIZE(names) || const_fold(args[2], &v) != FOLD_OK)
		return;
	/* the count is a size_t: -1 is its largest value */
	if (type_sizeof(type_size_t()) < 8)
		v.v &= (1ULL << (8 * type_sizeof(type_size_t()))) - 1;
	if (v.v > opts.memcpy_max_count)
		diag_warning(CHECK_MEMCPY_MAX_COUNT, e->pos, "%s with byte count of %llu",
			     names[i], (unsigned long long)v.v);
}

void expressions_register(void)
{
	if (check_enabled(CHECK_MEMCPY_MAX_COUNT))
		hook_add(call, byte_count);
	if (check_enabled(CHECK_INT_TO_POINTER_CAST) || check_enabled(CHECK_POINTER_TO_INT_CAST))
		hook_add(cast, size_cast);
	if (check_enabled(CHECK_ENUM_MISMATCH)) {
		hook_add(conversion, enum_conversion);
		hook_add(binary, enum_binary);
		hook_add(comparison, enum_binary);
		hook_add(conditional, enum_conditional);
	}
}
