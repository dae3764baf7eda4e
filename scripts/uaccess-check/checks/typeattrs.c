// SPDX-License-Identifier: GPL-2.0
/*
 * Sparse's other two type attributes.  A __nocast integer type (typedef
 * unsigned long __nocast cputime_t) must not change size or signedness
 * in an implicit conversion: a cast says it is meant (-Wnocast).  A
 * __safe value (int * __safe p) is never 0 or NULL, so testing it is a
 * mistake (-Wsafe).  Neither has a -W option in sparse, which always
 * reports them; the messages are sparse's.
 */
#include "ast.h"
#include "checks.h"
#include "sema.h"
#include "type.h"

static bool is_nocast(const struct type *t)
{
	return t->annot & TA_NOCAST;
}

static void nocast_conversion(struct node *e, struct type *from, struct type *to,
			      const struct conv_ctx *ctx)
{
	bool f = is_nocast(from), t = is_nocast(to);

	if (!f && !t)
		return;
	/* sparse drops __nocast from a function's return type */
	if (ctx->kind == CONV_RETURN && t && !f)
		return;
	if (!type_is_integer(from) || !type_is_integer(to))
		return;
	if (from->size == to->size && type_is_signed(from) == type_is_signed(to))
		return;
	diag_warning(CHECK_NOCAST, ctx->pos, "implicit cast %s nocast type",
		     f && t ? "to/from" : t ? "to" : "from");
}

/* Testing a __safe value: in if/while/for/?:, with !, && or ||, or compared. */
static void safe_test(struct node *e)
{
	if (eval_value(e)->annot & TA_SAFE)
		diag_warning(CHECK_SAFE, e->pos, "testing a 'safe expression'");
}

static void safe_condition(struct node *owner, struct node *cond)
{
	safe_test(cond);
}

static void safe_comparison(struct node *e, int op, struct node *l, struct node *r)
{
	safe_test(l);
	safe_test(r);
}

void typeattrs_register(void)
{
	if (check_enabled(CHECK_NOCAST))
		hook_add(conversion, nocast_conversion);
	if (check_enabled(CHECK_SAFE)) {
		hook_add(condition, safe_condition);
		hook_add(comparison, safe_comparison);
	}
}
