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

static void print_where(struct srcplace p, bool line_only)
{
	const char *name = source_file_name(p.file);

	/*
	 * The -D, -U and predefined macros are lines of a buffer of their
	 * own; their numbers mean nothing to the user (gcc prints none).
	 */
	if (!strcmp(name, "<command-line>")) {
		fprintf(stderr, "%s: ", name);
		return;
	}
	fprintf(stderr, "%s:%u:", name, p.line);
	if (p.col && !line_only)
		fprintf(stderr, "%u:", p.col);
	fputc(' ', stderr);
}

static const char *severity_name(const struct diag_record *r)
{
	switch (r->severity) {
	case DIAG_ERROR:
		return "error";
	case DIAG_WARNING:
		return r->promoted ? "error" : "warning";
	default:
		return "note";
	}
}

void output_text(const struct diag_record *r)
{
	const struct expansion *e;
	unsigned int i;

	fflush(stdout);
	/* the place the user wrote: the outermost macro's name in an expansion */
	print_where(source_user_place(r->pos.loc), r->line_only);
	fprintf(stderr, "%s: %s", severity_name(r), r->message);
	if (r->check >= 0)
		fprintf(stderr, " [-W%s%s]", r->werror_named ? "error=" : "",
			diag_check_name(r->check));
	fputc('\n', stderr);
	for (i = 0; i < r->nnotes; i++) {
		print_where(source_user_place(r->notes[i].pos.loc), r->notes[i].line_only);
		fprintf(stderr, "note: %s\n", r->notes[i].text);
	}
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
				print_where(source_place(e->name_loc), false);
				fprintf(stderr, "note: (%u more macro expansions)\n", more);
				e = root;
			}
		}
		print_where(source_place(e->name_loc), false);
		fprintf(stderr, "note: in expansion of macro '%s'\n", e->macro->name);
	}
}
