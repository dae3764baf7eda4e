// SPDX-License-Identifier: GPL-2.0
/* Fuzz target: the preprocessor alone, as -E runs it (line markers on). */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	static const char *predefined;

	if (!predefined) {
		static const char *const args[] = { "-E", "-Wsparse-all", NULL };

		predefined = fuzz_setup(args);
	}
	fuzz_run(predefined, data, len);
	return 0;
}
