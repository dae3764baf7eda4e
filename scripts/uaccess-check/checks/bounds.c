// SPDX-License-Identifier: GPL-2.0
/*
 * Subscripts of arrays of known length by an out-of-range constant
 * (-Wsubscript-bounds): "extern int b[1]; ... b[1]".  The check is
 * clang's -Warray-bounds, certain from the expression alone: the array
 * (not a pointer) has a constant length and the subscript is an integer
 * constant expression.  Sparse reports such accesses after its
 * optimisations ("invalid access past the end of 'b' (4 4)"), only when
 * they leave the whole variable and only for loads; this check sees every
 * subscript, in its own array, read or written.
 *
 * Not reported: the address one past the end (&a[N], the end of a loop),
 * code that is not run (sizeof, typeof, a branch a constant condition
 * makes dead: "if (N > 4) a[4]"), arrays of length 0, and a member
 * array of length 1 that ends its structure (the old flexible-array
 * idiom, which gcc and clang also let run past its end).
 *
 * "&a[N]" is known only when the & is evaluated, after the subscript:
 * a subscript equal to the length waits in PENDING until the next event
 * says what became of it (the & drops it, anything else reports it).
 * The read and write events are not among them: "a[N].m" is read at the
 * member, not at the subscript.  PENDING is unit state of the registry,
 * so that a unit cut short (a fatal error) leaves nothing to the next.
 */
#include <inttypes.h>

#include "ast.h"
#include "checks.h"
#include "sema.h"
#include "type.h"

static struct pending {
	struct node *e;
	struct type *array;
	int64_t index;
} pending;

static void report(struct node *e, struct type *array, int64_t index)
{
	if (index < 0)
		diag_warning(CHECK_SUBSCRIPT_BOUNDS, e->pos,
			     "array index %" PRId64 " is before the beginning of the array", index);
	else
		diag_warning(CHECK_SUBSCRIPT_BOUNDS, e->pos,
			     "array index %" PRId64 " is past the end of the array (that has type '%s')",
			     index, type_str(array));
}

static void flush(void)
{
	if (pending.e)
		report(pending.e, pending.array, pending.index);
	pending.e = NULL;
}

/* A member array of length 1 last in its record: a flexible array of old. */
static bool old_flexible(struct node *base, const struct type *array)
{
	struct type_member *m = eval_member_of(base);
	struct type *rec;

	if (!m || array->array.len != 1)
		return false;
	rec = base->mem.base->type;
	if (rec && base->op == OP_ARROW)
		rec = rec->kind == TYPE_POINTER ? rec->base : NULL;
	if (!rec || !type_is_record(rec) || !rec->main->rec.nmembers)
		return true;	/* cannot tell: let it be */
	rec = rec->main;
	if (m < rec->rec.members || m >= rec->rec.members + rec->rec.nmembers)
		return true;	/* in an anonymous member: let it be */
	return rec->kind == TYPE_UNION || m == &rec->rec.members[rec->rec.nmembers - 1];
}

static void bounds_index(struct node *e, struct node *base, struct node *idx)
{
	struct type *t;
	struct cval v;
	int64_t i;

	flush();
	if (sema.unevaluated || sema.dead_arm || sema.dead_branch)
		return;
	t = base->type;
	if (!t || t->kind != TYPE_ARRAY) {
		struct node *swap = base;	/* 4[a] */

		base = idx;
		idx = swap;
		t = base->type;
	}
	if (!t || t->kind != TYPE_ARRAY || (t->flags & (TF_VLA | TF_LEN_UNKNOWN)) ||
	    t->array.len <= 0 || !idx->type || !type_is_integer(idx->type) ||
	    const_fold_typed(idx, &v) != FOLD_OK || old_flexible(base, t))
		return;
	i = cval_is_negative(&v) ? (int64_t)v.v : (v.v > INT64_MAX ? INT64_MAX : (int64_t)v.v);
	if (i >= 0 && i < t->array.len)
		return;
	if (i == t->array.len) {
		pending = (struct pending){ e, t, i };
		return;
	}
	report(e, t, i);
}

static void bounds_unary(struct node *e, int op, struct node *operand)
{
	if (op == OP_ADDR && operand == pending.e)
		pending.e = NULL;	/* &a[N]: the end, not an access */
	flush();
}

static void bounds_conversion(struct node *e, struct type *from, struct type *to,
			      const struct conv_ctx *ctx)
{
	flush();
}

static void bounds_operator(struct node *e, int op, struct node *l, struct node *r)
{
	flush();
}

static void bounds_call(struct node *e, struct decl_sym *callee, struct node **args,
			unsigned int nargs)
{
	flush();
}

static void bounds_fn_end(struct decl_sym *fn, struct node *def)
{
	flush();
}

void bounds_register(void)
{
	if (!check_enabled(CHECK_SUBSCRIPT_BOUNDS))
		return;
	hook_add(index, bounds_index);
	hook_add(unary, bounds_unary);
	hook_add(conversion, bounds_conversion);
	hook_add(binary, bounds_operator);
	hook_add(comparison, bounds_operator);
	hook_add(call, bounds_call);
	hook_add(function_end, bounds_fn_end);
	hook_add(unit_end, flush);
	check_state(CHECK_SCOPE_UNIT, pending, NULL);
}
