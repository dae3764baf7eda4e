/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The source manager: the files of the run and the places in them.  The
 * preprocessor registers each file it opens; the diagnostics and the
 * other outputs ask it for names.  A place is a struct srcpos: the
 * spelling position and the chain of macro expansions it came out of.
 */
#ifndef UACCESS_CHECK_SOURCE_H
#define UACCESS_CHECK_SOURCE_H

#include <stdbool.h>
#include <stdint.h>

#include "token.h"

/* A macro expansion a token came from: the chain of invocations. */
struct expansion {
	const struct expansion *parent;	/* expansion the macro name came from */
	struct ident *macro;
	uint32_t line, col;		/* of the macro name */
	uint32_t file;
};

/* The outermost expansion of a chain (where the user wrote the macro). */
static inline const struct expansion *expansion_root(const struct expansion *e)
{
	while (e && e->parent)
		e = e->parent;
	return e;
}

/*
 * A source position: the spelling place and the macro expansion it is in.
 * Every AST node has one, so it is kept to 16 bytes: file indexes are 16
 * bits (as in tokens) and columns past 65535 read as 65535.
 */
struct srcpos {
	uint32_t line;
	uint16_t col;
	uint16_t file;
	const struct expansion *exp;
};

static inline uint16_t srcpos_col(uint32_t col)
{
	return col > UINT16_MAX ? UINT16_MAX : col;
}

static inline struct srcpos token_pos(const struct token *t)
{
	struct srcpos p = { .line = t->line, .col = srcpos_col(t->col), .file = t->file,
			    .exp = t->exp };

	return p;
}

/*
 * The index of file NAME (as found on the search path), registered the
 * first time; SYSTEM: a system header.  Indexes are stable for the run.
 */
uint32_t source_file_index(const char *name, bool system);
/* The name a file index stands for, as printed in diagnostics. */
const char *source_file_name(uint32_t file);
bool source_file_is_system(uint32_t file);
/* #pragma GCC system_header: the rest of the file is a system header. */
void source_set_system(uint32_t file);

#endif
