/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Lock context, per lock and per path (-Wcontext and its finer checks).
 *
 * A lock is its expression, as a key (flow/key.h) in the terms of the
 * function's parameters ($1), its locals replaced by the one value they
 * were given, through accessors (spinlock_check(l) is &l->rlock), and a
 * member at offset 0 the same lock as its container (&l->rlock is l).
 * A state is a set of paths (at most MAX_PATHS), each with the locks it
 * holds, counted from the function's entry, and the facts it took on
 * the way (ret == 0 on the false edge of "if (ret)", the value of a
 * trylock's call): paths are kept apart where their holds differ, so that
 * "if (locked) unlock" and "ret = mutex_lock_interruptible(m); if (ret)
 * return ret;" are seen per path.
 *
 * Every function body of the unit that was evaluated is analysed at the
 * end of the unit, callees first: what a function of the unit does with
 * locks (its summary, by return value where that tells the paths apart)
 * is known at its calls.  A function says what it does with its
 * annotations (sparse's context(), Clang's capability attributes), or
 * lock-models.def does for the unannotated mutex and rwsem functions;
 * else its summary, if the unit has its body.
 *
 * What is reported, and where the analysis is strict: a function with
 * annotations, or with external linkage, must leave each lock as it says
 * (as it found it, without annotations); an unannotated static or inline
 * function is a helper whose effect is inferred, and is only reported
 * when its paths disagree in a way its return value does not explain.
 * A lock released by the cleanup of the variable whose initializer took
 * it (guard(), scoped_guard(), CLASS()) is released at every exit of
 * the variable's scope.
 *
 * The check is checks/lock/: this private header, the functions of the
 * unit and the analysis of one (lock.c), keys (keys.c), paths (paths.c:
 * their locks, their facts being flow/fact.h's), what a path does to a
 * lock (actions.c), the effects of calls (effects.c, call.c), the
 * transfer of the elements of a block (transfer.c, guarded.c), the
 * lattice and the edges (edges.c, the whole conditions of flow/cond.h),
 * the exits and their reports (exits.c), summaries (summary.c).  The
 * driver is flow/drive.h's flow_run_fn(); an exit, what it returns and
 * the tests of the parameters that tell exits apart are flow/exit.h's,
 * what an edge tells a path by its facts flow/edge.h's, the table of
 * the unit's functions flow/unit.h's.
 */
#ifndef UACCESS_CHECK_CHECKS_LOCK_H
#define UACCESS_CHECK_CHECKS_LOCK_H

#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "cfg.h"
#include "cond.h"
#include "checks.h"
#include "decl.h"
#include "drive.h"
#include "exit.h"
#include "fact.h"
#include "key.h"
#include "unit.h"
#include "sema.h"
#include "solve.h"
#include "source.h"
#include "type.h"
#include "util.h"

#define MAX_PATHS 8
#define MAX_COUNT 4
#define MAX_SUBST 4

/* ACT_UNKNOWN: the lock is held or not after the call by what the analysis could not tell */
enum action_kind { ACT_ACQUIRE, ACT_RELEASE, ACT_REQUIRE, ACT_EXCLUDE, ACT_ASSUME, ACT_NOTHING,
		   ACT_UNKNOWN };

struct action {
	const struct key *key;
	const struct key *show;	/* the lock as written, for messages */
	uint8_t kind;		/* enum action_kind */
	bool shared;
};

/*
 * What a call does when it returns RET, and, for a helper whose effect
 * depends on its arguments ("if (flags & F) mutex_lock(...)") or on
 * memory they point to at the entry ("if (!u->debug) return; if (before)
 * lock(...)"), when each of its TESTS holds.
 */
struct outcome {
	uint8_t ret;		/* enum ret_cond (flow/exit.h) */
	uint8_t ntests;
	struct exit_test tests[EXIT_MAX_TESTS];
	unsigned int nacts;
	struct action *acts;
};

struct effects {
	unsigned int nout;
	struct outcome *out;
	bool model;		/* from lock-models.def */
};

struct hold {
	const struct key *key;
	const struct key *show;		/* as written, for messages */
	int16_t excl, shared;		/* holds taken minus released since the entry */
	int16_t low;			/* the lowest excl + shared has been: the caller's holds dropped */
	bool here;			/* this function acquired it on this path */
	bool assumed;			/* assert_capability: no balance expected */
	/*
	 * A callee released it or not by a flag in memory this path did not
	 * know (terminate_walk()'s "nd->flags & LOOKUP_RCU", which the calls
	 * before it may have cleared while dropping the lock): its count is
	 * a guess, nothing is reported of it, and no summary says it.
	 */
	bool guess;
	/* its last acquire was a call's outcome, taken by a test: another outcome does not acquire it */
	bool decided;
	struct decl_sym *owner;		/* the cleanup variable that releases it */
	const struct node *by;		/* its last acquire */
	const struct node *released;	/* its last release */
	const struct node *maybe;	/* a call that acquires it on another path, not on this one */
};

struct path {
	struct hold *holds;
	uint16_t nholds, holds_cap;
	struct facts facts;		/* what it knows of values (flow/fact.h) */
	bool lost;			/* precision lost: nothing is reported on it */
	bool indirect;			/* a call through a pointer was made: it may have locked */
};

struct lstate {
	struct path *paths;
	unsigned int npaths, cap;
};

/* A function of the unit (flow/unit.h) as the check knows it. */
struct fnrec {
	struct unit_fn u;		/* first: flow/unit.h's record */
	bool has_summary;
	struct effects summary;		/* in the unit arena, keys over $N */
	const struct key *ret_key;	/* an accessor: the key of what it returns */
};

/* A path leaving the function: E first, exit_of() its way back from the flow layer's. */
struct exit_path {
	struct flow_exit e;		/* where, and what it returns (flow/exit.h) */
	struct path p;
};

static inline const struct exit_path *exit_of(const struct flow_exit *e)
{
	return (const struct exit_path *)e;
}

/* The analysis of one function. */
struct lctx {
	struct arena *a;
	struct fnrec *fr;
	struct flow_fn f;		/* the function, its body and CFG, the arena a */
	struct flow_run run;		/* run.replay: 0 while solving, 1 in the replay */
	const struct cfg *cfg;
	bool strict;
	bool probing;			/* trying a branch's effects: no reports */
	/* the nodes of context_unsafe(), found at the first guarded access */
	bool unsafe_scanned;
	struct node **unsafe;
	unsigned int nunsafe, unsafe_cap;
	bool locks;			/* the body acquires or releases: its exits are checked */
	const struct node **ctx_locks;	/* the locks of the body's __context__ statements */
	unsigned int nctx, ctx_cap;
	struct decl_sym *params[16];	/* the parameters the body names, by position */
	/* unexpected unlocks, reported at the end unless the function releases the lock alike on every path */
	struct pending_unlock {
		const struct node *by;
		struct hold h;
		const struct hold *other;	/* a lock of its kind that is held: the one meant? */
	} *unlocks;
	unsigned int nunlocks, unlocks_cap;
	struct effects entry;		/* the function's own annotations, one outcome per cond */
	struct key_opts kopts, kshow;
	struct fact_ctx fc;		/* the facts' keys: kopts' */
	unsigned int subst_depth;
	struct locals locals;		/* the one value each was given, if only one */
	const struct key **ann_keys;	/* released alike on every path: one report each */
	unsigned int nann, ann_cap;
	/* locks released twice, or instead of another: no missing annotation then */
	const struct key **bad_keys;
	unsigned int nbad, bad_cap;
	struct exit_path *exits;
	unsigned int nexits, exits_cap;
	/* reports made, (node, key) pairs, so that each is made once */
	struct reported {
		const struct node *n;
		const struct key *key;
	} *reported;
	unsigned int nreported, reported_cap;
};

/* The arguments of a call, for key_subst(): arg_key(). */
struct call_args {
	struct lctx *c;
	const struct node *call;
	bool show;
};

/* Summaries, accessors, effects: they live as long as the unit. */
extern struct arena unit_arena;
/* The function being analysed, whose parameters key_str() names in its replay. */
extern struct lctx *lock_current;

/* lock.c */
struct fnrec *fn_find(const struct decl_sym *fn);
const struct node *fn_member_write(const struct ident *name, const struct node *acq,
				   const struct node *rel);

/* keys.c */
const struct key *subst_local(void *ctx, struct decl_sym *sym);
const struct key *arg_key(void *ctx, unsigned int param);
const struct key *subst_call(void *ctx, const struct node *call);
const struct key *key_in(struct lctx *c, const struct node *e);
bool same_lock(const struct key *a, const struct key *b);
const char *key_str(const struct key *k);

/* paths.c */
void path_copy(struct arena *a, struct path *to, const struct path *from);
struct hold *hold_add(struct lctx *c, struct path *p, const struct key *key,
		      const struct key *show);
struct hold *hold_find(struct path *p, const struct key *key);
struct hold *hold_find_fuzzy(struct path *p, const struct key *key);
struct hold *hold_find_alias(struct lctx *c, struct path *p, const struct key *key);
const char *fn_name(const struct lctx *c);
bool may_report(struct lctx *c, const struct path *p, const struct node *n,
		const struct key *key);
struct srcrange node_range(const struct lctx *c, const struct node *n);
int entry_holds(struct lctx *c, const struct key *key);

/* actions.c */
bool mark_guess(struct lctx *c, struct path *p, const struct key *key, const struct key *show);
void lock_acquire(struct lctx *c, struct path *p, const struct key *key,
		  const struct key *show, bool shared, bool assumed, const struct node *by);
bool is_bad_key(const struct lctx *c, const struct key *k);
void lock_release(struct lctx *c, struct path *p, const struct key *key,
		  const struct key *show, bool shared, const struct node *by);
void apply_outcome(struct lctx *c, struct path *p, const struct outcome *o, const struct node *by);

/* effects.c */
struct outcome *outcome_add(struct arena *a, struct effects *ef, uint8_t ret);
struct outcome *outcome_add_new(struct effects *ef);
void action_add(struct arena *a, struct outcome *o, const struct key *key,
		const struct key *show, int kind, bool shared);
struct effects annotation_effects(struct lctx *c, const struct decl_sym *fn);
struct effects callee_effects(struct lctx *c, const struct node *call);
struct effects at_call(struct lctx *c, const struct effects *ef, const struct node *call);
void lstate_add(struct lctx *c, struct lstate *s, const struct path *p);

/* call.c */
void apply_call(struct lctx *c, struct lstate *s, const struct node *e);

/* transfer.c */
void lock_transfer(void *ctx, void *state, const struct cfg_block *b, const struct cfg_elem *el);

/* guarded.c */
void guarded_access(struct lctx *c, struct lstate *s, const struct node *n);

/* edges.c */
bool holds_equal(const struct path *a, const struct path *b);
bool guesses_join(struct lctx *c, struct path *a, const struct path *b);
void *entry_state(void *ctx);
void *copy_state(void *ctx, const void *from);
bool join_state(void *ctx, void **into, const void *from);
const void *edge_state(void *ctx, const void *state, const struct cfg_block *b,
		       const struct cfg_edge *e);
void block_end(void *ctx, void *state, const struct cfg_block *b);

/* exits.c */
int held_count(const struct path *p, const struct key *k);
const struct hold *held_by(const struct exit_path *x, const struct key *key);
unsigned int exit_keys(struct lctx *c, const struct key ***keys);
void strict_exits(struct lctx *c);
void report_unlocks(struct lctx *c);

/* summary.c */
void summarise(struct lctx *c);
bool param_split(struct lctx *c, bool apply, bool memory, unsigned int tests, bool by_ret);
void dump_summary(struct lctx *c);
void find_accessor(struct lctx *c);

#endif
