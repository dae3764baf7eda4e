/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The exits of a function and what they return, for a path check that
 * summarises a function by its returns.  Its block_end (solve.h) records
 * each path that leaves at a return as a flow_exit (flow_exit_at()): the
 * return, its value as the path's facts (fact.h) tell it (zero, nonzero,
 * negative, the key of what it returns) and those facts.  Then, what in
 * the exits tells apart the ones that differ in what the check follows
 * (its SAME), the way a caller can tell them apart too: the return value
 * (zero or not), tests of the parameters as they were at the entry
 * ("flags & F", "*seq & 1", with MEMORY "u->debug"), at most
 * EXIT_MAX_TESTS together, the fewest that do (flow_exit_split()); or a
 * test of the parameters that decides the return value
 * (flow_exit_ret_test(): need_seqretry() is 0 when seq is odd).
 *
 * Who uses it: the lock check's summaries (checks/lock/edges.c,
 * summary.c), what a function does with locks by return value and by
 * tests of its arguments.
 */
#ifndef UACCESS_CHECK_FLOW_EXIT_H
#define UACCESS_CHECK_FLOW_EXIT_H

#include <stdbool.h>
#include <stdint.h>

#include "fact.h"

struct arena;
struct cfg_block;
struct key;
struct node;

/* What a return value is known to be.  RET_NEGATIVE: nonzero, and negative (an error code: -EINTR) */
enum ret_cond { RET_ANY, RET_ZERO, RET_NONZERO, RET_NEGATIVE };

#define EXIT_MAX_TESTS 3

/*
 * KEY, over the parameters, is nonzero (or zero) at the entry; SHOW is
 * KEY as written; STALE: the function writes it later ("if (!*locked)
 * { lock(); *locked = true; }"), its value after the call is another.
 */
struct exit_test {
	const struct key *key, *show;
	bool nonzero, stale;
};

struct flow_exit {
	const struct node *ret;		/* the RETURN, NULL at the closing brace */
	int retv;			/* -1 unknown, 0, 1 */
	const struct key *ret_key;	/* what it returns, NULL if nothing or not known */
	bool neg;			/* it returns a negative value */
	struct facts facts;		/* its path's, sharing their array */
};

/* X: the exit of block B (which ends in a return, or at the closing brace) on a path knowing FS. */
void flow_exit_at(const struct fact_ctx *fc, const struct cfg_block *b, const struct facts *fs,
		  struct flow_exit *x);

/*
 * The search of flow_exit_split(): the check fills the first part; the
 * groups found are the second, each an exit that stands for the group,
 * the tests that lead to it and what the group's exits return.
 */
struct exit_split {
	struct arena *a;	/* for the search and the groups */
	void *ctx;
	/* A and B leave alike what the check follows */
	bool (*same)(void *ctx, const struct flow_exit *a, const struct flow_exit *b);

	struct exit_group {
		const struct flow_exit *x;
		struct exit_test tests[EXIT_MAX_TESTS];
		uint8_t ntests;
		uint8_t ret;		/* enum ret_cond */
	} *groups;
	unsigned int ngroups, groups_cap;
};
/*
 * The N exits X split by tests of the parameters (with MEMORY, of memory
 * reached through them too, tested before the function wrote anything),
 * and maybe by the return value (zero or not), into groups whose exits
 * are all the SAME: at most TESTS tests, the fewest, the return value too
 * only with BY_RET.  False if none such.  X may be reordered.
 */
bool flow_exit_split(struct exit_split *sp, const struct flow_exit **x, unsigned int n,
		     bool memory, unsigned int tests, bool by_ret);
/*
 * A test of the parameters, among the facts of REF, that decides the
 * return value of the N exits X on one side at least: its key, and in
 * R[0] and R[1] the value the exits return when it is zero and when it
 * is nonzero (-1: not one value).  NULL if none.
 */
const struct key *flow_exit_ret_test(const struct flow_exit *ref, const struct flow_exit **x,
				     unsigned int n, int r[2]);

/* K in a summary, for the callers: the callee's locals mean nothing to them, opaque. */
const struct key *key_no_locals(struct arena *a, const struct key *k);
/*
 * K is read from memory (through a pointer, or a global): a summary's
 * test of it is of what the caller may not know.
 */
bool key_in_memory(const struct key *k);

#endif
