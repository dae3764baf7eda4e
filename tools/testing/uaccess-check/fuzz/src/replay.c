// SPDX-License-Identifier: GPL-2.0
/*
 * The fuzz targets' way of running units, without a fuzzer: the options
 * before "--" set up the checker as fuzz_setup() does, then each file
 * after it is run from memory in this one process, as the unit target
 * runs an input but under the file's own name (for its headers and
 * __FILE__), its diagnostics (on stderr) after a line "== FILE".
 * fuzz/inprocess.sh compares them with separate runs of the checker: what
 * one run leaves behind (macros, the kept predefined macros, files,
 * identifiers, types, diagnostics) must not change the next.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

#define MAX_ARGS 60

int main(int argc, char **argv)
{
	const char *args[MAX_ARGS + 1];
	const char *predefined;
	int i, n = 0;

	for (i = 1; i < argc && strcmp(argv[i], "--") && n < MAX_ARGS; i++)
		args[n++] = argv[i];
	args[n] = NULL;
	if (i >= argc) {
		fprintf(stderr, "usage: replay [OPTION...] -- FILE...\n");
		return 2;
	}
	predefined = fuzz_setup(args);
	for (i++; i < argc; i++) {
		FILE *f = fopen(argv[i], "rb");
		struct strbuf sb = { 0 };
		char buf[65536];
		size_t got;

		if (!f) {
			perror(argv[i]);
			return 2;
		}
		while ((got = fread(buf, 1, sizeof(buf), f)) > 0)
			sb_add(&sb, buf, got);
		fclose(f);
		fflush(stdout);
		fprintf(stderr, "== %s\n", argv[i]);
		fuzz_run_named(predefined, argv[i], (const uint8_t *)(sb.buf ? sb.buf : ""), sb.len);
		sb_free(&sb);
	}
	return 0;
}
