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

#include <stdint.h>

#include "diag.h"

/* 16 hex digits and the NUL */
#define FINGERPRINT_LEN 17

/*
 * The fingerprint of R, from its check, the file the user reads it in
 * (leading "./" dropped), its function, its text with whitespace runs
 * made one space, the text of its line with no whitespace at all, and
 * the number of findings before it in the unit with all of these equal
 * (so two identical findings in one function are two entries).
 */
void fingerprint_record(const struct diag_record *r, char out[FINGERPRINT_LEN]);
/* A new unit: the occurrence counts start again. */
void fingerprint_reset(void);

#endif
