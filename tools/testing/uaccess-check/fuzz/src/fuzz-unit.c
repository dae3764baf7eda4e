// SPDX-License-Identifier: GPL-2.0
/*
 * Fuzz target: the whole pipeline (preprocessor, parser, evaluation,
 * every check, the text diagnostics and the events output), and for one
 * input in four (by length, so that the fuzzer can switch) the
 * --dump-ast and --dump-types output instead of the normal walk.
 */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	static const char *const args[] = { "-Wsparse-all", NULL };

	fuzz_unit(args, data, len);
	return 0;
}
