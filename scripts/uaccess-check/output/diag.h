/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Diagnostics: gcc's format, "file:line:col: warning: text [-Wname]",
 * followed by note lines (types involved, macro expansions).  One module
 * counts them, applies -w, -W[no-]name, -Werror=name, -Wsparse-error,
 * -fmax-warnings= and -fmax-errors=, and decides the exit status.
 */
#ifndef UACCESS_CHECK_DIAG_H
#define UACCESS_CHECK_DIAG_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>

#include "source.h"

/*
 * What a diagnostic underlines: the caret at POS (the place printed in
 * "file:line:col:"), the range from the first token at START to the last
 * at END (locations of the tokens' first characters).  ast_range() makes
 * one of an expression.
 */
struct srcrange {
	struct srcpos pos;
	uint32_t start, end;
};

enum check_id {
#define CHECK(id, name, def, family, desc) CHECK_##id,
#define DIAG(id, name, def, desc) CHECK_##id,
#include "checks.def"
#undef CHECK
#undef DIAG
	CHECK_NR
};

/*
 * A diagnostic is a record: built by diag_error()/diag_warning() and the
 * diag_note()s after it, emitted by the output back end (output.h) when
 * the next diagnostic starts or at diag_flush().
 */
enum diag_severity {
	DIAG_ERROR,
	DIAG_WARNING,
	DIAG_NOTE,		/* a note with no diagnostic to belong to */
	DIAG_FATAL,		/* an error that ends the unit (position-less only) */
};

struct diag_note {
	struct srcpos pos;
	bool line_only;			/* the place is a line: no column printed */
	bool step;			/* a step of the path to the finding (SARIF's codeFlows) */
	struct srcpos start, end;	/* its range, as a diag_record's */
	char *text;
};

/* What a baseline (--baseline=FILE) says of a record. */
enum diag_baseline {
	BASELINE_NONE,			/* no baseline given */
	BASELINE_NEW,			/* not in it */
	BASELINE_KNOWN,			/* in it: hidden from the text, kept in SARIF */
};

struct diag_record {
	enum diag_severity severity;
	int check;			/* enum check_id; -1: an error of the front end */
	const char *check_name;		/* its -W name, or NULL */
	/*
	 * A record about no place in the source (the command line, a whole
	 * input): what it is about ("uaccess-check", "<command-line>"), and pos
	 * means nothing; NULL otherwise.
	 */
	const char *where;
	bool fails;			/* an error sparse fails on: exit status 1 */
	bool promoted;			/* a warning made an error (-Werror=, -Wsparse-error) */
	bool werror_named;		/* by -Werror=NAME: the option reads -Werror=NAME */
	struct srcpos pos;		/* where (spelling place and macro expansion) */
	bool line_only;			/* the place is a line: no column printed */
	/*
	 * The range, when the warning was given one (struct srcrange): the
	 * first and the last token's location; both pos when only a point is
	 * known.  diag_token_length() says where the last token ends.
	 */
	struct srcpos start, end;
	const char *function;		/* the function being evaluated, or NULL */
	const char *unit;		/* the input file of the unit it was found in */
	char fingerprint[17];		/* fingerprint.h: set when the record goes out */
	enum diag_baseline baseline;	/* set when the record goes out */
	char *message;
	struct diag_note *notes;
	unsigned int nnotes, cap;
};

void diag_error(struct srcpos pos, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void diag_verror(struct srcpos pos, const char *fmt, va_list ap);
/*
 * An error after which the unit was not really checked and sparse exits
 * with status 1 (a missing header, a constant too big for any type): the
 * run exits with status 1 too, so that CI sees it.
 */
void diag_error_failing(struct srcpos pos, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void diag_verror_failing(struct srcpos pos, const char *fmt, va_list ap);
/*
 * False when the warning's check is off: no notes then.  WHERE is a
 * struct srcpos (a point) or a struct srcrange (ast_range(e): the
 * expression is underlined under the caret).
 */
#define diag_warning(check, where, ...) \
	_Generic((where), struct srcrange: diag_warning_range, default: diag_warning_at) \
		((check), (where), __VA_ARGS__)
bool diag_warning_at(enum check_id check, struct srcpos pos, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
bool diag_warning_range(enum check_id check, struct srcrange range, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/*
 * The length of the token at location LOC (a file location, or one in a
 * macro expansion: its spelling's), 1 if unknown: where a range ends.
 */
unsigned int diag_token_length(uint32_t loc);
/* A note of the diagnostic being built; WHERE as diag_warning()'s. */
#define diag_note(where, ...) \
	_Generic((where), struct srcrange: diag_note_range, default: diag_note_at)((where), __VA_ARGS__)
void diag_note_at(struct srcpos pos, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void diag_note_range(struct srcrange range, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/*
 * A note that is a step of the path the finding is at the end of ("'l'
 * acquired here" for a lock still held at a return, a first fetch): the
 * same in the text, the steps of a code flow in SARIF.
 */
#define diag_note_step(where, ...) \
	_Generic((where), struct srcrange: diag_note_step_range, default: diag_note_step_at) \
		((where), __VA_ARGS__)
void diag_note_step_at(struct srcpos pos, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void diag_note_step_range(struct srcrange range, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* The same about the line of POS (gcc's "previous definition" notes). */
void diag_note_line(struct srcpos pos, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* An error about the command line or a whole input: no position. */
void diag_error_nopos(const char *fmt, ...)
	__attribute__((format(printf, 1, 2)));
/*
 * An error that ends the unit, about WHERE (gcc's "<command-line>"): the
 * unit is not checked and the run exits with status 2.
 */
void diag_fatal_nopos(const char *where, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/*
 * Between diag_mute() and diag_unmute() (they nest) nothing with a
 * position is reported, nor counted: sema evaluates the lock expressions
 * of sparse's contexts, which sparse never evaluates, so.
 */
void diag_mute(void);
void diag_unmute(void);
/*
 * The unit is not checked further from POS on: a note "checking of this
 * unit stopped: " and the reason (printf-style) goes with the diagnostic
 * being built (the error that stops the unit), and then nothing more is
 * reported for the unit, nor printed of what was found after POS.  The
 * next unit starts afresh (diag_unit_begin()).  More than -fmax-errors=
 * errors in a unit stop it so too.
 */
void diag_stop_unit(struct srcpos pos, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* Whether the unit stopped: the parser reads no further (it saves the time). */
extern bool diag_stopped;
static inline bool diag_unit_stopped(void)
{
	return diag_stopped;	/* read for each token the parser takes: inline */
}
/* Emits the diagnostic being built, if any. */
void diag_flush(void);
/* A unit starts: INPUT, the file named on the command line (for the records). */
void diag_unit_begin(const char *input);
/* The function whose body is being evaluated (NULL outside functions), for the records. */
void diag_set_function(const char *name);
/* What R is, as gcc says it ("warning", "error" for a promoted one, "fatal error", "note"). */
const char *diag_severity_name(const struct diag_record *r);
/* The -W name of a check. */
const char *diag_check_name(enum check_id check);

bool check_enabled(enum check_id check);
/* Sets the default of CHECK (an explicit -W option still wins), e.g. from -std=. */
void diag_set_default(enum check_id check, bool on);

/*
 * Handles -W<name>, -Wno-<name>, -Werror=<name>, -Wno-error=<name>,
 * -Wsparse-all, -Wsparse-error, -w, -fmax-warnings=, -fmax-errors= and
 * -fdiagnostic-prefix[=NAME].  Returns false for an option that is not
 * one of ours (a gcc warning option: ignored).
 */
bool diag_option(const char *opt);
/* Every check back to its default, for another command line in one process. */
void diag_reset_options(void);

/* Whether NAME (no "-W", "no-", "=VALUE") is one of gcc's or clang's -W options. */
bool diag_compiler_warning(const char *name);
/* The check, umbrella or sparse option name nearest to NAME (a typo of it), or NULL. */
const char *diag_suggest_check(const char *name);
/*
 * A warning (else a note) about the command line: "uaccess-check:
 * warning: ..."; never an error, the exit status stays.
 */
void diag_cmdline(bool warning, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* List the checks for --help. */
void diag_list_checks(void);

/*
 * Exit status of the run: 1 if a warning was made an error by an option,
 * if an error sparse fails on was reported (diag_error_failing()), or if
 * any error was reported under -Wsparse-error; else 0.
 */
int diag_exit_status(void);

/* The summary line of the warnings -fmax-warnings= dropped. */
void diag_finish(void);

extern unsigned int diag_errors, diag_warnings;

#endif
