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

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

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
 * Doubles *CAP for an array of N elements of ELEM bytes that starts in a
 * fixed buffer SMALL of the caller's and moves to the heap when it
 * outgrows it; returns the array's new place.
 */
void *grow_small_array(void *arr, const void *small, size_t n, unsigned int *cap, size_t elem);
void __attribute__((noreturn, format(printf, 1, 2))) fatal(const char *fmt, ...);

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

static inline void *arena_alloc(struct arena *a, size_t size)
{
	char *p;

	size = (size + 7) & ~(size_t)7;
	if (unlikely((size_t)(a->end - a->cur) < size))
		return arena_alloc_slow(a, size);
	p = a->cur;
	a->cur += size;
	return p;
}

char *arena_strndup(struct arena *a, const char *s, size_t n);
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
	return true;
}

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
const char *sb_cstr(struct strbuf *sb);
void sb_free(struct strbuf *sb);

static inline void sb_addc(struct strbuf *sb, char c)
{
	if (unlikely(sb->len + 1 >= sb->cap))
		sb_grow(sb, 1);
	sb->buf[sb->len++] = c;
}

#endif
