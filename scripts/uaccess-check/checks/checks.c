// SPDX-License-Identifier: GPL-2.0
/*
 * The check registry: hook lists, and the start-up call of each family's
 * register function, once, when one of its checks is enabled.  A family
 * registers only the callbacks of its enabled checks, so the evaluator's
 * hook_run_*() find nothing to call for a disabled one.
 */
#include <stdio.h>

#include "checks.h"
#include "util.h"

#define HOOK(name, params, args)					\
	struct hook_##name##_list hook_##name;				\
	void hook_add_##name(hook_##name##_fn *fn, const char *fn_name)	\
	{								\
		unsigned int i;						\
									\
		for (i = 0; i < hook_##name.n; i++)			\
			if (hook_##name.fn[i] == fn)			\
				return;					\
		if (hook_##name.n == HOOK_MAX_CALLBACKS)		\
			fatal("too many callbacks on hook " #name);	\
		hook_##name.fn_name[hook_##name.n] = fn_name;		\
		hook_##name.fn[hook_##name.n++] = fn;			\
	}
#include "hooks.def"
#undef HOOK

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

void checks_dump_hooks(FILE *out)
{
	unsigned int i;

#define HOOK(name, params, args)					\
	for (i = 0; i < hook_##name.n; i++)				\
		fprintf(out, "hook %s: %s\n", #name, hook_##name.fn_name[i]);
#include "hooks.def"
#undef HOOK
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
