// SPDX-License-Identifier: GPL-2.0
/*
 * Fuzz target: the whole pipeline (preprocessor, parser, evaluation,
 * every check, the text diagnostics and the events output), and for one
 * input in four (by length, so that the fuzzer can switch) the
 * --dump-ast and --dump-types output instead of the normal walk.
 */
#include "checks.h"
#include "fuzz.h"
#include "options.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	static const char *predefined;

	if (!predefined) {
		static const char *const args[] = { "-Wsparse-all", NULL };

		predefined = fuzz_setup(args);
		events_register(fuzz_out);
	}
	opts.dump_ast = opts.dump_types = len % 4 == 3;
	fuzz_run(predefined, data, len);
	return 0;
}
