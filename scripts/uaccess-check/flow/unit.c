// SPDX-License-Identifier: GPL-2.0
/*
 * The functions of a unit by their symbol (unit.h): a vector of the
 * check's records and a map from the symbol to the record.
 */
#include <stdlib.h>
#include <string.h>

#include "unit.h"
#include "util.h"

static unsigned int fn_slot(const struct decl_sym *fn)
{
	return ((uintptr_t)fn >> 4) * 2654435761u;
}

void *unit_fn_at(const struct unit_fns *u, unsigned int i)
{
	return u->recs + i * u->size;
}

void *unit_fn_find(const struct unit_fns *u, const struct decl_sym *fn)
{
	unsigned int i, mask;

	if (!u->map_cap || !fn)
		return NULL;
	mask = u->map_cap - 1;
	for (i = fn_slot(fn) & mask; u->map[i]; i = (i + 1) & mask) {
		struct unit_fn *r = unit_fn_at(u, u->map[i] - 1);

		if (r->fn == fn)
			return r;
	}
	return NULL;
}

static void map_put(struct unit_fns *u, unsigned int idx)
{
	unsigned int i, mask = u->map_cap - 1;
	const struct unit_fn *r = unit_fn_at(u, idx);

	for (i = fn_slot(r->fn) & mask; u->map[i]; i = (i + 1) & mask)
		;
	u->map[i] = idx + 1;
}

void *unit_fn_get(struct unit_fns *u, struct decl_sym *fn, size_t size)
{
	struct unit_fn *r = unit_fn_find(u, fn);
	unsigned int i;

	if (r)
		return r;
	u->size = size;
	if (u->n + 1 > u->cap) {
		u->cap = vec_next_cap(u->cap, u->n + 1, 64);
		u->recs = xrealloc(u->recs, (size_t)u->cap * size);
	}
	r = unit_fn_at(u, u->n++);
	memset(r, 0, size);
	r->fn = fn;
	if (u->n * 2 > u->map_cap) {
		free(u->map);
		u->map_cap = u->map_cap ? u->map_cap * 2 : 256;
		u->map = xmalloc(u->map_cap * sizeof(*u->map));
		memset(u->map, 0, u->map_cap * sizeof(*u->map));
		for (i = 0; i < u->n; i++)
			map_put(u, i);
	} else {
		map_put(u, u->n - 1);
	}
	return r;
}

void unit_fns_release(struct unit_fns *u)
{
	free(u->recs);
	free(u->map);
	memset(u, 0, sizeof(*u));
}
