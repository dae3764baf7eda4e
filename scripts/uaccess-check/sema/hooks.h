/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The typed hooks of the semantic pass (hooks.def).  Sema owns them and
 * runs a hook through hook_run_NAME(), which costs one test when nothing
 * is registered on it; the check families (checks.h) register callbacks
 * on them, so that sema needs nothing of the checks.
 */
#ifndef UACCESS_CHECK_HOOKS_H
#define UACCESS_CHECK_HOOKS_H

#include <stdio.h>

#include "sema.h"

struct node;
struct type;
struct decl_sym;

/* Callbacks per hook: a handful of families at most. */
#define HOOK_MAX_CALLBACKS 16

#define HOOK(name, params, args)					\
	typedef void hook_##name##_fn params;				\
	struct hook_##name##_list {					\
		unsigned int n;						\
		hook_##name##_fn *fn[HOOK_MAX_CALLBACKS];		\
		const char *fn_name[HOOK_MAX_CALLBACKS];		\
	};								\
	extern struct hook_##name##_list hook_##name;			\
	void hook_add_##name(hook_##name##_fn *fn, const char *fn_name); \
	static inline void hook_run_##name params			\
	{								\
		unsigned int i;						\
									\
		for (i = 0; i < hook_##name.n; i++)			\
			hook_##name.fn[i] args;				\
	}
#include "hooks.def"
#undef HOOK

/* FAMILY_register() calls these: hook_add(read, noderef_read). */
#define hook_add(name, fn) hook_add_##name(fn, #fn)

/* Prints the callbacks registered on each hook (--dump-hooks). */
void hooks_dump(FILE *out);

#endif
