// SPDX-License-Identifier: GPL-2.0
/*
 * What every user of a CFG needs beside building it: the order a
 * forward analysis visits its blocks in, and --dump-cfg.
 */
#include <string.h>

#include "ast.h"
#include "cfg.h"
#include "decl.h"
#include "hooks.h"
#include "source.h"
#include "util.h"

static const char *const edge_names[] = {
	[CFG_EDGE_NEXT] = "next",
	[CFG_EDGE_TRUE] = "true",
	[CFG_EDGE_FALSE] = "false",
	[CFG_EDGE_CASE] = "case",
	[CFG_EDGE_NO_CASE] = "no-case",
	[CFG_EDGE_GOTO] = "goto",
	[CFG_EDGE_RETURN] = "return",
	[CFG_EDGE_BACK] = "back",
};

const char *cfg_edge_name(int kind)
{
	return kind >= 0 && kind < (int)ARRAY_SIZE(edge_names) ? edge_names[kind] : "?";
}

unsigned int cfg_rpo(struct arena *arena, const struct cfg *cfg, struct cfg_block ***order)
{
	/* an explicit stack: a body of thousands of blocks must not overflow the C one */
	struct frame {
		struct cfg_block *blk;
		unsigned int next;
	} *stack = arena_alloc(arena, cfg->nblocks * sizeof(*stack));
	unsigned char *seen = arena_alloc(arena, cfg->nblocks);
	struct cfg_block **out = arena_alloc(arena, cfg->nblocks * sizeof(*out));
	unsigned int sp = 0, n = cfg->nblocks;

	memset(seen, 0, cfg->nblocks);
	stack[sp].blk = cfg->entry;
	stack[sp++].next = 0;
	seen[cfg->entry->id] = 1;
	while (sp) {
		struct frame *f = &stack[sp - 1];

		if (f->next < f->blk->nsuccs) {
			struct cfg_block *to = f->blk->succs[f->next++].to;

			if (!seen[to->id]) {
				seen[to->id] = 1;
				stack[sp].blk = to;
				stack[sp++].next = 0;
			}
			continue;
		}
		out[--n] = f->blk;
		sp--;
	}
	*order = out + n;
	return cfg->nblocks - n;
}

static void pos(FILE *out, struct srcpos p)
{
	struct srcplace pl = source_place(p.loc);

	fprintf(out, "%s:%u:%u", source_file_name(pl.file), pl.line, pl.col);
}

static void node_label(FILE *out, const struct node *n)
{
	if (!n) {
		fputs("end", out);
		return;
	}
	fputs(node_kind_names[n->kind], out);
	if (n->kind == N_CALL && n->callee)
		fprintf(out, " %s", n->callee->name->name);
	else if ((n->kind == N_IDENT || n->kind == N_GOTO || n->kind == N_DECLARATOR ||
		  n->kind == N_LABELED) && n->name)
		fprintf(out, " %s", n->name->name);
	else if (n->kind == N_MEMBER && n->mem.field && n->mem.field->name)
		fprintf(out, " %s%s", ast_op_spelling(n->op), n->mem.field->name->name);
	else if (n->op && (n->kind == N_BINARY || n->kind == N_ASSIGN || n->kind == N_UNARY ||
			   n->kind == N_POSTFIX))
		fprintf(out, " %s", ast_op_spelling(n->op));
	if (n->flags & AST_F_READ)
		fputs(" read", out);
	if (n->flags & AST_F_WRITE)
		fputs(" write", out);
	fputs(" <", out);
	pos(out, n->pos);
	fputc('>', out);
}

static void elem(FILE *out, const struct cfg_elem *el)
{
	fputs("    ", out);
	switch (el->kind) {
	case CFG_EXPR:
		node_label(out, el->n);
		break;
	case CFG_DECL:
		fputs("decl ", out);
		node_label(out, el->n->init_decl.declarator);
		break;
	case CFG_CONTEXT:
	case CFG_ASM:
		node_label(out, el->n);
		break;
	case CFG_VALUE:
		fputs("value ", out);
		node_label(out, el->n);
		fputs(" = ", out);
		if (el->value)
			node_label(out, el->value);
		else
			fprintf(out, "%d", el->truth);
		break;
	case CFG_CLEANUP:
		fprintf(out, "cleanup %s(&%s) at ", el->cleanup->var->cleanup ?
			el->cleanup->var->cleanup->name->name : "?", el->cleanup->var->name->name);
		node_label(out, el->n);
		break;
	}
	fputc('\n', out);
}

static const char *const term_names[] = {
	[CFG_T_NONE] = NULL,
	[CFG_T_BRANCH] = "branch on",
	[CFG_T_SWITCH] = "switch",
	[CFG_T_RETURN] = "return",
	[CFG_T_NORETURN] = "noreturn",
	[CFG_T_GOTO] = "goto",
};

void cfg_dump(FILE *out, const struct cfg *cfg)
{
	unsigned int i, j;

	fprintf(out, "cfg %s <", cfg->fn ? cfg->fn->name->name : "?");
	pos(out, cfg->body->pos);
	fprintf(out, ">: %u blocks%s\n", cfg->nblocks, cfg->too_big ? " (too big: not checked)" : "");
	for (i = 0; i < cfg->nblocks; i++) {
		const struct cfg_block *b = cfg->blocks[i];

		if (b != cfg->entry && !b->npreds && !b->nelems && !b->nsuccs)
			continue;	/* an unused join: nothing reaches or leaves it */
		fprintf(out, "  B%u%s <", b->id, b == cfg->entry ? " entry" :
			b == cfg->exit ? " exit" : !b->npreds ? " unreachable" : "");
		pos(out, b->pos);
		fputs(">", out);
		if (b->npreds) {
			fputs(" preds", out);
			for (j = 0; j < b->npreds; j++)
				fprintf(out, " B%u", b->preds[j].from->id);
		}
		fputc('\n', out);
		for (j = 0; j < b->nelems; j++)
			elem(out, &b->elems[j]);
		if (term_names[b->term]) {
			fprintf(out, "    %s ", term_names[b->term]);
			node_label(out, b->term_node);
			fputc('\n', out);
		}
		for (j = 0; j < b->nsuccs; j++) {
			const struct cfg_edge *e = &b->succs[j];

			fprintf(out, "    -> B%u %s", e->to->id, cfg_edge_name(e->kind));
			if (e->label) {
				fputc(' ', out);
				node_label(out, e->label);
			}
			fputc('\n', out);
		}
	}
}

static FILE *dump_out;
static struct arena dump_arena;

static void dump_body(struct decl_sym *fn, struct node *body)
{
	struct arena_mark m;

	if (!body)
		return;
	arena_mark(&dump_arena, &m);
	cfg_dump(dump_out, cfg_build(&dump_arena, fn, body));
	arena_reset(&dump_arena, &m);
}

void cfg_dump_register(FILE *out)
{
	dump_out = out;
	hook_add(function_body, dump_body);
}

const struct cfg *flow_fn_cfg(struct flow_fn *f)
{
	if (!f->cfg)
		f->cfg = cfg_build(f->arena, f->fn, f->body);
	return f->cfg;
}
