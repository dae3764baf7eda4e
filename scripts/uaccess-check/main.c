// SPDX-License-Identifier: GPL-2.0
/*
 * uaccess-check: a semantic checker for Linux kernel C, run by Kbuild as
 * $(CHECK) on every translation unit.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "checks.h"
#include "diag.h"
#include "options.h"
#include "run.h"
#include "target.h"
#include "util.h"

/* -o must not name an input: the checker never writes to what it checks. */
static void check_output_is_not_input(void)
{
	struct stat so, si;
	int i;

	if (!opts.output || stat(opts.output, &so))
		return;
	for (i = 0; i < opts.ninputs; i++)
		if (!stat(opts.inputs[i], &si) && si.st_dev == so.st_dev &&
		    si.st_ino == so.st_ino) {
			fprintf(stderr, "%s: error: the output file '%s' is the input file\n",
				progname, opts.output);
			exit(2);
		}
}

int main(int argc, char **argv)
{
	struct strbuf predefined = { 0 };
	FILE *out = stdout;
	int i, status = 0;

	/* a fatal error exits: the diagnostic being built goes out first */
	atexit(diag_flush);
	options_parse(argc, argv);
	target_predefines(&predefined);
	check_output_is_not_input();
	if (opts.output) {
		out = fopen(opts.output, "w");
		if (!out) {
			fprintf(stderr, "%s: error: cannot write '%s': %s\n", progname,
				opts.output, strerror(errno));
			return 2;
		}
	}
	setvbuf(out, NULL, _IOFBF, 1 << 16);
	checks_register();
	if (opts.dump_events)
		events_register(out);
	if (opts.dump_hooks)
		checks_dump_hooks(out);
	for (i = 0; i < opts.ninputs; i++)
		run_unit(opts.inputs[i], sb_cstr(&predefined), out, &status);
	diag_finish();
	sb_free(&predefined);
	if (fflush(out) || (out != stdout && fclose(out))) {
		fprintf(stderr, "%s: error: writing the output: %s\n", progname, strerror(errno));
		return 2;
	}
	if (status)
		return status;
	return diag_exit_status();
}
