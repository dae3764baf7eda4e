// SPDX-License-Identifier: GPL-2.0
/*
 * The whole condition a branch belongs to (cond.h): built by
 * flow/build.c while it decomposes a condition into its operands.
 */
#include <string.h>

#include "cfg.h"
#include "cond.h"
#include "util.h"

struct cfg_cond *cond_new(struct arena *arena, struct node *root)
{
	struct cfg_cond *c = arena_alloc(arena, sizeof(*c));

	memset(c, 0, sizeof(*c));
	c->root = root;
	return c;
}

void cond_add_op(struct arena *arena, struct cfg_cond *c, struct node *op)
{
	c->ops = arena_grow(arena, c->ops, c->nops + 1, &c->ops_cap, sizeof(*c->ops));
	c->ops[c->nops++] = op;
}

void cond_add_branch(struct arena *arena, struct cfg_cond *c, struct cfg_block *blk)
{
	c->branches = arena_grow(arena, c->branches, c->nbranches + 1, &c->branches_cap,
				 sizeof(*c->branches));
	c->branches[c->nbranches++] = blk;
}

void cond_finish(struct cfg_cond *c)
{
	unsigned int i;

	if (c->noperands > COND_MAX_OPERANDS)
		return;
	for (i = 0; i < c->nbranches; i++)
		c->branches[i]->cond = c;
}
