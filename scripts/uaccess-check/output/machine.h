/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the two machine-readable back ends share (output_json.c, gcc's
 * JSON; output_sarif.c, SARIF 2.1.0), in machine.c: places with the
 * columns each format counts, the file a document goes to, and the end of
 * a run that ends in a fatal error.  Also the switches of the two back
 * ends that -fdiagnostics-format= turns (output.c).
 */
#ifndef UACCESS_CHECK_MACHINE_H
#define UACCESS_CHECK_MACHINE_H

#include "json.h"
#include "output.h"

/* A place as the machine formats print it. */
struct mplace {
	const char *file;		/* as printed (leading "./" kept: uri drops it) */
	uint32_t line;
	uint32_t col;			/* bytes from the line's start, 1-based; 0: none */
	uint32_t points;		/* Unicode code points (SARIF's unicodeCodePoints) */
	uint32_t display;		/* gcc's display column: tabs to the next multiple of 8 */
	const char *text;		/* the whole line, without its newline; NULL: unknown */
	size_t len;
};

/*
 * The place of LOC: where the user wrote it (USER: the outermost macro's
 * name for a place in an expansion) or where it was spelled.  False for
 * no location or a place in no file ("<command-line>").
 */
bool mplace_get(uint32_t loc, bool user, bool line_only, struct mplace *p);
/* The columns of byte column COL of P's line (the same for COL past its end). */
uint32_t mplace_columns(const struct mplace *p, uint32_t col, bool display);

/*
 * Writes DOC to PATH (NULL: stderr).  A file is written beside PATH and
 * renamed to it: concurrent Kbuild processes and a reader never see half
 * a file.  False, with an error printed, if it cannot be.
 */
bool machine_write(const char *path, const struct strbuf *doc);
/* The file gcc's -fdiagnostics-format=*-file writes: the first input's name + SUFFIX. */
char *machine_default_path(const char *suffix);
/* At exit: a back end that has not written its document writes it (a fatal error). */
void machine_at_exit(void (*finish)(void));

extern const struct output_sink output_json, output_sarif;
/* -fdiagnostics-format=json|json-file and sarif-stderr|sarif-file: where to. */
void output_json_set(bool on, bool file);
void output_sarif_stderr(bool on);
void output_sarif_add_file(char *path);
void output_sarif_default_file(bool on);

#endif
