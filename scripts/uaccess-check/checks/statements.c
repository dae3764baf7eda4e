// SPDX-License-Identifier: GPL-2.0
/*
 * Statement checks, sparse's warnings about the shape of statements: a
 * switch with no case (-Wempty-switch), an assignment used as a truth
 * value (-Wparentheses), a logical not as an operand of a bitwise
 * operator (-Wlogical-not-bitwise), a case label that is not an integer
 * (-Wcase-type), a label that ends a block (-Wlabel-at-end), an unused
 * label (-Wunused-label), a do-while body that is not a block
 * (-Wdo-while), a declaration after a statement
 * (-Wdeclaration-after-statement).  The messages are sparse's.
 *
 * The checks about a function's statements as written need the
 * enclosing switch or block, which the expression hooks do not give:
 * they walk the body once, as parsed (the function_def hook), so that
 * they see the body of an inline function nothing calls too, which
 * sparse checks as it parses but does not evaluate.  The others
 * (-Wparentheses, -Wlogical-not-bitwise, -Wcase-type) are sparse's
 * checks during evaluation: only evaluated bodies have them.
 */
#include <stdlib.h>

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

struct label_def {
	struct ident *name;
	struct node *def;
};

struct walk {
	unsigned int *switch_labels;	/* case/default labels of the innermost switch */
	struct label_def *defs;		/* labels defined, in order */
	struct ident **used;		/* names a goto, &&label or asm goto uses */
	struct ident **local;		/* names declared __label__ */
	unsigned int ndefs, nused, nlocal, cap_defs, cap_used, cap_local;
};

static void name_add(struct ident ***list, unsigned int *n, unsigned int *cap, struct ident *name)
{
	vec_grow(*list, *n + 1, *cap, 16);
	(*list)[(*n)++] = name;
}

static int ptr_cmp(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t)*(struct ident *const *)a, y = (uintptr_t)*(struct ident *const *)b;

	return x < y ? -1 : x > y;
}

/* LIST is sorted (ptr_cmp): a function of many labels costs n log n. */
static bool name_in(struct ident **list, unsigned int n, struct ident *name)
{
	return n && bsearch(&name, list, n, sizeof(*list), ptr_cmp);
}

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

static void walk(struct node *n, void *arg)
{
	struct walk *w = arg;
	struct node *l;

	switch (n->kind) {
	case N_SWITCH: {
		unsigned int *outer = w->switch_labels, labels = 0;

		w->switch_labels = &labels;
		ast_for_each_child(n, walk, w);
		w->switch_labels = outer;
		if (!labels)
			diag_warning(CHECK_EMPTY_SWITCH, n->pos, "switch with no cases");
		return;
	}
	case N_CASE: case N_DEFAULT:
		if (w->switch_labels)
			(*w->switch_labels)++;
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
		vec_grow(w->defs, w->ndefs + 1, w->cap_defs, 16);
		w->defs[w->ndefs].name = n->name;
		w->defs[w->ndefs++].def = n;
		break;
	case N_GOTO: case N_LABEL_ADDR:
		name_add(&w->used, &w->nused, &w->cap_used, n->name);
		break;
	case N_ASM_TAIL:	/* asm goto's labels */
		for (l = n->kid[1]; l; l = l->next)
			if (l->kind == N_IDENT)
				name_add(&w->used, &w->nused, &w->cap_used, l->name);
		break;
	case N_LOCAL_LABEL:
		for (l = n->kid[0]; l; l = l->next)
			if (l->name)
				name_add(&w->local, &w->nlocal, &w->cap_local, l->name);
		break;
	case N_FUNCTION_DEF:
		return;		/* a nested function: a body of its own */
	case N_BINARY: case N_COMMA:
		/* a left-nested chain as long as a generated table: a loop, not recursion */
		for (; n->kind == N_BINARY || n->kind == N_COMMA; n = n->kid[0])
			walk(n->kid[1], w);
		walk(n, w);
		return;
	default:
		break;
	}
	ast_for_each_child(n, walk, w);
}

static bool attr_list_has(struct node *list, const char *name)
{
	for (; list; list = list->next)
		if (list->kind == N_ATTRIBUTE && attr_is(list, name))
			return true;
	return false;
}

/*
 * A label nothing jumps to.  A label of a __label__ declaration is not
 * reported (sparse does not: kernel macros declare them for every
 * expansion), nor one with __attribute__((unused)).
 */
static void unused_labels(struct walk *w)
{
	unsigned int i;

	if (w->nused)
		qsort(w->used, w->nused, sizeof(*w->used), ptr_cmp);
	if (w->nlocal)
		qsort(w->local, w->nlocal, sizeof(*w->local), ptr_cmp);
	for (i = 0; i < w->ndefs; i++) {
		struct label_def *d = &w->defs[i];

		if (name_in(w->used, w->nused, d->name) || name_in(w->local, w->nlocal, d->name))
			continue;
		if (attr_list_has(d->def->kid[2], "unused"))
			continue;
		diag_warning(CHECK_UNUSED_LABEL, d->def->pos, "unused label '%s'", d->name->name);
	}
}

static void function_statements(struct decl_sym *fn, struct node *def)
{
	struct walk w = { 0 };

	if (!def->kid[3])
		return;
	walk(def->kid[3], &w);
	unused_labels(&w);
	free(w.defs);
	free(w.used);
	free(w.local);
}

void statements_register(void)
{
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
