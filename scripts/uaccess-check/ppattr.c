// SPDX-License-Identifier: GPL-2.0
/*
 * __has_attribute and __has_builtin answer as gcc 12 does for x86, from
 * the tables in attributes.def and builtins.def.
 */
#include <string.h>

#include "pp_int.h"

static const char *const attributes[] = {
#define ATTR(name) #name,
#include "attributes.def"
#undef ATTR
};

static const char *const builtins[] = {
#define BUILTIN(name, has, kind, sig) #name,
#include "builtins.def"
#undef BUILTIN
};

/* gcc's answer: some builtins are in the table for their types only. */
static const bool builtin_has[] = {
#define BUILTIN(name, has, kind, sig) has,
#include "builtins.def"
#undef BUILTIN
};

/* The index of NAME in TABLE, or -1. */
static long in_table(const char *const *table, size_t n, const char *name, size_t len)
{
	size_t lo = 0, hi = n;

	/* the .def files are sorted */
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int c = strncmp(table[mid], name, len);

		if (c == 0 && table[mid][len])
			c = 1;
		if (c == 0)
			return mid;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return -1;
}

int pp_has_attribute(const char *name, size_t len)
{
	/* __name__ is name */
	if (len > 4 && !strncmp(name, "__", 2) && !strncmp(name + len - 2, "__", 2)) {
		name += 2;
		len -= 4;
	}
	return in_table(attributes, ARRAY_SIZE(attributes), name, len) >= 0;
}

int pp_has_builtin(const char *name, size_t len)
{
	long i = in_table(builtins, ARRAY_SIZE(builtins), name, len);

	return i >= 0 && builtin_has[i];
}
