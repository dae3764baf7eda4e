// SPDX-License-Identifier: GPL-2.0
/*
 * Preprocessor, file side: the include stack, the search path, include
 * guards, conditionals and directives.  Macro expansion is in macro.c,
 * #if arithmetic in ppexpr.c.
 */
#define _GNU_SOURCE	/* memmem */
#include <errno.h>
#include <stdarg.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lexer.h"
#include "pp_int.h"

struct pp_state pp;
struct pp_hooks pp_hooks;

struct cond {
	struct token at;	/* the #if, for "unterminated" errors */
	const char *directive;
	bool taken;		/* a branch has been taken */
	bool in_else;
	bool was_skipping;	/* the whole conditional is in a skipped block */
	struct ident *mi_guard;	/* candidate include guard */
};

static struct strbuf prologue;
static struct strbuf prologue_text;	/* predefined macros and the prologue */

/*
 * pp_keep_prologue(): the macros the next prologue defines are kept, and
 * later units with the same prologue start with them instead of reading
 * it again (the fuzz targets: ~400 #defines are most of a small unit).
 */
static struct {
	bool requested;
	char *text;		/* the prologue read; the macros' tokens point into it */
	struct ident **ids;
	struct macro **macros;
	size_t n, cap;
	unsigned int diags;	/* diagnostics before the prologue */
} kept_prologue;

static void keep_prologue(void);
static const char **includes, **imacros;
static int nincludes, nimacros;

void pp_add_define(const char *arg)
{
	const char *eq = strchr(arg, '=');

	sb_addstr(&prologue, "#define ");
	if (eq) {
		sb_add(&prologue, arg, eq - arg);
		sb_addc(&prologue, ' ');
		/* -DX=a\nb: gcc takes up to the newline */
		sb_add(&prologue, eq + 1, strcspn(eq + 1, "\n"));
	} else {
		sb_addstr(&prologue, arg);
		sb_addstr(&prologue, " 1");
	}
	sb_addc(&prologue, '\n');
}

void pp_add_undef(const char *arg)
{
	sb_printf(&prologue, "#undef %s\n", arg);
}

void pp_add_include(const char *file)
{
	includes = xrealloc(includes, (nincludes + 1) * sizeof(char *));
	includes[nincludes++] = file;
}

void pp_add_imacros(const char *file)
{
	imacros = xrealloc(imacros, (nimacros + 1) * sizeof(char *));
	imacros[nimacros++] = file;
}

/* A file being read. */
struct buffer {
	struct buffer *prev;
	struct lexer *lx;
	struct src_file *src;
	char *own_buf;		/* a private copy when the file is read recursively */
	uint32_t file;		/* file table index of the name it was found under */
	uint32_t base;		/* location of the buffer's first byte */
	uint32_t name_file;	/* after #line "name" */
	int32_t line_delta;	/* after #line N */
	int next_dir;		/* where #include_next searches from; -1 in the main file */
	const char *dir;	/* directory part of the name, with '/', for "" includes */
	size_t dirlen;
	unsigned int cond_base;	/* conditional depth when the file was entered */
	bool discard;		/* -imacros: tokens are dropped */
	bool eof_pending;	/* EOF seen while ending a directive line */
	bool announced;		/* -E has been told about this file */
	bool prologue;		/* the predefined macros and -D/-U */
	/* multiple-include optimisation, as gcc does it */
	bool mi_valid;
	struct ident *mi_guard;
};

static struct buffer *cur;
static char **own_bufs;
static size_t nown_bufs;
static struct cond *conds;
static unsigned int ncond, cond_cap;

static struct token pushback[8];
static int npushback;

static const char *base_file;
static char *main_file_name;

static void line_hook(uint32_t file, uint32_t line, int reason)
{
	if (cur)
		cur->announced = true;
	if (pp_hooks.file_change)
		pp_hooks.file_change(file, line, reason);
}

static const char *dir_of(const char *path, size_t *len)
{
	const char *slash = strrchr(path, '/');

	*len = slash ? (size_t)(slash - path + 1) : 0;
	return path;
}

static void push_buffer(struct src_file *src, char *buf, size_t len,
			const char *name, bool system, int next_dir)
{
	struct buffer *b = xcalloc(1, sizeof(*b));
	bool first_reading = src && !src->seen;

	b->prev = cur;
	b->src = src;
	if (src) {
		if (src->active) {
			/*
			 * The scanner writes a NUL after its current token,
			 * so a file read recursively gets a copy of its own,
			 * taken from the disk as the shared copy is in use.
			 */
			int fd = open(name, O_RDONLY);

			b->own_buf = fd >= 0 ? ppfile_read_fd(fd, &len) : NULL;
			if (fd >= 0)
				close(fd);
			if (!b->own_buf) {
				b->own_buf = xmalloc(src->len + 2);
				memcpy(b->own_buf, "\n\0", 2);
				len = 0;
			}
			buf = b->own_buf;
		} else {
			buf = src->buf;
			len = src->len;
		}
		src->active++;
		src->seen = true;
	}
	b->file = source_file_index(name, system);
	b->name_file = b->file;
	b->base = source_enter_buffer(b->file, buf, len);
	/* once per file and unit, on its last line, as sparse */
	if (src && first_reading && len && buf[len - 1] != '\n')
		diag_warning(CHECK_NEWLINE_EOF, (struct srcpos){ b->base + len - 1 },
			     "no newline at end of file");
	b->lx = lexer_new(buf, len, b->base);
	b->next_dir = next_dir;
	b->dir = dir_of(source_file_name(b->file), &b->dirlen);
	b->cond_base = ncond;
	b->mi_valid = true;
	cur = b;
	if (b->prev)
		pp.include_depth++;
}

static void pop_buffer(void)
{
	struct buffer *b = cur;

	if (b->src) {
		b->src->active--;
		if (b->mi_valid && b->mi_guard && !b->src->guard)
			b->src->guard = b->mi_guard;
	}
	lexer_free(b->lx);
	if (b->own_buf) {
		/* macro bodies may point into it until the unit ends */
		own_bufs = xrealloc(own_bufs, (nown_bufs + 1) * sizeof(*own_bufs));
		own_bufs[nown_bufs++] = b->own_buf;
	}
	cur = b->prev;
	if (cur)
		pp.include_depth--;
	free(b);
}

static void error_at(const struct token *t, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void error_at(const struct token *t, const char *fmt, ...)
{
	char msg[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	diag_error(token_pos(t), "%s", msg);
}

/* Enters an included file unless its guard says it would be empty. */
static void enter_include(const struct token *at, const char *name, size_t len,
			  bool angled, bool next, bool import)
{
	struct src_file *src;
	const char *path;
	int dir;

	if (pp.include_depth >= PP_MAX_INCLUDE_DEPTH) {
		error_at(at, "#include nested depth %d exceeds maximum of %d",
			 pp.include_depth + 1, PP_MAX_INCLUDE_DEPTH);
		return;
	}
	if (!ppfile_find(name, len, angled, next ? cur->next_dir : -1, cur->dir, cur->dirlen,
			 &src, &path, &dir)) {
		/* the unit is not checked as written: sparse exits with 1 there */
		diag_error_failing(token_pos(at), "%.*s: %s", (int)len, name,
				   ppfile_strerror(errno));
		return;
	}
	if (src->once && src->seen)
		return;
	if (import && src->seen)
		return;
	if (import)
		src->once = true;
	if (src->guard && src->guard->macro)
		return;
	if (!source_room_for(src->len)) {
		/* a big file including itself, unguarded: the location space is full */
		error_at(at, "%s: not read: more than 2 GiB of source text in one unit", path);
		return;
	}
	push_buffer(src, NULL, 0, path,
		    ppfile_dir_is_system(dir) || source_file_is_system(cur->file),
		    dir >= 0 ? dir + 1 : ppfile_chain_start(INC_QUOTE));
	source_set_origin(cur->base, token_pos(at).loc, 0);
	line_hook(cur->file, 1, FC_ENTER);
}

/* ---------------------------------------------------------------- */
/* Raw tokens */

void pp_unlex(const struct token *t)
{
	if (npushback == ARRAY_SIZE(pushback))
		fatal("internal error: token pushback overflow");
	pushback[npushback++] = *t;
}

/* Copies S without its line splices; returns the new length. */
static size_t remove_splices(char *dst, const char *s, size_t len)
{
	size_t i, n = 0;

	for (i = 0; i < len; i++) {
		if (s[i] == '\\') {
			size_t j = i + 1;

			while (j < len && (s[j] == ' ' || s[j] == '\t' || s[j] == '\r'))
				j++;
			if (j < len && s[j] == '\n') {
				i = j;
				continue;
			}
		}
		dst[n++] = s[i];
	}
	return n;
}

struct ident *pp_intern_token(const char *s, size_t len)
{
	char *clean;
	struct ident *id;

	if (likely(!memchr(s, '\\', len)))
		return ident_intern(s, len);
	clean = xmalloc(len);
	id = ident_intern(clean, remove_splices(clean, s, len));
	free(clean);
	return id;
}

/* Literals and numbers that contain a line splice get a clean spelling. */
static void clean_splices(struct token *t)
{
	char *s = arena_alloc(&pp.perm, t->len);

	t->len = remove_splices(s, t->str, t->len);
	t->str = s;
}

/* A punctuator spelled with a line splice inside: its plain spelling. */
static void punct_spelling(struct token *t)
{
	static const char *const digraphs[TOK_NR_KINDS] = {
		[TOK_LBRACKET] = "<:", [TOK_RBRACKET] = ":>", [TOK_LBRACE] = "<%",
		[TOK_RBRACE] = "%>", [TOK_HASH] = "%:", [TOK_HASHHASH] = "%:%:",
	};

	t->str = t->flags & TF_DIGRAPH ? digraphs[t->kind] : token_punct_spelling[t->kind];
	t->len = strlen(t->str);
}

/*
 * The first byte of S that is not well-formed UTF-8 (RFC 3629: no overlong
 * form, no surrogate, nothing above U+10FFFF), or NULL.
 */
static const char *bad_utf8(const char *s, size_t len)
{
	const unsigned char *p = (const unsigned char *)s, *end = p + len;

	while (p < end) {
		unsigned int c = *p, n, i, cp, min;

		if (c < 0x80) {
			p++;
			continue;
		}
		if (c >= 0xc2 && c <= 0xdf) {
			n = 1, cp = c & 0x1f, min = 0x80;
		} else if ((c & 0xf0) == 0xe0) {
			n = 2, cp = c & 0x0f, min = 0x800;
		} else if (c >= 0xf0 && c <= 0xf4) {
			n = 3, cp = c & 0x07, min = 0x10000;
		} else {
			return (const char *)p;
		}
		if (end - p <= n)
			return (const char *)p;
		for (i = 1; i <= n; i++) {
			if ((p[i] & 0xc0) != 0x80)
				return (const char *)p;
			cp = cp << 6 | (p[i] & 0x3f);
		}
		if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
			return (const char *)p;
		p += n + 1;
	}
	return NULL;
}

/* An identifier with bytes above 0x7f: gcc takes them as UTF-8, or errs. */
static void check_utf8(const struct token *t)
{
	const char *bad = bad_utf8(t->str, t->len);
	struct token at = *t;

	if (!bad)
		return;
	at.loc += bad - t->str;
	error_at(&at, "stray '\\%03o' in program (not UTF-8, in an identifier)",
		 (unsigned char)*bad);
}

/* The warnings the scanner's pseudo-tokens carry. */
static void lexer_note(const struct token *t, int kind)
{
	static struct srcplace nul_at;
	struct token at = *t;

	switch (kind) {
	case LEX_NESTED_COMMENT: {
		const char *inner = memmem(t->str + 2, t->len - 3, "/*", 2);

		at.loc += inner - t->str;
		if (check_enabled(CHECK_COMMENT))
			diag_warning(CHECK_COMMENT, token_pos(&at), "\"/*\" within comment");
		break;
	}
	case LEX_MULTILINE_COMMENT:
		diag_warning(CHECK_COMMENT, token_pos(t), "multi-line comment");
		break;
	case LEX_NUL: {
		struct srcplace p = source_place(t->loc);

		if (nul_at.line != p.line || nul_at.file != p.file)
			diag_warning(CHECK_PP_EXTRA, token_pos(t), "null character(s) ignored");
		nul_at = p;
		break;
	}
	}
}

static void do_directive(struct token *hash);
static void end_of_file(void);

/*
 * The next token of the current file, directives handled.  In a
 * directive, the end of the line is returned as TOK_NEWLINE.
 */
void pp_lex(struct token *t)
{
	int k;

	for (;;) {
		if (npushback) {
			*t = pushback[--npushback];
			k = t->kind;
			if (k == TOK_HASH && t->flags & TF_BOL && !pp.in_directive &&
			    pp.parsing_args != 1) {
				do_directive(t);
				continue;
			}
			return;
		}
		if (!cur) {
			memset(t, 0, sizeof(*t));
			t->kind = TOK_EOF;
			return;
		}
		if (unlikely(cur->eof_pending)) {
			k = TOK_EOF;
			cur->eof_pending = false;
			t->kind = TOK_EOF;
		} else {
			k = lexer_next(cur->lx, t);
		}
		switch (k) {
		case TOK_NEWLINE:
			if (pp.in_directive)
				return;
			if (pp.skipping && !npushback)
				lexer_skip_group(cur->lx);
			continue;
		case TOK_EOF:
			if (pp.in_directive) {
				cur->eof_pending = true;
				t->kind = TOK_NEWLINE;
				return;
			}
			if (!cur->prev) {
				end_of_file();
				t->kind = TOK_EOF;
				return;
			}
			end_of_file();
			continue;
		case TOK_HASH:
			if (t->flags & TF_BOL && !pp.in_directive && pp.parsing_args != 1) {
				do_directive(t);
				if (pp.skipping && !npushback && cur)
					lexer_skip_group(cur->lx);
				continue;
			}
			break;
		case TOK_IDENT:
		case TOK_IDENT | LEX_SPLICED:
		case TOK_IDENT | LEX_NONASCII:
			if (pp.skipping && !pp.in_directive)
				continue;
			if (unlikely(k != TOK_IDENT))
				check_utf8(t);
			k &= ~LEX_NONASCII;
			if (likely(k == TOK_IDENT))
				t->id = ident_intern(t->str, t->len);
			else
				t->id = pp_intern_token(t->str, t->len);
			if (unlikely(t->id->poisoned) && !pp.in_directive)
				error_at(t, "attempt to use poisoned \"%s\"", t->id->name);
			break;
		case TOK_NUMBER | LEX_SPLICED:
		case TOK_STRING | LEX_SPLICED:
		case TOK_CHAR | LEX_SPLICED:
			if (pp.skipping && !pp.in_directive)
				continue;
			clean_splices(t);
			break;
		case LEX_UNTERMINATED_COMMENT:
			error_at(t, "unterminated comment");
			continue;
		case LEX_UNTERMINATED_CHAR:
		case LEX_UNTERMINATED_STRING:
			/* gcc warns, in skipped groups too ("don't" in #if 0) */
			diag_warning(CHECK_PP_EXTRA, token_pos(t), "missing terminating %c character",
				     k == LEX_UNTERMINATED_STRING ? '"' : '\'');
			t->kind = TOK_OTHER;
			break;
		case LEX_NESTED_COMMENT:
		case LEX_MULTILINE_COMMENT:
		case LEX_NUL:
			lexer_note(t, k);
			continue;
		default:
			if (k >= TOK_FIRST_PUNCT && unlikely(t->len > 1 && memchr(t->str, '\\', t->len)))
				punct_spelling(t);
			break;
		}
		if (pp.skipping && !pp.in_directive)
			continue;
		/* gcc keeps a NUL of a literal, with a warning */
		if (unlikely((t->kind == TOK_STRING || t->kind == TOK_CHAR) &&
			     memchr(t->str, '\0', t->len)))
			diag_warning(CHECK_PP_EXTRA, token_pos(t),
				     "null character(s) preserved in literal");
		if (!pp.in_directive)
			cur->mi_valid = false;
		if (unlikely(cur->discard) && !pp.in_directive)
			continue;
		return;
	}
}

static void end_of_file(void)
{
	struct buffer *b = cur;
	bool b_had_src = b->src != NULL;

	while (ncond > b->cond_base) {
		struct cond *c = &conds[--ncond];

		error_at(&c->at, "unterminated #%s", c->directive);
		pp.skipping = c->was_skipping;
	}
	if (b->prologue && kept_prologue.requested)
		keep_prologue();
	pop_buffer();
	/* the -include files were stacked at the start: entered only now */
	if (cur && !cur->announced)
		line_hook(cur->name_file, 1, FC_ENTER);
	else if (cur && b_had_src)
		line_hook(cur->name_file, lexer_line(cur->lx) + cur->line_delta, FC_LEAVE);
}

/* Skips to the end of a directive line. */
static void skip_line(void)
{
	struct token t;

	do
		pp_lex(&t);
	while (t.kind != TOK_NEWLINE);
}

static void check_eol(const char *directive)
{
	struct token t;

	pp_lex(&t);
	if (t.kind != TOK_NEWLINE) {
		diag_warning(CHECK_PP_EXTRA, token_pos(&t),
			     "extra tokens at end of #%s directive", directive);
		skip_line();
	}
}

/* The rest of the directive line as written, for #error and #pragma. */
static void rest_of_line(struct strbuf *sb, struct token *first)
{
	struct token t = *first;
	bool started = false;

	while (t.kind != TOK_NEWLINE) {
		size_t len;
		const char *s = token_spelling(&t, &len);

		if (started && t.flags & TF_SPACE)
			sb_addc(sb, ' ');
		sb_add(sb, s, len);
		started = true;
		pp_lex(&t);
	}
}

/* ---------------------------------------------------------------- */
/* Conditionals */

static void push_cond(const struct token *at, const char *directive, bool value,
		      struct ident *guard)
{
	struct cond *c;

	vec_grow(conds, ncond + 1, cond_cap, 64);
	c = &conds[ncond++];
	c->at = *at;
	c->directive = directive;
	c->was_skipping = pp.skipping;
	c->in_else = false;
	c->mi_guard = NULL;
	if (!pp.skipping) {
		if (cur->mi_valid && !cur->mi_guard)
			c->mi_guard = guard;
		c->taken = value;
		pp.skipping = !value;
	} else {
		c->taken = true;	/* nothing in it is taken */
	}
}

static struct ident *read_macro_name(const char *directive, struct token *t)
{
	pp_lex(t);
	if (t->kind == TOK_IDENT) {
		if (!strcmp(t->id->name, "defined")) {
			error_at(t, "\"defined\" cannot be used as a macro name");
			return NULL;
		}
		return t->id;
	}
	if (t->kind == TOK_NEWLINE)
		error_at(t, "no macro name given in #%s directive", directive);
	else
		error_at(t, "macro names must be identifiers");
	return NULL;
}

static void do_ifdef(struct token *at, bool ndef)
{
	const char *name = ndef ? "ifndef" : "ifdef";
	struct ident *id = NULL;
	bool value = false;
	struct token t;

	if (!pp.skipping) {
		id = read_macro_name(name, &t);
		if (id) {
			value = (id->macro != NULL) != ndef;
			check_eol(name);
		} else if (t.kind != TOK_NEWLINE) {
			skip_line();
		}
	} else {
		skip_line();
	}
	push_cond(at, name, value, ndef ? id : NULL);
}

/* Set by ppexpr_eval when the expression is exactly "!defined X". */
struct ident *ppexpr_guard;

static void do_if(struct token *at)
{
	bool value = false;

	ppexpr_guard = NULL;
	if (!pp.skipping)
		value = ppexpr_eval(at);
	else
		skip_line();
	push_cond(at, "if", value, ppexpr_guard);
}

static void do_else(struct token *at, bool elif)
{
	struct cond *c;

	if (ncond <= cur->cond_base) {
		error_at(at, "#%s without #if", elif ? "elif" : "else");
		skip_line();
		return;
	}
	c = &conds[ncond - 1];
	if (c->in_else)
		error_at(at, "#%s after #else", elif ? "elif" : "else");
	c->mi_guard = NULL;
	c->directive = elif ? "elif" : "else";
	if (!elif)
		c->in_else = true;
	if (c->was_skipping) {
		skip_line();
		return;
	}
	if (c->taken) {
		pp.skipping = true;
		if (elif)
			skip_line();
		else
			check_eol("else");
		return;
	}
	if (elif) {
		pp.skipping = false;
		c->taken = ppexpr_eval(at);
		pp.skipping = !c->taken;
	} else {
		pp.skipping = false;
		c->taken = true;
		check_eol("else");
	}
}

static void do_endif(struct token *at)
{
	struct cond *c;

	if (ncond <= cur->cond_base) {
		error_at(at, "#endif without #if");
		skip_line();
		return;
	}
	c = &conds[--ncond];
	pp.skipping = c->was_skipping;
	if (!pp.skipping)
		check_eol("endif");
	else
		skip_line();
	if (c->mi_guard && !c->was_skipping) {
		cur->mi_valid = true;
		cur->mi_guard = c->mi_guard;
	}
}

/* ---------------------------------------------------------------- */
/* #include */

/* A header name from macro-expanded tokens: "x" or <x y>. */
static bool expanded_header_name(struct token *t, struct strbuf *sb, bool *angled)
{
	if (t->kind == TOK_STRING && t->str[0] == '"') {
		sb_add(sb, t->str + 1, t->len - 2);
		*angled = false;
		macro_get_nopad(t);
		return true;
	}
	if (t->kind == TOK_LT) {
		*angled = true;
		for (;;) {
			size_t len;
			const char *s;

			macro_get(t);
			if (t->kind == TOK_NEWLINE) {
				error_at(t, "missing terminating > character");
				return false;
			}
			if (t->kind == TOK_GT)
				break;
			if (t->kind == TOK_PADDING) {
				continue;
			}
			s = token_spelling(t, &len);
			if (sb->len && t->flags & TF_SPACE)
				sb_addc(sb, ' ');
			sb_add(sb, s, len);
		}
		macro_get_nopad(t);
		return true;
	}
	return false;
}

static void do_include(struct token *at, const char *directive, bool next, bool import)
{
	struct strbuf name = { 0 };
	bool angled = false;
	struct token t;

	if (next && !cur->prev) {
		diag_warning(CHECK_PP_EXTRA, token_pos(at), "#include_next in primary source file");
		next = false;
	}
	if (!npushback)
		lexer_want_header(cur->lx);
	pp_lex(&t);
	if (t.kind == TOK_HEADER_NAME) {
		sb_add(&name, t.str + 1, t.len - 2);
		angled = true;
		pp_lex(&t);
	} else if (t.kind == TOK_STRING && t.str[0] == '"') {
		sb_add(&name, t.str + 1, t.len - 2);
		pp_lex(&t);
	} else if (t.kind == TOK_NEWLINE) {
		error_at(&t, "#%s expects \"FILENAME\" or <FILENAME>", directive);
		return;
	} else {
		pp_unlex(&t);
		macro_get_nopad(&t);
		if (!expanded_header_name(&t, &name, &angled)) {
			error_at(&t, "#%s expects \"FILENAME\" or <FILENAME>", directive);
			while (t.kind != TOK_NEWLINE)
				macro_get_nopad(&t);
			sb_free(&name);
			return;
		}
		while (t.kind == TOK_PADDING)
			macro_get(&t);
	}
	if (t.kind != TOK_NEWLINE) {
		diag_warning(CHECK_PP_EXTRA, token_pos(&t),
			     "extra tokens at end of #%s directive", directive);
		while (t.kind != TOK_NEWLINE)
			macro_get_nopad(&t);
	}
	if (!name.len) {
		error_at(at, "empty filename in #%s", directive);
		sb_free(&name);
		return;
	}
	pp.in_directive = false;
	enter_include(at, name.buf, name.len, angled, next, import);
	sb_free(&name);
}

/* ---------------------------------------------------------------- */
/* #define, #undef, #line, #error, #pragma */

static struct token *dline;
static size_t dline_len, dline_cap;

/* Collects the raw tokens of the rest of the directive line. */
static void collect_line(void)
{
	struct token t;

	dline_len = 0;
	for (;;) {
		pp_lex(&t);
		if (t.kind == TOK_NEWLINE)
			break;
		vec_grow(dline, dline_len + 1, dline_cap, 256);
		dline[dline_len++] = t;
	}
}

static void do_define(struct token *at)
{
	struct token name;
	struct ident *id = read_macro_name("define", &name);
	struct macro *m;

	if (!id) {
		if (name.kind != TOK_NEWLINE)
			skip_line();
		return;
	}
	collect_line();
	m = macro_parse_definition(id, dline, dline_len, token_pos(&name));
	if (!m)
		return;
	m->conditional = cur->prologue && macro_altivec_keyword(id, m);
	macro_install(id, m, token_pos(&name));
}

static void do_undef(struct token *at)
{
	struct token name;
	struct ident *id = read_macro_name("undef", &name);

	if (!id) {
		if (name.kind != TOK_NEWLINE)
			skip_line();
		return;
	}
	if (id->macro && id->macro->builtin)
		diag_warning(CHECK_PP_EXTRA, token_pos(&name), "undefining \"%s\"", id->name);
	id->macro = NULL;
	check_eol("undef");
}

/*
 * C's largest line number; a larger one (even beyond 32 bits) gets a
 * warning and this number, so that __LINE__ cannot wrap to 0 or below.
 */
#define PP_MAX_LINE 2147483647u

static bool parse_line_number(const struct token *t, uint32_t *out, bool *too_big)
{
	uint32_t v = 0, i;

	*too_big = false;
	if (t->kind != TOK_NUMBER)
		return false;
	for (i = 0; i < t->len; i++) {
		if (t->str[i] < '0' || t->str[i] > '9')
			return false;
		if (v > (PP_MAX_LINE - (t->str[i] - '0')) / 10)
			*too_big = true;
		else
			v = v * 10 + (t->str[i] - '0');
	}
	*out = *too_big ? PP_MAX_LINE : v;
	return true;
}

static void do_line(struct token *at, bool gnu_marker)
{
	uint32_t line, phys, name_file = cur->name_file;
	struct token t;
	bool too_big;

	macro_get_nopad(&t);
	if (!parse_line_number(&t, &line, &too_big)) {
		error_at(&t, "\"%.*s\" after #line is not a positive integer",
			 t.kind == TOK_NEWLINE ? 0 : (int)t.len, t.str);
		while (t.kind != TOK_NEWLINE)
			macro_get_nopad(&t);
		return;
	}
	if (too_big)
		diag_warning(CHECK_PP_EXTRA, token_pos(&t),
			     "line number out of range (taken as %u)", PP_MAX_LINE);
	macro_get_nopad(&t);
	if (t.kind == TOK_STRING && t.str[0] == '"') {
		char *name = arena_strndup(&pp.perm, t.str + 1, t.len - 2);

		name_file = source_file_index(name, source_file_is_system(cur->file));
		macro_get_nopad(&t);
	}
	/* gcc's -E output: flag 3 says the text that follows is a system header's */
	while (gnu_marker && t.kind == TOK_NUMBER) {
		if (t.len == 1 && t.str[0] == '3')
			source_set_system(name_file);
		macro_get_nopad(&t);
	}
	if (t.kind != TOK_NEWLINE) {
		diag_warning(CHECK_PP_EXTRA, token_pos(&t), "extra tokens at end of #line directive");
		while (t.kind != TOK_NEWLINE)
			macro_get_nopad(&t);
	}
	/* the line after the directive gets number LINE */
	phys = lexer_line(cur->lx);
	cur->line_delta = (int32_t)(line - phys);
	cur->name_file = name_file;
	source_line_directive(lexer_loc(cur->lx), name_file, line);
	line_hook(cur->name_file, line, FC_LINE);
}

static void do_diagnostic(struct token *at, bool error)
{
	struct strbuf sb = { 0 };
	struct token t;

	pp_lex(&t);
	rest_of_line(&sb, &t);
	if (error)
		diag_error(token_pos(at), "#error %s", sb_cstr(&sb));
	else
		diag_warning(CHECK_CPP_WARNING, token_pos(at), "#warning %s", sb_cstr(&sb));
	sb_free(&sb);
}

static void do_pragma(struct token *at)
{
	struct strbuf sb = { 0 };
	struct token t;

	pp_lex(&t);
	if (t.kind == TOK_IDENT && !strcmp(t.id->name, "pack")) {
		/* gcc -E expands macros in #pragma pack */
		bool first = true;

		sb_addstr(&sb, "pack");
		pp.in_directive = true;
		for (;;) {
			size_t len;
			const char *s;

			macro_get_nopad(&t);
			if (t.kind == TOK_NEWLINE)
				break;
			s = token_spelling(&t, &len);
			if (t.flags & TF_SPACE && !first)
				sb_addc(&sb, ' ');
			sb_add(&sb, s, len);
			first = false;
		}
	} else {
		rest_of_line(&sb, &t);
	}
	pp_do_pragma_text(sb.buf ? sb.buf : "", sb.len, at);
	sb_free(&sb);
}

static void do_ident(struct token *at, const char *directive)
{
	struct strbuf sb = { 0 };
	struct token t;

	pp_lex(&t);
	if (t.kind != TOK_STRING) {
		error_at(&t, "invalid #%s directive", directive);
		while (t.kind != TOK_NEWLINE)
			pp_lex(&t);
		return;
	}
	rest_of_line(&sb, &t);
	if (pp_hooks.pragma) {
		struct strbuf full = { 0 };

		sb_printf(&full, "\001ident %s", sb_cstr(&sb));
		pp_hooks.pragma(full.buf, full.len, at);
		sb_free(&full);
	}
	sb_free(&sb);
}

static void do_directive(struct token *hash)
{
	struct token t;
	const char *name;
	int was_parsing_args = pp.parsing_args;
	int saved_prevent = pp.prevent_expansion;

	pp.in_directive = true;
	pp.parsing_args = 0;
	pp.prevent_expansion = 0;
	pp_lex(&t);
	if (t.kind == TOK_NEWLINE)
		goto out;
	if (t.kind == TOK_NUMBER && !pp.skipping) {
		pp_unlex(&t);
		cur->mi_valid = false;
		do_line(hash, true);
		goto out;
	}
	if (t.kind != TOK_IDENT) {
		if (!pp.skipping)
			error_at(&t, "invalid preprocessing directive");
		if (t.kind != TOK_NEWLINE)
			skip_line();
		goto out;
	}
	name = t.id->name;
	/* gcc places directive diagnostics at the directive's name */
	/* Conditionals are looked at even when skipping. */
	if (!strcmp(name, "if")) {
		do_if(&t);
		goto out;
	}
	if (!strcmp(name, "ifdef") || !strcmp(name, "ifndef")) {
		do_ifdef(&t, name[2] == 'n');
		goto out;
	}
	cur->mi_valid = false;
	if (!strcmp(name, "elif")) {
		do_else(&t, true);
		goto out;
	}
	if (!strcmp(name, "else")) {
		do_else(&t, false);
		goto out;
	}
	if (!strcmp(name, "endif")) {
		do_endif(&t);
		goto out;
	}
	if (pp.skipping) {
		skip_line();
		goto out;
	}
	if (was_parsing_args && (!strcmp(name, "include") || !strcmp(name, "include_next")))
		error_at(&t, "#%s nested within a macro argument list", name);
	if (!strcmp(name, "define"))
		do_define(&t);
	else if (!strcmp(name, "undef"))
		do_undef(&t);
	else if (!strcmp(name, "include"))
		do_include(&t, "include", false, false);
	else if (!strcmp(name, "include_next"))
		do_include(&t, "include_next", true, false);
	else if (!strcmp(name, "import"))
		do_include(&t, "import", false, true);
	else if (!strcmp(name, "line"))
		do_line(&t, false);
	else if (!strcmp(name, "error"))
		do_diagnostic(&t, true);
	else if (!strcmp(name, "warning"))
		do_diagnostic(&t, false);
	else if (!strcmp(name, "pragma"))
		do_pragma(&t);
	else if (!strcmp(name, "ident") || !strcmp(name, "sccs"))
		do_ident(&t, name);
	else if (!strcmp(name, "assert") || !strcmp(name, "unassert"))
		skip_line();
	else {
		error_at(&t, "invalid preprocessing directive #%s", name);
		skip_line();
	}
out:
	pp.in_directive = false;
	pp.parsing_args = was_parsing_args;
	pp.prevent_expansion = saved_prevent;
}

/* ---------------------------------------------------------------- */
/* The unit */

static const char *const builtin_macro_names[] = {
	[BI_LINE] = "__LINE__",
	[BI_FILE] = "__FILE__",
	[BI_BASE_FILE] = "__BASE_FILE__",
	[BI_INCLUDE_LEVEL] = "__INCLUDE_LEVEL__",
	[BI_COUNTER] = "__COUNTER__",
	[BI_DATE] = "__DATE__",
	[BI_TIME] = "__TIME__",
	[BI_TIMESTAMP] = "__TIMESTAMP__",
	[BI_PRAGMA] = "_Pragma",
	[BI_HAS_INCLUDE] = "__has_include",
	[BI_HAS_INCLUDE_NEXT] = "__has_include_next",
	[BI_HAS_ATTRIBUTE] = "__has_attribute",
	[BI_HAS_CPP_ATTRIBUTE] = "__has_cpp_attribute",
	[BI_HAS_C_ATTRIBUTE] = "__has_c_attribute",
	[BI_HAS_BUILTIN] = "__has_builtin",
};

static void define_builtins(void)
{
	size_t i;

	for (i = 1; i < ARRAY_SIZE(builtin_macro_names); i++) {
		struct ident *id;
		struct macro *m;

		if (!builtin_macro_names[i])
			continue;
		id = ident_get(builtin_macro_names[i]);
		m = arena_alloc(&pp.perm, sizeof(*m));
		memset(m, 0, sizeof(*m));
		m->builtin = true;
		id->pp_builtin = i;
		id->macro = m;
	}
	ident_get("defined")->pp_builtin = BI_DEFINED;
	ident_get("__VA_ARGS__")->pp_builtin = BI_VA_ARGS;
	ident_get("__VA_OPT__")->pp_builtin = BI_VA_OPT;
}

const char *pp_base_file_name(void)
{
	return base_file;
}

static struct src_file *open_main(const char *path, const char **name)
{
	struct src_file *src;

	if (!strcmp(path, "-")) {
		src = xcalloc(1, sizeof(*src));
		src->buf = ppfile_read_fd(0, &src->len);
		*name = "<stdin>";
		if (!src->buf) {
			free(src);
			src = NULL;
		}
	} else {
		src = ppfile_open(path, true);
		*name = path;
	}
	if (!src)
		diag_error_nopos("%s: %s", *name, ppfile_strerror(errno));
	return src;
}

/*
 * A file of -include or -imacros: searched from the current directory
 * first, then like #include "...".  One that cannot be read leaves the
 * unit unchecked (gcc stops there too): its macros and declarations are
 * what the unit is written against, and checking without them would only
 * report false errors.
 */
static struct src_file *open_forced(const char *opt, const char *name, const char **path)
{
	size_t len = strlen(name);
	struct src_file *s;
	int err;

	*path = name;
	s = ppfile_open(name, false);
	if (!s && errno == ENOTDIR)
		errno = ENOENT;
	if (!s && (errno == ENOENT || errno == EISDIR)) {
		err = errno;
		if (ppfile_search(name, len, ppfile_chain_start(INC_QUOTE), &s, path) < 0 &&
		    errno == ENOENT)
			errno = err;
	}
	if (!s)
		diag_fatal_nopos("<command-line>", "%s %s: %s", opt, name, ppfile_strerror(errno));
	return s;
}

bool pp_has_include(const char *name, size_t len, bool angled, bool next)
{
	struct src_file *src;
	const char *path;
	int dir;

	return ppfile_find(name, len, angled, next ? cur->next_dir : -1, cur->dir, cur->dirlen,
			   &src, &path, &dir);
}

void pp_mark_once(const struct token *at)
{
	if (!cur->prev) {
		diag_warning(CHECK_PP_EXTRA, token_pos(at), "#pragma once in main file");
		return;
	}
	if (cur->src)
		cur->src->once = true;
}

void pp_mark_system_header(void)
{
	if (cur->prev)
		source_set_system(cur->file);
}

static struct arena_mark perm_base;	/* pp.perm before the first unit */
static bool set_up, perm_marked;

static bool begin(struct src_file *src, const char *name, const char *predefined);

void pp_keep_prologue(void)
{
	kept_prologue.requested = true;
}

static void keep_one_macro(struct ident *id, void *arg)
{
	if (!id->macro || id->macro->builtin)
		return;
	if (kept_prologue.n == kept_prologue.cap) {
		kept_prologue.cap = vec_next_cap(kept_prologue.cap, kept_prologue.n + 1, 512);
		kept_prologue.ids = xrealloc(kept_prologue.ids,
					     kept_prologue.cap * sizeof(*kept_prologue.ids));
		kept_prologue.macros = xrealloc(kept_prologue.macros,
						kept_prologue.cap * sizeof(*kept_prologue.macros));
	}
	kept_prologue.ids[kept_prologue.n] = id;
	kept_prologue.macros[kept_prologue.n++] = id->macro;
}

/*
 * At the end of the prologue: its macros, their memory (pp.perm up to
 * here), its text and its place in the location space outlive the unit.
 * A prologue with a diagnostic is not kept: the next unit must say it again.
 */
static void keep_prologue(void)
{
	kept_prologue.requested = false;
	if (diag_errors + diag_warnings != kept_prologue.diags)
		return;
	free(kept_prologue.text);
	kept_prologue.n = 0;
	ident_foreach(keep_one_macro, NULL);
	kept_prologue.text = prologue_text.buf;
	memset(&prologue_text, 0, sizeof(prologue_text));
	arena_mark(&pp.perm, &perm_base);
	source_keep();
}

static void use_kept_prologue(void)
{
	size_t i;

	for (i = 0; i < kept_prologue.n; i++) {
		kept_prologue.ids[i]->macro = kept_prologue.macros[i];
		kept_prologue.macros[i]->disabled = false;
	}
	sb_free(&prologue_text);
	/* as when the prologue ends: the first -include file is entered */
	if (cur && !cur->announced)
		line_hook(cur->name_file, 1, FC_ENTER);
}

static void set_up_once(void)
{
	if (set_up)
		return;
	set_up = true;
	ppfile_setup();
	if (!perm_marked)
		arena_mark(&pp.perm, &perm_base);
	perm_marked = true;
	define_builtins();
	macro_init();
}

bool pp_begin(const char *path, const char *predefined)
{
	struct src_file *src;
	const char *name;

	set_up_once();
	src = open_main(path, &name);
	return src && begin(src, name, predefined);
}

/* The unit pp_begin_buffer() reads: freed by pp_end(), or by the next one. */
static struct src_file mem_unit;

static void forget_mem_unit(void)
{
	free(mem_unit.buf);
	memset(&mem_unit, 0, sizeof(mem_unit));
}

bool pp_begin_buffer(const char *name, const char *buf, size_t len, const char *predefined)
{
	struct src_file mem = { 0 };

	forget_mem_unit();		/* after a unit that could not begin */
	/* the scanner writes after tokens and wants two NULs at the end */
	mem.buf = xmalloc(len + 2);
	memcpy(mem.buf, buf, len);
	mem.buf[len] = mem.buf[len + 1] = '\0';
	mem.len = len;
	set_up_once();
	if (ppfile_looks_binary(mem.buf, len)) {
		free(mem.buf);
		diag_error_nopos("%s: not a text file (it contains NUL bytes and control characters)", name);
		return false;
	}
	mem_unit = mem;
	return begin(&mem_unit, name, predefined);
}

static bool begin(struct src_file *src, const char *name, const char *predefined)
{
	struct src_file **forced;
	const char **paths;
	int i;

	free(main_file_name);
	main_file_name = xstrdup(name);
	base_file = main_file_name;

	/*
	 * gcc's order: built-ins and -D/-U first, then -imacros, then
	 * -include, then the file.  All are found before any is entered.
	 */
	forced = xcalloc(nincludes + nimacros + 1, sizeof(*forced));
	paths = xcalloc(nincludes + nimacros + 1, sizeof(*paths));
	for (i = 0; i < nimacros + nincludes; i++) {
		bool mac = i < nimacros;

		forced[i] = open_forced(mac ? "-imacros" : "-include",
					mac ? imacros[i] : includes[i - nimacros], &paths[i]);
		if (!forced[i]) {
			free(forced);
			free(paths);
			return false;
		}
	}
	/* read in this order: the prologue, the -imacros and -include files, the input */
	push_buffer(src, NULL, 0, name, false, -1);
	source_set_origin(cur->base, 0, nimacros + nincludes + 1);
	line_hook(cur->file, 1, FC_LINE);
	for (i = nimacros + nincludes - 1; i >= 0; i--) {
		push_buffer(forced[i], NULL, 0, paths[i], false, ppfile_chain_start(INC_QUOTE));
		source_set_origin(cur->base, 0, i + 1);
		cur->discard = i < nimacros;
	}
	free(forced);
	free(paths);
	/* macro bodies point into the prologue: it lives until pp_end() */
	sb_addstr(&prologue_text, predefined);
	sb_add(&prologue_text, prologue.buf ? prologue.buf : "", prologue.len);
	sb_grow(&prologue_text, 2);
	prologue_text.buf[prologue_text.len] = prologue_text.buf[prologue_text.len + 1] = '\0';
	if (kept_prologue.text && !strcmp(kept_prologue.text, prologue_text.buf)) {
		use_kept_prologue();
		return true;
	}
	push_buffer(NULL, prologue_text.buf, prologue_text.len, "<command-line>", false,
		    ppfile_chain_start(INC_QUOTE));
	cur->prologue = true;
	kept_prologue.diags = diag_errors + diag_warnings;
	return true;
}

void pp_next(struct token *t)
{
	do
		macro_get(t);
	while (t->kind == TOK_PADDING);
}

struct dump_ctx {
	FILE *out;
	struct strbuf sb;
};

static void dump_one(struct ident *id, void *arg)
{
	struct dump_ctx *d = arg;

	if (!id->macro || id->macro->builtin)
		return;
	d->sb.len = 0;
	macro_spell(&d->sb, id->macro, id);
	fprintf(d->out, "%s\n", sb_cstr(&d->sb));
}

void pp_dump_macros(FILE *out)
{
	struct dump_ctx d = { out, { 0 } };

	ident_foreach(dump_one, &d);
	sb_free(&d.sb);
}

static void forget_macro(struct ident *id, void *arg)
{
	id->macro = NULL;
	id->poisoned = 0;
}

/* Ends a unit: the next one starts with no macro and no file seen. */
void pp_end(void)
{
	size_t i;

	macro_end_unit();
	while (cur)
		pop_buffer();
	for (i = 0; i < nown_bufs; i++)
		free(own_bufs[i]);
	nown_bufs = 0;
	sb_free(&prologue_text);
	forget_mem_unit();
	ncond = 0;
	npushback = 0;
	pp.skipping = false;
	pp.in_directive = false;
	pp.counter = 0;
	pp.include_depth = 0;
	pppragma_reset();
	ident_foreach(forget_macro, NULL);
	define_builtins();
	ppfile_forget();
}

void pp_reset(void)
{
	ident_foreach(forget_macro, NULL);
	arena_reset(&pp.perm, &perm_base);
	ppfile_reset();
	define_builtins();
}

void pp_reset_options(void)
{
	sb_free(&prologue);
	nincludes = nimacros = 0;
	ppfile_reset_options();
	/* the search path is built again from the new options */
	set_up = false;
}
