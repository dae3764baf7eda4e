// SPDX-License-Identifier: GPL-2.0
/*
 * --dump-events: every event the hooks deliver, one line each, in the
 * order the checks receive them.  Not a check (it has no -W name): a
 * window on what the flow checks will see, and the tests' way to pin
 * that every read, write and call comes once and in evaluation order.
 */
#include <stdio.h>

#include "ast.h"
#include "checks.h"
#include "decl.h"
#include "type.h"

static FILE *events_out;

static void where(struct srcpos pos)
{
	struct srcplace p = source_place(pos.loc);

	fprintf(events_out, " <%s:%u:%u>\n", source_file_name(p.file), p.line, p.col);
}

/* What an object access is of: a variable's name, else the node's kind. */
static void access(const char *what, struct node *e, struct type *t)
{
	fprintf(events_out, "%s %s", what,
		e->kind == N_IDENT ? e->name->name : node_kind_names[e->kind]);
	if (e->kind == N_UNARY || e->kind == N_MEMBER)
		fprintf(events_out, " %s", ast_op_spelling(e->op));
	if (e->kind == N_MEMBER && e->member && e->member->name)
		fprintf(events_out, "%s", e->member->name);
	fprintf(events_out, " '%s'", type_str(t));
	where(e->pos);
}

static void event_read(struct node *e, struct type *t)
{
	access("read", e, t);
}

static void event_write(struct node *e, struct type *t)
{
	access("write", e, t);
}

static void event_call(struct node *e, struct decl_sym *callee, struct node **args,
		       unsigned int nargs)
{
	fprintf(events_out, "call %s/%u%s", callee ? callee->name->name : "(pointer)", nargs,
		e->flags & AST_F_NORETURN ? " noreturn" : "");
	where(e->pos);
}

static void event_function_def(struct decl_sym *fn, struct node *def)
{
	fprintf(events_out, "definition %s", fn->name->name);
	where(def->pos);
}

static void event_function_begin(struct decl_sym *fn, struct node *def)
{
	fprintf(events_out, "function %s", fn->name->name);
	where(def->pos);
}

static void event_function_end(struct decl_sym *fn, struct node *def)
{
	fprintf(events_out, "end %s\n", fn->name->name);
}

static void event_conversion(struct node *e, struct type *from, struct type *to,
			     const struct conv_ctx *ctx)
{
	static const char *const kinds[] = {
		[CONV_ASSIGN] = "assignment", [CONV_INIT] = "initializer", [CONV_ARG] = "argument",
		[CONV_RETURN] = "return", [CONV_CAST] = "cast",
	};

	fprintf(events_out, "convert %s '%s' -> '%s'", kinds[ctx->kind], type_str(from),
		type_str(to));
	where(e->pos);
}

static void event_cast(struct node *e, struct node *operand, struct type *from, struct type *to)
{
	fprintf(events_out, "cast '%s' -> '%s'", type_str(from), type_str(to));
	where(e->pos);
}

static void event_binary(struct node *e, int op, struct node *l, struct node *r)
{
	fprintf(events_out, "binary %s '%s'", ast_op_spelling(op), type_str(e->type));
	where(e->pos);
}

static void event_condition(struct node *owner, struct node *cond)
{
	fprintf(events_out, "condition '%s'", type_str(eval_value(cond)));
	where(cond->pos);
}

static void event_index(struct node *e, struct node *base, struct node *idx)
{
	fprintf(events_out, "index '%s'", type_str(e->type));
	where(e->pos);
}

static void event_comparison(struct node *e, int op, struct node *l, struct node *r)
{
	fprintf(events_out, "compare %s", ast_op_spelling(op));
	where(e->pos);
}

static void event_conditional(struct node *e, struct node *a, struct node *b)
{
	fprintf(events_out, "conditional '%s'", type_str(e->type));
	where(e->pos);
}

static void event_unary(struct node *e, int op, struct node *operand)
{
	fprintf(events_out, "unary %s%s '%s'", e->kind == N_POSTFIX ? "postfix " : "",
		ast_op_spelling(op), type_str(e->type));
	where(e->pos);
}

static void event_declaration(struct decl_sym *sym, struct node *decl,
			      const struct decl_info *info)
{
	fprintf(events_out, "declare %s '%s'", sym->name->name, type_str(sym->type));
	where(decl->pos);
}

static void event_init_item(struct node *value, struct type *t)
{
	fprintf(events_out, "init '%s'", type_str(t));
	where(value->pos);
}

static void event_asm(struct node *s)
{
	fputs("asm", events_out);
	where(s->pos);
}

static void event_case(struct node *s, struct node *ctrl)
{
	fputs(s->kind == N_DEFAULT ? "default" : "case", events_out);
	where(s->pos);
}

static void event_literal(struct node *e)
{
	fprintf(events_out, "literal %.*s", (int)e->len, e->str);
	where(e->pos);
}

static void event_function_body(struct decl_sym *fn, struct node *body)
{
	fprintf(events_out, "body %s", fn->name->name);
	where(body->pos);
}

static void event_unit_end(void)
{
	fputs("unit end\n", events_out);
}

void events_register(FILE *out)
{
	events_out = out;
	hook_add(read, event_read);
	hook_add(write, event_write);
	hook_add(call, event_call);
	hook_add(function_def, event_function_def);
	hook_add(function_begin, event_function_begin);
	hook_add(function_end, event_function_end);
	hook_add(conversion, event_conversion);
	hook_add(cast, event_cast);
	hook_add(binary, event_binary);
	hook_add(index, event_index);
	hook_add(condition, event_condition);
	hook_add(comparison, event_comparison);
	hook_add(conditional, event_conditional);
	hook_add(unary, event_unary);
	hook_add(declaration, event_declaration);
	hook_add(init_item, event_init_item);
	hook_add(asm_stmt, event_asm);
	hook_add(case_label, event_case);
	hook_add(literal, event_literal);
	hook_add(function_body, event_function_body);
	hook_add(unit_end, event_unit_end);
}
