// SPDX-License-Identifier: GPL-2.0
/*
 * One translation unit through the passes: preprocess (-E, -dM), or
 * parse, evaluate and check, with the --dump-* output.
 */
#include <stdbool.h>

#include "ast.h"
#include "builtin.h"
#include "checks.h"
#include "decl.h"
#include "diag.h"
#include "dump.h"
#include "options.h"
#include "parse.h"
#include "pp.h"
#include "ppout.h"
#include "run.h"
#include "source.h"
#include "type.h"

/* #pragma GCC aarch64 "arm_neon.h": the tuples, for the parser and the semantic pass. */
static void neon_types(void)
{
	parse_typedefs(builtin_pragma_typedef_name);
	decl_pragma_typedefs();
}

static void run_passes(FILE *out)
{
	struct token t;

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
		checks_unit_begin();
		pp_hooks.neon_types = neon_types;
		if (opts.dump_ast) {
			struct node *unit = parse_unit(builtin_typedef_name, NULL, NULL);

			/* after evaluation: types, declarations and members are shown */
			decl_unit(unit, opts.dump_types ? out : NULL);
			checks_unit_end();
			dump_ast(out, unit, 0);
		} else {
			/* each declaration as it comes: its initializer can go after it */
			decl_unit_begin(opts.dump_types ? out : NULL, parse_deferred_body);
			parse_unit(builtin_typedef_name, decl_external, decl_external_end);
			decl_unit_end();
			checks_unit_end();
		}
		decl_release();
		builtin_release();
		type_release();
		ast_release();
		pp_hooks.neon_types = NULL;
	}
	diag_flush();
	pp_end();
}

/* BUF: the unit in memory (LEN bytes), or NULL to read the file INPUT. */
static void run(const char *input, const char *buf, size_t len, const char *predefined,
		FILE *out, int *status)
{
	bool ok;

	diag_unit_begin(input);
	if (opts.preprocess_only && !opts.dump_macros)
		ppout_begin(out, !opts.no_line_markers);
	if (buf)
		ok = pp_begin_buffer(input, buf, len, predefined);
	else
		ok = pp_begin(input, predefined);
	if (!ok) {
		*status = 2;
		return;
	}
	run_passes(out);
}

void run_unit(const char *input, const char *predefined, FILE *out, int *status)
{
	run(input, NULL, 0, predefined, out, status);
}

void run_unit_buffer(const char *name, const char *buf, size_t len, const char *predefined,
		     FILE *out, int *status)
{
	run(name, buf, len, predefined, out, status);
}

void run_keep(void)
{
	ident_keep();
}

void run_reset(void)
{
	diag_flush();
	pp_reset();
	source_reset();
	ident_reset();
}
