// SPDX-License-Identifier: GPL-2.0
/*
 * __has_attribute and __has_builtin answer as gcc 12 does for x86, from
 * the tables in attributes.def and builtins.def.
 */
#include <string.h>

#include "builtin.h"
#include "pp_int.h"

static const char *const attributes[] = {
#define ATTR(name) #name,
#include "attributes.def"
#undef ATTR
};

int pp_has_attribute(const char *name, size_t len)
{
	size_t lo = 0, hi = ARRAY_SIZE(attributes);

	/* __name__ is name */
	if (len > 4 && !strncmp(name, "__", 2) && !strncmp(name + len - 2, "__", 2)) {
		name += 2;
		len -= 4;
	}
	/* attributes.def is sorted */
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int c = strncmp(attributes[mid], name, len);

		if (c == 0 && attributes[mid][len])
			c = 1;
		if (c == 0)
			return 1;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}

/* builtin.c has the table, with the types the semantic pass needs. */
int pp_has_builtin(const char *name, size_t len)
{
	return builtin_has(name, len);
}
