// SPDX-License-Identifier: GPL-2.0
/*
 * --dump-types: one line per file-scope declaration (with a function's
 * noreturn and lock contexts, an object's guarding lock) and the layout of each struct, union and enum
 * defined outside functions, for the tests and for debugging.
 */
#include <stdlib.h>
#include <string.h>

#include "decl_int.h"

static void dump_expr(struct strbuf *sb, const struct node *e);

/* An operand of a postfix operator: parenthesized unless it is postfix itself. */
static void dump_operand(struct strbuf *sb, const struct node *e)
{
	bool plain = e->kind == N_IDENT || e->kind == N_MEMBER || e->kind == N_INDEX ||
		e->kind == N_CALL;

	if (!plain)
		sb_addc(sb, '(');
	dump_expr(sb, e);
	if (!plain)
		sb_addc(sb, ')');
}

/* A context's lock expression: the shapes the kernel gives it, "..." for the others. */
static void dump_expr(struct strbuf *sb, const struct node *e)
{
	const struct node *a;

	switch (e->kind) {
	case N_IDENT:
		sb_addstr(sb, e->name->name);
		break;
	case N_INTEGER: case N_FLOATING: case N_CHAR: case N_STRING:
		sb_add(sb, e->str, e->len);
		break;
	case N_MEMBER:
		dump_operand(sb, e->mem.base);
		sb_printf(sb, "%s%s", ast_op_spelling(e->op), e->mem.field->name->name);
		break;
	case N_UNARY:
		sb_addstr(sb, ast_op_spelling(e->op));
		dump_operand(sb, e->unary.operand);
		break;
	case N_INDEX:
		dump_operand(sb, e->subscript.array);
		sb_addc(sb, '[');
		dump_expr(sb, e->subscript.index);
		sb_addc(sb, ']');
		break;
	case N_CALL:
		dump_operand(sb, e->call.fn);
		sb_addc(sb, '(');
		for (a = e->call.args; a; a = a->next) {
			dump_expr(sb, a);
			if (a->next)
				sb_addstr(sb, ", ");
		}
		sb_addc(sb, ')');
		break;
	default:
		sb_addstr(sb, "...");
		break;
	}
}

/* " NAME(lock)" for a guarded_by or pt_guarded_by LOCK, if any. */
static void dump_guard(struct strbuf *sb, const char *name, const struct node *lock)
{
	if (!lock)
		return;
	sb_printf(sb, " %s(", name);
	dump_expr(sb, lock);
	sb_addc(sb, ')');
}

/* " context(lock, in, out)", then what Clang's attributes add to sparse's. */
static void dump_context(struct strbuf *sb, const struct decl_context *c)
{
	sb_addstr(sb, " context(");
	if (c->expr) {
		dump_expr(sb, c->expr);
		sb_addstr(sb, ", ");
	}
	sb_printf(sb, "%d, %d", c->in, c->out);
	decl_context_print_kind(sb, c);
	sb_addc(sb, ')');
}

void decl_context_print_kind(struct strbuf *sb, const struct decl_context *c)
{
	if (c->shared)
		sb_addstr(sb, ", shared");
	if (c->cond != CTX_COND_NONE)
		sb_addstr(sb, c->cond == CTX_COND_NONZERO ? ", cond=nonzero" : ", cond=zero");
	if (c->excluded)
		sb_addstr(sb, ", excluded");
	if (c->assumed)
		sb_addstr(sb, ", assumed");
}

/* NAME's type, and a function's or an object's attributes for the lock checks after it. */
void dump_type_line(const char *name, struct type *t, const struct decl_sym *sym)
{
	struct strbuf sb = { 0 };
	const struct decl_context *c;

	type_print(&sb, t, NULL);
	if (sym && sym->noreturn)
		sb_addstr(&sb, " noreturn");
	if (sym && sym->no_context_analysis)
		sb_addstr(&sb, " no_context_analysis");
	for (c = sym ? sym->contexts : NULL; c; c = c->next)
		dump_context(&sb, c);
	if (sym) {
		dump_guard(&sb, "guarded_by", sym->guarded_by);
		dump_guard(&sb, "pt_guarded_by", sym->pt_guarded_by);
	}
	fprintf(sema.dump, "%s: %s\n", name, sb_cstr(&sb));
	sb_free(&sb);
}

void dump_record(struct type *t, bool unknown)
{
	unsigned int i;

	if (unknown)
		fprintf(sema.dump, "%s %s: size ? align ?\n", t->kind == TYPE_UNION ? "union" : "struct",
			t->name ? t->name : "<anonymous>");
	else
		fprintf(sema.dump, "%s %s: size %lld align %u\n",
			t->kind == TYPE_UNION ? "union" : "struct",
			t->name ? t->name : "<anonymous>", (long long)type_sizeof(t),
			type_align_pref(t));
	for (i = 0; i < t->rec.nmembers; i++) {
		const struct type_member *m = &t->rec.members[i];
		struct strbuf sb = { 0 };

		type_print(&sb, m->type, NULL);
		if (m->counted_by)
			sb_printf(&sb, " counted_by(%s)", m->counted_by);
		dump_guard(&sb, "guarded_by", m->guarded_by);
		dump_guard(&sb, "pt_guarded_by", m->pt_guarded_by);
		if (m->width >= 0)
			fprintf(sema.dump, "  .%s offset %llu bit %u width %d: %s\n",
				m->name ? m->name : "<anonymous>", (unsigned long long)m->offset,
				m->bit, m->width, sb_cstr(&sb));
		else
			fprintf(sema.dump, "  .%s offset %llu: %s\n",
				m->name ? m->name : "<anonymous>", (unsigned long long)m->offset,
				sb_cstr(&sb));
		sb_free(&sb);
	}
}

void dump_enum(struct type *t, struct node *e)
{
	fprintf(sema.dump, "enum %s: size %lld align %u\n", t->name ? t->name : "<anonymous>",
		(long long)type_sizeof(t), type_align_pref(t));
	for (; e; e = e->next) {
		struct decl_sym *es = e->kind == N_ENUMERATOR ? decl_lookup(e->name, false) : NULL;

		if (!es || es->decl != e)
			continue;
		if (!es->value_known)
			fprintf(sema.dump, "  %s = ?\n", e->name->name);
		else if (type_is_signed(es->type))
			fprintf(sema.dump, "  %s = %lld\n", e->name->name, (long long)es->value);
		else
			fprintf(sema.dump, "  %s = %llu\n", e->name->name,
				(unsigned long long)es->value);
	}
}
