/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The whole condition a branch belongs to.
 *
 * The CFG tests a condition made of && and || one operand at a time
 * (build.c's cond()): "if (!u->flag || !u->debug) return;" is two
 * branches, and each knows only its own operand.  What the two together
 * say, the whole test true or false, is lost once the paths by either
 * operand are one.  So each branch on an operand of such a condition
 * carries the condition (cfg_block.cond): its outermost && or ||, and
 * every && and || in it, the operands' before their operator, which a
 * flow check evaluates on the edge to know the whole test's value where
 * the operands' values are known.
 *
 * An operand is what cond() sees through to: "!", "x == 0", conversions
 * that keep the truth, the right of a comma, __builtin_expect(); a ?:,
 * a _Generic, or the operands of a call are conditions of their own.
 * Conditions of more than COND_MAX_OPERANDS operands have none: their
 * evaluation would cost each edge the whole condition.
 *
 * Built by flow/build.c with the CFG, in its arena; used by the lock
 * check (checks/lock/edges.c), for the facts a summary splits on.
 */
#ifndef UACCESS_CHECK_FLOW_COND_H
#define UACCESS_CHECK_FLOW_COND_H

struct arena;
struct cfg_block;
struct node;

#define COND_MAX_OPERANDS 16

struct cfg_cond {
	struct node *root;		/* the outermost && or || */
	struct node **ops;		/* its && and ||, each after those of its operands */
	unsigned int nops, ops_cap;
	struct cfg_block **branches;	/* the blocks that branch on its operands */
	unsigned int nbranches, branches_cap;
	unsigned int noperands;		/* its operands, constant ones included */
};

/*
 * Building one, for build.c: cond_new() when cond() meets the outermost
 * operator, cond_add_op() after the operands of each operator,
 * cond_add_branch() for each block that ends branching on an operand,
 * noperands counted by the caller, and cond_finish() at the end, which
 * gives each branch its condition (cfg_block.cond) if it has at most
 * COND_MAX_OPERANDS operands.  In ARENA, the CFG's.
 */
struct cfg_cond *cond_new(struct arena *arena, struct node *root);
void cond_add_op(struct arena *arena, struct cfg_cond *c, struct node *op);
void cond_add_branch(struct arena *arena, struct cfg_cond *c, struct cfg_block *blk);
void cond_finish(struct cfg_cond *c);

#endif
