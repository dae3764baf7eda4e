// SPDX-License-Identifier: GPL-2.0
/*
 * --dump-ast: the tree after evaluation, one node a line, with what the
 * passes found (types, declarations, members, the lock contexts of
 * calls in the caller's terms).  The driver's: it reads the tree, the
 * semantic pass's symbols and types and the lock keys of flow/, which
 * ast.c, below them all, may not.
 */
#include <stdio.h>
#include <stdlib.h>

#include "ast.h"
#include "decl.h"
#include "dump.h"
#include "key.h"
#include "source.h"
#include "type.h"
#include "util.h"

static void dump_pos(FILE *out, struct srcpos pos)
{
	struct srcplace p = source_place(pos.loc);

	fprintf(out, "<%s:%u:%u>", source_file_name(p.file), p.line, p.col);
}

/*
 * The callee's lock contexts at call N, their lock expressions in the
 * caller's terms (flow/key.h: the arguments in place of the parameters).
 */
static void dump_call_contexts(FILE *out, const struct node *n)
{
	static struct arena keys;
	const struct decl_context *c;
	struct strbuf sb = { 0 };

	for (c = n->callee->contexts; c; c = c->next) {
		sb_addstr(&sb, " context(");
		if (c->expr) {
			key_print(&sb, key_at_call(&keys, n, c->expr));
			sb_addstr(&sb, ", ");
		}
		sb_printf(&sb, "%d, %d", c->in, c->out);
		decl_context_print_kind(&sb, c);
		sb_addc(&sb, ')');
	}
	fputs(sb_cstr(&sb), out);
	sb_free(&sb);
	arena_release(&keys);
}

/* One node: kind, operator, name or spelling, position; what evaluation found. */
static void dump_node(FILE *out, const struct node *n)
{
	const struct node *chosen = NULL, *cs;
	const struct decl_cleanup *c;

	fputs(node_kind_names[n->kind], out);
	switch (n->kind) {
	case N_BINARY: case N_ASSIGN: case N_UNARY: case N_POSTFIX: case N_MEMBER: case N_SPEC:
	case N_ALIGNOF_TYPE:
		fprintf(out, " %s", ast_op_spelling(n->op));
		break;
	case N_STRUCT:
		fprintf(out, " %s%s", ast_op_spelling(n->op & ~(AST_HAS_BODY | AST_PACK_MASK)),
			n->op & AST_HAS_BODY ? " {}" : "");
		break;
	default:
		if (n->op)
			fprintf(out, " op=%d", n->op);
	}
	switch (n->kind) {
	case N_IDENT: case N_TYPEDEF_NAME: case N_DECLARATOR: case N_GOTO:
	case N_LABEL_ADDR: case N_DESIG_FIELD: case N_LABELED: case N_ENUMERATOR:
	case N_ATTRIBUTE:
		fprintf(out, " %s", n->name ? n->name->name : "(abstract)");
		break;
	case N_INTEGER: case N_FLOATING: case N_CHAR: case N_STRING:
		fprintf(out, " %.*s", (int)n->len, n->str);
		break;
	}
	fputc(' ', out);
	dump_pos(out, n->pos);
	if (n->type && n->kind < N_INIT_LIST)
		fprintf(out, " '%s'", type_str(n->type));
	switch (n->kind) {
	case N_IDENT: case N_DECLARATOR:
		if (n->sym && n->sym->declared) {
			fputs(" decl ", out);
			dump_pos(out, n->sym->pos);
		}
		if (n->label) {		/* an asm goto's label */
			fputs(" label ", out);
			dump_pos(out, n->label->pos);
		}
		break;
	case N_MEMBER:
		if (n->member)
			fprintf(out, " member %s+%llu", n->member->name ? n->member->name : "",
				(unsigned long long)n->member->offset);
		break;
	case N_CALL:
		if (n->callee && n->callee->declared) {
			fprintf(out, " callee %s ", n->callee->name->name);
			dump_pos(out, n->callee->pos);
		}
		if (n->flags & AST_F_NORETURN)
			fputs(" noreturn", out);
		if (n->callee)
			dump_call_contexts(out, n);
		break;
	case N_DECL:
		for (c = n->cleanups; c; c = c->next) {
			fprintf(out, " cleanup %s %s ", c->var->name->name,
				c->var->cleanup->name->name);
			dump_pos(out, c->var->cleanup->pos);
		}
		break;
	case N_GOTO: case N_LABEL_ADDR:
		if (n->label) {
			fputs(" label ", out);
			dump_pos(out, n->label->pos);
		}
		break;
	case N_SWITCH:
		for (cs = n->cases; cs; cs = cs->next_case) {
			fputs(" case ", out);
			dump_pos(out, cs->pos);
		}
		break;
	case N_GENERIC: case N_CHOOSE_EXPR:
		chosen = n->chosen;
		break;
	}
	if (chosen) {
		fputs(" chosen ", out);
		dump_pos(out, chosen->pos);
	}
	if (n->flags & AST_F_READ)
		fputs(" read", out);
	if (n->flags & AST_F_WRITE)
		fputs(" write", out);
	fputc('\n', out);
}

/* Deeper levels are not indented further: a 100000-term sum would print 10^10 blanks. */
#define DUMP_MAX_INDENT 100

void dump_ast(FILE *out, const struct node *n, int depth)
{
	/* an explicit stack: a left-nested chain of operators has no bound on its depth */
	struct item {
		const struct node *n;
		int depth;
	} *stack;
	unsigned int cap = 64, sp = 0;
	const struct node *piece;
	int i;

	if (!n)
		return;
	stack = xmalloc(cap * sizeof(*stack));
	stack[sp++] = (struct item){ n, depth };
	while (sp) {
		struct item it = stack[--sp];

		n = it.n;
		if (it.depth > DUMP_MAX_INDENT)
			fprintf(out, "%*s[%d] ", DUMP_MAX_INDENT * 2, "", it.depth);
		else
			fprintf(out, "%*s", it.depth * 2, "");
		dump_node(out, n);
		/* after its children, the next of its list; children in slot order */
		vec_grow(stack, sp + 5, cap, 64);
		if (n->next)
			stack[sp++] = (struct item){ n->next, it.depth };
		/* the pieces of a string literal follow it, at its depth (a loop: they can be many) */
		if (n->kind == N_STRING) {
			for (piece = n->string.next_piece; piece;
			     piece = piece->string.next_piece) {
				fprintf(out, "%*s", it.depth * 2, "");
				dump_node(out, piece);
			}
			continue;
		}
		for (i = 3; i >= 0; i--) {
			if (ast_is_child_slot(n->kind, i) && n->kid[i])
				stack[sp++] = (struct item){ n->kid[i], it.depth + 1 };
		}
	}
	free(stack);
}
