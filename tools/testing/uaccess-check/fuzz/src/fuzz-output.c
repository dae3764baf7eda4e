// SPDX-License-Identifier: GPL-2.0
/*
 * Fuzz target: the output back ends on whatever the whole pipeline
 * reports about a unit (-Wsparse-all): by the input's length, the text
 * with the source line, caret, range and colours, SARIF, or gcc's JSON,
 * each document finished after every unit (the source lines, ranges,
 * macro and include chains of arbitrary input, and bytes that are not
 * UTF-8, go through the JSON writer).  Fingerprints and the baseline's
 * marking run for every record.
 */
#include "diag.h"
#include "fuzz.h"
#include "output.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	static const char *const args[] = { "-Wsparse-all", NULL };
	static const char *predefined;

	if (!predefined)
		predefined = fuzz_setup(args);
	/* the back ends start again: each unit is a document of its own */
	output_reset();
	switch (len % 3) {
	case 0:
		output_text_option("-fdiagnostics-show-caret");
		output_text_option("-fdiagnostics-color=always");
		break;
	case 1:
		output_format_option("-fdiagnostics-format=sarif-stderr");
		break;
	default:
		output_format_option("-fdiagnostics-format=json");
		break;
	}
	fuzz_run(predefined, data, len);
	output_finish();
	return 0;
}
