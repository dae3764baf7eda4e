/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Diagnostics: gcc's format, "file:line:col: warning: text [-Wname]",
 * followed by note lines (types involved, macro expansions).  One module
 * counts them, applies -w, -W[no-]name, -Werror=name, -Wsparse-error and
 * -fmax-warnings=, and decides the exit status.
 */
#ifndef UACCESS_CHECK_DIAG_H
#define UACCESS_CHECK_DIAG_H

#include <stdbool.h>
#include <stdint.h>

#include "token.h"

enum check_id {
#define CHECK(id, name, def, family, desc) CHECK_##id,
#define DIAG(id, name, def, desc) CHECK_##id,
#include "checks.def"
#undef CHECK
#undef DIAG
	CHECK_NR
};

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

/* The file table: index -> name as printed in diagnostics. */
const char *diag_file_name(uint32_t file);

void diag_error(struct srcpos pos, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* False when the warning was not printed (its check is off, or the cap): no notes then. */
bool diag_warning(enum check_id check, struct srcpos pos, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void diag_note(struct srcpos pos, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* An error about the command line or a whole input: no position. */
void diag_error_nopos(const char *fmt, ...)
	__attribute__((format(printf, 1, 2)));

bool check_enabled(enum check_id check);

/*
 * Handles -W<name>, -Wno-<name>, -Werror=<name>, -Wno-error=<name>,
 * -Wsparse-all, -Wsparse-error, -w, -fmax-warnings=.  Returns false for
 * an option that is not one of ours (a gcc warning option: ignored).
 */
bool diag_option(const char *opt);

/* List the checks for --help. */
void diag_list_checks(void);

/* Exit status of the run: 1 if an error was promoted by -Werror=..., else 0. */
int diag_exit_status(void);

/* Summary line for dropped warnings (-fmax-warnings=). */
void diag_finish(void);

extern unsigned int diag_errors, diag_warnings;

#endif
