// SPDX-License-Identifier: GPL-2.0
/*
 * The text back end: gcc's format, so that editors and CI parsers that
 * read gcc's warnings read these.  The line a maintainer must look at
 * comes first (where the outermost macro was written); the notes on the
 * types follow, and the macro chain explains how the place was reached,
 * once per diagnostic.
 */
#include <stdio.h>

#include "output.h"
#include "util.h"

static void print_where(uint32_t file, uint32_t line, uint32_t col)
{
	fprintf(stderr, "%s:%u:", source_file_name(file), line);
	if (col)
		fprintf(stderr, "%u:", col);
	fputc(' ', stderr);
}

/* The place the user wrote: the outermost macro's name if POS is in an expansion. */
static void print_pos(struct srcpos pos)
{
	const struct expansion *root = expansion_root(pos.exp);

	if (root)
		print_where(root->file, root->line, root->col);
	else
		print_where(pos.file, pos.line, pos.col);
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
	print_pos(r->pos);
	fprintf(stderr, "%s: %s", severity_name(r), r->message);
	if (r->check >= 0)
		fprintf(stderr, " [-W%s%s]", r->werror_named ? "error=" : "",
			diag_check_name(r->check));
	fputc('\n', stderr);
	for (i = 0; i < r->nnotes; i++) {
		print_pos(r->notes[i].pos);
		fprintf(stderr, "note: %s\n", r->notes[i].text);
	}
	for (e = r->pos.exp; e; e = e->parent) {
		print_where(e->file, e->line, e->col);
		fprintf(stderr, "note: in expansion of macro '%s'\n", e->macro->name);
	}
}
