// SPDX-License-Identifier: GPL-2.0
/*
 * The source manager's file table: one entry per file name for the whole
 * run (several units share their headers' indexes).
 */
#include <string.h>

#include "source.h"
#include "util.h"

struct source_file {
	const char *name;
	bool system;
};

static struct source_file *files;
static uint32_t nfiles, files_cap;
static struct arena names;

const char *source_file_name(uint32_t file)
{
	return file < nfiles ? files[file].name : "<unknown>";
}

bool source_file_is_system(uint32_t file)
{
	return file < nfiles && files[file].system;
}

void source_set_system(uint32_t file)
{
	if (file < nfiles)
		files[file].system = true;
}

uint32_t source_file_index(const char *name, bool system)
{
	/* Consecutive lookups of one name are the common case. */
	static uint32_t last = UINT32_MAX;

	if (last < nfiles && !strcmp(files[last].name, name))
		return last;
	if (nfiles == files_cap) {
		files_cap = files_cap ? files_cap * 2 : 256;
		files = xrealloc(files, files_cap * sizeof(*files));
	}
	/* tokens and positions keep 16 bits of it */
	if (nfiles >= UINT16_MAX)
		fatal("too many files in one translation unit");
	files[nfiles].name = arena_strndup(&names, name, strlen(name));
	files[nfiles].system = system;
	last = nfiles;
	return nfiles++;
}
