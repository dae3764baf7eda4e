/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The preprocessor: files, directives, conditionals and macro expansion,
 * in process, producing the token stream the parser reads (and -E prints).
 */
#ifndef UACCESS_CHECK_PP_H
#define UACCESS_CHECK_PP_H

#include <stdbool.h>
#include <stdio.h>

#include "source.h"
#include "token.h"

enum include_chain {
	INC_QUOTE,		/* -iquote */
	INC_BRACKET,		/* -I */
	INC_SYSTEM,		/* -isystem */
	INC_AFTER,		/* -idirafter */
};

/* What the command line tells the preprocessor, in command-line order. */
void pp_add_include_dir(const char *dir, enum include_chain chain);
/* -D, -U, -include, -imacros become lines of a built-in prologue. */
void pp_add_define(const char *arg);
void pp_add_undef(const char *arg);
void pp_add_include(const char *file);
void pp_add_imacros(const char *file);
void pp_add_prefix_map(const char *arg);	/* OLD=NEW */
void pp_set_nostdinc(bool on);

/*
 * Starts a translation unit.  The predefined macros are given as source
 * text.  Returns false (after an error) if the file cannot be read.
 */
bool pp_begin(const char *path, const char *predefined);
/* The same for a unit held in memory: LEN bytes at BUF, named NAME; BUF is copied. */
bool pp_begin_buffer(const char *name, const char *buf, size_t len, const char *predefined);

/* The next token after preprocessing; TOK_EOF at the end of the unit. */
void pp_next(struct token *t);

/*
 * Hooks the -E printer uses to follow files and pragmas; NULL when the
 * parser consumes the tokens.
 */
struct pp_hooks {
	void (*file_change)(uint32_t file, uint32_t line, int reason);
	void (*pragma)(const char *text, size_t len, const struct token *at);
	void (*line_change)(uint32_t file, uint32_t line);
	/*
	 * "#pragma GCC aarch64 "arm_neon.h"" on arm64: gcc declares the NEON
	 * tuple types there, between two declarations (pppragma.c).
	 */
	void (*neon_types)(void);
};
extern struct pp_hooks pp_hooks;

enum { FC_ENTER = 1, FC_LEAVE = 2, FC_LINE = 0 };

/* -dM: every macro defined at the end, as #define lines. */
void pp_dump_macros(FILE *out);

/* Ends a unit; the next pp_begin() starts afresh. */
void pp_end(void);
/*
 * After pp_end(), between runs in one process (the fuzz targets): the
 * memory of the units (macros, the include cache, the files read) goes.
 */
void pp_reset(void);
/*
 * The macros of the next unit's prologue (predefined, -D, -U) stay after
 * pp_reset(), and units with the same prologue start from them.
 */
void pp_keep_prologue(void);
/* The command line's -D, -U, -include, -imacros, -I... are forgotten. */
void pp_reset_options(void);

#endif
