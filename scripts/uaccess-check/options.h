/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The command line: Kbuild's (CHECKFLAGS, then gcc's whole c_flags, then
 * the source), sparse's options and the checker's own.
 */
#ifndef UACCESS_CHECK_OPTIONS_H
#define UACCESS_CHECK_OPTIONS_H

#include <stdbool.h>

struct options {
	bool preprocess_only;		/* -E */
	bool dump_macros;		/* -dM */
	bool no_line_markers;		/* -P */
	bool dump_ast;			/* --dump-ast */
	bool dump_types;		/* --dump-types */
	bool dump_hooks;		/* --dump-hooks */
	bool dump_events;		/* --dump-events */
	bool dump_cfg;			/* --dump-cfg */
	bool dump_uaccess;		/* --dump-uaccess */
	bool dump_lock_summaries;	/* --dump-lock-summaries */
	const char *output;		/* -o with -E */
	/* -fmemcpy-max-count=N: -Wmemcpy-max-count's limit, 0 none (sparse's default 100000) */
	unsigned long long memcpy_max_count;
	/* -fmax-nesting-depth=N: how deep a declaration's syntax tree may nest */
	unsigned int max_nesting_depth;
	const char **inputs;
	int ninputs;
};

/*
 * The default -fmax-nesting-depth: far beyond the kernel, and a third of
 * what the passes survive on the default 8 MB stack (about 24,000 levels).
 */
#define DEFAULT_MAX_NESTING_DEPTH 8192

extern struct options opts;

/*
 * Parses argv; exits with status 2 and a message on an unusable line
 * (through die(): an in-process caller can catch it).
 */
void options_parse(int argc, char **argv);
/* Every option back to its default, for another options_parse() in one process. */
void options_reset(void);

#endif
