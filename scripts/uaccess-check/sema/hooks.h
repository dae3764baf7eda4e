/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The typed hooks of the semantic pass (hooks.def).  Sema owns them and
 * runs a hook through hook_run_NAME(), which costs one test when nothing
 * is registered on it; the check families (checks.h) register callbacks
 * on them, so that sema needs nothing of the checks.  The registry here
 * also keeps the families' state per unit and per function body.
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

/*
 * What a family remembers from one hook to the next.  Nodes and types
 * live in the unit's arenas, whose memory the next unit reuses: a pointer
 * kept from one unit would name something else in the next.  So a family
 * keeps no state of its own: it gives its variables to the registry from
 * FAMILY_register(), check_state(SCOPE, var, release), and the registry
 * calls RELEASE (if not NULL: it frees what the variable points to) and
 * zeroes the variable when its scope begins and when it ends.
 */
enum check_scope {
	/* a translation unit: checks_unit_begin() to checks_unit_end() */
	CHECK_SCOPE_UNIT,
	/*
	 * A function body: checks_function_begin() to checks_function_end().
	 * A body evaluated in the middle of another (a nested function, an
	 * inline function evaluated at its first call) begins with its state
	 * zeroed, and the outer body's state is back after it.
	 */
	CHECK_SCOPE_FUNCTION,
};

void check_state_add(enum check_scope scope, void *var, size_t size, void (*release)(void),
		     const char *name);
#define check_state(scope, var, release) check_state_add(scope, &(var), sizeof(var), release, #var)

/*
 * The lifecycle the semantic pass reports to the registry: each clears
 * the state of its scope and runs the hook of the same name (state is
 * cleared before the hook at a beginning, after it at an end).
 */
void checks_unit_begin(void);
void checks_unit_end(void);
void checks_function_begin(struct decl_sym *fn, struct node *def);
void checks_function_end(struct decl_sym *fn, struct node *def);

/* Prints the callbacks registered on each hook and the state kept (--dump-hooks). */
void hooks_dump(FILE *out);

#endif
