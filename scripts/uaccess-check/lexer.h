/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The scanner: one file's bytes to preprocessing tokens with positions.
 * The buffer is scanned in place (flex needs two NUL bytes after it), so
 * token spellings point into it and stay valid while the file is kept.
 */
#ifndef UACCESS_CHECK_LEXER_H
#define UACCESS_CHECK_LEXER_H

#include <stdbool.h>
#include <stddef.h>

#include "token.h"

/* Internal kinds the scanner returns besides enum token_kind. */
enum {
	LEX_UNTERMINATED_CHAR = TOK_NR_KINDS,
	LEX_UNTERMINATED_STRING,
	LEX_UNTERMINATED_COMMENT,
	LEX_NESTED_COMMENT,		/* a comment with a slash-star inside */
	LEX_MULTILINE_COMMENT,		/* a // comment continued by a backslash */
	LEX_NUL,			/* a NUL byte */
};

/* Or'ed into an identifier, number or literal kind spelled with a line splice. */
#define LEX_SPLICED 0x100
/* Or'ed into an identifier with bytes above 0x7f (or a UCN): UTF-8 to check. */
#define LEX_NONASCII 0x200

/* Pseudo-tokens that only carry a warning: whitespace for the next token. */
static inline bool lex_is_note(int kind)
{
	return kind >= LEX_NESTED_COMMENT;
}

struct lexer;

/* buf[len] and buf[len + 1] must be 0. */
struct lexer *lexer_new(char *buf, size_t len, uint32_t base);
void lexer_free(struct lexer *lx);

/* Fills *t; returns t->kind or one of the LEX_* kinds above. */
int lexer_next(struct lexer *lx, struct token *t);

/* The next token is a header name if it starts with '<' (after #include). */
void lexer_want_header(struct lexer *lx);

/* In a group excluded by #if: skip to the next line that may hold a directive. */
void lexer_skip_group(struct lexer *lx);

/* The line the scanner has reached. */
int lexer_line(struct lexer *lx);
/* The location of the next character to scan. */
uint32_t lexer_loc(struct lexer *lx);

#endif
