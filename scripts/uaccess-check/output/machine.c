// SPDX-License-Identifier: GPL-2.0
/*
 * What the two machine-readable back ends share (output_json.c and
 * output_sarif.c, see machine.h): places with the columns each format
 * counts, writing a document to a file that is never seen half-written,
 * the file gcc's *-file formats name, and the document written at exit
 * when a fatal error ends the run before its end.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "machine.h"

bool mplace_get(uint32_t loc, bool user, bool line_only, struct mplace *p)
{
	uint32_t f;
	struct srcplace sp;

	memset(p, 0, sizeof(*p));
	if (!loc)
		return false;
	f = user ? source_user_loc(loc) : source_spelling(loc);
	sp = source_place(f);
	p->file = source_file_name(sp.file);
	if (!sp.line || p->file[0] == '<')
		return false;
	p->line = sp.line;
	p->text = source_line_text(f, &p->len);
	if (!line_only && sp.col) {
		p->col = sp.col;
		p->points = mplace_columns(p, sp.col, false);
		p->display = mplace_columns(p, sp.col, true);
	}
	return true;
}

uint32_t mplace_columns(const struct mplace *p, uint32_t col, bool display)
{
	const unsigned char *s = (const unsigned char *)p->text;
	size_t i = 0, end = col - 1, n;
	uint32_t c = 0;

	if (!s)
		return col;
	while (i < end) {
		if (i >= p->len) {		/* past the line (its newline): bytes */
			c += end - i;
			break;
		}
		if (display && s[i] == '\t')
			c = (c / 8 + 1) * 8;
		else
			c++;
		n = utf8_sequence(s + i, p->len - i);
		i += n ? n : 1;
	}
	return c + 1;
}

bool machine_write(const char *path, const struct strbuf *doc)
{
	char *tmp;
	FILE *f;
	int fd;
	mode_t mask;

	if (!path) {
		fflush(stdout);
		fwrite(doc->buf, 1, doc->len, stderr);
		fflush(stderr);
		return true;
	}
	tmp = xmalloc(strlen(path) + 8);
	sprintf(tmp, "%s.XXXXXX", path);
	fd = mkstemp(tmp);
	if (fd < 0)
		goto fail;
	/* mkstemp() makes it 0600: the mode a plain creat() would give */
	mask = umask(0);
	umask(mask);
	if (fchmod(fd, 0666 & ~mask) || !(f = fdopen(fd, "w"))) {
		close(fd);
		goto fail_tmp;
	}
	if ((fwrite(doc->buf, 1, doc->len, f) != doc->len) | fclose(f))
		goto fail_tmp;
	if (rename(tmp, path))
		goto fail_tmp;
	free(tmp);
	return true;
fail_tmp:
	fd = errno;
	unlink(tmp);
	errno = fd;
fail:
	fprintf(stderr, "%s: error: cannot write '%s': %s\n", progname, path, strerror(errno));
	free(tmp);
	return false;
}

char *machine_default_path(const char *suffix)
{
	const char *in = output_first_unit ? output_first_unit : "-";
	const char *base;
	char *path;

	if (!strcmp(in, "-"))
		in = "stdin";
	/*
	 * Beside the unit when it is below the working directory (Kbuild in
	 * the tree: drivers/x/y.c.sarif next to y.o), else as gcc does, the
	 * base name in the working directory (the source may be read-only).
	 */
	base = in;
	if (in[0] == '/' || !strncmp(in, "../", 3) || strstr(in, "/../"))
		base = strrchr(in, '/') + 1;
	path = xmalloc(strlen(base) + strlen(suffix) + 1);
	sprintf(path, "%s%s", base, suffix);
	return path;
}

static void (*at_exit_finish[2])(void);

static void run_at_exit(void)
{
	unsigned int i;

	/* a normal end called them already: they write once */
	for (i = 0; i < ARRAY_SIZE(at_exit_finish); i++)
		if (at_exit_finish[i])
			at_exit_finish[i]();
}

void machine_at_exit(void (*finish)(void))
{
	static bool registered;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(at_exit_finish); i++) {
		if (at_exit_finish[i] == finish)
			return;
		if (!at_exit_finish[i]) {
			at_exit_finish[i] = finish;
			break;
		}
	}
	if (!registered) {
		registered = true;
		atexit(run_at_exit);
	}
}
