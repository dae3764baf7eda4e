/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A finding's fingerprint: what stays the same when unrelated edits move
 * it (the baseline, SARIF's partialFingerprints).  CodeChecker's
 * context-free report hash is the model: no line number, but the text of
 * the line without its whitespace, so a shifted finding keeps its
 * fingerprint and an edited line gets a new one.
 */
#ifndef UACCESS_CHECK_FINGERPRINT_H
#define UACCESS_CHECK_FINGERPRINT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "diag.h"
#include "util.h"

/* 16 hex digits and the NUL */
#define FINGERPRINT_LEN 17

/*
 * The fingerprint of R, from its check, the file the user reads it in
 * (fingerprint_path()), its function, its text with whitespace runs
 * made one space and every number '#', the text of its line with no
 * whitespace at all, and the number of findings before it in the unit
 * with all of these equal (so two identical findings in one function are
 * two entries).  Nothing depends on the unit: a finding in a header has
 * one fingerprint whichever unit includes it.
 */
void fingerprint_record(const struct diag_record *r, char out[FINGERPRINT_LEN]);
/* A new unit: the occurrence counts start again. */
void fingerprint_reset(void);

/*
 * The file of R as fingerprinted, appended to SB (R's "where" for a
 * record about no place); returns the user's location of R (0: none).
 */
uint32_t fingerprint_file(const struct diag_record *r, struct strbuf *sb);
/*
 * PATH made canonical by its names, appended to SB: no "." component, no
 * "dir/.." (a header reached as "./include/linux/../x.h" from one unit
 * and "include/x.h" from another is one file), no repeated '/'.
 */
void fingerprint_path(const char *path, struct strbuf *sb);

/* A set of 64-bit hashes, each with a count (zeroed: empty). */
struct fingerprint_set {
	struct fingerprint_slot {
		uint64_t hash;
		unsigned int count;	/* 0: a free slot */
	} *slots;
	size_t n, cap;
};
/* Adds H: returns how many times it was there before. */
unsigned int fingerprint_set_add(struct fingerprint_set *set, uint64_t h);
bool fingerprint_set_has(const struct fingerprint_set *set, uint64_t h);
/* Empties SET, keeping its memory. */
void fingerprint_set_clear(struct fingerprint_set *set);

#endif
