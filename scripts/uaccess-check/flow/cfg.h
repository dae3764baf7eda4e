/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The control-flow graph of a function body, over the evaluated AST (no
 * IR of its own): basic blocks of the tree's own nodes in evaluation
 * order, edges labelled with why control goes there.
 *
 * What makes a block end: a condition (if, loops, ?:, && and || split
 * into one test per operand, "!" swapping the edges, constant tests cut
 * to the one edge taken; each branch on an operand of && or || knows
 * the whole condition, cond.h), a switch (one edge per case label, ranges
 * included, and one for "no case matched"), goto and computed goto (an
 * edge to every label whose address is taken), asm goto (its labels and
 * the fall-through), return (to the exit block), a call of a noreturn
 * function (BUG(), panic(), __builtin_unreachable(): no successor).
 * Cleanup actions (variables with __attribute__((cleanup(f))), as
 * guard(), scoped_guard(), CLASS() and __free() declare them) are
 * elements of their own at every exit of their scope: the end of the
 * block, break, continue, return and goto out of it, last declared first.
 *
 * Elements are only the nodes whose evaluation does something a flow
 * check follows: calls, assignments, ++ and --, object accesses (the
 * nodes evaluation flagged AST_F_READ or AST_F_WRITE), declarations with
 * an initializer, __context__ statements, asm statements, cleanups; and
 * CFG_VALUE, where the arms of ?:, &&, || or a statement expression
 * join: the value the joined expression takes on that arm.  Operands
 * come before their operator, left to right.
 */
#ifndef UACCESS_CHECK_FLOW_CFG_H
#define UACCESS_CHECK_FLOW_CFG_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "diag.h"

struct arena;
struct cfg_cond;
struct decl_cleanup;
struct decl_sym;
struct node;

enum cfg_elem_kind {
	CFG_EXPR,		/* n: a call, assignment, ++/--, or an access */
	CFG_DECL,		/* n: an N_INIT_DECL, its initializer evaluated */
	CFG_CONTEXT,		/* n: an N_CONTEXT statement */
	CFG_ASM,		/* n: an N_ASM statement, its operands evaluated */
	CFG_VALUE,		/* n takes value's value (value NULL: truth) on this arm */
	CFG_CLEANUP,		/* cleanup->var's function runs on it (n: where, the exit) */
};

struct cfg_elem {
	uint8_t kind;		/* enum cfg_elem_kind */
	int8_t truth;		/* CFG_VALUE without a node: 0 or 1 (&&, ||) */
	struct node *n;
	union {
		struct node *value;			/* CFG_VALUE */
		const struct decl_cleanup *cleanup;	/* CFG_CLEANUP */
	};
};

enum cfg_edge_kind {
	CFG_EDGE_NEXT,		/* fall through, or the end of a loop body */
	CFG_EDGE_TRUE,		/* the block's condition is true (nonzero) */
	CFG_EDGE_FALSE,		/* ... false (zero) */
	CFG_EDGE_CASE,		/* label: the CASE or DEFAULT of a switch */
	CFG_EDGE_NO_CASE,	/* a switch without default whose value matches no case */
	CFG_EDGE_GOTO,		/* goto, computed goto, asm goto to a label */
	CFG_EDGE_RETURN,	/* to the exit block */
	CFG_EDGE_BACK,		/* a loop's back edge */
};

struct cfg_block;

struct cfg_edge {
	struct cfg_block *to;
	uint8_t kind;		/* enum cfg_edge_kind */
	struct node *label;	/* CASE: the label; GOTO: the LABELED statement */
};

enum cfg_term {
	CFG_T_NONE,		/* its edges, if any, are not conditional */
	CFG_T_BRANCH,		/* term: the condition; TRUE and FALSE edges (or one, if constant) */
	CFG_T_SWITCH,		/* term: the SWITCH statement */
	CFG_T_RETURN,		/* term: the RETURN statement, NULL at the end of the body */
	CFG_T_NORETURN,		/* term: the noreturn call */
	CFG_T_GOTO,		/* term: GOTO, GOTO_COMPUTED or an asm goto's ASM */
};

struct cfg_block {
	unsigned int id;	/* index in cfg->blocks: 0 entry, 1 exit */
	uint8_t term;		/* enum cfg_term */
	struct node *term_node;
	/* BRANCH on an operand of && or ||: the whole condition (cond.h), NULL if none */
	const struct cfg_cond *cond;
	struct srcpos pos;	/* where it starts (a label, a case, the statement) */
	struct cfg_elem *elems;
	unsigned int nelems, elems_cap;
	struct cfg_edge *succs;
	unsigned int nsuccs, succs_cap;
	/* predecessors: the block and the index of the edge in its succs */
	struct cfg_pred {
		struct cfg_block *from;
		unsigned int edge;
	} *preds;
	unsigned int npreds, preds_cap;
};

struct cfg {
	struct decl_sym *fn;
	struct node *body;		/* the function's COMPOUND */
	struct cfg_block **blocks;
	unsigned int nblocks, blocks_cap;
	struct cfg_block *entry, *exit;
	struct srcpos end;		/* the closing brace, where "return" is implicit */
	bool has_computed_goto;
	bool too_big;			/* the builder gave up: more blocks than a check should follow */
};

/*
 * A function being checked (the ground of every path check, drive.h): FN, its BODY, the ARENA of its CFG and of
 * the check's states.  CFG is NULL until flow_fn_cfg() builds it, or the
 * CFG the caller built for it.
 */
struct flow_fn {
	struct decl_sym *fn;
	struct node *body;
	struct arena *arena;
	const struct cfg *cfg;
};
/* F's CFG, built in F's arena on the first call. */
const struct cfg *flow_fn_cfg(struct flow_fn *f);

/*
 * The CFG of BODY, the evaluated body of function FN, allocated in ARENA
 * (it lives until the arena is reset).
 */
struct cfg *cfg_build(struct arena *arena, struct decl_sym *fn, struct node *body);
/* E is 0 or a null pointer constant (through its conversions): the test "x == E" is x's */
bool cfg_is_zero(const struct node *e);
/* E is __builtin_expect(x, c): x, the value it is (NULL if E is not one). */
struct node *cfg_expect_operand(const struct node *e);
/* --dump-cfg: prints the CFG of each function body evaluated to OUT. */
void cfg_dump_register(FILE *out);
/* Prints CFG for --dump-cfg: one line per block, its elements and edges. */
void cfg_dump(FILE *out, const struct cfg *cfg);
/* The name of an edge kind, an element kind ("true", "call"...). */
const char *cfg_edge_name(int kind);

/*
 * The blocks in reverse post-order from the entry (unreachable ones
 * left out): a forward dataflow problem converges fastest in it.  Returns
 * their number; *order is allocated in ARENA.
 */
unsigned int cfg_rpo(struct arena *arena, const struct cfg *cfg, struct cfg_block ***order);

#endif
