/* SPDX-License-Identifier: GPL-2.0 */
/*
 * libFuzzer targets of uaccess-check (see mk/fuzz.mk): the whole checker
 * runs in the fuzzer's process, one unit per input, from memory.
 */
#ifndef UACCESS_CHECK_FUZZ_H
#define UACCESS_CHECK_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "util.h"

/* The name the units are reported under. */
#define FUZZ_UNIT_NAME "fuzz.c"

/*
 * Parses ARGS (NULL-terminated; the unit's name is added) as the
 * checker's command line, registers the checks, runs a first unit and
 * keeps what it interned.  Returns the predefined macros.
 */
const char *fuzz_setup(const char *const *args);
/* Where -E and --dump-* output goes: nowhere, but through stdio. */
extern FILE *fuzz_out;
/* One unit of LEN bytes at DATA, then the reset between runs. */
void fuzz_run(const char *predefined, const uint8_t *data, size_t len);
/* The same under the file name NAME (its directory for #include "...", __FILE__). */
void fuzz_run_named(const char *predefined, const char *name, const uint8_t *data, size_t len);

/*
 * The unit targets' input: the whole pipeline with ARGS (set up on the
 * first call), every check, the events output, and for one input in four
 * (by length) --dump-ast and --dump-types instead.
 */
void fuzz_unit(const char *const *args, const uint8_t *data, size_t len);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len);

#endif
