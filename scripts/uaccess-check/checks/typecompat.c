// SPDX-License-Identifier: GPL-2.0
/*
 * Pointers to incompatible types, as sparse reports them: a conversion
 * (assignment, initializer, argument, return) from a pointer to another
 * whose target type differs, or a comparison or ?: of two such pointers.
 * The reason is named as sparse names it: "different modifiers" (a
 * conversion that drops const or volatile, at any level: "char **" to
 * "const char **" too), "different type sizes", "different argument
 * counts", "different base types", and "different signedness" (always
 * for comparisons, for conversions only with -Wtypesign).  A pointer and
 * an integer converted into each other or compared without a cast are
 * -Wint-conversion's ("different base types" too).  Address spaces
 * and restricted types have families of their own (addrspace.c,
 * bitwise.c) and are left to them.  gcc warns about most of these too,
 * so the kernel has few; the check is for code gcc does not see (the
 * inline functions of a header a unit does not build) and for sparse's
 * users.
 */
#include "ast.h"
#include "checks.h"
#include "sema.h"
#include "type.h"

enum difference {
	DIFF_NONE,
	DIFF_MODIFIERS,
	DIFF_SIZES,
	DIFF_SIGNEDNESS,
	DIFF_ARG_COUNTS,
	DIFF_BASE,
};

static const char *const diff_text[] = {
	[DIFF_MODIFIERS] = "different modifiers",
	[DIFF_SIZES] = "different type sizes",
	[DIFF_SIGNEDNESS] = "different signedness",
	[DIFF_ARG_COUNTS] = "different argument counts",
	[DIFF_BASE] = "different base types",
};

#define CV (TQ_CONST | TQ_VOLATILE)

/* Left to the families of address spaces and restricted types. */
static bool annotated(const struct type *t)
{
	for (;; t = t->base) {
		if (t->as || type_is_bitwise(t))
			return true;
		if (t->kind != TYPE_POINTER && t->kind != TYPE_ARRAY)
			return false;
	}
}

static enum difference target_difference(const struct type *to, const struct type *from,
					 bool conversion, unsigned int depth);

static enum difference function_difference(const struct type *a, const struct type *b,
					   unsigned int depth)
{
	enum difference d;

	a = a->main;
	b = b->main;
	d = target_difference(a->base, b->base, false, depth + 1);
	if (d != DIFF_NONE)
		return d == DIFF_MODIFIERS ? DIFF_BASE : d;
	if ((a->flags | b->flags) & TF_OLDSTYLE)
		return DIFF_NONE;
	if (a->fn.nparams != b->fn.nparams)
		return DIFF_ARG_COUNTS;
	return DIFF_BASE;
}

/*
 * How the type TO points to differs from the one FROM points to, for a
 * conversion (qualifiers may be added at the first level only) or a
 * comparison (qualifiers do not matter).
 */
static enum difference target_difference(const struct type *to, const struct type *from,
					 bool conversion, unsigned int depth)
{
	unsigned int lost = from->quals & ~to->quals & CV;

	if (depth > 16 || sema_is_error(to) || sema_is_error(from))
		return DIFF_NONE;
	if (conversion && (depth ? (to->quals & CV) != (from->quals & CV) : lost != 0))
		return DIFF_MODIFIERS;
	if (to->kind == TYPE_VOID || from->kind == TYPE_VOID)
		return !depth || (to->kind == from->kind) ? DIFF_NONE : DIFF_BASE;
	if (to->kind == TYPE_POINTER && from->kind == TYPE_POINTER)
		return target_difference(to->base, from->base, conversion, depth + 1);
	if (type_compatible(to, from, TC_IGNORE_QUALS | TC_GCC))
		return DIFF_NONE;
	/*
	 * unsigned long and unsigned long long have one size on 64-bit
	 * targets but are distinct types (the u64 bug class: a cast needed
	 * on 32-bit targets); sparse calls them "different type sizes".
	 */
	if (type_is_integer(to) && type_is_integer(from)) {
		if (type_sizeof(to) != type_sizeof(from) || type_rank(to) != type_rank(from))
			return DIFF_SIZES;
		return DIFF_SIGNEDNESS;
	}
	if (to->kind == TYPE_FUNCTION && from->kind == TYPE_FUNCTION)
		return function_difference(to, from, depth);
	return DIFF_BASE;
}

/* The check reporting D: a comparison's signedness is no -Wtypesign matter (sparse). */
static enum check_id check_of(enum difference d, bool comparison)
{
	if (d == DIFF_MODIFIERS)
		return CHECK_DISCARDED_QUALIFIERS;
	if (d == DIFF_SIGNEDNESS && !comparison)
		return CHECK_TYPESIGN;
	return CHECK_INCOMPATIBLE_POINTER_TYPES;
}

static void compat_conversion(struct node *e, struct type *from, struct type *to,
			      const struct conv_ctx *ctx)
{
	enum difference d;
	char buf[160];

	if (to->kind != TYPE_POINTER || from->kind != TYPE_POINTER || type_is_force(to) ||
	    annotated(to) || annotated(from) || const_is_null_pointer(e))
		return;
	d = target_difference(to->base, from->base, true, 0);
	/* as in sparse, -Wtypesign lets char * and unsigned char * mix: both are bytes */
	if (d == DIFF_NONE || (d == DIFF_SIGNEDNESS && type_sizeof(to->base) == 1))
		return;
	if (!diag_warning(check_of(d, false), ctx->pos, "incorrect type in %s (%s)",
			  check_conv_place(ctx, buf, sizeof(buf)), diff_text[d]))
		return;
	check_note_types(ctx, e, to, from, "");
}

/* A restricted value or a restricted target: -Wbitwise reports the pair. */
static bool restricted(const struct type *t)
{
	return type_is_bitwise(t) || (t->kind == TYPE_ENUM && t->main->enm.restricted);
}

/*
 * "int *q = x;", "long v = p;": a pointer and an integer (other than a
 * null pointer constant E, and _Bool, which tests a pointer) converted
 * into each other with no cast.  No E: any integer counts.
 */
static bool int_pointer_mix(struct node *e, const struct type *from, const struct type *to)
{
	if (restricted(from) || restricted(to))
		return false;
	if (to->kind == TYPE_POINTER)
		return type_is_integer(from) && !(e && const_is_null_pointer(e));
	return from->kind == TYPE_POINTER && type_is_integer(to) && to->kind != TYPE_BOOL;
}

static void int_conversion(struct node *e, struct type *from, struct type *to,
			   const struct conv_ctx *ctx)
{
	char buf[160];

	if (!int_pointer_mix(e, from, to))
		return;
	if (!diag_warning(CHECK_INT_CONVERSION, ctx->pos, "incorrect type in %s (different base types)",
			  check_conv_place(ctx, buf, sizeof(buf))))
		return;
	check_note_types(ctx, e, to, from, "");
}

/*
 * "if (v > p)": a pointer compared with an integer, for == and != one
 * that is no null pointer constant ("p > 0" means nothing: sparse
 * reports it, gcc's -Wextra too).
 */
static void int_comparison(struct node *e, int op, struct node *l, struct node *r)
{
	struct type *a = eval_value(l), *b = eval_value(r);
	bool equality = op == OP_EQ || op == OP_NE;

	if (!(a->kind == TYPE_POINTER && int_pointer_mix(equality ? r : NULL, b, a)) &&
	    !(b->kind == TYPE_POINTER && int_pointer_mix(equality ? l : NULL, a, b)))
		return;
	if (!diag_warning(CHECK_INT_CONVERSION, e->pos, "incompatible types for operation (%s)",
			  ast_op_spelling(op)))
		return;
	diag_note(l->pos, "left: '%s'", type_str(a));
	diag_note(r->pos, "right: '%s'", type_str(b));
}

static void pointer_pair(struct node *e, struct node *l, struct node *r, const char *what)
{
	struct type *a = eval_value(l), *b = eval_value(r);
	enum difference d;

	if (a->kind != TYPE_POINTER || b->kind != TYPE_POINTER || annotated(a) || annotated(b) ||
	    const_is_null_pointer(l) || const_is_null_pointer(r))
		return;
	d = target_difference(a->base, b->base, false, 0);
	if (d == DIFF_NONE)
		return;
	if (!diag_warning(check_of(d, true), e->pos, "incompatible types in %s (%s)", what, diff_text[d]))
		return;
	diag_note(l->pos, "left: '%s'", type_str(a));
	diag_note(r->pos, "right: '%s'", type_str(b));
}

static void compat_comparison(struct node *e, int op, struct node *l, struct node *r)
{
	pointer_pair(e, l, r, "comparison expression");
}

static void compat_conditional(struct node *e, struct node *a, struct node *b)
{
	pointer_pair(e, a, b, "conditional expression");
}

void typecompat_register(void)
{
	if (check_enabled(CHECK_DISCARDED_QUALIFIERS) || check_enabled(CHECK_TYPESIGN) ||
	    check_enabled(CHECK_INCOMPATIBLE_POINTER_TYPES))
		hook_add(conversion, compat_conversion);
	if (check_enabled(CHECK_INCOMPATIBLE_POINTER_TYPES)) {
		hook_add(comparison, compat_comparison);
		hook_add(conditional, compat_conditional);
	}
	if (check_enabled(CHECK_INT_CONVERSION)) {
		hook_add(conversion, int_conversion);
		hook_add(comparison, int_comparison);
	}
}
