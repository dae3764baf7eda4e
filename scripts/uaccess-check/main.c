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

#include "ast.h"
#include "builtin.h"
#include "checks.h"
#include "decl.h"
#include "diag.h"
#include "options.h"
#include "parse.h"
#include "pp.h"
#include "ppout.h"
#include "target.h"
#include "type.h"
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

static void run_unit(const char *input, const char *predefined, FILE *out, int *status)
{
	struct token t;

	if (opts.preprocess_only && !opts.dump_macros)
		ppout_begin(out, !opts.no_line_markers);
	if (!pp_begin(input, predefined)) {
		*status = 2;
		return;
	}
	if (opts.preprocess_only && !opts.dump_macros) {
		ppout_run();
	} else if (opts.dump_macros) {
		do
			pp_next(&t);
		while (t.kind != TOK_EOF);
		pp_dump_macros(out);
	} else {
		/* semantic evaluation: declarations, expressions, statements */
		type_init();
		if (opts.dump_ast) {
			struct node *unit = parse_unit(NULL);

			/* after evaluation: types, declarations and members are shown */
			decl_unit(unit, opts.dump_types ? out : NULL);
			hook_run_unit_end();
			ast_dump(out, unit, 0);
		} else {
			/* each declaration as it comes: its initializer can go after it */
			decl_unit_begin(opts.dump_types ? out : NULL);
			parse_unit(decl_external);
			decl_unit_end();
			hook_run_unit_end();
		}
		decl_release();
		builtin_release();
		type_release();
		ast_release();
	}
	diag_flush();
	pp_end();
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
