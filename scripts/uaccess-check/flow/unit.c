// SPDX-License-Identifier: GPL-2.0
/*
 * The functions of a unit by their symbol (unit.h): a vector of the
 * check's records and a map from the symbol to the record.
 */
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "decl.h"
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

/* The search for a write of a member: in a function and in what it calls. */
struct write_search {
	struct unit_fns *u;
	const struct ident *name;
	const struct node *found;
	unsigned int depth;
};

static void search_writes(struct node *n, void *arg);

static const struct node *write_in(struct unit_fns *u, struct unit_fn *r, const struct ident *name,
				   unsigned int depth)
{
	struct write_search ws = { u, name, NULL, depth };

	if (!r || !r->body || r->visit == u->visits || depth > 8)
		return NULL;
	r->visit = u->visits;
	search_writes(r->body, &ws);
	return ws.found;
}

static void search_writes(struct node *n, void *arg)
{
	struct write_search *ws = arg;
	const struct node *lhs = NULL;

	if (ws->found)
		return;
	if (n->kind == N_ASSIGN)
		lhs = n->binary.lhs;
	else if ((n->kind == N_UNARY || n->kind == N_POSTFIX) && (n->op == OP_INC || n->op == OP_DEC))
		lhs = n->unary.operand;
	if (lhs && lhs->kind == N_MEMBER && lhs->mem.field && lhs->mem.field->name == ws->name) {
		ws->found = lhs;
		return;
	}
	if (n->kind == N_CALL && n->callee) {
		ws->found = write_in(ws->u, unit_fn_find(ws->u, n->callee), ws->name, ws->depth + 1);
		if (ws->found)
			return;
	}
	ast_for_each_child(n, search_writes, arg);
}

const struct node *unit_fn_write(struct unit_fns *u, struct decl_sym *const *fns, unsigned int n,
				 const struct ident *name)
{
	const struct node *w = NULL;
	unsigned int i;

	u->visits++;
	for (i = 0; i < n && !w; i++)
		w = write_in(u, unit_fn_find(u, fns[i]), name, 0);
	return w;
}
