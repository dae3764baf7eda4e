// SPDX-License-Identifier: GPL-2.0
/*
 * The hook lists of hooks.def: filled at start-up by the check families'
 * register functions, run by the semantic pass.  The registry also owns
 * what the families remember between hooks (check_state()), and clears
 * it as units and function bodies begin and end.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* The families' state: a few variables each, for the families with checks enabled. */
#define MAX_STATES 32

static struct check_state {
	void *var;
	size_t size;
	void (*release)(void);
	const char *name;
	enum check_scope scope;
} states[MAX_STATES];
static unsigned int nstates;

/*
 * The function state of the bodies whose evaluation an inner one
 * interrupted, the innermost first, and how many bodies are being
 * evaluated.
 */
struct saved_state {
	struct saved_state *outer;
	unsigned char bytes[];
};
static struct saved_state *saved;
static unsigned int fn_depth;

void check_state_add(enum check_scope scope, void *var, size_t size, void (*release)(void),
		     const char *name)
{
	unsigned int i;

	for (i = 0; i < nstates; i++)
		if (states[i].var == var)
			return;
	if (nstates == MAX_STATES)
		fatal("too much check state (%s)", name);
	states[nstates++] = (struct check_state){ var, size, release, name, scope };
	memset(var, 0, size);
}

static void state_clear(enum check_scope scope)
{
	unsigned int i;

	for (i = 0; i < nstates; i++) {
		if (states[i].scope != scope)
			continue;
		if (states[i].release)
			states[i].release();
		memset(states[i].var, 0, states[i].size);
	}
}

/* Copies the function state to or from S (an outer body's, kept aside). */
static void fn_state_copy(struct saved_state *s, bool restore)
{
	size_t off = 0;
	unsigned int i;

	for (i = 0; i < nstates; i++) {
		if (states[i].scope != CHECK_SCOPE_FUNCTION)
			continue;
		if (restore)
			memcpy(states[i].var, s->bytes + off, states[i].size);
		else
			memcpy(s->bytes + off, states[i].var, states[i].size);
		off += states[i].size;
	}
}

static void fn_state_restore(void)
{
	struct saved_state *s = saved;

	saved = s->outer;
	fn_state_copy(s, true);
	free(s);
}

/* Every body's function state released: the unit begins or ends. */
static void state_reset(void)
{
	state_clear(CHECK_SCOPE_FUNCTION);
	while (saved) {
		fn_state_restore();
		state_clear(CHECK_SCOPE_FUNCTION);
	}
	fn_depth = 0;
	state_clear(CHECK_SCOPE_UNIT);
}

void checks_unit_begin(void)
{
	state_reset();
	hook_run_unit_begin();
}

void checks_unit_end(void)
{
	hook_run_unit_end();
	state_reset();
}

void checks_function_begin(struct decl_sym *fn, struct node *def)
{
	if (fn_depth++) {
		size_t size = 0;
		unsigned int i;
		struct saved_state *s;

		for (i = 0; i < nstates; i++)
			if (states[i].scope == CHECK_SCOPE_FUNCTION)
				size += states[i].size;
		s = xmalloc(sizeof(*s) + size);
		fn_state_copy(s, false);
		s->outer = saved;
		saved = s;
		/* the outer body's state, kept aside: not released */
		for (i = 0; i < nstates; i++)
			if (states[i].scope == CHECK_SCOPE_FUNCTION)
				memset(states[i].var, 0, states[i].size);
	} else {
		state_clear(CHECK_SCOPE_FUNCTION);
	}
	hook_run_function_begin(fn, def);
}

void checks_function_end(struct decl_sym *fn, struct node *def)
{
	hook_run_function_end(fn, def);
	state_clear(CHECK_SCOPE_FUNCTION);
	if (fn_depth && --fn_depth && saved)
		fn_state_restore();
}

void hooks_dump(FILE *out)
{
	static const char *const scopes[] = { "unit", "function" };
	unsigned int i;

#define HOOK(name, params, args)					\
	for (i = 0; i < hook_##name.n; i++)				\
		fprintf(out, "hook %s: %s\n", #name, hook_##name.fn_name[i]);
#include "hooks.def"
#undef HOOK
	for (i = 0; i < nstates; i++)
		fprintf(out, "state %s: %s\n", scopes[states[i].scope], states[i].name);
}
