// SPDX-License-Identifier: GPL-2.0
/*
 * The hook lists of hooks.def: filled at start-up by the check families'
 * register functions, run by the semantic pass.
 */
#include <stdio.h>

#include "hooks.h"
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

void hooks_dump(FILE *out)
{
	unsigned int i;

#define HOOK(name, params, args)					\
	for (i = 0; i < hook_##name.n; i++)				\
		fprintf(out, "hook %s: %s\n", #name, hook_##name.fn_name[i]);
#include "hooks.def"
#undef HOOK
}
