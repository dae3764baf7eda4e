// SPDX-License-Identifier: GPL-2.0
/*
 * Fingerprints of findings.  The hash is 64-bit FNV-1a: stable across
 * hosts and versions (a baseline outlives the binary that wrote it), and
 * a collision costs at worst one finding hidden among tens of thousands.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fingerprint.h"
#include "util.h"

#define FNV_OFFSET 0xcbf29ce484222325ull
#define FNV_PRIME 0x100000001b3ull

static uint64_t hash_bytes(uint64_t h, const char *s, size_t n)
{
	while (n--) {
		h ^= (unsigned char)*s++;
		h *= FNV_PRIME;
	}
	return h;
}

/* A field and its end, so that "ab"+"c" and "a"+"bc" differ. */
static uint64_t hash_field(uint64_t h, const char *s)
{
	if (s)
		h = hash_bytes(h, s, strlen(s));
	return hash_bytes(h, "", 1);
}

static bool ident_char(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

/*
 * Whitespace runs as one space, none at the ends; every number as '#'.
 * A message's numbers are places ("opened at 12:3"), sizes and offsets
 * of types defined elsewhere, counts: an unrelated edit changes them,
 * while the numbers of the finding's own line are in the line's text.  A
 * number is a digit not inside a name ("__le32" stays) and the letters
 * and digits after it ("0x1f").
 */
static uint64_t hash_text(uint64_t h, const char *s)
{
	bool space = false, any = false;
	const char *start = s;

	for (; s && *s; s++) {
		if (isspace((unsigned char)*s)) {
			space = any;
			continue;
		}
		if (space)
			h = hash_bytes(h, " ", 1);
		space = false;
		any = true;
		if (isdigit((unsigned char)*s) && (s == start || !ident_char(s[-1]))) {
			while (ident_char(s[1]))
				s++;
			h = hash_bytes(h, "#", 1);
			continue;
		}
		h = hash_bytes(h, s, 1);
	}
	return hash_bytes(h, "", 1);
}

/* The line's text with no whitespace: re-indenting it is an unrelated edit. */
static uint64_t hash_line(uint64_t h, uint32_t loc)
{
	size_t len, i;
	const char *s = loc ? source_line_text(loc, &len) : NULL;

	for (i = 0; s && i < len; i++)
		if (!isspace((unsigned char)s[i]))
			h = hash_bytes(h, s + i, 1);
	return hash_bytes(h, "", 1);
}

static size_t set_slot(const struct fingerprint_set *set, uint64_t h)
{
	size_t i;

	for (i = h & (set->cap - 1); set->slots[i].count; i = (i + 1) & (set->cap - 1))
		if (set->slots[i].hash == h)
			break;
	return i;
}

/* Open addressing, grown at half full. */
unsigned int fingerprint_set_add(struct fingerprint_set *set, uint64_t h)
{
	size_t i;

	if (2 * (set->n + 1) > set->cap) {
		struct fingerprint_set old = *set;

		set->cap = set->cap ? 2 * set->cap : 64;
		set->slots = xcalloc(set->cap, sizeof(*set->slots));
		for (i = 0; i < old.cap; i++)
			if (old.slots[i].count)
				set->slots[set_slot(set, old.slots[i].hash)] = old.slots[i];
		free(old.slots);
	}
	i = set_slot(set, h);
	if (set->slots[i].count)
		return set->slots[i].count++;
	set->slots[i].hash = h;
	set->slots[i].count = 1;
	set->n++;
	return 0;
}

bool fingerprint_set_has(const struct fingerprint_set *set, uint64_t h)
{
	return set->cap && set->slots[set_slot(set, h)].count;
}

void fingerprint_set_clear(struct fingerprint_set *set)
{
	if (set->slots)
		memset(set->slots, 0, set->cap * sizeof(*set->slots));
	set->n = 0;
}

/* The findings of the unit so far, by their hash before the occurrence number. */
static struct fingerprint_set seen;

void fingerprint_reset(void)
{
	fingerprint_set_clear(&seen);
}

/* By the names alone: the files may not be there when a baseline is read. */
void fingerprint_path(const char *path, struct strbuf *sb)
{
	bool abs = *path == '/';
	size_t root = sb->len + abs, n, before;
	/* sb's length before each name that a ".." can take back */
	size_t *names = NULL, nnames = 0, cap = 0;

	if (*path == '/')
		sb_addc(sb, '/');
	for (;; path += n) {
		path += strspn(path, "/");
		n = strcspn(path, "/");
		if (!n)
			break;
		if (n == 1 && *path == '.')
			continue;
		if (n == 2 && !strncmp(path, "..", 2)) {
			if (nnames) {
				sb->len = names[--nnames];
				continue;
			}
			if (abs && sb->len == root)
				continue;	/* "/.." is "/" */
		}
		before = sb->len;
		if (sb->len > root)
			sb_addc(sb, '/');
		sb_add(sb, path, n);
		if (n != 2 || strncmp(path, "..", 2)) {
			vec_grow(names, nnames + 1, cap, 16);
			names[nnames++] = before;
		}
	}
	free(names);
	sb_cstr(sb);
}

uint32_t fingerprint_file(const struct diag_record *r, struct strbuf *sb)
{
	uint32_t user;

	if (r->where || !r->pos.loc) {
		sb_addstr(sb, r->where ? r->where : "");
		sb_cstr(sb);
		return 0;
	}
	user = source_user_loc(r->pos.loc);
	fingerprint_path(source_file_name(source_place(user).file), sb);
	return user;
}

void fingerprint_record(const struct diag_record *r, char out[FINGERPRINT_LEN])
{
	uint64_t h = FNV_OFFSET;
	struct strbuf file = { 0 };
	uint32_t user = fingerprint_file(r, &file);
	unsigned int n;

	h = hash_field(h, r->check_name);
	h = hash_field(h, file.buf);
	sb_free(&file);
	h = hash_field(h, r->function);
	h = hash_text(h, r->message);
	h = hash_line(h, user);
	n = fingerprint_set_add(&seen, h);
	if (n) {
		char num[16];

		snprintf(num, sizeof(num), "%u", n);
		h = hash_field(h, num);
	}
	snprintf(out, FINGERPRINT_LEN, "%016llx", (unsigned long long)h);
}
