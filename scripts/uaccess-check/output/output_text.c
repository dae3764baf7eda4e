// SPDX-License-Identifier: GPL-2.0
/*
 * The text back end: gcc's format, so that editors and CI parsers that
 * read gcc's warnings read these.  The line a maintainer must look at
 * comes first (where the outermost macro was written); the notes on the
 * types follow, and the macro chain explains how the place was reached,
 * once per diagnostic.
 *
 * On a terminal it looks like gcc's too: the source line under each
 * place with a caret and the expression's range, and colours.  Both are
 * off on a pipe or a file unless asked for, so logs, scripts and the
 * tests read the plain lines.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "output.h"
#include "util.h"

/* "in expansion of macro" notes printed before the chain is cut */
#define MAX_CHAIN_NOTES 32
/* gcc's -fdiagnostics-minimum-margin-width=6: the line number's field is 5 wide */
#define MIN_LINENUM_WIDTH 5
/* a caret of a trimmed line keeps this many columns to its right (gcc's margin) */
#define CARET_RIGHT_MARGIN 10
#define TABSTOP 8

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

enum when { WHEN_AUTO, WHEN_ALWAYS, WHEN_NEVER };

static const char *prefix;
static enum when show_caret = WHEN_AUTO, use_color = WHEN_AUTO;
/* resolved at the first diagnostic: -1 not yet */
static int caret_on = -1, color_on = -1;
static unsigned int max_width;		/* of a source line shown; 0: no limit */
/* the diagnostic being formatted: kept between diagnostics, so it rarely grows */
static struct strbuf text;
/*
 * The places whose source line this diagnostic showed: its own and the
 * last one.  A note there gets none (gcc shows a place once in a row):
 * the expected/got notes of a conversion, the outermost macro's
 * expansion note.
 */
static uint32_t main_loc, shown_loc;

/* ---------------------------------------------------------------- */
/* Colours: GCC_COLORS, with gcc's names and defaults */

enum color {
	C_ERROR, C_WARNING, C_NOTE, C_RANGE1, C_RANGE2, C_LOCUS, C_QUOTE, C_PATH,
	C_FIXIT_INSERT, C_FIXIT_DELETE, C_DIFF_FILENAME, C_DIFF_HUNK, C_DIFF_DELETE,
	C_DIFF_INSERT, C_TYPE_DIFF, C_NR
};

static const char *const color_names[C_NR] = {
	"error", "warning", "note", "range1", "range2", "locus", "quote", "path",
	"fixit-insert", "fixit-delete", "diff-filename", "diff-hunk", "diff-delete",
	"diff-insert", "type-diff",
};

static const char *const color_defaults[C_NR] = {
	"01;31", "01;35", "01;36", "32", "34", "01", "01", "01;36",
	"32", "31", "01", "32", "31", "32", "01;32",
};

/* the SGR sequence of each colour (from GCC_COLORS), "" for none */
static char colors[C_NR][32];

/*
 * GCC_COLORS="error=01;31:warning=01;35:...": the capabilities it names
 * replace the defaults; a value that is not digits and ';' ends the
 * parse there, as in gcc.  Set but empty, it turns colour off.
 */
static bool parse_gcc_colors(void)
{
	const char *s = getenv("GCC_COLORS");
	unsigned int i;

	for (i = 0; i < C_NR; i++)
		strcpy(colors[i], color_defaults[i]);
	if (!s)
		return true;
	if (!*s)
		return false;
	while (*s) {
		const char *eq = strchr(s, '='), *end = strchr(s, ':');
		size_t vlen;

		if (!end)
			end = s + strlen(s);
		if (!eq || eq > end)
			break;
		vlen = end - eq - 1;
		if (strspn(eq + 1, "0123456789;") < vlen)
			break;
		for (i = 0; i < C_NR; i++) {
			if (strlen(color_names[i]) == (size_t)(eq - s) &&
			    !strncmp(s, color_names[i], eq - s) && vlen < sizeof(colors[i])) {
				memcpy(colors[i], eq + 1, vlen);
				colors[i][vlen] = '\0';
			}
		}
		s = *end ? end + 1 : end;
	}
	return true;
}

static void color_start(enum color c)
{
	if (color_on > 0 && colors[c][0])
		sb_printf(&text, "\33[%sm\33[K", colors[c]);
}

static void color_end(enum color c)
{
	if (color_on > 0 && colors[c][0])
		sb_addstr(&text, "\33[m\33[K");
}

static void add_colored(enum color c, const char *s, size_t n)
{
	color_start(c);
	sb_add(&text, s, n);
	color_end(c);
}

static unsigned int terminal_width(void)
{
	const char *cols = getenv("COLUMNS");
	struct winsize ws;

	if (cols && atoi(cols) > 0)
		return atoi(cols);
	if (isatty(STDERR_FILENO) && !ioctl(STDERR_FILENO, TIOCGWINSZ, &ws) && ws.ws_col)
		return ws.ws_col;
	return 0;
}

/* Decided at the first diagnostic, when the options are all known. */
static void resolve_options(void)
{
	bool tty = isatty(STDERR_FILENO);
	const char *term = getenv("TERM");
	const char *no_color = getenv("NO_COLOR");

	caret_on = show_caret == WHEN_ALWAYS || (show_caret == WHEN_AUTO && tty);
	/*
	 * auto: a terminal that is not "dumb" (gcc), unless NO_COLOR is set
	 * and not empty (no-color.org; gcc does not read it: an option still wins).
	 */
	color_on = use_color == WHEN_ALWAYS ||
		   (use_color == WHEN_AUTO && tty && !(term && !strcmp(term, "dumb")) &&
		    !(no_color && *no_color));
	if (color_on && !parse_gcc_colors())
		color_on = 0;
	max_width = caret_on ? terminal_width() : 0;
}

bool output_text_option(const char *opt)
{
	if (!strcmp(opt, "-fdiagnostics-show-caret")) {
		show_caret = WHEN_ALWAYS;
	} else if (!strcmp(opt, "-fno-diagnostics-show-caret")) {
		show_caret = WHEN_NEVER;
	} else if (!strcmp(opt, "-fdiagnostics-color")) {
		use_color = WHEN_ALWAYS;
	} else if (!strcmp(opt, "-fno-diagnostics-color")) {
		use_color = WHEN_NEVER;
	} else if (!strncmp(opt, "-fdiagnostics-color=", 20)) {
		const char *v = opt + 20;

		if (!strcmp(v, "auto"))
			use_color = WHEN_AUTO;
		else if (!strcmp(v, "always"))
			use_color = WHEN_ALWAYS;
		else if (!strcmp(v, "never"))
			use_color = WHEN_NEVER;
		else
			fatal("argument to '-fdiagnostics-color=' should be one of 'never', 'always', 'auto' (not '%s')",
			      v);
	} else {
		return false;
	}
	caret_on = color_on = -1;
	return true;
}

void output_text_set_prefix(const char *p)
{
	prefix = p;
}

/* ---------------------------------------------------------------- */
/* The lines of a diagnostic */

/* The start of a line about WHERE: a file, "<command-line>" or the checker itself. */
static void put_where_name(const char *name)
{
	color_start(C_LOCUS);
	sb_printf(&text, "%s:", name);
	color_end(C_LOCUS);
	sb_addc(&text, ' ');
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
	color_start(C_LOCUS);
	sb_printf(&text, "%s:%u:", name, p.line);
	if (p.col && !line_only)
		sb_printf(&text, "%u:", p.col);
	color_end(C_LOCUS);
	sb_addc(&text, ' ');
	if (prefix)
		sb_printf(&text, "%s: ", prefix);
}

static enum color severity_color(const struct diag_record *r)
{
	switch (r->severity) {
	case DIAG_WARNING:
		return r->promoted ? C_ERROR : C_WARNING;
	case DIAG_NOTE:
		return C_NOTE;
	default:
		return C_ERROR;
	}
}

static bool word_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_';
}

/* A message, its 'quoted' names in the quote colour (gcc colours its %qs so). */
static void put_message(const char *m)
{
	const char *q, *close;

	if (color_on <= 0) {
		sb_addstr(&text, m);
		return;
	}
	while ((q = strchr(m, '\'')) != NULL) {
		/* an apostrophe ("can't") opens nothing */
		close = q > m && word_char(q[-1]) ? NULL : strchr(q + 1, '\'');
		while (close && word_char(close[1]))
			close = strchr(close + 1, '\'');
		if (!close || close == q + 1) {
			sb_add(&text, m, q + 1 - m);
			m = q + 1;
			continue;
		}
		sb_add(&text, m, q + 1 - m);
		add_colored(C_QUOTE, q + 1, close - q - 1);
		sb_addc(&text, '\'');
		m = close + 1;
	}
	sb_addstr(&text, m);
}

/* "severity: message" or "note: text", after the place */
static void put_severity(enum color c, const char *name)
{
	color_start(c);
	sb_printf(&text, "%s:", name);
	sb_addc(&text, ' ');
	color_end(c);
}

/*
 * gcc's include chain before a diagnostic in a header: the #include that
 * read the header, then the one that read that file, up to the unit.
 * Every diagnostic gets its own (gcc prints it when it changes): with
 * make -j the diagnostics of several units interleave on one stream, and
 * only this ties a header's warning to its unit.
 */
static void put_include_chain(uint32_t loc)
{
	uint32_t from = source_included_from(loc);
	bool first = true;

	for (; from; from = source_included_from(from), first = false) {
		struct srcplace p = source_place(from);

		sb_addstr(&text, first ? "In file included from " : ",\n                 from ");
		color_start(C_LOCUS);
		sb_printf(&text, "%s:%u", source_file_name(p.file), p.line);
		color_end(C_LOCUS);
	}
	if (!first)
		sb_addstr(&text, ":\n");
}

/* ---------------------------------------------------------------- */
/* The source line under a place, with the caret and the range */

/* the display column of each byte of the line shown, and one for its end */
static unsigned int *dcol;
static size_t dcol_cap;

static void measure_line(const char *line, size_t len)
{
	unsigned int col = 0;
	size_t i;

	vec_grow(dcol, len + 1, dcol_cap, 256);
	for (i = 0; i < len; i++) {
		dcol[i] = col;
		if (line[i] == '\t')
			col = (col / TABSTOP + 1) * TABSTOP;
		/* one column a character: UTF-8 continuation bytes take none */
		else if (((unsigned char)line[i] & 0xc0) != 0x80)
			col++;
	}
	dcol[len] = col;
}

/*
 * The byte offset in LINE (LEN bytes, read at LINE_LOC's line) where
 * the range's first (LAST false) or last token (LAST true) starts or
 * ends.  A token on another line: the line's first or last character
 * (the range goes on there), or FALLBACK when the token comes before the
 * start or after the end (a place the range does not explain).
 */
static size_t range_offset(uint32_t loc, uint32_t line_loc, const char *line, size_t len,
			   bool last, size_t fallback)
{
	size_t n, left;
	const char *t = source_text(loc, &left);

	if (t && source_line_text(loc, &n) == line && t >= line && t <= line + len) {
		n = t - line;
		return last ? MIN(len, n + diag_token_length(loc)) : n;
	}
	if (!t || source_compare_reading(loc, line_loc) != (last ? 1 : -1))
		return fallback;
	n = last ? len : 0;
	if (last)
		while (n > 0 && (line[n - 1] == ' ' || line[n - 1] == '\t'))
			n--;
	else
		while (n < len && (line[n] == ' ' || line[n] == '\t'))
			n++;
	return n;
}

/*
 * A parenthesized operand's '(' is no token of the tree: the range ends
 * at its ')' but starts inside.  Each ')' without its '(' in the range
 * takes the range's start back over the '(' before it.
 */
static size_t balance_parens(const char *line, size_t rs, size_t re)
{
	int open = 0;
	size_t i;

	for (i = rs; i < re; i++) {
		if (line[i] == '"' || line[i] == '\'') {
			char q = line[i];

			while (++i < re && line[i] != q)
				if (line[i] == '\\')
					i++;
		} else if (line[i] == '(') {
			open++;
		} else if (line[i] == ')' && --open < 0) {
			size_t j = rs;

			while (j > 0 && (line[j - 1] == ' ' || line[j - 1] == '\t'))
				j--;
			if (!j || line[j - 1] != '(')
				break;
			rs = j - 1;
			open = 0;
		}
	}
	return rs;
}

static unsigned int digits(unsigned int n)
{
	unsigned int d = 1;

	while (n >= 10) {
		n /= 10;
		d++;
	}
	return d;
}

/* The columns [from, to) of the caret line: ' ' before the range, '~' in it, '^' at the caret. */
static void put_caret_line(unsigned int width, unsigned int from, unsigned int to,
			   unsigned int rs, unsigned int re, unsigned int caret)
{
	unsigned int col;
	bool in = false;

	sb_printf(&text, "%*s | ", width, "");
	for (col = from; col < to; col++) {
		if (!in && col >= rs) {
			color_start(C_RANGE1);
			in = true;
		}
		sb_addc(&text, col == caret ? '^' : col >= rs ? '~' : ' ');
	}
	if (in)
		color_end(C_RANGE1);
	sb_addc(&text, '\n');
}

/*
 * gcc's source line and caret line for a place: " 12 |   x = *p;" and
 * "    |       ^~" below it.  CARET, START and END are file locations
 * (START and END: the range's first and last token; the caret's token
 * when they are the caret).  Only the caret's line is shown; a range
 * going on to other lines is underlined to the end of that line.  Tabs
 * are expanded; a line wider than the terminal is cut around the caret.
 */
static void put_source(uint32_t caret, uint32_t start, uint32_t end, bool line_only)
{
	size_t len, left, cb, ce, rs, re, i;
	unsigned int width, from, to, avail;
	const char *line, *c;
	bool in = false;

	if (caret_on <= 0 || line_only || !caret || caret == shown_loc || caret == main_loc)
		return;
	line = source_line_text(caret, &len);
	c = source_text(caret, &left);
	if (!line || !c || c < line || c > line + len)
		return;
	shown_loc = caret;
	if (!main_loc)
		main_loc = caret;
	cb = c - line;
	ce = MIN(len, cb + diag_token_length(caret));
	rs = MIN(cb, range_offset(start, caret, line, len, false, cb));
	re = MAX(ce, range_offset(end, caret, line, len, true, ce));
	rs = balance_parens(line, rs, re);
	measure_line(line, len);
	width = MAX(MIN_LINENUM_WIDTH, digits(source_place(caret).line));
	/* a long line: the window that shows the caret with a margin after it */
	from = 0;
	to = dcol[len];
	avail = max_width > width + 3 ? max_width - (width + 3) : 0;
	if (avail > 2 * CARET_RIGHT_MARGIN && to > avail) {
		if (dcol[cb] + CARET_RIGHT_MARGIN > avail)
			from = MIN(dcol[cb] + CARET_RIGHT_MARGIN - avail, to - avail);
		to = from + avail;
	}
	sb_printf(&text, "%*u | ", width, source_place(caret).line);
	for (i = 0; i < len; i++) {
		unsigned int col;

		if (dcol[i] >= to || (dcol[i] < from && (line[i] != '\t' || dcol[i + 1] <= from)))
			continue;
		if (in != (i >= rs && i < re)) {
			if (in)
				color_end(C_RANGE1);
			else
				color_start(C_RANGE1);
			in = !in;
		}
		if (line[i] != '\t') {
			sb_addc(&text, line[i]);
			continue;
		}
		for (col = MAX(dcol[i], from); col < dcol[i + 1] && col < to; col++)
			sb_addc(&text, ' ');
	}
	if (in)
		color_end(C_RANGE1);
	sb_addc(&text, '\n');
	put_caret_line(width, from, MIN(to, MAX(dcol[re], dcol[cb] + 1)), dcol[rs], dcol[re],
		       dcol[cb]);
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
				put_severity(C_NOTE, "note");
				sb_printf(&text, "(%u more macro expansions)\n", more);
				e = root;
			}
		}
		put_where(source_place(e->name_loc), false);
		put_severity(C_NOTE, "note");
		sb_addstr(&text, "in expansion of macro '");
		add_colored(C_QUOTE, e->macro->name, strlen(e->macro->name));
		sb_addstr(&text, "'\n");
		put_source(source_spelling(e->name_loc), 0, 0, false);
	}
}

static void text_emit(const struct diag_record *r)
{
	enum color sev = severity_color(r);
	unsigned int i;

	if (caret_on < 0 || color_on < 0)
		resolve_options();
	text.len = 0;
	main_loc = shown_loc = 0;
	if (r->where) {
		put_where_name(r->where);
	} else {
		/* the place the user wrote: the outermost macro's name in an expansion */
		put_include_chain(source_user_loc(r->pos.loc));
		put_where(source_user_place(r->pos.loc), r->line_only);
	}
	put_severity(sev, diag_severity_name(r));
	put_message(r->message);
	if (r->check_name) {
		sb_addc(&text, ' ');
		sb_addc(&text, '[');
		color_start(sev);
		sb_printf(&text, "-W%s%s", r->werror_named ? "error=" : "", r->check_name);
		color_end(sev);
		sb_addc(&text, ']');
	}
	sb_addc(&text, '\n');
	if (!r->where)
		put_source(source_user_loc(r->pos.loc), source_user_loc(r->start.loc),
			   source_user_loc(r->end.loc), r->line_only);
	for (i = 0; i < r->nnotes; i++) {
		const struct diag_note *n = &r->notes[i];

		put_where(source_user_place(n->pos.loc), n->line_only);
		put_severity(C_NOTE, "note");
		put_message(n->text);
		sb_addc(&text, '\n');
		put_source(source_user_loc(n->pos.loc), source_user_loc(n->start.loc),
			   source_user_loc(n->end.loc), n->line_only);
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
	show_caret = use_color = WHEN_AUTO;
	caret_on = color_on = -1;
}

const struct output_sink output_text = {
	.emit = text_emit,
	.reset = text_reset,
};
