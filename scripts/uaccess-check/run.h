/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Running a translation unit through the passes the options ask for:
 * from a file (the command line) or from memory (the fuzz targets in
 * tools/testing/uaccess-check/fuzz/, which run millions of units in one
 * process and so reset the state a run accumulates between them).
 */
#ifndef UACCESS_CHECK_RUN_H
#define UACCESS_CHECK_RUN_H

#include <stddef.h>
#include <stdio.h>

/*
 * Runs the unit INPUT (a path, or "-" for stdin), after the PREDEFINED
 * macros (source text), writing -E and --dump-* output to OUT.  Sets
 * *STATUS to 2 if the input cannot be read.
 */
void run_unit(const char *input, const char *predefined, FILE *out, int *status);
/* The same for LEN bytes at BUF, named NAME in diagnostics. */
void run_unit_buffer(const char *name, const char *buf, size_t len, const char *predefined,
		     FILE *out, int *status);
/*
 * After a unit: forgets the files, buffers, expansions, macros and
 * identifiers of the units run since run_keep(), so that memory does not
 * grow from run to run.
 */
void run_reset(void);
/* What exists now (keywords, built-ins) is kept by run_reset(): call it after a first unit. */
void run_keep(void);

#endif
