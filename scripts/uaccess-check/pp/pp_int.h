/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Preprocessor internals shared by pp.c (files, directives), macro.c
 * (expansion) and ppexpr.c (#if expressions).  The expansion algorithm is
 * gcc's (a stack of contexts, macros disabled while their expansion is
 * being read, padding tokens that record spacing), because the token
 * stream, the spacing inside stringized arguments and the corner cases of
 * rescanning must come out exactly as gcc's do on the kernel.
 */
#ifndef UACCESS_CHECK_PP_INT_H
#define UACCESS_CHECK_PP_INT_H

#include <sys/types.h>

#include "diag.h"
#include "pp.h"
#include "util.h"

enum pp_builtin {
	BI_NONE,
	BI_LINE,
	BI_FILE,
	BI_BASE_FILE,
	BI_INCLUDE_LEVEL,
	BI_COUNTER,
	BI_DATE,
	BI_TIME,
	BI_TIMESTAMP,
	BI_PRAGMA,		/* _Pragma */
	BI_HAS_INCLUDE,
	BI_HAS_INCLUDE_NEXT,
	BI_HAS_ATTRIBUTE,
	BI_HAS_CPP_ATTRIBUTE,
	BI_HAS_C_ATTRIBUTE,
	BI_HAS_BUILTIN,
	BI_DEFINED,		/* not a macro: marks the operator */
	BI_VA_ARGS,
	BI_VA_OPT,
};

struct macro {
	struct token *body;
	struct ident **params;
	uint32_t nbody;
	uint16_t nparams;
	bool funlike, variadic, disabled, builtin;
	bool has_vaopt;		/* __VA_OPT__ in the body */
	bool conditional;	/* powerpc's vector, pixel, bool: macro_altivec_keyword() */
	uint32_t loc;			/* of the definition's name */
	uint32_t body_start, body_len;	/* the body's spelling range */
};

/*
 * Nesting limits: a clear error instead of a stack overflow or memory
 * exhaustion.  Conditionals need none: their stack is an array.
 */
#define PP_MAX_INCLUDE_DEPTH 200
#define PP_MAX_CONTEXTS 20000
#define PP_MAX_EXPR_DEPTH 512
#define PP_MAX_ARG_PARENS 1024

struct pp_state {
	struct arena perm;		/* lives as long as the unit */
	struct arena scratch;		/* expansion buffers, reset between top-level expansions */
	int prevent_expansion;
	int parsing_args;		/* 1: looking for '(', 2: collecting */
	int about_to_expand;		/* reading the arguments of a macro */
	bool in_directive;
	bool skipping;
	bool ignore_pragma_op;		/* _Pragma inside argument pre-expansion */
	bool angled_headers;		/* next '<' starts a header name */
	unsigned int counter;		/* __COUNTER__ */
	int include_depth;
	struct ident *top_macro;	/* outermost macro being expanded */
	struct token invocation;	/* its name token */
	/* The -E output wants to know when we are inside a directive. */
};

extern struct pp_state pp;

/* A file's contents, once per file (device and inode) and unit. */
struct src_file {
	struct src_file *next;
	dev_t dev;
	ino_t ino;
	char *buf;
	size_t len;
	bool in_arena;		/* buf is in ppfile.c's arena, not malloc()'s */
	struct ident *guard;	/* include guard found on the first reading */
	bool once;		/* #pragma once */
	bool seen;
	int active;		/* readings in progress (a file may include itself) */
};

/* ppfile.c */
void ppfile_setup(void);
/*
 * Files: at most PPFILE_MAX_SIZE bytes each (the largest generated kernel
 * header is a few MiB); the first PPFILE_SNIFF bytes tell a binary file,
 * which has more than PPFILE_BINARY_MIN control characters there.
 */
#define PPFILE_MAX_SIZE (256 << 20)
#define PPFILE_MAX_SIZE_TEXT "256 MiB"
#define PPFILE_SNIFF 8192
#define PPFILE_BINARY_MIN 16
/* ppfile_open()'s errno values beyond the C library's, for ppfile_strerror() */
#define PPFILE_ENOTREG 0x10001
#define PPFILE_EBINARY 0x10002
#define PPFILE_ETOOBIG 0x10003
struct src_file *ppfile_open(const char *path, bool main_input);
char *ppfile_read_fd(int fd, size_t *lenp);
bool ppfile_looks_binary(const char *buf, size_t len);
const char *ppfile_strerror(int err);
int ppfile_chain_start(enum include_chain chain);
bool ppfile_dir_is_system(int dir);
int ppfile_search(const char *name, size_t len, int start,
		  struct src_file **srcp, const char **pathp);
bool ppfile_find(const char *name, size_t len, bool angled, int next_dir,
		 const char *curdir, size_t curdirlen,
		 struct src_file **srcp, const char **pathp, int *dirp);
void ppfile_forget(void);
void ppfile_reset(void);
void ppfile_reset_options(void);

/* pppragma.c */
void pp_mark_once(const struct token *at);
void pp_mark_system_header(void);
void pppragma_reset(void);

/* pp.c: raw tokens from the current file, directives processed. */
void pp_lex(struct token *t);
/* Unread one raw token (a lookahead for '(' that was not one). */
void pp_unlex(const struct token *t);
void pp_do_pragma_text(const char *text, size_t len, const struct token *at);
const char *pp_remap_file_name(const char *name);
bool pp_has_include(const char *name, size_t len, bool angled, bool next);

/* macro.c */
void macro_init(void);
/* Next token with macro expansion; padding tokens included. */
void macro_get(struct token *t);
/* Next token, paddings skipped (used by directives). */
void macro_get_nopad(struct token *t);
/*
 * The unit ends, maybe inside an expansion (a parser that stopped reads
 * no further): the expansions' tokens go, and their macros, disabled
 * while they expand, can expand again (the predefined ones are kept for
 * the next unit).
 */
void macro_end_unit(void);
struct macro *macro_parse_definition(struct ident *name, const struct token *toks,
				     size_t n, struct srcpos pos);
void macro_install(struct ident *name, struct macro *m, struct srcpos pos);
/*
 * The Nth token ahead (0: the next), nothing expanded; false at the end
 * of an argument, a directive or the input.
 */
bool macro_peek_token(unsigned int n, struct token *out);

/*
 * ppaltivec.c: is M, NAME's predefined macro, one of powerpc's
 * context-sensitive keywords?
 */
bool macro_altivec_keyword(const struct ident *name, const struct macro *m);
/* The macro such a keyword T expands as, or NULL where it stays a name. */
struct ident *pp_altivec_expansion(const struct token *t);
void pp_altivec_end_unit(void);
void macro_spell(struct strbuf *sb, const struct macro *m, const struct ident *name);

/* ppexpr.c: evaluates a #if / #elif line. */
bool ppexpr_eval(const struct token *at);

/* Interning of the spelling of a scanned identifier (line splices removed). */
struct ident *pp_intern_token(const char *s, size_t len);

const char *pp_base_file_name(void);

#endif
