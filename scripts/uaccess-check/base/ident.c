// SPDX-License-Identifier: GPL-2.0
/*
 * Identifier interning.  Every identifier token points to its ident, so
 * macro lookup, keyword lookup and name comparison are pointer operations.
 */
#include <stdlib.h>
#include <string.h>

#include "token.h"

static struct ident **table;
static size_t table_size, table_count;
static struct arena ident_arena;

const char *const token_punct_spelling[TOK_NR_KINDS] = {
#define P(k, s) [TOK_##k] = s,
	PUNCTUATORS
#undef P
};

/* A word at a time: identifiers are hashed once per token. */
static inline uint32_t hash_bytes(const char *s, size_t len)
{
	uint64_t h = len * 0x9e3779b97f4a7c15ull, w;

	while (len >= 8) {
		memcpy(&w, s, 8);
		h = (h ^ w) * 0x9e3779b97f4a7c15ull;
		h ^= h >> 32;
		s += 8;
		len -= 8;
	}
	if (len) {
		w = 0;
		memcpy(&w, s, len);
		h ^= w;
	}
	/* murmur3's finalizer: the table uses the low bits */
	h ^= h >> 33;
	h *= 0xff51afd7ed558ccdull;
	h ^= h >> 33;
	h *= 0xc4ceb9fe1a85ec53ull;
	h ^= h >> 33;
	return (uint32_t)h;
}

static void ident_grow(void)
{
	size_t n = table_size ? table_size * 2 : 4096;
	struct ident **t = xcalloc(n, sizeof(*t));
	size_t i;

	for (i = 0; i < table_size; i++) {
		struct ident *id = table[i], *next;

		for (; id; id = next) {
			next = id->next;
			id->next = t[id->hash & (n - 1)];
			t[id->hash & (n - 1)] = id;
		}
	}
	free(table);
	table = t;
	table_size = n;
}

static struct ident *ident_find(const char *name, size_t len, uint32_t h)
{
	struct ident *id;

	for (id = table[h & (table_size - 1)]; id; id = id->next)
		if (id->hash == h && id->len == len && !memcmp(id->name, name, len))
			return id;
	return NULL;
}

struct ident *ident_intern(const char *name, size_t len)
{
	uint32_t h = hash_bytes(name, len);
	struct ident *id;

	if (unlikely(!table_size))
		ident_grow();
	id = ident_find(name, len, h);
	if (id)
		return id;
	if (table_count >= table_size)
		ident_grow();
	id = arena_alloc(&ident_arena, sizeof(*id) + len + 1);
	memset(id, 0, sizeof(*id));
	id->hash = h;
	id->len = len;
	memcpy(id->name, name, len);
	id->name[len] = '\0';
	id->next = table[h & (table_size - 1)];
	table[h & (table_size - 1)] = id;
	table_count++;
	return id;
}

struct ident *ident_get(const char *name)
{
	return ident_intern(name, strlen(name));
}

void ident_foreach(void (*fn)(struct ident *id, void *arg), void *arg)
{
	size_t i;
	struct ident *id;

	for (i = 0; i < table_size; i++)
		for (id = table[i]; id; id = id->next)
			fn(id, arg);
}

/*
 * Many runs in one process (the fuzz targets): the identifiers interned so
 * far (keywords, built-ins, the names the passes keep pointers to) stay,
 * those of later runs are dropped by ident_reset().
 */
static struct arena_mark kept_mark;
static struct ident **kept_table, **kept;	/* the table, and each ident's chain link */
static struct ident **kept_next;
static size_t kept_size, nkept;

static void keep_one(struct ident *id, void *arg)
{
	kept[nkept] = id;
	kept_next[nkept++] = id->next;
}

void ident_keep(void)
{
	free(kept_table);
	free(kept);
	free(kept_next);
	kept_size = table_size;
	kept_table = xmalloc((table_size + 1) * sizeof(*kept_table));
	if (table_size)
		memcpy(kept_table, table, table_size * sizeof(*table));
	kept = xmalloc((table_count + 1) * sizeof(*kept));
	kept_next = xmalloc((table_count + 1) * sizeof(*kept_next));
	nkept = 0;
	ident_foreach(keep_one, NULL);
	arena_mark(&ident_arena, &kept_mark);
}

void ident_reset(void)
{
	size_t i;

	if (table_count == nkept)
		return;
	if (table_size != kept_size) {
		free(table);
		table = xmalloc(kept_size * sizeof(*table));
		table_size = kept_size;
	}
	memcpy(table, kept_table, kept_size * sizeof(*table));
	for (i = 0; i < nkept; i++)
		kept[i]->next = kept_next[i];
	table_count = nkept;
	arena_reset(&ident_arena, &kept_mark);
}
