// SPDX-License-Identifier: GPL-2.0
/*
 * The active back ends.  Text goes to stderr unless a machine format
 * takes its place there; a file back end (SARIF to a file, the baseline
 * being written) is one more, so one run gives both.  The options that
 * choose them, -fdiagnostics-format= (one table of the formats) and
 * -fdiagnostics-add-output=, are read here.
 */
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "machine.h"
#include "output.h"
#include "util.h"

#define MAX_SINKS 8

static const struct output_sink *sinks[MAX_SINKS];
static unsigned int nsinks;
static bool text_off;

void output_add_sink(const struct output_sink *s)
{
	unsigned int i;

	for (i = 0; i < nsinks; i++)
		if (sinks[i] == s)
			return;
	if (nsinks == MAX_SINKS)
		fatal("too many output back ends");
	sinks[nsinks++] = s;
}

void output_text_off(void)
{
	text_off = true;
}

void output_text_on(void)
{
	text_off = false;
}

int output_exit_status;
const char *output_first_unit;

void output_set_exit_status(int status)
{
	output_exit_status = status;
}

void output_reset(void)
{
	unsigned int i;

	output_text.reset();
	for (i = 0; i < nsinks; i++)
		sinks[i]->reset();
	nsinks = 0;
	text_off = false;
	output_exit_status = 0;
	output_first_unit = NULL;
}

void output_emit(const struct diag_record *r)
{
	unsigned int i;

	/* a finding of the baseline is kept for SARIF only */
	if (!text_off && r->baseline != BASELINE_KNOWN)
		output_text.emit(r);
	for (i = 0; i < nsinks; i++)
		sinks[i]->emit(r);
}

void output_finish(void)
{
	unsigned int i;

	for (i = 0; i < nsinks; i++)
		if (sinks[i]->finish)
			sinks[i]->finish();
}

static void __attribute__((noreturn)) bad_value(const char *opt, const char *why)
{
	fprintf(stderr, "%s: error: %s in '%s'\n", progname, why, opt);
	die(2);
}

/*
 * gcc 15's -fdiagnostics-add-output=SCHEME:KEY=VALUE,...: the scheme
 * sarif alone, with its keys file= and version=2.1.
 */
static bool key_is(const char *p, size_t n, const char *key)
{
	return n == strlen(key) && !memcmp(p, key, n);
}

static void add_output(const char *opt, const char *spec)
{
	const char *p, *end;
	char *file = NULL;
	size_t n;

	if (strncmp(spec, "sarif", 5) || (spec[5] && spec[5] != ':'))
		bad_value(opt, "unknown scheme (the checker writes 'sarif' only)");
	for (p = spec[5] ? spec + 6 : spec + 5; *p; p = *end ? end + 1 : end) {
		end = p + strcspn(p, ",");
		n = end - p;
		if (n > 5 && !strncmp(p, "file=", 5)) {
			/* the last file= wins */
			free(file);
			file = xstrndup(p + 5, n - 5);
			continue;
		}
		if (key_is(p, n, "version=2.1") || key_is(p, n, "version=2.1.0"))
			continue;
		free(file);
		bad_value(opt, n >= 8 && !strncmp(p, "version=", 8) ?
			  "unsupported SARIF version (2.1 only)" :
			  "unknown key for 'sarif' (known: file=PATH, version=2.1)");
	}
	if (file)
		output_sarif_add_file(file);
	else
		output_sarif_default_file(true);
}

/* -fdiagnostics-format=NAME: the back ends each name turns on, the others off. */
static const struct format {
	const char *name;
	bool text, json, json_file, sarif_stderr, sarif_file;
} formats[] = {
	{ "text", .text = true },
	{ "json", .json = true },
	{ "json-stderr", .json = true },
	{ "json-file", .json = true, .json_file = true },
	{ "sarif-stderr", .sarif_stderr = true },
	{ "sarif-file", .sarif_file = true },
};

/*
 * "unknown format (text, json, ... or sarif-file)".  Built once and kept:
 * bad_value() does not return, and an in-process run (the fuzz targets)
 * goes on with the next input.
 */
static void __attribute__((noreturn)) unknown_format(const char *opt)
{
	static struct strbuf sb;
	size_t i;

	if (!sb.len) {
		sb_addstr(&sb, "unknown format (");
		for (i = 0; i < ARRAY_SIZE(formats); i++) {
			if (i)
				sb_addstr(&sb, i + 1 < ARRAY_SIZE(formats) ? ", " : " or ");
			sb_addstr(&sb, formats[i].name);
		}
		sb_addc(&sb, ')');
	}
	bad_value(opt, sb_cstr(&sb));
}

bool output_format_option(const char *opt)
{
	static const char format[] = "-fdiagnostics-format=";
	static const char add[] = "-fdiagnostics-add-output=";
	const struct format *f;
	const char *v;
	size_t i;

	if (!strncmp(opt, add, sizeof(add) - 1)) {
		add_output(opt, opt + sizeof(add) - 1);
		return true;
	}
	if (strncmp(opt, format, sizeof(format) - 1))
		return false;
	v = opt + sizeof(format) - 1;
	/* the last one wins, as in gcc; -fdiagnostics-add-output= files stay */
	output_text_off();
	output_json_set(false, false);
	output_sarif_stderr(false);
	output_sarif_default_file(false);
	for (i = 0; i < ARRAY_SIZE(formats) && strcmp(v, formats[i].name); i++)
		;
	if (i == ARRAY_SIZE(formats))
		unknown_format(opt);
	f = &formats[i];
	if (f->text)
		output_text_on();
	if (f->json)
		output_json_set(true, f->json_file);
	if (f->sarif_stderr)
		output_sarif_stderr(true);
	if (f->sarif_file)
		output_sarif_default_file(true);
	return true;
}
