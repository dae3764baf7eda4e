/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The one driver of the path checks: each is a lattice (solve.h's
 * flow_problem) and its reports; flow_run_fn() does the rest the same
 * way for all of them.
 *
 * The ground every such check stands on is the function being checked,
 * a struct flow_fn: the function, its body, the arena of the check's
 * states and its CFG, built on the first flow_fn_cfg() and then kept.
 * flow_run_fn() gives up where every check gives up: a CFG too big to
 * follow (cfg.h), a solver that does not settle (solve.h).  Otherwise it
 * solves, then replays the fixed point (flow_replay()) with run->replay
 * set, which is when a check reports: the transfer functions run during
 * the solving too, on states not settled yet (usercopy reports a misread
 * count there already, once).  A check that needs a first look at the
 * settled states before it can report (usercopy: the errno a function
 * returns) asks for two replays and reports in the second.
 *
 * The user-memory checks take the function as ufunc_get() gives it (its
 * accessors, an arena reset with the next function), whose flow_fn's CFG
 * is built once for all the checks of that function: flow_run() is
 * flow_run_fn() on it.  The lock check analyses the functions of the
 * unit at its end, callees first, each in a flow_fn of its own whose CFG
 * it builds first (to find the callees) and which it then runs.  The two
 * cannot share a CFG: the user-memory checks run in the function_body
 * hook and drop the CFG with the next function, the lock check needs the
 * CFGs of a callee chain at once, long after; keeping every CFG until
 * the unit's end would cost the memory of the whole unit's.
 *
 * With it, the small readings of the tree and of places these checks
 * share (flow_test_operand(), flow_decl_var(), flow_call_name(),
 * flow_def_params(), flow_is_const(), flow_place()).
 *
 * Who uses it: checks/doublefetch.c, usercopy.c, usersize.c,
 * useraccess.c, infoleak.c (flow_run()), checks/lock/lock.c
 * (flow_run_fn()).
 */
#ifndef UACCESS_CHECK_FLOW_DRIVE_H
#define UACCESS_CHECK_FLOW_DRIVE_H

#include <stdbool.h>

#include "cfg.h"
#include "solve.h"

struct arena;
struct cfg;
struct cval;
struct decl_sym;
struct node;
struct srcpos;
struct ufunc;

struct flow_run {
	/* The check's, before flow_run_fn() or flow_run(). */
	struct flow_problem problem;	/* its lattice; problem.ctx is its context */
	/* With the CFG built, before the solving: false to say nothing (NULL: go on). */
	bool (*prepare)(void *ctx);
	/* After the replays (NULL: none): the reports of what the replays gathered. */
	void (*report)(void *ctx);
	unsigned int replays;		/* how many replays (0: one) */
	/*
	 * The diagnostics of the replays and of report() name the function
	 * (diag_set_function()), and no function is named after them.
	 * False: the name is left as it was (the evaluator names the
	 * function whose body hook runs; a check before that named it
	 * cleared it).
	 */
	bool name_function;

	/* flow_run_fn()'s. */
	const struct flow_fn *fn;	/* the function being checked, during the run */
	const struct ufunc *uf;		/* flow_run(): the same, as ufunc_get() gave it */
	const struct cfg *cfg;		/* its CFG */
	unsigned int replay;		/* 0 while solving, N during replay N */
};

/*
 * Runs RUN's check over F: builds (or takes) its CFG, solves, replays
 * and reports.  False if it gave up before replaying: the CFG too big,
 * prepare() said no, the solver gave up.
 */
bool flow_run_fn(struct flow_run *run, struct flow_fn *f);
/* flow_run_fn() over UF, with ufunc_cfg()'s CFG. */
bool flow_run(struct flow_run *run, const struct ufunc *uf);

/*
 * E as a condition tests it: through casts and __builtin_expect()
 * (likely(), unlikely()), the value the checks' edge functions refine.
 */
struct node *flow_test_operand(const struct node *e);
/*
 * The object the N_INIT_DECL N declares (NULL: none found) and, if INIT
 * is not NULL, its initializer in *INIT (NULL: none, or a braced list).
 */
struct decl_sym *flow_decl_var(const struct node *n, const struct node **init);
/* The name of the function CALL calls, by its symbol or as written; NULL if none (a pointer). */
const char *flow_call_name(const struct node *call);
/*
 * The parameters DEF (an N_FUNCTION_DEF) names, each into PARAMS at its
 * number (decl_sym.param, from 1) if that is below N; the other entries
 * are left as they are.
 */
void flow_def_params(const struct node *def, struct decl_sym **params, unsigned int n);
/* E is an integer constant expression (its value in *R if R is not NULL). */
bool flow_is_const(const struct node *e, struct cval *r);
/*
 * "LINE:COL" of where the user wrote POS, for a message that names
 * another place than its own; two such strings are valid at a time.
 */
const char *flow_place(struct srcpos pos);

#endif
