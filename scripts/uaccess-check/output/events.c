// SPDX-License-Identifier: GPL-2.0
/*
 * --dump-events: the events the hooks deliver, one line each, in the
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
	fprintf(events_out, " <%s:%u:%u>\n", source_file_name(pos.file), pos.line, pos.col);
}

/* What an object access is of: a variable's name, else the node's kind. */
static void access(const char *what, struct node *e, struct type *t)
{
	fprintf(events_out, "%s %s", what,
		e->kind == N_IDENT ? e->name->name : node_kind_names[e->kind]);
	if (e->kind == N_UNARY || e->kind == N_MEMBER)
		fprintf(events_out, " %s", ast_op_spelling(e->op));
	if (e->kind == N_MEMBER && e->mem.member && e->mem.member->name)
		fprintf(events_out, "%s", e->mem.member->name);
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

static void event_function_begin(struct decl_sym *fn, struct node *def)
{
	fprintf(events_out, "function %s", fn->name->name);
	where(def->pos);
}

static void event_function_end(struct decl_sym *fn, struct node *def)
{
	fprintf(events_out, "end %s\n", fn->name->name);
}

void events_register(FILE *out)
{
	events_out = out;
	hook_add(read, event_read);
	hook_add(write, event_write);
	hook_add(call, event_call);
	hook_add(function_begin, event_function_begin);
	hook_add(function_end, event_function_end);
}
