// SPDX-License-Identifier: GPL-2.0
/*
 * The check registry: the start-up call of each family's register
 * function, once, when one of its checks is enabled.  A family
 * registers only the callbacks of its enabled checks, so the evaluator's
 * hook_run_*() find nothing to call for a disabled one.
 */
#include <stdio.h>

#include "ast.h"
#include "checks.h"
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
