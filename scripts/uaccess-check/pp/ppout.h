/* SPDX-License-Identifier: GPL-2.0 */
#ifndef UACCESS_CHECK_PPOUT_H
#define UACCESS_CHECK_PPOUT_H

#include <stdbool.h>
#include <stdio.h>

/* -E: called before pp_begin(), then ppout_run() prints the unit to F. */
void ppout_begin(FILE *f, bool line_markers);
void ppout_run(void);

#endif
