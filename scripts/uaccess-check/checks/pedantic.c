// SPDX-License-Identifier: GPL-2.0
/*
 * Sparse's pedantic checks, off by default: code that is valid and
 * usually meant, but worth a look in some trees.
 *
 * -Wsizeof-bool: sizeof of _Bool, whose size the C standard leaves to
 *   the implementation.
 * -Wpointer-arith: sizeof(void) and sizeof of a function, gcc extensions
 *   (both are 1).
 * -Wptr-subtraction-blows: subtracting pointers to a type whose size is
 *   not a power of 2 divides by that size, which is slow.
 * -Waddress: a function or an array tested as a condition is always
 *   true: most often a missing call "()" or index.
 * -Wreturn-void: "return f();" in a function returning void, where f()
 *   returns void too.
 * -Wtautological-compare: an expression compared with itself (the same
 *   value by flow/key.h: "p->m == (*p).m" too).
 */
#include <string.h>

#include "ast.h"
#include "key.h"
#include "checks.h"
#include "sema.h"
#include "type.h"

static void sizeof_check(struct node *e, struct type *t)
{
	if (e->kind != N_SIZEOF_TYPE && !(e->kind == N_UNARY && e->op == OP_SIZEOF))
		return;
	if (t->kind == TYPE_BOOL)
		diag_warning(CHECK_SIZEOF_BOOL, e->pos, "expression using sizeof _Bool");
	else if (t->kind == TYPE_VOID)
		diag_warning(CHECK_POINTER_ARITH, e->pos, "expression using sizeof(void)");
	else if (t->kind == TYPE_FUNCTION)
		diag_warning(CHECK_POINTER_ARITH, e->pos, "expression using sizeof on a function");
}

static void ptr_subtraction(struct node *e, int op, struct node *l, struct node *r)
{
	struct type *a = eval_value(l), *b = eval_value(r);
	int64_t size;

	if (op != OP_SUB || !type_is_pointer(a) || !type_is_pointer(b))
		return;
	size = type_sizeof(a->base);
	if (size <= 0 || !(size & (size - 1)))
		return;
	if (diag_warning(CHECK_PTR_SUBTRACTION_BLOWS, e->pos,
			 "potentially expensive pointer subtraction"))
		diag_note(e->pos, "'%s' has a non-power-of-2 size: %lld",
			  type_str(type_unqualified(a->base)), (long long)size);
}

/* As sparse, a condition, an operand of && or ||, not of !. */
static void address_condition(struct node *owner, struct node *cond)
{
	struct type *t = cond->type;

	if (!t || (owner->kind == N_UNARY && owner->op == OP_NOT))
		return;
	if (t->kind == TYPE_FUNCTION)
		diag_warning(CHECK_ADDRESS, cond->pos,
			     "the address of a function will always evaluate as true");
	else if (t->kind == TYPE_ARRAY)
		diag_warning(CHECK_ADDRESS, cond->pos,
			     "the address of an array will always evaluate as true");
}

static void return_void(struct node *s, struct type *ret)
{
	struct node *v = s->kid[0];

	if (ret->kind == TYPE_VOID && v && v->type && v->type->kind == TYPE_VOID)
		diag_warning(CHECK_RETURN_VOID, s->pos, "returning void-valued expression");
}

/* The keys of the operands compared, given back after each comparison. */
static struct arena key_arena;

static void self_comparison(struct node *e, int op, struct node *l, struct node *r)
{
	struct cval v;

	/* constants fold: sparse sees no comparison left */
	if (!key_same_value(&key_arena, l, r) || const_fold(l, &v) == FOLD_OK)
		return;
	diag_warning(CHECK_TAUTOLOGICAL_COMPARE, r->pos, "self-comparison always evaluates to %s",
		     op == OP_EQ || op == OP_LE || op == OP_GE ? "true" : "false");
}

void pedantic_register(void)
{
	if (check_enabled(CHECK_SIZEOF_BOOL) || check_enabled(CHECK_POINTER_ARITH))
		hook_add(layout_use, sizeof_check);
	if (check_enabled(CHECK_PTR_SUBTRACTION_BLOWS))
		hook_add(binary, ptr_subtraction);
	if (check_enabled(CHECK_ADDRESS))
		hook_add(condition, address_condition);
	if (check_enabled(CHECK_RETURN_VOID))
		hook_add(return_stmt, return_void);
	if (check_enabled(CHECK_TAUTOLOGICAL_COMPARE))
		hook_add(comparison, self_comparison);
}
