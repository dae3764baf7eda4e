// SPDX-License-Identifier: GPL-2.0
/*
 * The check registry: the start-up call of each family's register
 * function, once, when one of its checks is enabled.  A family
 * registers only the callbacks of its enabled checks, so the evaluator's
 * hook_run_*() find nothing to call for a disabled one.
 */
#include <stdio.h>
#include <string.h>

#include "ast.h"
#include "checks.h"
#include "key.h"
#include "source.h"
#include "type.h"
#include "util.h"

struct family {
	enum check_id check;
	void (*reg)(void);
};

static const struct family families[] = {
#define CHECK(id, name, def, family, desc) { CHECK_##id, family##_register },
#define DIAG(id, name, def, desc)
#include "checks.def"
#undef CHECK
#undef DIAG
};

void checks_register(void)
{
	void (*done[ARRAY_SIZE(families)])(void);
	unsigned int ndone = 0, i, j;

	for (i = 0; i < ARRAY_SIZE(families); i++) {
		if (!check_enabled(families[i].check))
			continue;
		for (j = 0; j < ndone && done[j] != families[i].reg; j++)
			;
		if (j < ndone)
			continue;
		done[ndone++] = families[i].reg;
		families[i].reg();
	}
}

struct srcrange check_conv_range(const struct node *e, const struct conv_ctx *ctx)
{
	struct srcrange r = ast_range(e);

	r.pos = ctx->pos;
	return r;
}

const char *check_conv_place(const struct conv_ctx *ctx, char *buf, size_t size)
{
	switch (ctx->kind) {
	case CONV_ASSIGN:
		return "assignment";
	case CONV_INIT:
		return "initializer";
	case CONV_RETURN:
		return "return expression";
	case CONV_ARG:
		if (ctx->fn)
			snprintf(buf, size, "argument %u of '%s'", ctx->argno, ctx->fn);
		else
			snprintf(buf, size, "argument %u", ctx->argno);
		return buf;
	default:
		return "conversion";
	}
}

/*
 * E as the user would write it ("tsk->parent", "*p", "a[2]"), for a
 * message that names it; false, with nothing added, where a part of it
 * has no short spelling (a call's result, a statement expression).
 */
bool check_expr_str(const struct node *e, struct strbuf *sb)
{
	static struct arena keys;
	struct arena_mark m;
	size_t len = sb->len;
	bool ok;

	arena_mark(&keys, &m);
	key_print(sb, key_of(&keys, e));
	arena_reset(&keys, &m);
	ok = !memchr(sb->buf + len, '?', sb->len - len) && !memchr(sb->buf + len, '$', sb->len - len);
	if (!ok)
		sb->len = len;
	return ok;
}

/*
 * Whether POS is inside an expansion of a macro whose name starts with
 * PREFIX, or with ANYWHERE, contains it.
 */
static bool in_macro(struct srcpos pos, const char *name, bool anywhere)
{
	const struct expansion *e;
	size_t n = strlen(name);

	for (e = source_expansion(pos.loc); e; e = e->parent)
		if (anywhere ? strstr(e->macro->name, name) != NULL :
		    !strncmp(e->macro->name, name, n))
			return true;
	return false;
}

bool check_in_macro(struct srcpos pos, const char *prefix)
{
	return in_macro(pos, prefix, false);
}

bool check_in_macro_naming(struct srcpos pos, const char *part)
{
	return in_macro(pos, part, true);
}

/* The name a value read from E has in sparse's "got" notes: a variable's or a member's. */
static const char *value_name(const struct node *e)
{
	if (e && e->kind == N_IDENT && e->sym)
		return e->name->name;
	if (e && e->kind == N_MEMBER && e->member)
		return e->member->name;
	return NULL;
}

void check_note_types(const struct conv_ctx *ctx, const struct node *e, const struct type *to,
		      const struct type *from, const char *from_prefix)
{
	struct strbuf sb = { 0 };

	type_print_restricted(&sb, to, ctx->to_name);
	diag_note(ctx->pos, "expected '%s'", sb_cstr(&sb));
	sb.len = 0;
	sb_addstr(&sb, from_prefix);
	type_print_restricted(&sb, from, value_name(e));
	diag_note(ctx->pos, "got '%s'", sb_cstr(&sb));
	sb_free(&sb);
}
