// SPDX-License-Identifier: GPL-2.0
/*
 * What the fuzz targets share: the set-up of a checker run with given
 * options, and one unit from memory.
 */
#include <stdlib.h>
#include <sys/stat.h>

#include "checks.h"
#include "fuzz.h"
#include "options.h"
#include "pp.h"
#include "run.h"
#include "target.h"

FILE *fuzz_out;

/* The first unit: what it interns is kept; it says nothing (-Wdecl). */
static const char setup_unit[] = "static int x;\n";

/*
 * -close_fd_mask=2 points stderr at /dev/null (libFuzzer keeps its own
 * copy): the diagnostics, a write() per piece on an unbuffered stream,
 * then cost more than some small units.  Buffered, they cost nothing;
 * where stderr is anything else they stay unbuffered, to be seen before
 * a crash.
 */
static void quiet_stderr(void)
{
	struct stat err, null;

	if (fstat(2, &err) == 0 && stat("/dev/null", &null) == 0 &&
	    S_ISCHR(err.st_mode) && err.st_rdev == null.st_rdev)
		setvbuf(stderr, NULL, _IOFBF, 1 << 16);
}

const char *fuzz_setup(const char *const *args)
{
	static struct strbuf predefined;
	const char *argv[64];
	int argc = 0, status = 0;

	argv[argc++] = "uaccess-check";
	while (*args && argc < 62)
		argv[argc++] = *args++;
	argv[argc++] = FUZZ_UNIT_NAME;
	argv[argc] = NULL;
	options_parse(argc, (char **)argv);
	target_predefines(&predefined);
	fuzz_out = fopen("/dev/null", "w");
	if (!fuzz_out)
		abort();
	quiet_stderr();
	checks_register();
	/*
	 * Keywords, built-ins and the predefined macros: made once, under a
	 * name of their own (the file table keeps what this run enters).
	 */
	pp_keep_prologue();
	run_unit_buffer("<fuzz-setup>", setup_unit, sizeof(setup_unit) - 1, sb_cstr(&predefined),
			fuzz_out, &status);
	run_keep();
	return sb_cstr(&predefined);
}

void fuzz_run_named(const char *predefined, const char *name, const uint8_t *data, size_t len)
{
	int status = 0;

	run_unit_buffer(name, (const char *)data, len, predefined, fuzz_out, &status);
	run_reset();
}

void fuzz_run(const char *predefined, const uint8_t *data, size_t len)
{
	fuzz_run_named(predefined, FUZZ_UNIT_NAME, data, len);
}

void fuzz_unit(const char *const *args, const uint8_t *data, size_t len)
{
	static const char *predefined;

	if (!predefined) {
		predefined = fuzz_setup(args);
		events_register(fuzz_out);
	}
	opts.dump_ast = opts.dump_types = len % 4 == 3;
	fuzz_run(predefined, data, len);
}
