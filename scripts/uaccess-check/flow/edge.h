/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What an edge of a branch or of a switch tells a path by its facts
 * (fact.h), for a check whose state keeps paths apart: whether a path
 * that knows FS takes the edge (its facts decide the condition, or the
 * value switched on is one an earlier switch on it left: "switch
 * (sst->lockt)" to lock, then again to unlock), and what a path that
 * takes it learns (the condition, the case's value).  What to do with a
 * path whose facts do not say is the check's.
 *
 * Who uses it: the lock check's edge function (checks/lock/edges.c).
 */
#ifndef UACCESS_CHECK_FLOW_EDGE_H
#define UACCESS_CHECK_FLOW_EDGE_H

#include <stdbool.h>
#include <stdint.h>

#include "fact.h"

struct cfg_block;
struct cfg_edge;
struct key;

struct flow_edge {
	const struct fact_ctx *fc;
	const struct cfg_block *b;
	const struct cfg_edge *e;
	bool branch;		/* a branch's true or false edge, TRUTH; else a switch's */
	bool truth;
	const struct key *key;	/* a switch: the value switched on */
	bool single;		/* a switch: a case of one value, VALUE */
	bool range;		/* a switch: a case of a range */
	int64_t value;
};

/*
 * FE, edge E of block B with the facts keyed as FC says; false if the
 * edge tells a path nothing (a jump, a switch on a value no key follows).
 */
bool flow_edge_init(struct flow_edge *fe, const struct fact_ctx *fc, const struct cfg_block *b,
		    const struct cfg_edge *e);
/* A path knowing FS takes FE: 1, or not: 0; -1 if its facts do not say. */
int flow_edge_takes(const struct flow_edge *fe, const struct facts *fs);
/* What a path that takes FE learns, into FS. */
void flow_edge_learn(const struct flow_edge *fe, struct facts *fs);

#endif
