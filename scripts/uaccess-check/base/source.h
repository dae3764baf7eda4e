/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The source manager: the files of the run, their buffers and line
 * tables, the macro expansions, and the 32-bit locations that stand for
 * a place in all of them.
 *
 * A location is an offset in one address space.  Every buffer the
 * scanner reads gets a range of its own (a file location is the range's
 * base plus the offset of the character); every macro expansion gets a
 * range in the upper half (bit 31 set), laid over the spelling of the
 * macro's body, so that a token of the expansion keeps both where it was
 * spelled and the expansion it came out of.  Tokens substituted from an
 * argument get a segment of the expansion's space that mirrors where they
 * were spelled.  Line and column are computed only when a location is
 * printed, from a line table built when the buffer is entered.  0 is "no
 * location".  This is clang's SourceLocation idea; it keeps every token
 * at 24 bytes and every AST node's place at 4.
 */
#ifndef UACCESS_CHECK_SOURCE_H
#define UACCESS_CHECK_SOURCE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "token.h"

#define LOC_MACRO_BIT	0x80000000u

static inline bool loc_is_macro(uint32_t loc)
{
	return loc & LOC_MACRO_BIT;
}

/* A place in the source, as the AST, the symbols and the diagnostics keep it. */
struct srcpos {
	uint32_t loc;
};

static inline struct srcpos token_pos(const struct token *t)
{
	struct srcpos p = { .loc = t->loc };

	return p;
}

/* A macro expansion: the macro and where its name was read. */
struct expansion {
	const struct expansion *parent;	/* expansion the macro name came out of */
	struct ident *macro;
	uint32_t name_loc;		/* of the macro name (in PARENT's space if any) */
	uint32_t base;			/* its range: [base, base + body_len] */
	uint32_t body_start;		/* spelling location of the body's first byte */
	uint32_t body_len;
	uint32_t body_seg;		/* the segment of its body */
	uint32_t segs;			/* its latest argument segment; 0: none */
};

/* The outermost expansion of a chain (where the user wrote the macro). */
static inline const struct expansion *expansion_root(const struct expansion *e)
{
	while (e && e->parent)
		e = e->parent;
	return e;
}

/*
 * The index of file NAME (as found on the search path), registered the
 * first time; SYSTEM: a system header.  Indexes are stable for the run.
 */
uint32_t source_file_index(const char *name, bool system);
/* The name a file index stands for, as printed in diagnostics. */
const char *source_file_name(uint32_t file);
bool source_file_is_system(uint32_t file);
/* #pragma GCC system_header: the rest of the file is a system header. */
void source_set_system(uint32_t file);

/*
 * A buffer of LEN bytes of file FILE is about to be scanned: the
 * location of its first byte (LEN + 1 locations are reserved, the last
 * for the end of input).  The buffer must live until the run ends.
 */
uint32_t source_enter_buffer(uint32_t file, const char *buf, size_t len);
/* Whether a buffer of LEN bytes still fits (the file locations are 2 GiB). */
bool source_room_for(size_t len);
/*
 * The text at file location LOC and the bytes left in its buffer after
 * it (NULL, 0 for a macro location or none).
 */
const char *source_text(uint32_t loc, size_t *left);
/* #line: from LOC on (to the end of its buffer), lines read as NAME_FILE:LINE. */
void source_line_directive(uint32_t loc, uint32_t name_file, uint32_t line);

/*
 * A new expansion of MACRO whose name was read at NAME_LOC (NAME_SEG: its
 * token's segment hint).  Its body
 * was spelled at [BODY_START, BODY_START + BODY_LEN) (file locations);
 * the invocation, arguments included, at [ARGS_START, ARGS_START + ARGS_LEN)
 * when both ends are in one buffer (else ARGS_LEN is 0).
 */
struct expansion *source_new_expansion(struct ident *macro, uint32_t name_loc,
				       uint32_t name_seg, uint32_t body_start, uint32_t body_len,
				       uint32_t args_start, uint32_t args_len);
/*
 * The location, in E, of a token read at LOC that comes out of E.  *SEG
 * is a hint kept with the token: the segment of LOC if known, 0 if not;
 * it is updated to the segment of the result.
 */
uint32_t source_expansion_loc(const struct expansion *e, uint32_t loc, uint32_t *seg);
/* The location that stands for E itself (a token it makes from nothing). */
static inline uint32_t expansion_loc(const struct expansion *e)
{
	return e->base + e->body_len;
}

/* The expansion LOC is in, or NULL for a file location. */
const struct expansion *source_expansion(uint32_t loc);
/*
 * A token substituted into an expansion from another one (an argument
 * that was itself expanded, an argument passed on to an inner macro)
 * gets a location of the new expansion that mirrors its spelling: the
 * location it had in the expansion it came from, 0 if LOC is no such
 * token.  (Tokens of one spelling share a mirror: the first one's.)
 */
uint32_t source_mirrored(uint32_t loc);
/* Where the character at LOC was spelled: a file location. */
uint32_t source_spelling(uint32_t loc);

/*
 * Forgets every file, buffer and expansion made since source_keep(), or
 * all of them: a new run starts (fuzzing in one process).
 */
void source_reset(void);
void source_keep(void);

/*
 * Where the buffer at BASE was read from: the #include's location FROM, or
 * for a buffer read first (FROM 0) its RANK among them (the predefined
 * macros, the -include files, the input).
 */
void source_set_origin(uint32_t base, uint32_t from, uint32_t rank);
/* <0, 0, >0 as the file location A is read before, at or after B. */
int source_compare_reading(uint32_t a, uint32_t b);

/* A place as printed: file index (after #line), line and column (1-based). */
struct srcplace {
	uint32_t file;
	uint32_t line;
	uint32_t col;
};

/* The place LOC was spelled at (0, 0, 0 for no location). */
struct srcplace source_place(uint32_t loc);
/* Where the user wrote it: the outermost macro name if LOC is in an expansion. */
struct srcplace source_user_place(uint32_t loc);
/* The same for a token's LOC and its segment hint SEG, for one token after another (-E). */
struct srcplace source_user_place_seg(uint32_t loc, uint32_t seg);
/* The same as a file location. */
uint32_t source_user_loc(uint32_t loc);

/*
 * The text of the line LOC was spelled on, without its newline, and its
 * length (NULL, 0 if unknown): for the source line under a diagnostic and
 * for fingerprints that do not depend on line numbers.
 */
const char *source_line_text(uint32_t loc, size_t *len);
/*
 * The #include directive that read the buffer LOC was spelled in (a file
 * location), 0 for the unit itself and the buffers read before it: the
 * include chain of a place is this, repeated.
 */
uint32_t source_included_from(uint32_t loc);

#endif
