// SPDX-License-Identifier: GPL-2.0
/*
 * What a path knows of the value of an expression: its facts, what
 * folds, the operators of a test.
 */
#include "lock.h"

const char *call_name(const struct node *e)
{
	if (e->callee)
		return e->callee->name->name;
	if (e->call.fn->kind == N_IDENT && e->call.fn->name)
		return e->call.fn->name->name;
	return NULL;
}

/* K's value if it is made of constants ("1 & 1": a flag argument in a helper's test). */
static bool key_const(const struct key *k, int64_t *v)
{
	int64_t a, b;

	if (!k)
		return false;
	switch (k->kind) {
	case KEY_CONST:
		*v = (int64_t)k->value;
		return true;
	case KEY_CAST:
		return key_const(k->a, v);
	case KEY_UNARY:
		if (!key_const(k->a, &a))
			return false;
		*v = k->op == OP_NOT ? !a : k->op == OP_MINUS ? -a : k->op == OP_BITNOT ? ~a : a;
		return true;
	case KEY_BINARY:
		if (!key_const(k->a, &a) || !key_const(k->b, &b))
			return false;
		switch (k->op) {
		case OP_AND: *v = a & b; return true;
		case OP_OR: *v = a | b; return true;
		case OP_XOR: *v = a ^ b; return true;
		case OP_ADD: *v = a + b; return true;
		case OP_SUB: *v = a - b; return true;
		case OP_EQ: *v = a == b; return true;
		case OP_NE: *v = a != b; return true;
		case OP_ANDAND: *v = a && b; return true;
		case OP_OROR: *v = a || b; return true;
		default: return false;
		}
	default:
		return false;
	}
}

int fact_value(struct path *p, const struct key *k, const struct node *node)
{
	struct fact *f = fact_find(p, k, node);
	int64_t v;

	if (!f && !node && key_const(k, &v))
		return v != 0;

	if (f)
		return f->nonzero;
	/* "x & MASK" of an x known exactly */
	if (k && k->kind == KEY_BINARY && k->op == OP_AND && k->b->kind == KEY_CONST &&
	    (f = fact_find(p, k->a, NULL)) && f->exact)
		return (f->value & k->b->value) != 0;
	return -1;
}

/* What "({ ...; x; })" yields: the expression of its last statement, NULL if none. */
const struct node *stmt_expr_value(const struct node *e)
{
	const struct node *last = e->stmt_expr.compound ? e->stmt_expr.compound->compound.items : NULL;

	while (last && last->next)
		last = last->next;
	return last && last->kind == N_EXPR_STMT ? last->expr_stmt.expr : NULL;
}

/* K's truth through an alias ("root = a", a known not NULL), -1 if not known. */
static int alias_value(struct lctx *c, struct path *p, const struct key *k)
{
	unsigned int i;

	for (i = 0; i < p->nfacts; i++) {
		const struct fact *f = &p->facts[i];
		const struct fact *g;

		if (!f->same)
			continue;
		if (key_equal(f->key, k))
			g = fact_find(p, f->same, NULL);
		else if (key_equal(f->same, k))
			g = fact_find(p, f->key, NULL);
		else
			continue;
		if (g)
			return g->nonzero;
	}
	return -1;
}

/* E on path P, with what is known of its sign and value. */
struct val val_of(struct lctx *c, struct path *p, const struct node *e)
{
	struct val v = { -1, false, false, 0 };
	struct cval cv;
	struct fact *f = NULL;

	if (!e)
		return v;
	if (const_fold_typed((struct node *)e, &cv) == FOLD_OK) {
		v.truth = cv.v != 0;
		v.exact = true;
		v.value = (int64_t)cv.v;
		v.neg = e->type && type_is_signed(e->type) && v.value < 0;
		return v;
	}
	if (cfg_is_zero(e)) {
		/* NULL: "(void *)0", which does not fold as an integer */
		v.truth = 0;
		v.exact = true;
		return v;
	}
	while (e->kind == N_CAST && e->type && type_is_integer(e->type) &&
	       e->cast.operand->type && type_is_integer(e->cast.operand->type))
		e = e->cast.operand;
	if (e->kind == N_CALL || e->kind == N_COND || e->kind == N_STMT_EXPR)
		f = fact_find(p, NULL, e);
	else if (e->kind == N_IDENT || e->kind == N_MEMBER || e->kind == N_UNARY)
		f = fact_find(p, key_in(c, e), NULL);
	if (f) {
		v.truth = f->nonzero;
		v.neg = f->neg;
		v.exact = f->exact;
		v.value = f->value;
		return v;
	}
	if (e->kind == N_STMT_EXPR && stmt_expr_value(e))
		return val_of(c, p, stmt_expr_value(e));
	v.truth = value_of(c, p, e);
	if (v.truth < 0 && (e->kind == N_IDENT || e->kind == N_MEMBER))
		v.truth = alias_value(c, p, key_in(c, e));
	return v;
}

/* E's truth on path P: 0, 1, or -1 when not known. */
int value_of(struct lctx *c, struct path *p, const struct node *e)
{
	struct cval v;
	int a, b;

	if (!e)
		return -1;
	if (const_fold_typed((struct node *)e, &v) == FOLD_OK)
		return v.v != 0;
	switch (e->kind) {
	case N_CAST:
		if (e->type && (type_is_integer(e->type) || e->type->kind == TYPE_POINTER))
			return value_of(c, p, e->cast.operand);
		return -1;
	case N_UNARY:
		if (e->op != OP_NOT)
			break;
		a = value_of(c, p, e->unary.operand);
		return a < 0 ? -1 : !a;
	case N_BINARY:
		switch (e->op) {
		case OP_ANDAND:
			a = value_of(c, p, e->binary.lhs);
			b = value_of(c, p, e->binary.rhs);
			return !a || !b ? 0 : a == 1 && b == 1 ? 1 : -1;
		case OP_OROR:
			a = value_of(c, p, e->binary.lhs);
			b = value_of(c, p, e->binary.rhs);
			return a == 1 || b == 1 ? 1 : !a && !b ? 0 : -1;
		case OP_EQ: case OP_NE: case OP_LT: case OP_GE: case OP_GT: case OP_LE:
			if ((e->op == OP_EQ || e->op == OP_NE) && cfg_is_zero(e->binary.lhs) &&
			    !cfg_is_zero(e->binary.rhs)) {
				a = value_of(c, p, e->binary.rhs);
				return e->op == OP_NE || a < 0 ? a : !a;
			}
			if (!cfg_is_zero(e->binary.rhs))
				break;
			a = value_of(c, p, e->binary.lhs);
			if (e->op == OP_NE)
				return a;
			if (e->op == OP_EQ)
				return a < 0 ? -1 : !a;
			/* x < 0 of an error code */
			if ((e->op == OP_LT || e->op == OP_GE) && a == 1 &&
			    val_of(c, p, e->binary.lhs).neg)
				return e->op == OP_LT;
			/* x < 0, x > 0 are false for x == 0; >= and <= true */
			if (a != 0)
				return -1;
			return e->op == OP_GE || e->op == OP_LE;
		case OP_AND: {
			struct val l = val_of(c, p, e->binary.lhs), r = val_of(c, p, e->binary.rhs);

			if (l.exact && r.exact)
				return (l.value & r.value) != 0;
			if (!l.truth || !r.truth)
				return 0;
			break;
		}
		default:
			break;
		}
		break;
	case N_COMMA:
		return value_of(c, p, e->binary.rhs);
	case N_ASSIGN:
		if (e->op == OP_ASSIGN)
			return value_of(c, p, e->binary.rhs);
		break;
	case N_CALL:
		if (cfg_expect_operand(e))
			return value_of(c, p, cfg_expect_operand(e));
		return fact_value(p, NULL, e);
	case N_STMT_EXPR:
		a = fact_value(p, NULL, e);
		if (a < 0 && stmt_expr_value(e))
			a = value_of(c, p, stmt_expr_value(e));
		return a;
	case N_COND:
		return fact_value(p, NULL, e);
	case N_GENERIC: case N_CHOOSE_EXPR:
		return e->chosen ? value_of(c, p, e->chosen) : -1;
	default:
		break;
	}
	return fact_value(p, key_in(c, e), NULL);
}
