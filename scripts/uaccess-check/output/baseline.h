/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Baselines, so that CI sees only new findings: --baseline=FILE hides
 * the findings whose fingerprint (fingerprint.h) is in FILE,
 * --write-baseline=FILE records the findings of the run, --fail-on=
 * decides whether findings fail the run.
 *
 * A finding is a warning or an error about a place in the source: a
 * check's, and the front end's too (a construct the checker cannot parse
 * yet is reported on every run: left out of the baseline it would be
 * "new" for ever and fail CI on code the patch did not touch).  Records
 * about no place (an unreadable input, the command line) and notes are
 * not findings: they say the run itself went wrong.
 *
 * The file: one finding a line,
 *	FINGERPRINT<TAB>-W<check><TAB>file:line<TAB>message
 * ("error" for the -W name of a front-end error); '#' starts a comment
 * line; only the first field is read.  Baselines merge by taking the
 * union of their lines (sort -u).
 */
#ifndef UACCESS_CHECK_BASELINE_H
#define UACCESS_CHECK_BASELINE_H

#include <stdbool.h>

#include "diag.h"

/* --baseline=FILE, --write-baseline=FILE, --fail-on=...: false if OPT is none of them. */
bool baseline_option(const char *opt);
/*
 * The files named by the options are read and opened, once, before the
 * first unit; a file that cannot be is an error (exit status 2).
 */
void baseline_begin(void);
/* R, its fingerprint set, is about to go out: its r->baseline, and its line in the file written. */
void baseline_mark(struct diag_record *r);
/* The unit ended: its lines go to the --write-baseline file, in one write. */
void baseline_unit_end(void);
/*
 * The exit status: --fail-on's rule for the findings (without it,
 * FINDINGS_FAIL: a finding made an error by an option), 1 if FAILING (a
 * unit was not checked as written), 2 if the baseline could not be written.
 */
int baseline_exit_status(bool findings_fail, bool failing);
/* The options back to their defaults, for another command line in one process. */
void baseline_reset(void);

#endif
