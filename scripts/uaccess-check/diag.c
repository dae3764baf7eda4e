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
#include "pp.h"

struct check_info {
	const char *name;
	bool def;
	const char *desc;
};

static const struct check_info checks[CHECK_NR] = {
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

unsigned int diag_errors, diag_warnings;

bool check_enabled(enum check_id check)
{
	if (no_warnings)
		return false;
	if (enabled[check])
		return enabled[check] == 1;
	return all_enabled || checks[check].def;
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

		max_warnings = strtoul(opt + 15, &end, 10);
		if (*end || end == opt + 15)
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

static void print_where(uint32_t file, uint32_t line, uint32_t col)
{
	fprintf(stderr, "%s:%u:", pp_file_name(file), line);
	if (col)
		fprintf(stderr, "%u:", col);
	fputc(' ', stderr);
}

/* check is the bracketed option, already with "error=" when promoted. */
static void emit(const char *kind, struct srcpos pos, const char *check,
		 const char *fmt, va_list ap)
{
	const struct expansion *e, *root = expansion_root(pos.exp);

	fflush(stdout);
	if (root)
		print_where(root->file, root->line, root->col);
	else
		print_where(pos.file, pos.line, pos.col);
	fprintf(stderr, "%s: ", kind);
	vfprintf(stderr, fmt, ap);
	if (check)
		fprintf(stderr, " [-W%s]", check);
	fputc('\n', stderr);
	for (e = pos.exp; e; e = e->parent) {
		print_where(e->file, e->line, e->col);
		fprintf(stderr, "note: in expansion of macro '%s'\n", e->macro->name);
	}
}

void diag_error(struct srcpos pos, const char *fmt, ...)
{
	va_list ap;

	diag_errors++;
	va_start(ap, fmt);
	emit("error", pos, NULL, fmt, ap);
	va_end(ap);
}

void diag_error_nopos(const char *fmt, ...)
{
	va_list ap;

	diag_errors++;
	fflush(stdout);
	fprintf(stderr, "%s: error: ", progname);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

bool diag_warning(enum check_id check, struct srcpos pos, const char *fmt, ...)
{
	char name[64];
	bool err;
	va_list ap;

	if (!check_enabled(check))
		return false;
	err = all_errors || as_error[check];
	if (!err && max_warnings && diag_warnings >= max_warnings) {
		dropped++;
		return false;
	}
	snprintf(name, sizeof(name), "%s%s", as_error[check] ? "error=" : "",
		 checks[check].name);
	if (err) {
		diag_errors++;
		any_promoted = true;
	} else {
		diag_warnings++;
	}
	va_start(ap, fmt);
	emit(err ? "error" : "warning", pos, name, fmt, ap);
	va_end(ap);
	return true;
}

int diag_exit_status(void)
{
	return any_promoted ? 1 : 0;
}

void diag_note(struct srcpos pos, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	emit("note", pos, NULL, fmt, ap);
	va_end(ap);
}

void diag_finish(void)
{
	if (dropped)
		fprintf(stderr, "%s: note: %lu more warnings not shown (-fmax-warnings=%lu)\n",
			progname, dropped, max_warnings);
}
