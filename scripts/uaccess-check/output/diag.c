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

#include "diag.h"
#include "output.h"
#include "util.h"

struct check_info {
	const char *name;
	bool def;
	const char *desc;
};

/* Not const: a default may depend on another option (diag_set_default()). */
static struct check_info checks[CHECK_NR] = {
#define CHECK(id, name, def, family, desc) [CHECK_##id] = { name, def, desc },
#define DIAG(id, name, def, desc) [CHECK_##id] = { name, def, desc },
#include "checks.def"
#undef CHECK
#undef DIAG
};

static unsigned char enabled[CHECK_NR];	/* 0: default, 1: on, 2: off */
static bool as_error[CHECK_NR];
static bool all_enabled, all_errors, no_warnings;
static unsigned long max_warnings;	/* 0: unlimited */
static unsigned long dropped;
static bool any_promoted;
static const char *function;		/* being evaluated, for the records */
static struct diag_record current;	/* the diagnostic being built */
static bool open_record;
static unsigned long shown_warnings;	/* printed: what -fmax-warnings counts */

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
	all_enabled = all_errors = no_warnings = any_promoted = false;
	max_warnings = dropped = shown_warnings = 0;
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

static int find_check(const char *name)
{
	int i;

	for (i = 0; i < CHECK_NR; i++)
		if (!strcmp(checks[i].name, name))
			return i;
	return -1;
}

bool diag_option(const char *opt)
{
	int c;

	if (!strcmp(opt, "-w")) {
		no_warnings = true;
		return true;
	}
	if (!strncmp(opt, "-fmax-warnings=", 15)) {
		char *end;

		/* strtoul() takes "-1" as ULONG_MAX: digits only */
		max_warnings = strtoul(opt + 15, &end, 10);
		if (*end || end == opt + 15 || opt[15] < '0' || opt[15] > '9')
			fatal("invalid -fmax-warnings= value: '%s'", opt + 15);
		return true;
	}
	if (strncmp(opt, "-W", 2))
		return false;
	opt += 2;
	if (!strcmp(opt, "sparse-all")) {
		all_enabled = true;
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
		return true;
	}
	c = find_check(opt);
	if (c < 0)
		return false;
	enabled[c] = 1;
	return true;
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

static void emit_pending(void)
{
	size_t i;

	qsort(pending, npending, sizeof(*pending), pending_cmp);
	for (i = 0; i < npending; i++) {
		struct diag_record *r = &pending[i].r;

		if (r->severity == DIAG_WARNING && !r->promoted) {
			if (max_warnings && shown_warnings >= max_warnings) {
				dropped++;
				record_free(r);
				continue;
			}
			shown_warnings++;
		}
		output_text(r);
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
	fatal_hook = diag_flush;
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
	current.severity = sev;
	current.check = check;
	current.pos = current.end = pos;
	current.function = function;
	current.message = format(fmt, ap);
	open_record = true;
	return &current;
}

void diag_verror(struct srcpos pos, const char *fmt, va_list ap)
{
	diag_errors++;
	record_begin(DIAG_ERROR, -1, pos, fmt, ap);
}

void diag_error(struct srcpos pos, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	diag_verror(pos, fmt, ap);
	va_end(ap);
}

static void vnopos(const char *where, const char *severity, const char *fmt, va_list ap)
{
	diag_flush();
	diag_errors++;
	fflush(stdout);
	fprintf(stderr, "%s: %s: ", where, severity);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

void diag_error_nopos(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vnopos(progname, "error", fmt, ap);
	va_end(ap);
}

void diag_fatal_nopos(const char *where, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vnopos(where, "fatal error", fmt, ap);
	va_end(ap);
}

bool diag_warning(enum check_id check, struct srcpos pos, const char *fmt, ...)
{
	struct diag_record *r;
	bool err;
	va_list ap;

	if (!check_enabled(check))
		return false;
	err = all_errors || as_error[check];
	if (err) {
		diag_errors++;
		any_promoted = true;
	} else {
		diag_warnings++;
	}
	va_start(ap, fmt);
	r = record_begin(DIAG_WARNING, check, pos, fmt, ap);
	va_end(ap);
	r->promoted = err;
	r->werror_named = as_error[check];
	return true;
}

int diag_exit_status(void)
{
	return any_promoted ? 1 : 0;
}

static void vnote(struct srcpos pos, bool line_only, const char *fmt, va_list ap)
{
	struct diag_record *r = &current;

	if (!open_record) {
		/* a note of its own (nothing to attach it to): a record of its own */
		record_begin(DIAG_NOTE, -1, pos, fmt, ap);
		r->line_only = line_only;
		record_end();
		return;
	}
	vec_grow(r->notes, r->nnotes + 1, r->cap, 4);
	r->notes[r->nnotes].pos = pos;
	r->notes[r->nnotes].line_only = line_only;
	r->notes[r->nnotes++].text = format(fmt, ap);
}

void diag_note(struct srcpos pos, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vnote(pos, false, fmt, ap);
	va_end(ap);
}

void diag_note_line(struct srcpos pos, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vnote(pos, true, fmt, ap);
	va_end(ap);
}

void diag_finish(void)
{
	diag_flush();
	if (dropped)
		fprintf(stderr, "%s: note: %lu more warnings not shown (-fmax-warnings=%lu)\n",
			progname, dropped, max_warnings);
}
