// SPDX-License-Identifier: GPL-2.0
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "util.h"

/*
 * Arena memory waiting for reuse is poisoned under AddressSanitizer, so a
 * pointer kept across a reset or into the next unit is still caught.
 */
#ifdef UC_ASAN
#define ARENA_ASAN 1
#define arena_poison(c)		ASAN_POISON_MEMORY_REGION((c)->data, (c)->size)
#define arena_unpoison(c)	ASAN_UNPOISON_MEMORY_REGION((c)->data, (c)->size)
#else
#define arena_poison(c)		((void)(c))
#define arena_unpoison(c)	((void)(c))
#endif

const char *progname = "uaccess-check";
void *die_jump;

void die(int status)
{
	if (die_jump)
		longjmp(*(jmp_buf *)die_jump, status + 1);
	exit(status);
}

void (*fatal_hook)(void);
char fatal_message[512];

void fatal(const char *fmt, ...)
{
	void (*hook)(void) = fatal_hook;
	va_list ap;

	fatal_hook = NULL;	/* once, even if it fails fatally itself */
	if (hook)
		hook();
	fatal_hook = hook;
	fflush(stdout);
	fprintf(stderr, "%s: fatal error: ", progname);
	va_start(ap, fmt);
	vsnprintf(fatal_message, sizeof(fatal_message), fmt, ap);
	va_end(ap);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	die(2);
}

void *xmalloc(size_t size)
{
	void *p = malloc(size ? size : 1);

	if (!p)
		fatal("out of memory (%zu bytes)", size);
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (!p)
		fatal("out of memory (%zu bytes)", n * size);
	return p;
}

void *xrealloc(void *p, size_t size)
{
	p = realloc(p, size ? size : 1);
	if (!p)
		fatal("out of memory (%zu bytes)", size);
	return p;
}

char *xstrndup(const char *s, size_t n)
{
	char *p = xmalloc(n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

size_t vec_next_cap(size_t cap, size_t need, size_t min)
{
	if (!cap)
		cap = min ? min : 1;
	while (cap < need) {
		if (cap > SIZE_MAX / 2)
			fatal("out of memory");
		cap *= 2;
	}
	return cap;
}

void *grow_small_array(void *arr, const void *small, size_t n, unsigned int *cap, size_t elem)
{
	void *na = xmalloc(2 * (size_t)*cap * elem);

	memcpy(na, arr, n * elem);
	if (arr != small)
		free(arr);
	*cap *= 2;
	return na;
}

char *xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

struct arena_chunk {
	struct arena_chunk *prev;
	size_t size;
	bool pooled;		/* from the pool: given back there, never freed */
	/* arena_alloc() keeps offsets from here 8-aligned; a long double wants 16 */
	_Alignas(16) char data[];
};

#define ARENA_CHUNK (256 * 1024)

/*
 * The arenas' chunks of the usual size come from big regions the kernel
 * is asked to back with transparent huge pages (MADV_HUGEPAGE: THP's
 * "madvise" mode, the distributions' default): a unit's ~100 MB of
 * arenas then costs some fifty page faults instead of 25,000, a third of
 * the run's time on the kernel's side, and the TLB misses of the passes
 * that walk the trees go down with them.  Under AddressSanitizer the
 * chunks stay malloc()'s, for its checks.
 */
#define POOL_REGION (64u << 20)
#define HUGE_PAGE (2u << 20)

static struct arena_chunk *pool_free;

void *big_array_reserve(size_t size, bool huge)
{
#ifndef ARENA_ASAN
	char *p = mmap(NULL, size + HUGE_PAGE, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);

	if (p != MAP_FAILED) {
		/* the start on a huge page: only whole huge pages can be used */
		char *start = (char *)(((uintptr_t)p + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1));

		if (huge)
			madvise(start, size, MADV_HUGEPAGE);
		return start;
	}
#endif
	(void)size;
	return NULL;
}

static struct arena_chunk *chunk_new(size_t n)
{
	struct arena_chunk *c;
#ifndef ARENA_ASAN
	static char *pool_cur, *pool_end;
	size_t size = sizeof(*c) + ARENA_CHUNK;

	if (n == ARENA_CHUNK && pool_free) {
		c = pool_free;
		pool_free = c->prev;
		return c;
	}
	if (n == ARENA_CHUNK && (size_t)(pool_end - pool_cur) < size) {
		char *start = big_array_reserve(POOL_REGION, true);

		if (start) {
			pool_cur = start;
			pool_end = start + POOL_REGION;
		}
	}
	if (n == ARENA_CHUNK && (size_t)(pool_end - pool_cur) >= size) {
		c = (struct arena_chunk *)pool_cur;
		pool_cur += size;
		c->size = n;
		c->pooled = true;
		return c;
	}
#endif
	c = xmalloc(sizeof(*c) + n);
	c->size = n;
	c->pooled = false;
	return c;
}

static void chunk_free(struct arena_chunk *c)
{
	if (c->pooled) {
		c->prev = pool_free;
		pool_free = c;
	} else {
		free(c);
	}
}

void *arena_alloc_slow(struct arena *a, size_t size)
{
	struct arena_chunk *c = a->spare;
	size_t n = size > ARENA_CHUNK / 4 ? size : ARENA_CHUNK;

	/* Reusing chunks keeps a scratch arena free of page faults. */
	if (c && c->size >= n) {
		a->spare = c->prev;
		n = c->size;
		arena_unpoison(c);
	} else {
		c = chunk_new(n);
	}
	c->prev = a->chunk;
	a->chunk = c;
	a->cur = c->data + size;
	a->end = c->data + n;
	return c->data;
}

static void free_chunks(struct arena_chunk *c)
{
	while (c) {
		struct arena_chunk *prev = c->prev;

		chunk_free(c);
		c = prev;
	}
}

/*
 * Keeps C as A's spare, if A has none, or frees it: a chunk of the pool
 * goes back there, for any arena.  The peak of a unit is at its end, when
 * the arenas that only grow are at their largest and the scratch ones
 * (the preprocessor's expansions, the parser's declarations) are small:
 * what those needed earlier serves the others then, instead of waiting
 * on their spare lists (2 MB on a unit of the kernel).
 */
static void arena_give_back(struct arena *a, struct arena_chunk *c)
{
	if (c->size != ARENA_CHUNK || (a->spare && c->pooled)) {
		chunk_free(c);
		return;
	}
	arena_poison(c);
	c->prev = a->spare;
	a->spare = c;
}

/*
 * One chunk stays as a spare: a run of many small units (the in-process
 * fuzzer's thousands a second) would otherwise get and give back a chunk
 * per arena and unit, a mapping of its own under AddressSanitizer.
 */
void arena_release(struct arena *a)
{
	struct arena_chunk *c = a->chunk, *keep = NULL;

	free_chunks(a->spare);
	a->spare = NULL;
	while (c) {
		struct arena_chunk *prev = c->prev;

		if (!keep && c->size == ARENA_CHUNK)
			keep = c;
		else
			chunk_free(c);
		c = prev;
	}
	a->chunk = NULL;
	a->cur = a->end = NULL;
	if (keep)
		arena_give_back(a, keep);
}

void arena_mark(struct arena *a, struct arena_mark *m)
{
	m->chunk = a->chunk;
	m->cur = a->cur;
	m->end = a->end;
}

void arena_reset(struct arena *a, const struct arena_mark *m)
{
	while (a->chunk != m->chunk) {
		struct arena_chunk *c = a->chunk;

		a->chunk = c->prev;
		arena_give_back(a, c);
	}
	a->cur = m->cur;
	a->end = m->end;
#ifdef ARENA_ASAN
	/* what was allocated after the mark is gone: a pointer kept into it is caught */
	if (a->cur)
		ASAN_POISON_MEMORY_REGION(a->cur, a->end - a->cur);
#endif
}

bool arena_holds_since(const struct arena *a, const struct arena_mark *m, const void *p)
{
	uintptr_t q = (uintptr_t)p;
	const struct arena_chunk *c;

	for (c = a->chunk; c; c = c->prev) {
		uintptr_t from = (uintptr_t)(c == m->chunk ? m->cur : c->data);

		if (q >= from && q < (uintptr_t)(c->data + c->size))
			return true;
		if (c == m->chunk)
			break;
	}
	return false;
}

char *arena_strndup(struct arena *a, const char *s, size_t n)
{
	char *p = arena_alloc(a, n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

static int hex_digit(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* One UTF-8 sequence from its lead byte C; a stray or cut one stops early. */
static uint64_t utf8_sequence(const char **p, const char *end, unsigned char c)
{
	unsigned int more = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
	uint64_t cp = more ? c & (0x3f >> more) : c;

	for (; more && *p < end && ((unsigned char)**p & 0xc0) == 0x80; more--)
		cp = cp << 6 | (*(*p)++ & 0x3f);
	return cp;
}

enum lit_char lit_decode(const char **p, const char *end, bool utf8, uint64_t *value)
{
	const char *s = *p;
	unsigned char c = *s++;
	enum lit_char kind = LIT_UNIT;
	uint64_t v = 0;
	int d, n, digits;

	if (c != '\\') {
		if (utf8 && c >= 0x80) {
			v = utf8_sequence(&s, end, c);
			kind = LIT_CODE_POINT;
		} else {
			v = c;
		}
		goto out;
	}
	if (s == end) {
		kind = LIT_INVALID;
		goto out;
	}
	c = *s++;
	switch (c) {
	case 'n': v = '\n'; break;
	case 't': v = '\t'; break;
	case 'r': v = '\r'; break;
	case 'a': v = '\a'; break;
	case 'b': v = '\b'; break;
	case 'f': v = '\f'; break;
	case 'v': v = '\v'; break;
	case 'e': case 'E': v = 27; break;	/* GNU */
	case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7':
		v = c - '0';
		for (n = 1; n < 3 && s < end && *s >= '0' && *s <= '7'; n++)
			v = v * 8 + (*s++ - '0');
		break;
	case 'x':
		for (n = 0; s < end && (d = hex_digit(*s)) >= 0; n++, s++)
			v = v > UINT64_MAX >> 4 ? UINT64_MAX : v << 4 | d;
		if (!n)
			kind = LIT_INVALID;
		break;
	case 'u': case 'U':
		digits = c == 'u' ? 4 : 8;
		for (n = 0; n < digits && s < end && (d = hex_digit(*s)) >= 0; n++, s++)
			v = v << 4 | d;
		kind = n == digits ? LIT_CODE_POINT : LIT_INVALID;
		break;
	default:
		v = c;
		break;
	}
	if (kind == LIT_INVALID)
		v = 0;
out:
	*p = s;
	*value = v;
	return kind;
}

unsigned int lit_encode(uint64_t cp, unsigned int unit_size, uint32_t *units)
{
	uint32_t u[4];
	unsigned int n, i;

	if (unit_size >= 4 || cp < (unit_size == 2 ? 0x10000 : 0x80)) {
		u[0] = cp;
		n = 1;
	} else if (unit_size == 2) {
		cp -= 0x10000;
		u[0] = 0xd800 | (cp >> 10 & 0x3ff);
		u[1] = 0xdc00 | (cp & 0x3ff);
		n = 2;
	} else {
		n = cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
		for (i = n - 1; i > 0; i--, cp >>= 6)
			u[i] = 0x80 | (cp & 0x3f);
		u[0] = ((0xff00 >> n) & 0xff) | (cp & (0x7f >> n));
	}
	if (units)
		memcpy(units, u, n * sizeof(*u));
	return n;
}

void sb_grow(struct strbuf *sb, size_t more)
{
	vec_grow(sb->buf, sb->len + more + 1, sb->cap, 64);
}

void sb_add(struct strbuf *sb, const char *s, size_t n)
{
	/* an empty strbuf's NULL buffer added: memcpy() must not see NULL */
	if (!n)
		return;
	if (sb->len + n + 1 > sb->cap)
		sb_grow(sb, n);
	memcpy(sb->buf + sb->len, s, n);
	sb->len += n;
}

void sb_addstr(struct strbuf *sb, const char *s)
{
	sb_add(sb, s, strlen(s));
}

void sb_vprintf(struct strbuf *sb, const char *fmt, va_list ap)
{
	va_list aq;
	int n;

	va_copy(aq, ap);
	n = vsnprintf(NULL, 0, fmt, aq);
	va_end(aq);
	if (n < 0)
		return;
	sb_grow(sb, n + 1);
	vsnprintf(sb->buf + sb->len, n + 1, fmt, ap);
	sb->len += n;
}

void sb_printf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	sb_vprintf(sb, fmt, ap);
	va_end(ap);
}

const char *sb_cstr(struct strbuf *sb)
{
	sb_grow(sb, 1);
	sb->buf[sb->len] = '\0';
	return sb->buf;
}

void sb_free(struct strbuf *sb)
{
	free(sb->buf);
	sb->buf = NULL;
	sb->len = sb->cap = 0;
}

void *arena_grow(struct arena *a, void *p, unsigned int need, unsigned int *cap, size_t size)
{
	unsigned int ncap = *cap ? *cap : 4;
	void *np;

	if (need <= *cap)
		return p;
	while (ncap < need)
		ncap *= 2;
	np = arena_alloc(a, ncap * size);
	if (*cap)
		memcpy(np, p, *cap * size);
	*cap = ncap;
	return np;
}
