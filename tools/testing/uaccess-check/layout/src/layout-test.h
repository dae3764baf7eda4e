/* SPDX-License-Identifier: GPL-2.0 */
/*
 * layout-test: builds types through the type module from a subset of C
 * (struct, union and enum definitions, typedefs, #pragma pack) and
 * compares their sizes, alignments, member offsets and bit-field
 * positions with gcc's.  See ../gcc-m64.sh.
 */
#ifndef LAYOUT_TEST_H
#define LAYOUT_TEST_H

#include <stdbool.h>
#include <stdint.h>

#include "pack.h"
#include "type.h"
#include "util.h"

/* A type the declarations name: "struct foo", "union bar", "enum e", "u32". */
struct named {
	char *c_name;			/* how C spells it */
	struct type *type;
	unsigned int decl;		/* index in decls.spans */
};

/* What parsing the declarations gives. */
struct decls {
	const char *text;
	struct named *named;
	unsigned int nnamed;
	/* [start, end) of each top-level declaration in text, for reports */
	struct { size_t start, end; } *spans;
	unsigned int nspans;
	void *tokens;			/* the parser's, kept for the names */
};

/* Parses text (the subset of C described in decls.c); exits on an error. */
void decls_parse(struct decls *d, const char *text);

/* Whether gcc predefines the macro for the target. */
bool macro_defined(const char *name);

/* Appends count random declarations to sb, reproducibly for a seed. */
void random_decls(struct strbuf *sb, uint64_t seed, unsigned int count);

/* API checks that need no compiler; returns the number of failures. */
int selftest(void);

#endif
