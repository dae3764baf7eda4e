// SPDX-License-Identifier: GPL-2.0
/*
 * Statement checks, sparse's warnings about the shape of statements: a
 * switch with no case (-Wempty-switch), an assignment used as a truth
 * value (-Wparentheses), a logical not as an operand of a bitwise
 * operator (-Wlogical-not-bitwise), a case label that is not an integer
 * (-Wcase-type), a label that ends a block (-Wlabel-at-end), an unused
 * label (-Wunused-label), a do-while body that is not a block
 * (-Wdo-while), a declaration after a statement
 * (-Wdeclaration-after-statement), a return statement with a value in a
 * void function or without one in another (-Wreturn-type).  The messages
 * are sparse's.
 *
 * The checks about a function's statements as written need the
 * enclosing switch or block, which the expression hooks do not give:
 * they walk the body once, as parsed (the function_def hook), so that
 * they see the body of an inline function nothing calls too, which
 * sparse checks as it parses but does not evaluate.  The others
 * (-Wparentheses, -Wlogical-not-bitwise, -Wcase-type) are sparse's
 * checks during evaluation: only evaluated bodies have them.
 */
#include "ast.h"
#include "checks.h"
#include "sema.h"
#include "type.h"
#include "util.h"

/* ---------------------------------------------------------------- */
/* Expressions */

/*
 * "if (a = b)": a plain '=' as the whole controlling expression of if,
 * ?: and, as gcc's -Wparentheses does, of while, do and for (sparse
 * checks if and ?: only; the kernel has no such loop, gcc -Wall rejects
 * it).  Extra parentheses, in the source or in a macro's body, say the
 * assignment is meant.
 */
static void cond_assign(struct node *owner, struct node *cond)
{
	switch (owner->kind) {
	case N_IF: case N_COND: case N_WHILE: case N_DO: case N_FOR:
		break;
	default:
		return;		/* an operand of ! && || */
	}
	if (cond->kind == N_ASSIGN && cond->op == OP_ASSIGN && !(cond->flags & AST_F_PAREN))
		diag_warning(CHECK_PARENTHESES, cond->pos, "assignment expression in conditional");
}

static bool is_logical_not(const struct node *e)
{
	return e->kind == N_UNARY && e->op == OP_NOT;
}

/* "!x & y" is most likely "!(x & y)" or "!x && y" (sparse, whatever the parentheses). */
static void not_bitwise(struct node *e, int op, struct node *l, struct node *r)
{
	bool nl, nr;

	if (e->kind != N_BINARY || (op != OP_AND && op != OP_OR))
		return;
	nl = is_logical_not(l);
	nr = is_logical_not(r);
	if (nl || nr)
		diag_warning(CHECK_LOGICAL_NOT_BITWISE, e->pos, "dubious: %sx %s %sy",
			     nl ? "!" : "", ast_op_spelling(op), nr ? "!" : "");
}

static void case_type_one(struct node *e)
{
	if (!e || !e->type || sema_is_error(e->type) || type_is_integer(e->type))
		return;
	diag_warning(CHECK_CASE_TYPE, e->pos, "incompatible types for 'case' statement");
}

static void case_type(struct node *s, struct node *ctrl)
{
	if (s->kind != N_CASE)
		return;
	case_type_one(s->kid[0]);
	case_type_one(s->kid[1]);
}

/* ---------------------------------------------------------------- */
/* The walk over a function's body */

static bool is_label(const struct node *n)
{
	return n->kind == N_LABELED || n->kind == N_CASE || n->kind == N_DEFAULT;
}

/*
 * The items of a block: a label that ends it, and a declaration after
 * a statement (sparse warns once, then again only after another statement).
 */
static void block(struct node *s)
{
	struct node *n, *prev = NULL;
	bool seen_stmt = false;

	for (n = s->kid[0]; n; prev = n, n = n->next) {
		if (n->kind == N_DECL) {
			if (seen_stmt &&
			    diag_warning(CHECK_DECLARATION_AFTER_STATEMENT, n->pos,
					 "mixing declarations and code"))
				seen_stmt = false;
		} else if (n->kind != N_STATIC_ASSERT && n->kind != N_LOCAL_LABEL &&
			   n->kind != N_FUNCTION_DEF) {
			seen_stmt = true;
		}
		if ((n->flags & AST_F_NO_STMT) && prev && is_label(prev))
			diag_warning(CHECK_LABEL_AT_END, n->pos, "statement expected after %s",
				     prev->kind == N_LABELED ? "label" : "case label");
	}
}

static bool attr_list_has(struct node *list, const char *name)
{
	for (; list; list = list->next)
		if (list->kind == N_ATTRIBUTE && attr_is(list, name))
			return true;
	return false;
}

/*
 * A label nothing jumps to (labels are resolved: sema/stmt.c).  A label
 * of a __label__ declaration is not reported (sparse does not: kernel
 * macros declare them for every expansion), nor one with
 * __attribute__((unused)), nor a second definition (an error).
 */
static void unused_label(struct node *n)
{
	if (n->flags & (AST_F_LABEL_USED | AST_F_LABEL_LOCAL | AST_F_LABEL_DUPLICATE))
		return;
	if (attr_list_has(n->kid[2], "unused"))
		return;
	diag_warning(CHECK_UNUSED_LABEL, n->pos, "unused label '%s'", n->name->name);
}

static void walk(struct node *n, void *arg)
{
	switch (n->kind) {
	case N_SWITCH:
		if (!n->sw.cases)
			diag_warning(CHECK_EMPTY_SWITCH, n->pos, "switch with no cases");
		break;
	case N_COMPOUND:
		block(n);
		break;
	case N_DO:
		if (n->kid[0] && n->kid[0]->kind != N_COMPOUND)
			diag_warning(CHECK_DO_WHILE, n->kid[0]->pos,
				     "do-while statement is not a compound statement");
		break;
	case N_LABELED:
		unused_label(n);
		break;
	case N_FUNCTION_DEF:
		return;		/* a nested function: a body of its own */
	case N_BINARY: case N_COMMA:
		/* a left-nested chain as long as a generated table: a loop, not recursion */
		for (; n->kind == N_BINARY || n->kind == N_COMMA; n = n->kid[0])
			walk(n->kid[1], arg);
		walk(n, arg);
		return;
	default:
		break;
	}
	ast_for_each_child(n, walk, arg);
}

static void function_statements(struct decl_sym *fn, struct node *def)
{
	if (def->kid[3])
		walk(def->kid[3], NULL);
}

/*
 * "return v;" in a void function, "return;" in one that returns a value
 * (sparse's errors, gcc's -Wreturn-type).  "return f();" of a void f()
 * in a void function is -Wreturn-void's.
 */
static void return_type(struct node *s, struct type *ret)
{
	struct node *v = s->kid[0];

	if (ret->kind == TYPE_VOID && v && v->type && v->type->kind != TYPE_VOID)
		diag_warning(CHECK_RETURN_TYPE, v->pos, "return expression in void function");
	else if (ret->kind != TYPE_VOID && !v)
		diag_warning(CHECK_RETURN_TYPE, s->pos, "return with no return value");
}

void statements_register(void)
{
	if (check_enabled(CHECK_RETURN_TYPE))
		hook_add(return_stmt, return_type);
	if (check_enabled(CHECK_PARENTHESES))
		hook_add(condition, cond_assign);
	if (check_enabled(CHECK_LOGICAL_NOT_BITWISE))
		hook_add(binary, not_bitwise);
	if (check_enabled(CHECK_CASE_TYPE))
		hook_add(case_label, case_type);
	if (check_enabled(CHECK_EMPTY_SWITCH) || check_enabled(CHECK_LABEL_AT_END) ||
	    check_enabled(CHECK_UNUSED_LABEL) || check_enabled(CHECK_DO_WHILE) ||
	    check_enabled(CHECK_DECLARATION_AFTER_STATEMENT))
		hook_add(function_def, function_statements);
}
