/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Memory and string helpers shared by every pass.
 *
 * A translation unit lives in arenas: nodes, tokens and strings are never
 * freed one by one, the whole arena goes away with the unit.  Allocation
 * failure is fatal with a clear message rather than a NULL to check.
 */
#ifndef UACCESS_CHECK_UTIL_H
#define UACCESS_CHECK_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* UC_ASAN: built with AddressSanitizer, whose poisoning the arenas use */
#ifdef __SANITIZE_ADDRESS__
#define UC_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UC_ASAN 1
#endif
#endif
#ifdef UC_ASAN
#include <sanitizer/asan_interface.h>
/* an arena's memory past a reset mark is poisoned: each allocation unpoisons its own */
#define arena_unpoison_range(p, n)	ASAN_UNPOISON_MEMORY_REGION(p, n)
#else
#define arena_unpoison_range(p, n)	((void)(p), (void)(n))
#endif

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)

extern const char *progname;

void *xmalloc(size_t size);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t size);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
/*
 * Growable arrays: P, a heap array of CAP elements (P NULL and CAP 0 at
 * first), grows to room for at least NEED elements, its capacity
 * doubling from MIN.  The one way the arrays of the checker grow:
 *	vec_grow(stack, n + 1, cap, 64);
 *	stack[n++] = node;
 */
size_t vec_next_cap(size_t cap, size_t need, size_t min);
#define vec_grow(p, need, cap, min)						\
	do {									\
		if ((size_t)(need) > (size_t)(cap)) {				\
			(cap) = vec_next_cap(cap, need, min);			\
			(p) = xrealloc(p, (size_t)(cap) * sizeof(*(p)));	\
		}								\
	} while (0)
/*
 * SIZE bytes of address space for an array that only grows (or the
 * arenas' pool), never moved, backed as it is touched, by huge pages if
 * HUGE (see chunk_new()), or NULL (under AddressSanitizer, or if the
 * system refuses): then the caller grows it with vec_grow().  A big array
 * grown by doubling costs a page fault per 4 KB twice over, and the
 * copies.  Huge pages save page faults and TLB misses, but each is
 * resident as a whole: an array of a few MB counts up to 2 MB more.
 */
void *big_array_reserve(size_t size, bool huge);
/*
 * Doubles *CAP for an array of N elements of ELEM bytes that starts in a
 * fixed buffer SMALL of the caller's and moves to the heap when it
 * outgrows it; returns the array's new place.
 */
void *grow_small_array(void *arr, const void *small, size_t n, unsigned int *cap, size_t elem);
void __attribute__((noreturn, format(printf, 1, 2))) fatal(const char *fmt, ...);
/*
 * Ends the run with STATUS (fatal errors, --help, an unusable command
 * line), or, when an in-process caller (a fuzz target) has set die_jump,
 * returns there instead: longjmp(*die_jump, STATUS + 1).
 */
void __attribute__((noreturn)) die(int status);
/* Called by fatal() before its message: the diagnostics found so far go out first. */
extern void (*fatal_hook)(void);
/* The message of the fatal error being reported ("": none), for a SARIF document written at exit. */
extern char fatal_message[512];
extern void *die_jump;		/* a jmp_buf *, or NULL */

struct arena_chunk;

struct arena {
	struct arena_chunk *chunk;
	char *cur, *end;
	struct arena_chunk *spare;	/* chunks given back by arena_reset, for reuse */
};

void *arena_alloc_slow(struct arena *a, size_t size);
void arena_release(struct arena *a);

/* Mark/reset lets the macro expander reuse scratch memory per expansion. */
struct arena_mark {
	struct arena_chunk *chunk;
	char *cur, *end;
};

void arena_mark(struct arena *a, struct arena_mark *m);
void arena_reset(struct arena *a, const struct arena_mark *m);
/* Whether P is in what A allocated after mark M (what a reset to M gives back). */
bool arena_holds_since(const struct arena *a, const struct arena_mark *m, const void *p);

static inline void *arena_alloc(struct arena *a, size_t size)
{
	char *p;

	size = (size + 7) & ~(size_t)7;
	if (unlikely((size_t)(a->end - a->cur) < size))
		return arena_alloc_slow(a, size);
	p = a->cur;
	a->cur += size;
	arena_unpoison_range(p, size);
	return p;
}

char *arena_strndup(struct arena *a, const char *s, size_t n);
/*
 * The array P of *CAP elements of SIZE bytes, in the arena, with room for
 * NEED: P itself, or a copy twice as large (the old one stays, as all
 * arena memory does until the arena is reset).
 */
void *arena_grow(struct arena *a, void *p, unsigned int need, unsigned int *cap, size_t size);
/*
 * Grows P, the arena's last allocation, from OLD to NEW bytes in place;
 * false (and nothing done) if P is not the last one or the chunk is full.
 */
static inline bool arena_extend(struct arena *a, void *p, size_t old, size_t new)
{
	old = (old + 7) & ~(size_t)7;
	new = (new + 7) & ~(size_t)7;
	if ((char *)p + old != a->cur || (size_t)(a->end - (char *)p) < new)
		return false;
	a->cur = (char *)p + new;
	arena_unpoison_range(p, new);
	return true;
}

/*
 * The characters of a character constant or a string literal, between its
 * quotes, one at a time: lit_decode() reads the one at *P (before END) and
 * moves *P past it.
 *
 * A source byte and an escape give a code unit, stored as it is: octal
 * and \x values may exceed the literal's unit, the caller truncates them
 * as gcc does (\x saturates at UINT64_MAX).  \u and \U give a code
 * point, and so does a source character (one UTF-8 sequence) with UTF8,
 * for the literals whose units are not bytes (L, u, U): the caller encodes
 * it in the literal's units with lit_encode().  An unknown escape (\q, \%)
 * is the character, as gcc reads it after its warning.
 */
enum lit_char {
	LIT_UNIT,
	LIT_CODE_POINT,
	LIT_INVALID,		/* \x without digits, \u or \U cut short; *value 0 */
};

enum lit_char lit_decode(const char **p, const char *end, bool utf8, uint64_t *value);
/*
 * The number of code units code point CP takes in the encoding whose
 * units have UNIT_SIZE bytes: UTF-8 (1), UTF-16 (2) or UTF-32 (4); stores
 * them in UNITS (4 at most) unless it is NULL.  To count the units of a
 * literal: one per LIT_UNIT and LIT_INVALID, lit_encode(cp, size, NULL)
 * per LIT_CODE_POINT.
 */
unsigned int lit_encode(uint64_t cp, unsigned int unit_size, uint32_t *units);

/* Growable byte buffer. */
struct strbuf {
	char *buf;
	size_t len, cap;
};

void sb_grow(struct strbuf *sb, size_t more);
void sb_add(struct strbuf *sb, const char *s, size_t n);
void sb_addstr(struct strbuf *sb, const char *s);
void sb_printf(struct strbuf *sb, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void sb_vprintf(struct strbuf *sb, const char *fmt, va_list ap);
const char *sb_cstr(struct strbuf *sb);
void sb_free(struct strbuf *sb);

static inline void sb_addc(struct strbuf *sb, char c)
{
	if (unlikely(sb->len + 1 >= sb->cap))
		sb_grow(sb, 1);
	sb->buf[sb->len++] = c;
}

#endif
