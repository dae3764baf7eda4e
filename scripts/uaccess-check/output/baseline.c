// SPDX-License-Identifier: GPL-2.0
/*
 * Baselines (baseline.h).
 *
 * Kbuild runs one checker process per unit, many at once (make -j), all
 * with the same --write-baseline=FILE.  Each process appends: FILE is
 * opened with O_APPEND, never truncated, and a unit's lines go out in one
 * write() under flock(LOCK_EX).  O_APPEND alone puts each write() at the
 * end, but a write() may be cut short (a signal, a full disk, a file-size
 * limit) and the rest would be a second write that another process's can
 * come between; the lock keeps a unit's lines together whatever happens,
 * and works over NFS, where O_APPEND is not atomic between clients.
 * Per-process files merged afterwards would be simpler to write, but
 * Kbuild has no step after the last unit to merge them: the FILE the
 * user named would not be there after "make C=2".  Appending means a
 * new baseline starts from no file (rm -f FILE), and the same finding of
 * a header comes once per unit that includes it: reading makes them one.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <fcntl.h>

#include "baseline.h"
#include "fingerprint.h"
#include "util.h"

static enum fail_on {
	FAIL_DEFAULT,		/* no --fail-on: sparse's contract (diag.h) */
	FAIL_NEW,
	FAIL_ANY,
	FAIL_NONE,
} fail_on;

static const char **read_paths;		/* --baseline=, each */
static size_t nread_paths, read_cap;
static const char *write_path;		/* --write-baseline=, the last one */

static bool begun;
static struct fingerprint_set known;	/* the fingerprints of the baselines read */
static struct file_id {
	dev_t dev;
	ino_t ino;
} *read_ids;
static int write_fd = -1;
static struct strbuf lines;		/* the unit's lines, not written yet */
static bool any_finding, any_new, write_failed;
static bool exit_hook;

bool baseline_option(const char *opt)
{
	const char *val;

	if (!strncmp(opt, "--baseline=", 11)) {
		if (!opt[11])
			fatal("missing file name in '%s'", opt);
		vec_grow(read_paths, nread_paths + 1, read_cap, 4);
		read_paths[nread_paths++] = opt + 11;
		return true;
	}
	if (!strncmp(opt, "--write-baseline=", 17)) {
		if (!opt[17])
			fatal("missing file name in '%s'", opt);
		write_path = opt + 17;
		return true;
	}
	if (strncmp(opt, "--fail-on=", 10))
		return false;
	val = opt + 10;
	if (!strcmp(val, "new"))
		fail_on = FAIL_NEW;
	else if (!strcmp(val, "any"))
		fail_on = FAIL_ANY;
	else if (!strcmp(val, "none"))
		fail_on = FAIL_NONE;
	else
		fatal("invalid --fail-on= value '%s' (new, any or none)", val);
	return true;
}

/* 16 hex digits and what ends the field: a tab or the end of the line. */
static bool parse_fingerprint(const char *s, uint64_t *h)
{
	int i;

	*h = 0;
	for (i = 0; i < 16; i++) {
		int c = s[i], d;

		if (c >= '0' && c <= '9')
			d = c - '0';
		else if (c >= 'a' && c <= 'f')
			d = c - 'a' + 10;
		else if (c >= 'A' && c <= 'F')
			d = c - 'A' + 10;
		else
			return false;
		*h = *h << 4 | d;
	}
	return !s[16] || s[16] == '\t';
}

/* The start of a bad line, made printable: it could be any bytes. */
static const char *quotable(char *line)
{
	size_t i;

	for (i = 0; line[i] && i < 40; i++)
		if ((unsigned char)line[i] < ' ' || line[i] == 0x7f)
			line[i] = '?';
	line[i] = '\0';
	return line;
}

/*
 * Under a shared lock: a process appending to it (another build) is never
 * seen in the middle of a write.  A stream (--baseline=<(cat a b)) is read
 * as it comes.
 */
static void read_baseline(const char *path, struct file_id *id)
{
	FILE *f = fopen(path, "r");
	char *line = NULL;
	size_t cap = 0, lineno = 0;
	struct stat st;
	ssize_t len;

	if (!f)
		fatal("cannot read the baseline '%s': %s%s", path, strerror(errno),
		      errno == ENOENT ? " (an empty file is an empty baseline)" : "");
	if (fstat(fileno(f), &st))
		fatal("cannot read the baseline '%s': %s", path, strerror(errno));
	if (S_ISDIR(st.st_mode))
		fatal("cannot read the baseline '%s': %s", path, strerror(EISDIR));
	id->dev = st.st_dev;
	id->ino = st.st_ino;
	if (S_ISREG(st.st_mode))
		while (flock(fileno(f), LOCK_SH) && errno == EINTR)
			;
	while ((len = getline(&line, &cap, f)) >= 0) {
		uint64_t h;

		lineno++;
		if (memchr(line, '\0', len))
			fatal("%s:%zu: not a baseline: a NUL byte (not a text file)",
			      path, lineno);
		while (len && (line[len - 1] == '\n' || line[len - 1] == '\r'))
			line[--len] = '\0';
		if (!len || line[0] == '#')
			continue;
		if (!parse_fingerprint(line, &h))
			fatal("%s:%zu: not a baseline line: '%s' (a line is a fingerprint, 16 hex digits, then a tab)",
			      path, lineno, quotable(line));
		fingerprint_set_add(&known, h);
	}
	if (ferror(f))
		fatal("cannot read the baseline '%s': %s", path, strerror(errno));
	free(line);
	fclose(f);
}

static void open_write(void)
{
	struct stat st;
	size_t i;

	write_fd = open(write_path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0666);
	if (write_fd < 0 || fstat(write_fd, &st))
		fatal("cannot write the baseline '%s': %s", write_path, strerror(errno));
	/* the processes of one build would read each other's lines as they come */
	for (i = 0; i < nread_paths; i++)
		if (read_ids[i].dev == st.st_dev && read_ids[i].ino == st.st_ino)
			fatal("--write-baseline=%s is also read by --baseline=: write the new baseline to another file, then rename it",
				   write_path);
	/* a unit that ends in a fatal error still has its lines written */
	if (!exit_hook) {
		atexit(baseline_unit_end);
		exit_hook = true;
	}
}

void baseline_begin(void)
{
	size_t i;

	if (begun)
		return;
	begun = true;
	read_ids = xcalloc(nread_paths, sizeof(*read_ids));
	for (i = 0; i < nread_paths; i++)
		read_baseline(read_paths[i], &read_ids[i]);
	if (write_path)
		open_write();
}

/* A message is one field: its tabs and line ends become spaces. */
static void add_field(struct strbuf *sb, const char *s)
{
	for (; *s; s++)
		sb_addc(sb, *s == '\t' || *s == '\n' || *s == '\r' ? ' ' : *s);
}

static void add_line(const struct diag_record *r)
{
	uint32_t user;

	sb_printf(&lines, "%s\t%s%s\t", r->fingerprint, r->check_name ? "-W" : "",
		  r->check_name ? r->check_name : "error");
	user = fingerprint_file(r, &lines);
	sb_printf(&lines, ":%u\t", source_place(user).line);
	add_field(&lines, r->message);
	sb_addc(&lines, '\n');
}

void baseline_mark(struct diag_record *r)
{
	enum diag_baseline none = nread_paths ? BASELINE_NEW : BASELINE_NONE;

	r->baseline = none;
	if (r->where || !r->pos.loc ||
	    (r->severity != DIAG_WARNING && r->severity != DIAG_ERROR))
		return;
	any_finding = true;
	if (fingerprint_set_has(&known, strtoull(r->fingerprint, NULL, 16)))
		r->baseline = BASELINE_KNOWN;
	else
		any_new = true;
	if (write_fd >= 0)
		add_line(r);
}

void baseline_unit_end(void)
{
	size_t off = 0;
	ssize_t n;

	if (write_fd < 0 || !lines.len)
		return;
	/* no lock (ENOLCK on some NFS mounts): O_APPEND still keeps whole writes apart */
	while (flock(write_fd, LOCK_EX) && errno == EINTR)
		;
	while (off < lines.len) {
		n = write(write_fd, lines.buf + off, lines.len - off);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			if (!write_failed)
				fprintf(stderr, "%s: error: cannot write the baseline '%s': %s\n",
					progname, write_path, n ? strerror(errno) : "nothing written");
			write_failed = true;
			break;
		}
		off += n;
	}
	flock(write_fd, LOCK_UN);
	lines.len = 0;
}

int baseline_exit_status(bool findings_fail, bool failing)
{
	if (write_failed)
		return 2;
	if (failing)
		return 1;
	switch (fail_on) {
	case FAIL_NEW:
		return any_new;
	case FAIL_ANY:
		return any_finding;
	case FAIL_NONE:
		return 0;
	default:
		return findings_fail;
	}
}

void baseline_reset(void)
{
	baseline_unit_end();
	if (write_fd >= 0)
		close(write_fd);
	write_fd = -1;
	free(read_paths);
	read_paths = NULL;
	nread_paths = read_cap = 0;
	free(read_ids);
	read_ids = NULL;
	write_path = NULL;
	fail_on = FAIL_DEFAULT;
	fingerprint_set_clear(&known);
	sb_free(&lines);
	begun = any_finding = any_new = write_failed = false;
}
