// SPDX-License-Identifier: GPL-2.0
/*
 * Fuzz target: the option parser.  The input is a command line, one word
 * per line (or NUL-separated).  An unusable line ends in die(), which
 * returns here instead of exiting; a usable one sets up the target's
 * predefined macros and runs a small unit with them, unless a word names
 * a file the run would read or write (-include, -imacros, --baseline=,
 * --write-baseline=, -o, a json or sarif file): the fuzzer is not to
 * touch the machine's files, and a file that cannot be read is a fatal
 * error, which ends the process.
 */
#include <setjmp.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "options.h"
#include "run.h"
#include "target.h"

#define MAX_WORDS 256

static const char unit[] =
	"#if defined(__x86_64__) && __SIZEOF_POINTER__ == 8\n"
	"typedef unsigned long size_t;\n"
	"#endif\n"
	"int f(int __attribute__((noderef, address_space(1))) *p) { return *p + X; }\n";

static bool names_file(const char *word)
{
	return strstr(word, "include") || strstr(word, "imacros") ||
	       strstr(word, "baseline") || !strncmp(word, "-o", 2) ||
	       strstr(word, "-file") || strstr(word, "add-output");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	static bool set_up;
	static struct strbuf predefined;
	char *copy, *argv[MAX_WORDS + 2];
	bool files = false;
	jmp_buf jump;
	int argc = 0, status = 0;
	size_t i, start = 0;

	if (!set_up) {
		static const char *const no_args[] = { NULL };

		set_up = true;
		fuzz_setup(no_args);
	}
	copy = malloc(len + 1);
	memcpy(copy, data, len);
	copy[len] = '\0';
	argv[argc++] = "uaccess-check";
	for (i = 0; i <= len && argc < MAX_WORDS; i++) {
		if (i < len && copy[i] != '\n' && copy[i] != '\0')
			continue;
		copy[i] = '\0';
		argv[argc++] = copy + start;
		if (names_file(copy + start))
			files = true;
		start = i + 1;
	}
	argv[argc] = NULL;

	options_reset();
	predefined.len = 0;
	die_jump = &jump;
	if (!setjmp(jump)) {
		options_parse(argc, argv);
		die_jump = NULL;
		target_predefines(&predefined);
		if (!files) {
			run_unit_buffer(FUZZ_UNIT_NAME, unit, sizeof(unit) - 1, sb_cstr(&predefined),
					fuzz_out, &status);
			run_reset();
		}
	}
	die_jump = NULL;
	free(copy);
	return 0;
}
