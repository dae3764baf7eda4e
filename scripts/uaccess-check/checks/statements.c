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
 * sparse checks as it parses but does not evaluate.  The parser leaves
 * such a body unparsed unless statements_want_body(), which these checks
 * give it (parse_want_body_add()), finds in its tokens what they look
 * for.  The others
 * (-Wparentheses, -Wlogical-not-bitwise, -Wcase-type) are sparse's
 * checks during evaluation: only evaluated bodies have them.
 */
#include "ast.h"
#include "checks.h"
#include "parse.h"
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
	case_type_one(s->case_label.first);
	case_type_one(s->case_label.last);
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

	for (n = s->compound.items; n; prev = n, n = n->next) {
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
	if (attr_list_has(n->labeled.attributes, "unused"))
		return;
	diag_warning(CHECK_UNUSED_LABEL, n->pos, "unused label '%s'", n->name->name);
}

static void walk(struct node *n, void *arg)
{
	switch (n->kind) {
	case N_SWITCH:
		if (!n->cases)
			diag_warning(CHECK_EMPTY_SWITCH, n->pos, "switch with no cases");
		break;
	case N_COMPOUND:
		block(n);
		break;
	case N_DO:
		if (n->do_stmt.body && n->do_stmt.body->kind != N_COMPOUND)
			diag_warning(CHECK_DO_WHILE, n->do_stmt.body->pos,
				     "do-while statement is not a compound statement");
		break;
	case N_LABELED:
		unused_label(n);
		break;
	case N_FUNCTION_DEF:
		return;		/* a nested function: a body of its own */
	case N_BINARY: case N_COMMA:
		/* a left-nested chain as long as a generated table: a loop, not recursion */
		for (; n->kind == N_BINARY || n->kind == N_COMMA; n = n->binary.lhs)
			walk(n->binary.rhs, arg);
		walk(n, arg);
		return;
	default:
		break;
	}
	ast_for_each_child(n, walk, arg);
}

struct body_keywords {
	const struct ident *switch_, *case_, *default_, *do_, *else_, *attribute, *attribute2;
};

static bool is_kw(const struct token *t, const struct ident *kw)
{
	return t->kind == TOK_IDENT && t->id == kw;
}

/* The index after the group that opens at I (a '(' or '{'), N if it is not closed. */
static unsigned int group_end(const struct token *toks, unsigned int n, unsigned int i)
{
	int open = toks[i].kind, close = open == TOK_LPAREN ? TOK_RPAREN : TOK_RBRACE;
	unsigned int depth = 0;

	for (; i < n; i++) {
		if (toks[i].kind == open)
			depth++;
		else if (toks[i].kind == close && !--depth)
			return i + 1;
	}
	return n;
}

/* Whether the switch at I has a case or default label of its own, as far as tokens tell. */
static bool switch_has_cases(const struct token *toks, unsigned int n, unsigned int i,
			     const struct body_keywords *kw)
{
	unsigned int end;

	if (i + 1 >= n || toks[i + 1].kind != TOK_LPAREN)
		return false;
	i = group_end(toks, n, i + 1);
	if (i >= n || toks[i].kind != TOK_LBRACE)
		return false;		/* "switch (x) case 1: ...": not worth telling */
	end = group_end(toks, n, i);
	for (i++; i < end; i++) {
		if (is_kw(&toks[i], kw->case_) || is_kw(&toks[i], kw->default_))
			return true;
		/* a nested switch's labels are its own */
		if (is_kw(&toks[i], kw->switch_) && i + 1 < end && toks[i + 1].kind == TOK_LPAREN) {
			unsigned int j = group_end(toks, end, i + 1);

			if (j < end && toks[j].kind == TOK_LBRACE)
				i = group_end(toks, end, j) - 1;
		}
	}
	return false;
}

/* A token after which a statement, and so a label, may start. */
static bool statement_may_follow(const struct token *t, const struct body_keywords *kw)
{
	switch (t->kind) {
	case TOK_LBRACE: case TOK_RBRACE: case TOK_SEMI: case TOK_COLON: case TOK_RPAREN:
		return true;
	default:
		return is_kw(t, kw->else_) || is_kw(t, kw->do_);
	}
}

/* Whether the ':' at I ends a block ("out: }", "case 1: }"), an attribute after it or not. */
static bool colon_ends_block(const struct token *toks, unsigned int n, unsigned int i,
			     const struct body_keywords *kw)
{
	i++;
	while (i + 1 < n && (is_kw(&toks[i], kw->attribute) || is_kw(&toks[i], kw->attribute2)) &&
	       toks[i + 1].kind == TOK_LPAREN)
		i = group_end(toks, n, i + 1);
	return i < n && toks[i].kind == TOK_RBRACE;
}

/*
 * An inline function's body may be left unparsed, and then unchecked if
 * nothing uses it (parse.c); these checks see every body as written
 * (sparse's as it parses), so one that may have what they look for is
 * parsed, as far as its tokens tell: a switch without a case or default
 * of its own (-Wempty-switch), a label and a ':' just before the closing
 * brace (-Wlabel-at-end), a name and ':' where a statement may start
 * (-Wunused-label: an old-style designator too, which only costs a
 * parse), a do not followed by '{' (-Wdo-while), any body for
 * -Wdeclaration-after-statement.
 */
static bool statements_want_body(const struct token *toks, unsigned int n)
{
	static struct body_keywords kw;
	bool sw = check_enabled(CHECK_EMPTY_SWITCH);
	bool at_end = check_enabled(CHECK_LABEL_AT_END);
	bool label = check_enabled(CHECK_UNUSED_LABEL);
	bool dw = check_enabled(CHECK_DO_WHILE);
	unsigned int i;

	if (check_enabled(CHECK_DECLARATION_AFTER_STATEMENT))
		return true;
	if (!kw.switch_) {
		kw.switch_ = ident_get("switch");
		kw.case_ = ident_get("case");
		kw.default_ = ident_get("default");
		kw.do_ = ident_get("do");
		kw.else_ = ident_get("else");
		kw.attribute = ident_get("__attribute__");
		kw.attribute2 = ident_get("__attribute");
	}
	for (i = 0; i < n; i++) {
		const struct token *t = &toks[i];

		if (t->kind == TOK_COLON) {
			if (at_end && colon_ends_block(toks, n, i, &kw))
				return true;
			continue;
		}
		if (t->kind != TOK_IDENT)
			continue;
		if (sw && t->id == kw.switch_ && !switch_has_cases(toks, n, i, &kw))
			return true;
		if (dw && t->id == kw.do_ && i + 1 < n && toks[i + 1].kind != TOK_LBRACE)
			return true;
		if (label && i > 0 && i + 1 < n && toks[i + 1].kind == TOK_COLON &&
		    !t->id->keyword && statement_may_follow(&toks[i - 1], &kw))
			return true;
	}
	return false;
}

static void function_statements(struct decl_sym *fn, struct node *def)
{
	if (def->function_def.body)
		walk(def->function_def.body, NULL);
}

/*
 * "return v;" in a void function, "return;" in one that returns a value
 * (sparse's errors, gcc's -Wreturn-type).  "return f();" of a void f()
 * in a void function is -Wreturn-void's.
 */
static void return_type(struct node *s, struct type *ret)
{
	struct node *v = s->return_stmt.expr;

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
	    check_enabled(CHECK_DECLARATION_AFTER_STATEMENT)) {
		hook_add(function_def, function_statements);
		parse_want_body_add(statements_want_body);
	}
}
