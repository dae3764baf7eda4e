// SPDX-License-Identifier: GPL-2.0
/*
 * Restricted (__bitwise) types: __le32, __be16, gfp_t, __poll_t...  A
 * value of such a type is not a number: it may only be combined with a
 * value of the same type by & | ^, compared with == and != to one, be
 * the other arm of a ?: with one, be complemented (~), assigned, and
 * mixed with the constant 0.  Anything else "degrades" it to an integer
 * (a missing le32_to_cpu() that works on x86 only), and a conversion or a
 * cast between it and another type is a mistake unless written __force.
 * The rules are sparse's, so that what sparse reports on the kernel is
 * reported here.
 *
 * The evaluator gives expressions gcc's types; the restricted type an
 * expression has in these rules (its "view") is computed here from the
 * tree: "a & b" of two __le32 is a __le32, "~x" of a __le16 is a
 * "fouled" __le16 (the complement set the high bits of the promoted int),
 * which may be assigned back but not compared with another fouled value.
 */
#include <string.h>

#include "ast.h"
#include "checks.h"
#include "sema.h"
#include "type.h"

struct view {
	struct type *t;		/* the restricted type (its main type), or NULL */
	bool fouled;
};

/* The restricted type of values of type T: its own, or a bitwise enum's. */
static struct type *restriction(const struct type *t)
{
	if (!t || sema_is_error(t))
		return NULL;
	if (type_is_bitwise(t))
		return t->main;
	if (t->kind == TYPE_ENUM)
		return t->main->enm.restricted;
	return NULL;
}

static bool is_restricted(const struct type *t)
{
	return restriction(t) != NULL;
}

static bool is_zero(struct node *e)
{
	struct cval v;

	return const_fold_typed(e, &v) == FOLD_OK && v.v == 0;
}

static bool is_bool(const struct type *t)
{
	return t->main->kind == TYPE_BOOL;
}

static struct view view_of(struct node *e);

/*
 * Do the views of L and R (nodes A and B) combine (& | ^ == != ?:)?
 * *R gets the result: the common restricted type, fouled if both are.
 */
static bool combine(struct view l, struct node *a, struct view r, struct node *b,
		    struct view *res)
{
	struct view none = { NULL, false };

	*res = none;
	if (l.t && r.t) {
		if (l.t != r.t)
			return false;
		res->t = l.t;
		res->fouled = l.fouled && r.fouled;
		return true;
	}
	if (l.t && is_zero(b)) {
		*res = l;
		return true;
	}
	if (r.t && is_zero(a)) {
		*res = r;
		return true;
	}
	return !l.t && !r.t;
}

static bool is_bitop(int op)
{
	return op == OP_AND || op == OP_OR || op == OP_XOR;
}

static struct view compute_view(struct node *e)
{
	struct view v = { NULL, false }, l, r;
	struct type *t;

	switch (e->kind) {
	case N_BINARY:
		if (is_bitop(e->op) &&
		    combine(view_of(e->binary.lhs), e->binary.lhs, view_of(e->binary.rhs),
			    e->binary.rhs, &v))
			return v;
		v.t = NULL;
		return v;
	case N_UNARY:
		if (e->op == OP_BITNOT) {
			v = view_of(e->unary.operand);
			/* ~ of a value narrower than int sets the bits it was promoted with */
			if (v.t && v.t->size < type_basic(TYPE_INT)->size)
				v.fouled = true;
			return v;
		}
		if (e->op == OP_PLUS)
			return view_of(e->unary.operand);
		break;
	case N_COND:
		l = view_of(conditional_then(e));
		r = view_of(e->conditional.otherwise);
		if (combine(l, conditional_then(e), r, e->conditional.otherwise, &v))
			return v;
		v.t = NULL;
		return v;
	case N_COMMA:
		return view_of(e->binary.rhs);
	case N_STMT_EXPR: {
		/* ({ ...; c ? f1(x) : f(x); }): the value of its last statement */
		struct node *body = e->stmt_expr.compound;
		struct node *last = body ? body->compound.items : NULL;

		while (last && last->next)
			last = last->next;
		if (last && last->kind == N_EXPR_STMT && last->expr_stmt.expr)
			return view_of(last->expr_stmt.expr);
		break;
	}
	default:
		break;
	}
	t = e->kind == N_ASSIGN ? e->type : eval_value(e);
	v.t = restriction(t);
	return v;
}

/*
 * The hooks of an operator and then of its parent each ask for the views
 * of their operands: a small cache of the views computed last keeps a
 * chain "a | b | c | ..." linear.  Nodes die with the unit, so does it
 * (check_state()), and an address is another node's once the declaration
 * it was in has been dropped (ast_generation()).
 */
#define VIEW_CACHE_SIZE 256
static struct {
	const struct node *e;
	const struct type *type;	/* a node reused for another expression is not a hit */
	unsigned long generation;
	struct view v;
} view_cache[VIEW_CACHE_SIZE];

static struct view view_of(struct node *e)
{
	unsigned int h = ((uintptr_t)e >> 4) % VIEW_CACHE_SIZE;
	unsigned long gen = ast_generation();

	if (view_cache[h].e != e || view_cache[h].type != e->type ||
	    view_cache[h].generation != gen) {
		view_cache[h].v = compute_view(e);
		view_cache[h].e = e;
		view_cache[h].type = e->type;
		view_cache[h].generation = gen;
	}
	return view_cache[h].v;
}

/*
 * "restricted __le32", "fouled restricted __le16" (sparse's words), or
 * the type T for a value that is not restricted.
 */
static const char *view_str(struct view v, struct type *t)
{
	static struct strbuf buf[2];
	static int next;
	struct strbuf *b = &buf[next++ % 2];

	b->len = 0;
	if (v.fouled)
		sb_addstr(b, "fouled ");
	type_print_restricted(b, v.t ? v.t : t, NULL);
	return sb_cstr(b);
}

/*
 * "le32" for __le32 (a byte-order type: __le16 to __be64), else NULL:
 * the types the byte-order helpers convert, and the only ones a note
 * can name the fix for (a gfp_t or __poll_t mixed with int has none).
 */
static const char *byte_order(const struct type *t, char *buf, size_t size)
{
	const char *n = t && t->kind != TYPE_POINTER ? t->main->name : NULL;

	if (!n || strncmp(n, "__", 2) || (strncmp(n + 2, "le", 2) && strncmp(n + 2, "be", 2)) ||
	    (strcmp(n + 4, "16") && strcmp(n + 4, "32") && strcmp(n + 4, "64")))
		return NULL;
	snprintf(buf, size, "%s", n + 2);
	return buf;
}

/*
 * The helper that converts a value of restricted type FROM (NULL: a
 * plain integer) to TO, when it is the standard one: cpu_to_le32() into
 * a __le32, le32_to_cpu() out of one.
 */
static void bitwise_fix_note(struct srcpos pos, const struct type *to, const struct type *from,
			     bool cast)
{
	char tb[8], fb[8];
	const char *t = byte_order(restriction(to), tb, sizeof(tb));
	const char *f = byte_order(from, fb, sizeof(fb));

	/* inside the byte-order helpers themselves (x86's insn.c wraps them) */
	if (check_in_macro_naming(pos, "_to_cpu") || check_in_macro_naming(pos, "cpu_to_") ||
	    check_in_macro_naming(pos, "unaligned"))
		return;

	if (t && !from)
		diag_note(pos, "cpu_to_%s() converts a value in CPU byte order to __%s%s", t, t,
			  cast ? " (a __force cast if it is in that order already)" : "");
	else if (f && (!to || (!is_restricted(to) && type_is_integer(to) && !is_bool(to))))
		diag_note(pos, "%s_to_cpu() converts a __%s to CPU byte order", f, f);
}

static void degrades(struct node *e, struct view v)
{
	if (v.t && diag_warning(CHECK_BITWISE, ast_range(e), "restricted %s degrades to integer",
				type_str(v.t)) && !v.fouled)
		bitwise_fix_note(e->pos, NULL, v.t, false);
}

/* Each restricted operand of an operation that does not take it degrades. */
static void degrade_both(struct node *l, struct view lv, struct node *r, struct view rv)
{
	degrades(l, lv);
	degrades(r, rv);
}

static void bw_binary(struct node *e, int op, struct node *l, struct node *r)
{
	struct view lv, rv, res;

	if (op == OP_ANDAND || op == OP_OROR)
		return;
	lv = view_of(l);
	rv = view_of(r);
	if (!lv.t && !rv.t)
		return;
	if (is_bitop(op) && combine(lv, l, rv, r, &res))
		return;
	degrade_both(l, lv, r, rv);
}

/* a[i]: the subscript is a number */
static void bw_index(struct node *e, struct node *base, struct node *idx)
{
	degrades(idx, view_of(idx));
	degrades(base, view_of(base));
}

static void bw_comparison(struct node *e, int op, struct node *l, struct node *r)
{
	struct view lv = view_of(l), rv = view_of(r), res;

	if (!lv.t && !rv.t)
		return;
	/* equality with the same type or 0; two fouled values never compare */
	if ((op == OP_EQ || op == OP_NE) && combine(lv, l, rv, r, &res) && !res.fouled)
		return;
	degrade_both(l, lv, r, rv);
}

static void bw_conditional(struct node *e, struct node *a, struct node *b)
{
	struct view av = view_of(a), bv = view_of(b), res;

	if ((av.t || bv.t) && !combine(av, a, bv, b, &res))
		degrade_both(a, av, b, bv);
}

static void bw_unary(struct node *e, int op, struct node *operand)
{
	switch (op) {
	case OP_MINUS:
	case OP_INC:
	case OP_DEC:
		degrades(operand, view_of(operand));
		break;
	}
}

static void bw_case(struct node *s, struct node *ctrl)
{
	struct view cv;
	struct node *n;

	if (s->kind != N_CASE)
		return;
	cv = view_of(ctrl);
	for (n = s->case_label.first; n; n = n == s->case_label.first ? s->case_label.last : NULL) {
		struct view v = view_of(n);

		/* a restricted label in a switch on a plain integer */
		if (!cv.t) {
			degrades(n, v);
			continue;
		}
		if (v.t != cv.t && !is_zero(n)) {
			degrades(ctrl, cv);
			return;
		}
	}
}

static bool fn_differs(const struct type *a, const struct type *b, unsigned int *argno);

/*
 * Whether two pointer types reach a restricted and another type at the
 * first level where either is restricted, the return values and the
 * parameters of the functions they point to included ("__le32 (*)(void)"
 * and "u32 (*)(void)"); *ARGNO: the 1-based parameter that differs, else 0.
 */
static bool pointee_differs(const struct type *a, const struct type *b, unsigned int *argno)
{
	*argno = 0;
	while (a->kind == TYPE_POINTER && b->kind == TYPE_POINTER) {
		a = a->base;
		b = b->base;
		if (a->kind == TYPE_VOID || b->kind == TYPE_VOID)
			return false;
		if (is_restricted(a) || is_restricted(b))
			return restriction(a) != restriction(b);
		if (a->kind == TYPE_FUNCTION && b->kind == TYPE_FUNCTION)
			return fn_differs(a->main, b->main, argno);
	}
	return false;
}

/* A function's return or parameter types A and B. */
static bool value_differs(const struct type *a, const struct type *b)
{
	unsigned int argno;

	if (is_restricted(a) || is_restricted(b))
		return restriction(a) != restriction(b);
	return pointee_differs(a, b, &argno);
}

static bool fn_differs(const struct type *a, const struct type *b, unsigned int *argno)
{
	uint32_t i;

	if (value_differs(a->base, b->base))
		return true;
	if ((a->flags | b->flags) & TF_OLDSTYLE || a->fn.nparams != b->fn.nparams)
		return false;
	for (i = 0; i < a->fn.nparams; i++) {
		if (value_differs(a->fn.params[i], b->fn.params[i])) {
			*argno = i + 1;
			return true;
		}
	}
	return false;
}

/*
 * E's value of type FROM (V: its restricted view) given to a TO; ARGNO:
 * the parameter of the function pointed to that differs, or 0.
 */
static void different_base_types(const struct conv_ctx *ctx, struct node *e, struct type *to,
				 struct type *from, struct view v, unsigned int argno)
{
	char buf[160], why[64] = "different base types";

	if (argno)
		snprintf(why, sizeof(why), "incompatible argument %u (different base types)", argno);
	if (!diag_warning(CHECK_BITWISE, check_conv_range(e, ctx), "incorrect type in %s (%s)",
			  check_conv_place(ctx, buf, sizeof(buf)), why))
		return;
	check_note_types(ctx, e, to, v.t ? v.t : from, v.fouled ? "fouled " : "");
	bitwise_fix_note(ctx->pos, to, v.t, false);
}

/* x op= y: only & | ^ of the same restricted type (or 0) keep the type. */
static void compound_assign(struct node *e, struct type *to, const struct conv_ctx *ctx)
{
	struct view lv = { NULL, false }, rv = view_of(e);
	int op = eval_assign_binop(ctx->op);

	lv.t = restriction(to);
	if (!lv.t && !rv.t)
		return;
	if (lv.t && !is_bitop(op)) {
		diag_warning(CHECK_BITWISE, check_conv_range(e, ctx), "bad assignment (%s) to restricted %s",
			     ast_op_spelling(ctx->op), type_str(lv.t));
		return;
	}
	if (lv.t && (rv.t == lv.t || (!rv.t && is_zero(e))))
		return;
	if (!diag_warning(CHECK_BITWISE, check_conv_range(e, ctx), "invalid assignment: %s",
			  ast_op_spelling(ctx->op)))
		return;
	diag_note(ctx->pos, "left side has type '%s'", view_str(lv, to));
	diag_note(ctx->pos, "right side has type '%s'", view_str(rv, eval_value(e)));
}

static void bw_conversion(struct node *e, struct type *from, struct type *to,
			  const struct conv_ctx *ctx)
{
	static const struct view no_view;
	unsigned int argno;
	struct view v;

	if (ctx->kind == CONV_ASSIGN && ctx->op != OP_ASSIGN) {
		compound_assign(e, to, ctx);
		return;
	}
	if (to->kind == TYPE_POINTER && from->kind == TYPE_POINTER) {
		if (pointee_differs(to, from, &argno) && !const_is_null_pointer(e))
			different_base_types(ctx, e, to, from, no_view, argno);
		return;
	}
	v = view_of(e);
	if (is_restricted(to)) {
		if (v.t == restriction(to) || (!v.t && is_zero(e)))
			return;
		different_base_types(ctx, e, to, from, v, 0);
		return;
	}
	if (v.fouled && is_bool(to))
		degrades(e, v);
	else if (v.t && !is_bool(to) && to->kind != TYPE_VOID)
		different_base_types(ctx, e, to, from, v, 0);
}

static void bw_cast(struct node *e, struct node *op, struct type *from, struct type *to)
{
	struct view v;

	if (type_is_force(to) || to->kind == TYPE_VOID)
		return;
	if (to->kind == TYPE_POINTER && from->kind == TYPE_POINTER) {
		if (!check_enabled(CHECK_BITWISE_POINTER) || type_is_force(to->base))
			return;
		if (restriction(to->base) == restriction(from->base) ||
		    from->base->kind == TYPE_VOID || to->base->kind == TYPE_VOID)
			return;
		if (is_restricted(to->base))
			diag_warning(CHECK_BITWISE_POINTER, ast_range(e), "cast to restricted %s *",
				     type_str(restriction(to->base)));
		else
			diag_warning(CHECK_BITWISE_POINTER, ast_range(e), "cast from restricted %s *",
				     type_str(restriction(from->base)));
		return;
	}
	if (!check_enabled(CHECK_BITWISE))
		return;
	v = view_of(op);
	if (is_restricted(to)) {
		if (v.t == restriction(to) || (!v.t && is_zero(op)))
			return;
		if (diag_warning(CHECK_BITWISE, ast_range(e), "cast to restricted %s",
				 type_str(restriction(to))) && !v.t)
			bitwise_fix_note(e->pos, to, NULL, true);
	}
	if (v.fouled && is_bool(to))
		degrades(e, v);
	else if (v.t && v.t != restriction(to) && !is_bool(to))
		if (diag_warning(CHECK_BITWISE, ast_range(e), "cast from %srestricted %s",
				 v.fouled ? "fouled " : "", type_str(v.t)) && !v.fouled)
			bitwise_fix_note(e->pos, to, v.t, true);
}

/*
 * A fouled value tested: "!~x" and "(_Bool)~x" see the bits the
 * complement set above the restricted type's (sparse); "if (~x)" is
 * not converted to _Bool in sparse's reading, and is left alone.
 */
static void bw_condition(struct node *owner, struct node *cond)
{
	if (owner->kind == N_UNARY && owner->op == OP_NOT && view_of(cond).fouled)
		degrades(owner, view_of(cond));
}

void bitwise_register(void)
{
	if (check_enabled(CHECK_BITWISE)) {
		hook_add(binary, bw_binary);
		hook_add(index, bw_index);
		hook_add(comparison, bw_comparison);
		hook_add(conditional, bw_conditional);
		hook_add(unary, bw_unary);
		hook_add(case_label, bw_case);
		hook_add(conversion, bw_conversion);
		hook_add(condition, bw_condition);
	}
	if (check_enabled(CHECK_BITWISE) || check_enabled(CHECK_BITWISE_POINTER)) {
		hook_add(cast, bw_cast);
		check_state(CHECK_SCOPE_UNIT, view_cache, NULL);
	}
}
