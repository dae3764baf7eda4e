/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Preprocessing tokens.  The scanner makes them, the preprocessor expands
 * them, the parser consumes them; a token is 24 bytes and copied by value.
 */
#ifndef UACCESS_CHECK_TOKEN_H
#define UACCESS_CHECK_TOKEN_H

#include <stdint.h>

#include "util.h"

/* Punctuators, in one table: P(kind, spelling). */
#define PUNCTUATORS \
	P(LBRACKET, "[") P(RBRACKET, "]") P(LPAREN, "(") P(RPAREN, ")") \
	P(LBRACE, "{") P(RBRACE, "}") P(DOT, ".") P(ARROW, "->") \
	P(INC, "++") P(DEC, "--") P(AMP, "&") P(STAR, "*") P(PLUS, "+") \
	P(MINUS, "-") P(TILDE, "~") P(NOT, "!") P(SLASH, "/") P(PERCENT, "%") \
	P(SHL, "<<") P(SHR, ">>") P(LT, "<") P(GT, ">") P(LE, "<=") \
	P(GE, ">=") P(EQ, "==") P(NE, "!=") P(CARET, "^") P(PIPE, "|") \
	P(ANDAND, "&&") P(OROR, "||") P(QUESTION, "?") P(COLON, ":") \
	P(SEMI, ";") P(ELLIPSIS, "...") P(ASSIGN, "=") P(MUL_ASSIGN, "*=") \
	P(DIV_ASSIGN, "/=") P(MOD_ASSIGN, "%=") P(ADD_ASSIGN, "+=") \
	P(SUB_ASSIGN, "-=") P(SHL_ASSIGN, "<<=") P(SHR_ASSIGN, ">>=") \
	P(AND_ASSIGN, "&=") P(XOR_ASSIGN, "^=") P(OR_ASSIGN, "|=") \
	P(COMMA, ",") P(HASH, "#") P(HASHHASH, "##")

enum token_kind {
	TOK_EOF,
	TOK_NEWLINE,		/* only seen inside the preprocessor */
	TOK_IDENT,
	TOK_NUMBER,		/* pp-number */
	TOK_CHAR,		/* 'x', L'x', u'x', U'x', u8'x' */
	TOK_STRING,		/* "x" with any prefix */
	TOK_HEADER_NAME,	/* <x> after #include */
	TOK_OTHER,		/* a stray character */
	TOK_PADDING,		/* spacing marker of the macro expander */
	TOK_MACRO_ARG,		/* parameter reference in a macro body */
#define P(k, s) TOK_##k,
	PUNCTUATORS
#undef P
	TOK_NR_KINDS
};

#define TOK_FIRST_PUNCT TOK_LBRACKET

enum token_flags {
	TF_SPACE = 1 << 0,	/* whitespace before it */
	TF_BOL = 1 << 1,	/* first token on its line */
	TF_NOEXPAND = 1 << 2,	/* a macro name that must not expand */
	TF_STRINGIFY = 1 << 3,	/* macro body: # applied to this argument */
	TF_PASTE_LEFT = 1 << 4,	/* macro body: ## follows this token */
	TF_DIGRAPH = 1 << 5,	/* spelled <: :> <% %> %: %:%: */
	TF_PAD_SRC = 1 << 6,	/* padding: has a source token */
	TF_VAOPT = 1 << 7,	/* __VA_OPT__ bracket bookkeeping */
};

struct ident;
struct binding;
struct label;

struct token {
	union {
		const char *str;	/* spelling, not NUL-terminated */
		struct ident *id;	/* TOK_IDENT, TOK_MACRO_ARG */
	};
	uint32_t len;			/* of str; argument number for TOK_MACRO_ARG */
	uint32_t loc;			/* where it was spelled and expanded (source.h) */
	uint32_t seg;			/* a hint: the expansion segment LOC is in, 0 if unknown */
	uint8_t kind;
	uint8_t flags;
};

/* Identifiers are interned: one struct per spelling and translation unit. */
struct ident {
	struct ident *next;		/* hash chain */
	struct macro *macro;		/* current definition, or NULL */
	uint32_t hash;
	uint32_t len;
	uint8_t pp_builtin;		/* enum pp_builtin, 0 if none */
	uint8_t poisoned;		/* #pragma GCC poison */
	uint16_t keyword;		/* for the parser: its token, 0 if none */
	struct binding *binding;	/* innermost declaration in the ordinary name space */
	struct label *label;		/* sema/stmt.c: innermost label of the function resolved */
	char name[];
};

struct ident *ident_intern(const char *name, size_t len);
struct ident *ident_get(const char *name);
void ident_foreach(void (*fn)(struct ident *id, void *arg), void *arg);
/* The identifiers interned so far outlive ident_reset(), which drops the later ones. */
void ident_keep(void);
void ident_reset(void);

extern const char *const token_punct_spelling[TOK_NR_KINDS];

/* Spelling of a token (identifier name, literal text or punctuator). */
static inline const char *token_spelling(const struct token *t, size_t *len)
{
	if (t->kind == TOK_IDENT || t->kind == TOK_MACRO_ARG) {
		*len = t->id->len;
		return t->id->name;
	}
	*len = t->len;
	return t->str;
}

#endif
