// SPDX-License-Identifier: GPL-2.0
/*
 * -E: prints the preprocessed unit the way gcc -E does: line markers when
 * the file changes or lines are skipped, tokens of a macro expansion on
 * the line of the invocation, a space wherever the source had one or where
 * two tokens would otherwise lex as one, #pragma lines in place.
 */
#define _GNU_SOURCE	/* fwrite_unlocked: one call per token */
#include <stdio.h>
#include <string.h>

#include "ppout.h"
#include "pp_int.h"

static FILE *out;
static bool markers;
static uint32_t out_file = UINT32_MAX, out_line;
static bool printed;		/* something on the current output line */
static struct token prev;
static bool have_prev;

static void print_marker(uint32_t file, uint32_t line, int flag)
{
	if (printed)
		putc_unlocked('\n', out);
	printed = false;
	out_file = file;
	out_line = line;
	if (!markers)
		return;
	fprintf(out, "# %u \"", line);
	for (const char *s = source_file_name(file); *s; s++) {
		if (*s == '"' || *s == '\\')
			putc_unlocked('\\', out);
		putc_unlocked(*s, out);
	}
	putc_unlocked('"', out);
	if (flag)
		fprintf(out, " %d", flag);
	if (source_file_is_system(file))
		fputs(" 3", out);
	putc_unlocked('\n', out);
	have_prev = false;
}

static void file_change(uint32_t file, uint32_t line, int reason)
{
	print_marker(file, line, reason);
}

/* Moves the output to LINE of FILE: newlines for small steps, else a marker. */
static void sync_line(uint32_t file, uint32_t line)
{
	if (file != out_file) {
		print_marker(file, line, 0);
		return;
	}
	if (line <= out_line)
		return;
	if (line - out_line <= 8) {
		if (printed)
			putc_unlocked('\n', out);
		while (++out_line < line)
			putc_unlocked('\n', out);
		printed = false;
		have_prev = false;
	} else {
		print_marker(file, line, 0);
	}
}

static void pragma(const char *text, size_t len, const struct token *at)
{
	struct srcplace at_place = source_user_place(at->loc);

	if (printed)
		putc_unlocked('\n', out);
	if (len && text[0] == '\001')
		fprintf(out, "#%.*s\n", (int)len - 1, text + 1);
	else
		fprintf(out, "#pragma %.*s\n", (int)len, text);
	printed = false;
	have_prev = false;
	out_line = at_place.line + 1;
	/* gcc marks the line again after a pragma: keep the numbering right */
	if (markers)
		print_marker(at_place.file, out_line, 0);
}

static char first_char(const struct token *t)
{
	size_t len;
	const char *s = token_spelling(t, &len);

	return len ? s[0] : 0;
}

/* Would A immediately followed by B be lexed differently?  (gcc's table) */
static bool avoid_paste(const struct token *a, const struct token *b)
{
	int ka = a->kind, kb = b->kind;
	char c = kb >= TOK_FIRST_PUNCT ? first_char(b) : 0;

	if (a->flags & TF_DIGRAPH || b->flags & TF_DIGRAPH)
		return true;
	if (c == '=' && ka >= TOK_FIRST_PUNCT &&
	    ka != TOK_LPAREN && ka != TOK_RPAREN && ka != TOK_LBRACKET &&
	    ka != TOK_RBRACKET && ka != TOK_LBRACE && ka != TOK_RBRACE &&
	    ka != TOK_COMMA && ka != TOK_SEMI && ka != TOK_QUESTION &&
	    ka != TOK_TILDE && ka != TOK_DOT && ka != TOK_ELLIPSIS && ka != TOK_HASHHASH &&
	    ka != TOK_INC && ka != TOK_DEC && ka != TOK_ARROW && ka != TOK_COLON)
		return true;
	switch (ka) {
	case TOK_GT: return c == '>';
	case TOK_LT: return c == '<' || c == '%' || c == ':';
	case TOK_PLUS: return c == '+';
	case TOK_MINUS: return c == '-' || c == '>';
	case TOK_SLASH: return c == '/' || c == '*';
	case TOK_PERCENT: return c == ':' || c == '%';
	case TOK_AMP: return c == '&';
	case TOK_PIPE: return c == '|';
	case TOK_COLON: return c == ':' || c == '>';
	case TOK_ARROW: return c == '*';
	case TOK_DOT: return c == '.' || c == '%' || kb == TOK_NUMBER;
	case TOK_HASH: return c == '#' || c == '%';
	case TOK_SHL: case TOK_SHR: return c == '=';
	case TOK_IDENT:
		return kb == TOK_NUMBER || kb == TOK_IDENT || kb == TOK_CHAR || kb == TOK_STRING;
	case TOK_NUMBER:
		return kb == TOK_NUMBER || kb == TOK_IDENT || kb == TOK_CHAR || c == '.' ||
		       c == '+' || c == '-';
	case TOK_OTHER:
		return first_char(a) == '\\' && kb == TOK_IDENT;
	default:
		return false;
	}
}

void ppout_begin(FILE *f, bool line_markers)
{
	out = f;
	markers = line_markers;
	out_file = UINT32_MAX;
	printed = false;
	have_prev = false;
	pp_hooks.file_change = file_change;
	pp_hooks.pragma = pragma;
}

void ppout_run(void)
{
	struct token t;
	bool src_set = false, src_white = false;

	for (;;) {
		struct srcplace place;
		size_t len;
		const char *s;
		bool space;

		macro_get(&t);
		if (t.kind == TOK_PADDING) {
			if (!src_set || (!src_white && !(t.flags & TF_PAD_SRC))) {
				src_set = t.flags & TF_PAD_SRC;
				src_white = t.flags & TF_SPACE;
			}
			continue;
		}
		if (t.kind == TOK_EOF)
			break;
		place = source_user_place_seg(t.loc, t.seg);
		sync_line(place.file, place.line);
		space = src_set ? src_white : (t.flags & TF_SPACE);
		if (!printed) {
			if (t.flags & TF_SPACE || (src_set && src_white))
				putc_unlocked(' ', out);
		} else if (space || (have_prev && avoid_paste(&prev, &t))) {
			putc_unlocked(' ', out);
		}
		s = token_spelling(&t, &len);
		fwrite_unlocked(s, 1, len, out);
		printed = true;
		prev = t;
		have_prev = true;
		src_set = false;
		src_white = false;
	}
	if (printed)
		putc_unlocked('\n', out);
	pp_hooks.file_change = NULL;
	pp_hooks.pragma = NULL;
}
