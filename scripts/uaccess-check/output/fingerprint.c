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

/* Whitespace runs as one space, none at the ends. */
static uint64_t hash_text(uint64_t h, const char *s)
{
	bool space = false, any = false;

	for (; s && *s; s++) {
		if (isspace((unsigned char)*s)) {
			space = any;
			continue;
		}
		if (space)
			h = hash_bytes(h, " ", 1);
		h = hash_bytes(h, s, 1);
		space = false;
		any = true;
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

/*
 * The findings of the unit so far, by their hash before the occurrence
 * number: open addressing, grown at half full.
 */
static struct seen {
	uint64_t hash;
	unsigned int count;
} *seen;
static size_t nseen, seen_cap;

static unsigned int occurrence(uint64_t h)
{
	size_t i;

	if (2 * (nseen + 1) > seen_cap) {
		struct seen *old = seen;
		size_t ocap = seen_cap, j;

		seen_cap = seen_cap ? 2 * seen_cap : 64;
		seen = xcalloc(seen_cap, sizeof(*seen));
		for (j = 0; j < ocap; j++) {
			if (!old[j].count)
				continue;
			for (i = old[j].hash & (seen_cap - 1); seen[i].count; i = (i + 1) & (seen_cap - 1))
				;
			seen[i] = old[j];
		}
		free(old);
	}
	for (i = h & (seen_cap - 1); seen[i].count; i = (i + 1) & (seen_cap - 1))
		if (seen[i].hash == h)
			return seen[i].count++;
	seen[i].hash = h;
	seen[i].count = 1;
	nseen++;
	return 0;
}

void fingerprint_reset(void)
{
	if (seen)
		memset(seen, 0, seen_cap * sizeof(*seen));
	nseen = 0;
}

void fingerprint_record(const struct diag_record *r, char out[FINGERPRINT_LEN])
{
	uint64_t h = FNV_OFFSET;
	const char *file = NULL;
	uint32_t user = 0;
	unsigned int n;

	if (!r->where && r->pos.loc) {
		user = source_user_loc(r->pos.loc);
		file = source_file_name(source_place(user).file);
		while (file && !strncmp(file, "./", 2))
			file += 2;
	} else {
		file = r->where;
	}
	h = hash_field(h, r->check_name);
	h = hash_field(h, file);
	h = hash_field(h, r->function);
	h = hash_text(h, r->message);
	h = hash_line(h, user);
	n = occurrence(h);
	if (n) {
		char num[16];

		snprintf(num, sizeof(num), "%u", n);
		h = hash_field(h, num);
	}
	snprintf(out, FINGERPRINT_LEN, "%016llx", (unsigned long long)h);
}
