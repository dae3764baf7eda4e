// SPDX-License-Identifier: GPL-2.0
/*
 * #pragma pack, as gcc's c-pragma.cc handles it: the value in force and
 * the stack of push/pop.
 */
#include <stdlib.h>
#include <string.h>

#include "pack.h"
#include "util.h"

struct pack_entry {
	char *id;			/* NULL: a push without id */
	unsigned int value;
};

static struct pack_entry *pack_stack;
static unsigned int pack_depth, pack_cap, pack_value;

static bool pack_valid(int n)
{
	return n == 0 || n == 1 || n == 2 || n == 4 || n == 8 || n == 16;
}

bool pack_set(int n)
{
	if (!pack_valid(n))
		return false;
	pack_value = n;
	return true;
}

bool pack_push(const char *id, int n)
{
	if (n >= 0 && !pack_valid(n))
		return false;
	vec_grow(pack_stack, pack_depth + 1, pack_cap, 8);
	pack_stack[pack_depth].id = id ? xstrdup(id) : NULL;
	pack_stack[pack_depth].value = pack_value;
	pack_depth++;
	if (n >= 0)
		pack_value = n;
	return true;
}

/* Drops the entries from DEPTH up. */
static void pack_truncate(unsigned int depth)
{
	while (pack_depth > depth)
		free(pack_stack[--pack_depth].id);
}

/* gcc pops the top entry even when the id has no push: it only warns. */
bool pack_pop(const char *id)
{
	bool found = !id;
	unsigned int i;

	if (!pack_depth)
		return false;
	for (i = pack_depth; id && i-- > 0;)
		if (pack_stack[i].id && !strcmp(pack_stack[i].id, id)) {
			pack_truncate(i + 1);
			found = true;
			break;
		}
	pack_value = pack_stack[pack_depth - 1].value;
	pack_truncate(pack_depth - 1);
	return found;
}

unsigned int pack_current(void)
{
	return pack_value;
}

void pack_reset(void)
{
	pack_truncate(0);
	free(pack_stack);
	pack_stack = NULL;
	pack_cap = pack_value = 0;
}
