/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Facts on a path: what a flow check knows of values along one path of
 * a function, and what it can tell of an expression from them.
 *
 * A fact is the value of a key (flow/key.h: "ret", "u->flag & 1") or of
 * a node's last evaluation (a call's result, a ?: or a statement
 * expression, by the node): its truth, maybe its sign and its exact
 * value, who established it (the call whose outcome tested it, or the
 * function's own test), and, for a test of what the function was called
 * with made before it wrote anything, that it is an entry fact, kept
 * stale once its object is written (no longer its value, but still what
 * the function was called with: what a summary of the function splits
 * on).  An alias is a fact too: "L = R" of a pointer, L and R name one
 * object from then on, on this path.
 *
 * The checks keep one struct facts per path; writing an object forgets
 * what was known of it or through it (facts_forget(), key_mentions()),
 * a join keeps what both paths know alike (facts_meet()), and
 * fact_truth() and fact_val_of() evaluate an expression against the
 * facts: constants fold, "!", "==", "<", "&", "&&", "||", ?: and
 * statement expressions by what is known of their parts, locals given one
 * value and members at offset 0 as the key options of struct fact_ctx
 * say (the checks' own key_lock() options).
 *
 * What a key names is the check's business (struct key_opts), but one
 * rewrite every check following values wants is here: a local given one
 * value stands for it (struct locals).
 *
 * Used by the lock check (checks/lock/) and by -Wmissing-access-ok
 * (checks/useraccess.c: the pointers access_ok() proved are facts true,
 * made by fact_new(), copies of them aliases, and an assignment forgets
 * what reads the value, facts_forget_reads()).  The other user-memory
 * checks keep lattices of their own (may-sets, taint with its bounds,
 * written bytes) that are no facts of a value.  Facts live in the arena
 * the caller gives.
 */
#ifndef UACCESS_CHECK_FLOW_FACT_H
#define UACCESS_CHECK_FLOW_FACT_H

#include <stdbool.h>
#include <stdint.h>

struct arena;
struct cfg;
struct cfg_block;
struct cfg_elem;
struct decl_sym;
struct key;
struct key_opts;
struct node;
struct type;

/* A value known on a path: of an expression (key), or of a node's last evaluation. */
struct fact {
	const struct key *key;
	const struct node *node;
	bool nonzero;
	bool neg;		/* negative */
	bool exact;		/* its value is VALUE (a constant assigned, a case of a switch) */
	/*
	 * A test of what the parameters were at the entry, made before the
	 * function wrote anything ("if (!(*seq & 1))" before "*seq = ..."):
	 * once its object is written the fact is STALE, no longer its
	 * value, but still what the function was called with, which is what
	 * a summary splits on.
	 */
	bool entry, stale;
	int64_t value;
	/*
	 * An alias, not a value: KEY was assigned SAME ("*ptlp = __ptl"),
	 * so an object named through one is named through the other too.
	 */
	const struct key *same;
	/* known from what the path did (a lock taken through it), not tested: never split on */
	bool derived;
	/* the call that tested it (the outcome taken was its choice), NULL if this function did */
	const struct node *by;
	const struct key *show;	/* a test's key as written (members at offset 0 named), or NULL */
};

/* The facts of one path, at most FACTS_MAX (the oldest go first). */
#define FACTS_MAX 48
struct facts {
	struct fact *f;
	uint16_t n, cap;
	bool wrote;		/* the function wrote something: no more entry facts */
};

/* What a path knows of a value: its truth (-1 unknown), sign, maybe the value itself. */
struct val {
	int truth;
	bool neg, exact;
	int64_t value;
};

/*
 * How fact_truth() and fact_val_of() key an expression: key_lock(a, e,
 * kopts); and how a test is shown as written (struct fact's show): kshow.
 */
struct fact_ctx {
	struct arena *a;
	const struct key_opts *kopts, *kshow;
};

/*
 * A new fact in FS, all zero, for the caller to fill: a fact of a key
 * fact_set() would refuse (a check that keeps facts of volatile or fuzzy
 * keys as they are), or an alias with no conditions on its keys.
 */
struct fact *fact_new(struct arena *arena, struct facts *fs);
/* The facts of FS that are aliases (ALIASES) or not. */
unsigned int facts_count(const struct facts *fs, bool aliases);
/* TO a copy of FROM, its array in ARENA. */
void facts_copy(struct arena *arena, struct facts *to, const struct facts *from);
/* F is of KEY (NODE NULL), or of NODE: not an alias. */
bool fact_match(const struct fact *f, const struct key *key, const struct node *node);
/* The fact of KEY or NODE, NULL if none; with STALE, a stale one too. */
struct fact *fact_find_any(const struct facts *fs, const struct key *key, const struct node *node,
			   bool stale);
struct fact *fact_find(const struct facts *fs, const struct key *key, const struct node *node);
/* What the function was called with, for a summary: a current fact, or an entry one gone stale. */
int fact_entry_value(const struct facts *fs, const struct key *k);
/*
 * KEY (or NODE's value) is NONZERO: the fact, all else cleared; NULL if
 * nothing can be known of KEY (fuzzy, volatile).
 */
struct fact *fact_set(struct arena *arena, struct facts *fs, const struct key *key,
		      const struct node *node, bool nonzero);
/* The same with V's sign and value; nothing if V's truth is not known. */
void fact_set_val(struct arena *arena, struct facts *fs, const struct key *key,
		  const struct node *node, const struct val *v);
/* N's value is not known any more (evaluated again). */
void fact_drop(struct facts *fs, const struct node *n);
/* Object W is written (NULL: anything): what was known of it or through it is not any more. */
void facts_forget(struct facts *fs, const struct key *w);
/*
 * Object W is given another value, its address the same: the facts and
 * aliases whose value reads W (key_reads(): "&w->f" does, "&w.f" does
 * not) are not known any more, entry facts kept stale as by
 * facts_forget().  With VALUES false only the aliases go: a pointer
 * advanced within what a test proved keeps the test, but is a copy of
 * nothing any more.
 */
void facts_forget_reads(struct facts *fs, const struct key *w, bool values);
/* The alias "L = R", NULL if there is none. */
struct fact *alias_find(const struct facts *fs, const struct key *l, const struct key *r);
/* "L = R" of a pointer: from now on L and R name one object (at most a few aliases). */
void alias_set(struct arena *arena, struct facts *fs, const struct key *l, const struct key *r);
/* Another name of what W holds, by an alias ("locked = engine"), NULL if none. */
const struct key *alias_other(const struct facts *fs, const struct key *w);
/* The truth of K (or NODE's value) by the facts, or by its constants: 0, 1, -1 not known. */
int fact_value(const struct facts *fs, const struct key *k, const struct node *node);
/* What "({ ...; x; })" yields: the expression of its last statement, NULL if none. */
const struct node *stmt_expr_result(const struct node *e);
/* E's value on the path of FS, with what is known of its sign and value. */
struct val fact_val_of(const struct fact_ctx *fc, const struct facts *fs, const struct node *e);
/* E's truth on the path of FS: 0, 1, or -1 when not known. */
int fact_truth(const struct fact_ctx *fc, const struct facts *fs, const struct node *e);
/*
 * What a path learns on the TRUE (TRUTH) or FALSE edge of the branch
 * block B: its condition's value, entry facts of a test of the
 * parameters, the value of the whole && / || condition (flow/cond.h)
 * where it follows, of the variable a condition assigns, and the sign of
 * "x < 0", "(rc = f()) > 0".
 */
void fact_branch(const struct fact_ctx *fc, struct facts *fs, const struct cfg_block *b,
		 bool truth);
/*
 * K is given the value V of RHS (V's truth -1 and RHS NULL: a value not
 * known): with WRITE (an assignment, not an initialization) what was
 * known of or through K goes first; an object of pointer TYPE becomes
 * an alias of RHS.
 */
void fact_assign(const struct fact_ctx *fc, struct facts *fs, const struct key *k,
		 const struct type *type, const struct node *rhs, const struct val *v, bool write);
/* A CFG_VALUE element EL: its node's value is its arm's (or EL's truth), or not known. */
void fact_elem_value(const struct fact_ctx *fc, struct facts *fs, const struct cfg_elem *el);
/* The single case label of a switch on K was taken: K is exactly V. */
void fact_case(struct arena *arena, struct facts *fs, const struct key *k, int64_t v);
/*
 * K (SHOW as written) is NONZERO as the call BY says it tested it, and
 * so are its operands where that follows ("!a || !b" false is a and b
 * true); STALE: the callee wrote it since, its value now is not known.
 */
void fact_tested(struct arena *arena, struct facts *fs, const struct key *k,
		 const struct key *show, bool nonzero, bool stale, const struct node *by);
/* Keeps in A the facts B has too (an entry fact stale in both); true if A changed. */
bool facts_meet(struct facts *a, const struct facts *b);

/*
 * The locals of a function body given one value: a declaration's
 * initializer or one assignment, their address never taken.  Such a local
 * stands for its value in the keys of a check (its key_opts.sym callback
 * looks it up here), so that "l = &d->lock; spin_lock(l)" takes d's lock
 * and a fact of "l" is one of "&d->lock".
 */
struct locals {
	struct local_def {
		struct decl_sym *sym;
		struct node *def;	/* the value it was given last */
		unsigned int defs;	/* values given, 2 for one not known (++, "&x") */
	} *v;
	unsigned int n, cap;
};

/* SYM is an object local to the function, no parameter. */
bool sym_is_local(const struct decl_sym *sym);
/* K names a local object of the function. */
bool key_has_local(const struct key *k);
/* The locals of CFG's body into LS (all zero), in ARENA. */
void locals_find(struct arena *arena, struct locals *ls, const struct cfg *cfg);
/* The one value SYM was given, NULL if it was not given exactly one. */
struct node *local_value(const struct locals *ls, const struct decl_sym *sym);

#endif
