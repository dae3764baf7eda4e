// SPDX-License-Identifier: GPL-2.0
/*
 * Diagnostics in gcc's format.  A diagnostic inside a macro expansion is
 * reported where the user wrote the outermost macro, followed by one note
 * per macro of the chain, so the line a maintainer must look at comes
 * first and the macros explain how it got there.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "baseline.h"
#include "diag.h"
#include "fingerprint.h"
#include "output.h"
#include "util.h"

struct check_info {
	const char *name;
	bool def;
	const char *desc;
	const char *family;	/* NULL for the front end's own warnings */
};

/* Not const: a default may depend on another option (diag_set_default()). */
static struct check_info checks[CHECK_NR] = {
#define CHECK(id, name, def, family, desc) [CHECK_##id] = { name, def, desc, #family },
#define DIAG(id, name, def, desc) [CHECK_##id] = { name, def, desc, NULL },
#include "checks.def"
#undef CHECK
#undef DIAG
};

static const struct umbrella {
	const char *name, *family;
} umbrellas[] = {
#define CHECK(id, name, def, family, desc)
#define DIAG(id, name, def, desc)
#define UMBRELLA(name, family) { name, #family },
#include "checks.def"
#undef CHECK
#undef DIAG
};

static unsigned char enabled[CHECK_NR];	/* 0: default, 1: on, 2: off */
static bool as_error[CHECK_NR];
static bool all_enabled, all_errors, no_warnings;
static bool system_headers;		/* -Wsystem-headers */

/*
 * -fmax-warnings= and -fmax-errors=, 0: no limit.  The warnings are
 * counted as they are printed, for the whole run (shown, dropped); the
 * errors as they are found, for each unit (see count_error()).
 */
struct diag_limit {
	const char *option;
	unsigned long max, shown, dropped;
};
/* sparse's default, and its "too many errors" */
#define DEFAULT_MAX_ERRORS 100
static struct diag_limit warning_limit = { "-fmax-warnings" };
static struct diag_limit error_limit = { "-fmax-errors", DEFAULT_MAX_ERRORS };

/*
 * A unit whose checking stopped (diag_stop_unit()): nothing found after
 * that reports anything, and nothing read after STOP_LOC (the file
 * location the unit stopped at) is printed, though the preprocessor read
 * it ahead of the parser.
 */
bool diag_stopped;
static uint32_t stop_loc;
static unsigned long unit_errors;	/* the errors found in the unit */

static bool any_promoted, any_error, any_failing;
static const char *function;		/* being evaluated, for the records */
static const char *unit;		/* the unit's input, for the records */
static struct diag_record current;	/* the diagnostic being built */
static bool open_record;

/*
 * The diagnostics of a unit wait here and go out in reading order (the
 * passes find them out of order: the preprocessor reads ahead of the
 * parser, function bodies are evaluated after their declarations, some
 * checks run at the end of a function or of the unit).  A unit with very
 * many is printed in batches so that memory stays bounded.
 */
struct pending {
	uint32_t loc;			/* where the user reads it: a file location */
	size_t seq;			/* order found, among equal places */
	struct diag_record r;
};
#define MAX_PENDING 65536
static struct pending *pending;
static size_t npending, pending_cap, pending_seq;

unsigned int diag_errors, diag_warnings;

/* Between runs in one process: the options as before any -W. */
void diag_reset_options(void)
{
	static const bool defaults[CHECK_NR] = {
#define CHECK(id, name, def, family, desc) [CHECK_##id] = def,
#define DIAG(id, name, def, desc) [CHECK_##id] = def,
#include "checks.def"
#undef CHECK
#undef DIAG
	};
	int i;

	for (i = 0; i < CHECK_NR; i++)
		checks[i].def = defaults[i];
	memset(enabled, 0, sizeof(enabled));
	memset(as_error, 0, sizeof(as_error));
	all_enabled = all_errors = no_warnings = system_headers = false;
	any_promoted = any_error = any_failing = false;
	warning_limit.max = warning_limit.shown = warning_limit.dropped = 0;
	error_limit.max = DEFAULT_MAX_ERRORS;
	output_reset();
	baseline_reset();
}

bool check_enabled(enum check_id check)
{
	if (no_warnings)
		return false;
	if (enabled[check])
		return enabled[check] == 1;
	return all_enabled || checks[check].def;
}

void diag_set_default(enum check_id check, bool on)
{
	checks[check].def = on;
}

/* An UMBRELLA of checks.def (-Wcontext): the checks of its family named after it too. */
static void family(const char *name, unsigned char value)
{
	size_t u, n = strlen(name);
	int i;

	for (u = 0; u < ARRAY_SIZE(umbrellas); u++) {
		if (strcmp(umbrellas[u].name, name))
			continue;
		for (i = 0; i < CHECK_NR; i++)
			if (checks[i].family && !strcmp(checks[i].family, umbrellas[u].family) &&
			    !strncmp(checks[i].name, name, n) && checks[i].name[n] == '-')
				enabled[i] = value;
	}
}

static int find_check(const char *name)
{
	int i;

	for (i = 0; i < CHECK_NR; i++)
		if (!strcmp(checks[i].name, name))
			return i;
	return -1;
}

/*
 * -fmax-warnings=N|unlimited, -fmax-errors=N|unlimited, as sparse takes
 * them (the kernel test robot passes "unlimited").  0 is no limit too,
 * as gcc's -fmax-errors=0 (sparse's 0 would print no warning at all).
 */
static bool limit_option(const char *opt, struct diag_limit *l)
{
	size_t n = strlen(l->option);
	const char *val = opt + n + 1;
	char *end;

	if (strncmp(opt, l->option, n) || opt[n] != '=')
		return false;
	if (!strcmp(val, "unlimited")) {
		l->max = 0;
		return true;
	}
	/* strtoul() takes "-1" as ULONG_MAX: digits only, as gcc */
	l->max = strtoul(val, &end, 10);
	if (*end || end == val || *val < '0' || *val > '9')
		fatal("invalid %s= value: '%s' (a number or 'unlimited')", l->option, val);
	return true;
}

bool diag_option(const char *opt)
{
	int c;

	if (!strcmp(opt, "-w")) {
		no_warnings = true;
		return true;
	}
	if (limit_option(opt, &warning_limit) || limit_option(opt, &error_limit))
		return true;
	if (baseline_option(opt) || output_format_option(opt) || output_text_option(opt))
		return true;
	/* sparse's default name is its own: ours is ours */
	if (!strcmp(opt, "-fdiagnostic-prefix")) {
		output_text_set_prefix(progname);
		return true;
	}
	if (!strncmp(opt, "-fdiagnostic-prefix=", 20)) {
		output_text_set_prefix(opt + 20);
		return true;
	}
	if (strncmp(opt, "-W", 2))
		return false;
	opt += 2;
	if (!strcmp(opt, "sparse-all")) {
		all_enabled = true;
		return true;
	}
	if (!strcmp(opt, "system-headers") || !strcmp(opt, "no-system-headers")) {
		system_headers = opt[0] == 's';
		return true;
	}
	if (!strcmp(opt, "no-sparse-all")) {
		all_enabled = false;
		return true;
	}
	if (!strcmp(opt, "sparse-error")) {
		all_errors = true;
		return true;
	}
	if (!strcmp(opt, "no-sparse-error")) {
		all_errors = false;
		return true;
	}
	if (!strncmp(opt, "error=", 6)) {
		c = find_check(opt + 6);
		if (c < 0)
			return false;
		as_error[c] = true;
		enabled[c] = 1;
		return true;
	}
	if (!strncmp(opt, "no-error=", 9)) {
		c = find_check(opt + 9);
		if (c < 0)
			return false;
		as_error[c] = false;
		return true;
	}
	if (!strncmp(opt, "no-", 3)) {
		c = find_check(opt + 3);
		if (c < 0)
			return false;
		enabled[c] = 2;
		family(opt + 3, 2);
		return true;
	}
	c = find_check(opt);
	if (c < 0)
		return false;
	enabled[c] = 1;
	family(opt, 1);
	return true;
}

/* gcc's and clang's -W names (gcc-warnings.def, sorted as strcmp() sorts) */
static const char *const compiler_warnings[] = {
#define W(name) name,
#include "gcc-warnings.def"
#undef W
};

static int name_cmp(const void *key, const void *elem)
{
	return strcmp(key, *(const char *const *)elem);
}

bool diag_compiler_warning(const char *name)
{
	return bsearch(name, compiler_warnings, ARRAY_SIZE(compiler_warnings),
		       sizeof(compiler_warnings[0]), name_cmp) != NULL;
}

/* Levenshtein distance of A and B, or a number above MAX when it is */
static unsigned int distance(const char *a, const char *b, unsigned int max)
{
	size_t la = strlen(a), lb = strlen(b), i, j;
	unsigned int row[64], diag, up, best;

	if (lb >= ARRAY_SIZE(row) || (la > lb ? la - lb : lb - la) > max)
		return max + 1;
	for (j = 0; j <= lb; j++)
		row[j] = j;
	for (i = 1; i <= la; i++) {
		diag = row[0];
		row[0] = i;
		best = row[0];
		for (j = 1; j <= lb; j++) {
			up = row[j];
			row[j] = a[i - 1] == b[j - 1] ? diag :
				 1 + (diag < up ? (diag < row[j - 1] ? diag : row[j - 1]) :
				      (up < row[j - 1] ? up : row[j - 1]));
			diag = up;
			if (row[j] < best)
				best = row[j];
		}
		if (best > max)
			return max + 1;
	}
	return row[lb];
}

static void consider(const char *name, const char *cand, const char **best, unsigned int *bestd)
{
	unsigned int d = distance(name, cand, *bestd - 1);

	if (d < *bestd) {
		*best = cand;
		*bestd = d;
	}
}

const char *diag_suggest_check(const char *name)
{
	/* gcc's spell checker takes up to a third of the name; a typo is closer */
	unsigned int max = strlen(name) / 4 + 1, bestd;
	const char *best = NULL;
	size_t i;

	if (max > 3)
		max = 3;
	bestd = max + 1;
	for (i = 0; i < CHECK_NR; i++)
		consider(name, checks[i].name, &best, &bestd);
	for (i = 0; i < ARRAY_SIZE(umbrellas); i++)
		consider(name, umbrellas[i].name, &best, &bestd);
	consider(name, "sparse-all", &best, &bestd);
	consider(name, "sparse-error", &best, &bestd);
	return best;
}

void diag_list_checks(void)
{
	int i;

	for (i = 0; i < CHECK_NR; i++)
		printf("  -W%-24s %s%s\n", checks[i].name, checks[i].desc,
		       checks[i].def ? "" : " (off by default)");
}

const char *diag_check_name(enum check_id check)
{
	return checks[check].name;
}

void diag_unit_begin(const char *input)
{
	diag_flush();
	/* the unit before stopped, not this one */
	diag_stopped = false;
	stop_loc = 0;
	unit_errors = 0;
	baseline_unit_end();
	baseline_begin();
	unit = input;
	if (!output_first_unit)
		output_first_unit = input;
	fingerprint_reset();
}

void diag_set_function(const char *name)
{
	function = name;
}

/* The message, formatted into memory of its own: no length limit. */
static char *format(const char *fmt, va_list ap)
{
	struct strbuf sb = { 0 };

	sb_vprintf(&sb, fmt, ap);
	sb_cstr(&sb);
	return sb.buf;
}

static void record_free(struct diag_record *r)
{
	unsigned int i;

	for (i = 0; i < r->nnotes; i++)
		free(r->notes[i].text);
	free(r->notes);
	free(r->message);
	memset(r, 0, sizeof(*r));
}

static int pending_cmp(const void *a, const void *b)
{
	const struct pending *x = a, *y = b;
	int c = source_compare_reading(x->loc, y->loc);

	if (c)
		return c;
	return (x->seq > y->seq) - (x->seq < y->seq);
}

/*
 * False if R is a warning one too many for -fmax-warnings=: it is
 * counted, not printed.  (The errors stop their unit instead.)
 */
static bool within_limit(const struct diag_record *r)
{
	struct diag_limit *l = &warning_limit;

	if (r->severity != DIAG_WARNING || r->promoted)
		return true;
	if (l->max && l->shown >= l->max) {
		l->dropped++;
		return false;
	}
	l->shown++;
	return true;
}

static void emit_pending(void)
{
	size_t i;

	qsort(pending, npending, sizeof(*pending), pending_cmp);
	for (i = 0; i < npending; i++) {
		struct diag_record *r = &pending[i].r;

		/* read after the place the unit stopped at (read ahead of the parser) */
		if (diag_stopped && stop_loc && pending[i].loc &&
		    source_compare_reading(pending[i].loc, stop_loc) > 0) {
			record_free(r);
			continue;
		}
		/*
		 * Before the limit: the occurrence numbers do not depend on it,
		 * and a known finding, not printed, does not count against it.
		 */
		fingerprint_record(r, r->fingerprint);
		baseline_mark(r);
		if (r->baseline == BASELINE_KNOWN || within_limit(r))
			output_emit(r);
		record_free(r);
	}
	npending = 0;
}

/* The diagnostic being built is complete: it waits for its unit's end. */
static void record_end(void)
{
	if (!open_record)
		return;
	vec_grow(pending, npending + 1, pending_cap, 64);
	pending[npending].loc = current.pos.loc ? source_user_loc(current.pos.loc) : 0;
	pending[npending].seq = pending_seq++;
	pending[npending++].r = current;
	memset(&current, 0, sizeof(current));
	open_record = false;
	if (npending >= MAX_PENDING)
		emit_pending();
}

void diag_flush(void)
{
	record_end();
	if (npending)
		emit_pending();
}

/* Starts the record of a new diagnostic (the previous one goes out). */
static struct diag_record *record_begin(enum diag_severity sev, int check, struct srcpos pos,
					const char *fmt, va_list ap)
{
	record_end();
	/* a fatal error prints what was found before it, this one included, then itself */
	fatal_hook = diag_flush;
	current.severity = sev;
	current.check = check;
	current.pos = current.start = current.end = pos;
	current.function = function;
	current.unit = unit;
	current.message = format(fmt, ap);
	open_record = true;
	return &current;
}

/* diag_mute(): nothing positioned is reported while it is nonzero */
static unsigned int muted;

void diag_mute(void)
{
	muted++;
}

void diag_unmute(void)
{
	muted--;
}

/* Nothing positioned is reported now: muted, or after the unit stopped. */
static bool silenced(void)
{
	return muted || diag_stopped;
}

void diag_stop_unit(struct srcpos pos, const char *fmt, ...)
{
	va_list ap;
	char *why;

	if (silenced())
		return;
	va_start(ap, fmt);
	why = format(fmt, ap);
	va_end(ap);
	diag_note_at(pos, "checking of this unit stopped: %s", why);
	free(why);
	diag_stopped = true;
	stop_loc = pos.loc ? source_user_loc(pos.loc) : 0;
}

/*
 * An error found in the unit (an error, or a warning made one, as gcc
 * counts them): false if it is one more than -fmax-errors= allows, and
 * then the unit stops where it was found, with a note of its own.
 *
 * Stopping, as gcc does ("compilation terminated due to
 * -fmax-errors=N"), rather than going on and only printing no more
 * errors, as sparse does: the checker runs on units gcc has just
 * compiled, so a hundred errors in one mean it lost track of it (a
 * construct it cannot parse, and every line after it failing the same
 * way); what it would find after that is noise, and time spent on every
 * build.  Nor does it hide much that sparse users would see: sparse
 * prints no warning after an error of its preprocessor or parser.  The
 * errors are counted as they are found, known to the baseline or not, so
 * that where a unit stops does not depend on the baseline.
 */
static bool count_error(struct srcpos pos)
{
	if (error_limit.max && unit_errors >= error_limit.max) {
		/* the note is a record of its own: the error is not reported */
		record_end();
		diag_stop_unit(pos, "too many errors (%s=%lu)", error_limit.option,
			       error_limit.max);
		return false;
	}
	unit_errors++;
	return true;
}

/* False if the error is not reported (muted, after the unit stopped, or stopping it). */
static bool verror(struct srcpos pos, const char *fmt, va_list ap)
{
	if (silenced() || !count_error(pos))
		return false;
	diag_errors++;
	any_error = true;
	record_begin(DIAG_ERROR, -1, pos, fmt, ap);
	return true;
}

void diag_verror(struct srcpos pos, const char *fmt, va_list ap)
{
	verror(pos, fmt, ap);
}

/* An error not reported fails nothing: the exit status is that of what was reported. */
void diag_verror_failing(struct srcpos pos, const char *fmt, va_list ap)
{
	if (!verror(pos, fmt, ap))
		return;
	current.fails = true;
	any_failing = true;
}

void diag_error_failing(struct srcpos pos, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	diag_verror_failing(pos, fmt, ap);
	va_end(ap);
}

void diag_error(struct srcpos pos, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	diag_verror(pos, fmt, ap);
	va_end(ap);
}

/*
 * A record about no place: it goes out at once, after what was found
 * before it, and no limit drops it (it says why a unit was not checked).
 */
static void vnopos(const char *where, enum diag_severity sev, const char *fmt, va_list ap)
{
	struct diag_record r = { .severity = sev, .check = -1, .where = where, .unit = unit };

	diag_flush();
	if (sev == DIAG_ERROR || sev == DIAG_FATAL) {
		diag_errors++;
		any_error = true;
	}
	r.message = format(fmt, ap);
	fingerprint_record(&r, r.fingerprint);
	baseline_mark(&r);
	output_emit(&r);
	record_free(&r);
}

void diag_error_nopos(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vnopos(progname, DIAG_ERROR, fmt, ap);
	va_end(ap);
}

void diag_fatal_nopos(const char *where, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vnopos(where, DIAG_FATAL, fmt, ap);
	va_end(ap);
}

void diag_cmdline(bool warning, const char *fmt, ...)
{
	va_list ap;

	if (warning && no_warnings)
		return;
	va_start(ap, fmt);
	vnopos(progname, warning ? DIAG_WARNING : DIAG_NOTE, fmt, ap);
	va_end(ap);
}

static void note_nopos(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vnopos(progname, DIAG_NOTE, fmt, ap);
	va_end(ap);
}

/* A place without a range: the token there is underlined. */
static struct srcrange point(struct srcpos pos)
{
	struct srcrange r = { pos, pos.loc, pos.loc };

	return r;
}

/*
 * As gcc, no warning where the user reads a system header (-isystem,
 * the compiler's own, #pragma GCC system_header) without
 * -Wsystem-headers: gcc's arm_neon.h returns void expressions and mixes
 * declarations and code, which no kernel developer can mend.  Errors
 * are still reported there.
 */
static bool in_system_header(struct srcpos pos)
{
	return !system_headers && pos.loc &&
	       source_file_is_system(source_user_place(pos.loc).file);
}

static bool vwarning(enum check_id check, struct srcrange where, const char *fmt, va_list ap)
{
	struct diag_record *r;
	bool err;

	if (!check_enabled(check) || silenced() || in_system_header(where.pos))
		return false;
	err = all_errors || as_error[check];
	if (err && !count_error(where.pos))
		return false;
	if (err) {
		diag_errors++;
		any_promoted = any_error = true;
	} else {
		diag_warnings++;
	}
	r = record_begin(DIAG_WARNING, check, where.pos, fmt, ap);
	r->start.loc = where.start;
	r->end.loc = where.end;
	r->check_name = checks[check].name;
	r->promoted = err;
	/* gcc's -Werror too says [-Werror=name]: so does -Wsparse-error */
	r->werror_named = err;
	return true;
}

bool diag_warning_at(enum check_id check, struct srcpos pos, const char *fmt, ...)
{
	va_list ap;
	bool on;

	va_start(ap, fmt);
	on = vwarning(check, point(pos), fmt, ap);
	va_end(ap);
	return on;
}

bool diag_warning_range(enum check_id check, struct srcrange range, const char *fmt, ...)
{
	va_list ap;
	bool on;

	/* a range from nowhere (a node made by the checker itself): the caret alone */
	if (!range.start || !range.end)
		range.start = range.end = range.pos.loc;
	va_start(ap, fmt);
	on = vwarning(check, range, fmt, ap);
	va_end(ap);
	return on;
}

static bool ident_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_' || c == '$' || (unsigned char)c >= 0x80;
}

/* A character or string literal at S (N bytes from its quote on): its length. */
static size_t literal_length(const char *s, size_t n)
{
	size_t i = 1;

	while (i < n && s[i] != s[0] && s[i] != '\n') {
		if (s[i] == '\\' && i + 1 < n)
			i++;
		i++;
	}
	return i < n && s[i] == s[0] ? i + 1 : i;
}

unsigned int diag_token_length(uint32_t loc)
{
	static const char *const puncts[] = {
		"...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=",
		"&&", "||", "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##",
	};
	size_t n, i = 0, k;
	const char *s = loc ? source_text(source_spelling(loc), &n) : NULL;

	if (!s || !n)
		return 1;
	if (s[0] == '"' || s[0] == '\'')
		return literal_length(s, n);
	if (ident_char(s[0]) || (s[0] == '.' && n > 1 && s[1] >= '0' && s[1] <= '9')) {
		bool number = (s[0] >= '0' && s[0] <= '9') || s[0] == '.';

		while (i < n && (ident_char(s[i]) || (number && s[i] == '.') ||
				 (number && (s[i] == '+' || s[i] == '-') &&
				  strchr("eEpP", s[i - 1])))) {
			i++;
		}
		/* an encoding prefix: L"x", u8'x' */
		if (!number && i < n && (s[i] == '"' || s[i] == '\'') && i <= 2 &&
		    strchr("LuU", s[0]) && (i == 1 || (s[0] == 'u' && s[1] == '8')))
			i += literal_length(s + i, n - i);
		return i;
	}
	for (k = 0; k < ARRAY_SIZE(puncts); k++)
		if (strlen(puncts[k]) <= n && !strncmp(s, puncts[k], strlen(puncts[k])))
			return strlen(puncts[k]);
	return 1;
}

const char *diag_severity_name(const struct diag_record *r)
{
	switch (r->severity) {
	case DIAG_ERROR:
		return "error";
	case DIAG_WARNING:
		return r->promoted ? "error" : "warning";
	case DIAG_FATAL:
		return "fatal error";
	default:
		return "note";
	}
}

int diag_exit_status(void)
{
	return baseline_exit_status(any_promoted || (all_errors && any_error), any_failing);
}

static void vnote(struct srcrange where, bool line_only, bool step, const char *fmt, va_list ap)
{
	struct diag_record *r = &current;
	struct diag_note *n;

	if (silenced())
		return;
	if (!open_record) {
		/* a note of its own (nothing to attach it to): a record of its own */
		record_begin(DIAG_NOTE, -1, where.pos, fmt, ap);
		r->line_only = line_only;
		record_end();
		return;
	}
	vec_grow(r->notes, r->nnotes + 1, r->cap, 4);
	n = &r->notes[r->nnotes++];
	n->pos = where.pos;
	n->line_only = line_only;
	n->step = step;
	/* a range from nowhere (a node made by the checker itself): the caret alone */
	n->start.loc = where.start && where.end ? where.start : where.pos.loc;
	n->end.loc = where.start && where.end ? where.end : where.pos.loc;
	n->text = format(fmt, ap);
}

void diag_note_at(struct srcpos pos, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vnote(point(pos), false, false, fmt, ap);
	va_end(ap);
}

void diag_note_range(struct srcrange range, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vnote(range, false, false, fmt, ap);
	va_end(ap);
}

void diag_note_step_at(struct srcpos pos, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vnote(point(pos), false, true, fmt, ap);
	va_end(ap);
}

void diag_note_step_range(struct srcrange range, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vnote(range, false, true, fmt, ap);
	va_end(ap);
}

void diag_note_line(struct srcpos pos, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vnote(point(pos), true, false, fmt, ap);
	va_end(ap);
}

void diag_finish(void)
{
	diag_flush();
	if (warning_limit.dropped)
		note_nopos("%lu more warnings not shown (%s=%lu)", warning_limit.dropped,
			   warning_limit.option, warning_limit.max);
	baseline_unit_end();
	output_finish();
}
