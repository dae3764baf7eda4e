// SPDX-License-Identifier: GPL-2.0
/*
 * The text back end: gcc's format, so that editors and CI parsers that
 * read gcc's warnings read these.  The line a maintainer must look at
 * comes first (where the outermost macro was written); the notes on the
 * types follow, and the macro chain explains how the place was reached,
 * once per diagnostic.
 */
#include <stdio.h>
#include <string.h>

#include "output.h"
#include "util.h"

/* "in expansion of macro" notes printed before the chain is cut */
#define MAX_CHAIN_NOTES 32

static const char *prefix;
/* the diagnostic being formatted: kept between diagnostics, so it rarely grows */
static struct strbuf text;

void output_text_set_prefix(const char *p)
{
	prefix = p;
}

/* The start of a line about WHERE: a file, "<command-line>" or the checker itself. */
static void put_where_name(const char *name)
{
	sb_printf(&text, "%s: ", name);
	if (prefix && strcmp(name, progname))
		sb_printf(&text, "%s: ", prefix);
}

static void put_where(struct srcplace p, bool line_only)
{
	const char *name = source_file_name(p.file);

	/*
	 * The -D, -U and predefined macros are lines of a buffer of their
	 * own; their numbers mean nothing to the user (gcc prints none).
	 */
	if (!strcmp(name, "<command-line>")) {
		put_where_name(name);
		return;
	}
	sb_printf(&text, "%s:%u:", name, p.line);
	if (p.col && !line_only)
		sb_printf(&text, "%u:", p.col);
	sb_addc(&text, ' ');
	if (prefix)
		sb_printf(&text, "%s: ", prefix);
}

static const char *severity_name(const struct diag_record *r)
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

static void put_expansions(const struct diag_record *r)
{
	const struct expansion *e;
	unsigned int i;

	for (e = source_expansion(r->pos.loc), i = 0; e; e = e->parent, i++) {
		const struct expansion *root = e;
		unsigned int more = 0;

		/* a chain of thousands (generated macros): the innermost, then the outermost */
		if (i == MAX_CHAIN_NOTES) {
			while (root->parent) {
				root = root->parent;
				more++;
			}
			if (more > 1) {
				put_where(source_place(e->name_loc), false);
				sb_printf(&text, "note: (%u more macro expansions)\n", more);
				e = root;
			}
		}
		put_where(source_place(e->name_loc), false);
		sb_printf(&text, "note: in expansion of macro '%s'\n", e->macro->name);
	}
}

static void text_emit(const struct diag_record *r)
{
	unsigned int i;

	text.len = 0;
	if (r->where)
		put_where_name(r->where);
	else	/* the place the user wrote: the outermost macro's name in an expansion */
		put_where(source_user_place(r->pos.loc), r->line_only);
	sb_printf(&text, "%s: %s", severity_name(r), r->message);
	if (r->check_name)
		sb_printf(&text, " [-W%s%s]", r->werror_named ? "error=" : "", r->check_name);
	sb_addc(&text, '\n');
	for (i = 0; i < r->nnotes; i++) {
		put_where(source_user_place(r->notes[i].pos.loc), r->notes[i].line_only);
		sb_printf(&text, "note: %s\n", r->notes[i].text);
	}
	if (!r->where)
		put_expansions(r);
	/* -E output on stdout comes before the diagnostics found after it */
	fflush(stdout);
	fwrite(text.buf, 1, text.len, stderr);
}

static void text_reset(void)
{
	prefix = NULL;
}

const struct output_sink output_text = {
	.emit = text_emit,
	.reset = text_reset,
};
