// SPDX-License-Identifier: GPL-2.0
/*
 * __has_attribute and __has_builtin answer as gcc 12 does for x86, from
 * the tables in attributes.def and builtins.def; __has_attribute answers
 * 1 for the checker's own attributes too (checker-attributes.def), as
 * sparse does, so that a header can tell that it is being checked for
 * them.  The kernel tests none of them: the output stays gcc -E's.
 */
#include <string.h>

#include "builtin.h"
#include "pp_int.h"

#define ATTR(name) #name,
static const char *const attributes[] = {
#include "attributes.def"
};

static const char *const checker_attributes[] = {
#include "checker-attributes.def"
};
#undef ATTR

/* Whether NAME (LEN bytes) is in TABLE of N sorted names. */
static bool in_table(const char *const *table, size_t n, const char *name, size_t len)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int c = strncmp(table[mid], name, len);

		if (c == 0 && table[mid][len])
			c = 1;
		if (c == 0)
			return true;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return false;
}

int pp_has_attribute(const char *name, size_t len)
{
	/* __name__ is name */
	if (len > 4 && !strncmp(name, "__", 2) && !strncmp(name + len - 2, "__", 2)) {
		name += 2;
		len -= 4;
	}
	return in_table(attributes, ARRAY_SIZE(attributes), name, len) ||
	       in_table(checker_attributes, ARRAY_SIZE(checker_attributes), name, len);
}

/* builtin.c has the table, with the types the semantic pass needs. */
int pp_has_builtin(const char *name, size_t len)
{
	return builtin_has(name, len);
}
