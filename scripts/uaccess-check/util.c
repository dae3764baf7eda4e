// SPDX-License-Identifier: GPL-2.0
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

const char *progname = "uaccess-check";

void fatal(const char *fmt, ...)
{
	va_list ap;

	fflush(stdout);
	fprintf(stderr, "%s: fatal error: ", progname);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(2);
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
	char data[];
};

#define ARENA_CHUNK (256 * 1024)

void *arena_alloc_slow(struct arena *a, size_t size)
{
	struct arena_chunk *c = a->spare;
	size_t n = size > ARENA_CHUNK / 4 ? size : ARENA_CHUNK;

	/* Reusing chunks keeps a scratch arena free of page faults. */
	if (c && c->size >= n) {
		a->spare = c->prev;
		n = c->size;
	} else {
		c = xmalloc(sizeof(*c) + n);
		c->size = n;
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

		free(c);
		c = prev;
	}
}

void arena_release(struct arena *a)
{
	free_chunks(a->chunk);
	free_chunks(a->spare);
	a->chunk = a->spare = NULL;
	a->cur = a->end = NULL;
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
		if (c->size == ARENA_CHUNK) {
			c->prev = a->spare;
			a->spare = c;
		} else {
			free(c);
		}
	}
	a->cur = m->cur;
	a->end = m->end;
}

char *arena_strndup(struct arena *a, const char *s, size_t n)
{
	char *p = arena_alloc(a, n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

void sb_grow(struct strbuf *sb, size_t more)
{
	size_t cap = sb->cap ? sb->cap : 64;

	while (cap < sb->len + more + 1)
		cap *= 2;
	if (cap != sb->cap) {
		sb->buf = xrealloc(sb->buf, cap);
		sb->cap = cap;
	}
}

void sb_add(struct strbuf *sb, const char *s, size_t n)
{
	if (sb->len + n + 1 > sb->cap)
		sb_grow(sb, n);
	memcpy(sb->buf + sb->len, s, n);
	sb->len += n;
}

void sb_addstr(struct strbuf *sb, const char *s)
{
	sb_add(sb, s, strlen(s));
}

void sb_printf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	sb_grow(sb, n + 1);
	va_start(ap, fmt);
	vsnprintf(sb->buf + sb->len, n + 1, fmt, ap);
	va_end(ap);
	sb->len += n;
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
