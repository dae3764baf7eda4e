// SPDX-License-Identifier: GPL-2.0
/*
 * The worklist solver of solve.h.  Blocks wait in a queue ordered by
 * their reverse post-order number, so that a block is visited after the
 * blocks before it in the order have settled: one pass for code without
 * loops, a few more per loop.
 */
#include <string.h>

#include "cfg.h"
#include "solve.h"
#include "util.h"

#define DEFAULT_MAX_VISITS 64

/* The state S flows along edge E out of block B into its target. */
static bool flow_edge(struct flow_problem *p, struct flow_result *r, const struct cfg_block *b,
		      const struct cfg_edge *e, const void *s)
{
	const void *es = p->edge ? p->edge(p->ctx, s, b, e) : s;

	if (!es)
		return false;
	return p->join(p->ctx, &r->in[e->to->id], es);
}

bool flow_solve(struct arena *arena, const struct cfg *cfg, struct flow_problem *p,
		struct flow_result *r)
{
	unsigned int *rank, *visits, i, max = p->max_visits ? p->max_visits : DEFAULT_MAX_VISITS;
	unsigned char *queued;
	unsigned int lowest;	/* no queued block ranks lower */

	memset(r, 0, sizeof(*r));
	r->cfg = cfg;
	r->norder = cfg_rpo(arena, cfg, &r->order);
	r->in = arena_alloc(arena, cfg->nblocks * sizeof(*r->in));
	memset(r->in, 0, cfg->nblocks * sizeof(*r->in));
	rank = arena_alloc(arena, cfg->nblocks * sizeof(*rank));
	visits = arena_alloc(arena, cfg->nblocks * sizeof(*visits));
	queued = arena_alloc(arena, cfg->nblocks);
	memset(visits, 0, cfg->nblocks * sizeof(*visits));
	memset(queued, 0, cfg->nblocks);
	for (i = 0; i < cfg->nblocks; i++)
		rank[i] = ~0u;
	for (i = 0; i < r->norder; i++)
		rank[r->order[i]->id] = i;
	r->in[cfg->entry->id] = p->entry(p->ctx);
	queued[0] = 1;
	lowest = 0;
	while (lowest < r->norder) {
		struct cfg_block *b = r->order[lowest];
		void *s;

		if (!queued[lowest]) {
			lowest++;
			continue;
		}
		queued[lowest] = 0;
		if (++visits[b->id] > max)
			return false;
		r->visits++;
		s = p->copy(p->ctx, r->in[b->id]);
		for (i = 0; i < b->nelems; i++)
			p->transfer(p->ctx, s, b, &b->elems[i]);
		for (i = 0; i < b->nsuccs; i++) {
			const struct cfg_edge *e = &b->succs[i];
			unsigned int k = rank[e->to->id];

			if (flow_edge(p, r, b, e, s) && k != ~0u) {
				queued[k] = 1;
				if (k < lowest)
					lowest = k;
			}
		}
		if (lowest < r->norder && !queued[lowest])
			lowest++;
	}
	return true;
}

void flow_replay(const struct flow_result *r, struct flow_problem *p)
{
	unsigned int i, j;

	for (i = 0; i < r->norder; i++) {
		const struct cfg_block *b = r->order[i];
		void *s;

		if (!r->in[b->id])
			continue;
		s = p->copy(p->ctx, r->in[b->id]);
		for (j = 0; j < b->nelems; j++)
			p->transfer(p->ctx, s, b, &b->elems[j]);
		if (p->block_end)
			p->block_end(p->ctx, s, b);
	}
}
