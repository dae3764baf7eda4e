// SPDX-License-Identifier: GPL-2.0
/*
 * uaccess-check: a semantic checker for Linux kernel C, run by Kbuild as
 * $(CHECK) on every translation unit.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cfg.h"
#include "checks.h"
#include "diag.h"
#include "options.h"
#include "output.h"
#include "run.h"
#include "target.h"
#include "uaccess.h"
#include "util.h"

/*
 * -o FILE: the output goes to a temporary file beside it, renamed to FILE
 * when the run succeeds and removed when it fails (status 2, a fatal
 * error), so that FILE is never left half-written, as gcc does.  A FILE
 * that exists and is not a regular file (/dev/null, a FIFO) or is a
 * symbolic link is written directly.
 */
static char *tmp_output;

static void remove_tmp_output(void)
{
	if (tmp_output)
		unlink(tmp_output);
}

static FILE *open_output(const char *path)
{
	struct stat st;
	bool exists = !lstat(path, &st);
	mode_t mode;
	int fd;

	if (exists ? !S_ISREG(st.st_mode) : errno != ENOENT)
		return fopen(path, "w");
	if (exists) {
		/* replaced only at the end: the old contents stay if the run fails */
		mode = st.st_mode & 07777;
	} else {
		mode = umask(0);
		umask(mode);
		mode = 0666 & ~mode;
	}
	tmp_output = xmalloc(strlen(path) + 8);
	sprintf(tmp_output, "%s.XXXXXX", path);
	fd = mkstemp(tmp_output);
	if (fd >= 0 && fchmod(fd, mode) == 0) {
		atexit(remove_tmp_output);
		return fdopen(fd, "w");
	}
	/* a directory the checker cannot create in: FILE itself */
	if (fd >= 0) {
		close(fd);
		unlink(tmp_output);
	}
	free(tmp_output);
	tmp_output = NULL;
	return fopen(path, "w");
}

/* Puts the finished output in place (non-zero if it cannot be), or leaves it to be removed. */
static int close_output(FILE *out, bool failed)
{
	if (fflush(out) | fclose(out))
		return -1;
	if (!tmp_output || failed)
		return 0;
	if (rename(tmp_output, opts.output))
		return -1;
	free(tmp_output);
	tmp_output = NULL;
	return 0;
}

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
		out = open_output(opts.output);
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
	if (opts.dump_cfg)
		cfg_dump_register(out);
	if (opts.dump_uaccess)
		uop_dump_register(out);
	if (opts.dump_lock_summaries)
		lock_dump_register(out);
	if (opts.dump_hooks)
		hooks_dump(out);
	for (i = 0; i < opts.ninputs; i++)
		run_unit(opts.inputs[i], sb_cstr(&predefined), out, &status);
	output_set_exit_status(status ? status : diag_exit_status());
	diag_finish();
	sb_free(&predefined);
	if (out == stdout ? fflush(out) : close_output(out, status == 2)) {
		fprintf(stderr, "%s: error: writing the output: %s\n", progname, strerror(errno));
		return 2;
	}
	if (status)
		return status;
	return diag_exit_status();
}
