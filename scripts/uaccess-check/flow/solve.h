/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A forward dataflow solver over a CFG (cfg.h), for a lattice the check
 * supplies: its states are opaque here.  A worklist in reverse
 * post-order; a block is visited again when the state flowing into it
 * grows.  The client's edge function refines a state along an edge (the
 * true edge of "if (ret)" knows ret != 0) or cuts it (the edge cannot be
 * taken in that state): that, with states that are sets of paths kept
 * apart by what the client tracks, is how a check keeps paths apart where
 * a join would lose its answer ("if (locked) unlock", "ret =
 * mutex_lock_interruptible(m); if (ret) return ret;").
 *
 * A client's lattice must be of finite height for the worklist to end;
 * the solver gives up (returns false) on a block visited more than
 * max_visits times, and the check then says nothing about the function.
 */
#ifndef UACCESS_CHECK_FLOW_SOLVE_H
#define UACCESS_CHECK_FLOW_SOLVE_H

#include <stdbool.h>

struct arena;
struct cfg;
struct cfg_block;
struct cfg_edge;
struct cfg_elem;

struct flow_problem {
	void *ctx;
	/* The state at the entry of the function. */
	void *(*entry)(void *ctx);
	/* A copy of S the transfer functions may change. */
	void *(*copy)(void *ctx, const void *s);
	/* Joins S into *INTO (NULL: nothing flowed in yet, take a copy); true if *INTO changed. */
	bool (*join)(void *ctx, void **into, const void *s);
	/* S after element EL of block B (S may be changed in place). */
	void (*transfer)(void *ctx, void *s, const struct cfg_block *b, const struct cfg_elem *el);
	/*
	 * S as it flows along edge E out of B: S itself, a refined state, or
	 * NULL if the edge cannot be taken in S.  NULL function: S.
	 */
	const void *(*edge)(void *ctx, const void *s, const struct cfg_block *b,
			    const struct cfg_edge *e);
	/* With flow_replay() only: S at the end of B, before its edges. */
	void (*block_end)(void *ctx, void *s, const struct cfg_block *b);
	unsigned int max_visits;	/* per block; 0: a default */
};

struct flow_result {
	const struct cfg *cfg;
	void **in;			/* per block id: the state flowing in, NULL if none reaches it */
	struct cfg_block **order;	/* reverse post-order */
	unsigned int norder;
	unsigned int visits;		/* blocks visited in all */
};

/*
 * Solves P over CFG; the states and the result live in ARENA.  False if
 * the solver gave up (see max_visits).
 */
bool flow_solve(struct arena *arena, const struct cfg *cfg, struct flow_problem *p,
		struct flow_result *r);
/*
 * Runs the transfer functions once more over every reached block, from
 * the solved states, with block_end at each block's end: where a check
 * reports, once per element, with the states of the fixed point.
 */
void flow_replay(const struct flow_result *r, struct flow_problem *p);

#endif
