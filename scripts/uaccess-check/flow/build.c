// SPDX-License-Identifier: GPL-2.0
/*
 * The CFG of a function body (cfg.h), built by one walk of its evaluated
 * tree.  Conditions are decomposed where they are tested (a && b is two
 * tests), so that a flow check sees each path with the facts it took:
 * "if (!spin_trylock(l))" has an edge on which the statement expression
 * of __cond_lock() acquired, and one on which it did not.  Each branch
 * on an operand of && or || keeps the whole condition (cond.h), which
 * the operand alone does not say.
 *
 * Jumps whose target is not known yet (goto a later label, asm goto) are
 * kept with the cleanups active at the jump, and resolved at the end:
 * the cleanups run are those active at the jump and not at the label.
 */
#include <string.h>

#include "ast.h"
#include "cfg.h"
#include "cond.h"
#include "decl.h"
#include "sema.h"
#include "type.h"
#include "util.h"

/* Bodies of more blocks are left to no check: a generated table of a function, not code. */
#define CFG_MAX_BLOCKS 20000

/*
 * The cleanups in force: a tree of entries (each one's parent the one
 * declared before it), so that a jump can keep the entry it left from.
 */
struct cl_entry {
	const struct decl_cleanup *c;
	struct cl_entry *up;
	unsigned int depth;
};

struct label_slot {
	struct node *label;		/* a LABELED statement */
	struct cfg_block *block;
	struct cl_entry *cleanups;	/* in force where it stands */
	bool placed;
};

struct pending_jump {
	struct cfg_block *from;
	struct node *label;
	struct cl_entry *cleanups;
};

/* A break or continue target: the block and the cleanups in force there. */
struct jump_target {
	struct cfg_block *block;
	struct cl_entry *cleanups;
};

struct builder {
	struct arena *arena;
	struct cfg *cfg;
	struct cfg_block *cur;		/* NULL: unreachable code */
	struct cl_entry *cleanups;
	struct jump_target brk, cont;
	/* the switch being built: its block, and whether a default was met */
	struct switch_state {
		struct cfg_block *block;
		bool has_default;	/* a default label was met */
		bool constant;		/* the controlling value is VALUE */
		bool matched;		/* ... and a case label matches it */
		uint64_t value;
	} sw;
	/* labels, hashed by address */
	struct label_slot *labels;
	unsigned int nlabels, labels_cap;
	struct pending_jump *jumps;
	unsigned int njumps, jumps_cap;
	struct node **addr_labels;	/* labels whose address is taken */
	unsigned int naddr, addr_cap;
	struct cfg_block **computed;	/* blocks ending in a computed goto */
	unsigned int ncomputed, computed_cap;
	struct cfg_cond *whole;		/* the && or || condition being decomposed, if any */
};

static void stmt(struct builder *b, struct node *s);
static void expr(struct builder *b, struct node *e);
static void cond(struct builder *b, struct node *e, struct cfg_block *t, struct cfg_block *f);

static struct cfg_block *new_block(struct builder *b, struct srcpos pos)
{
	struct cfg *cfg = b->cfg;
	struct cfg_block *blk = arena_alloc(b->arena, sizeof(*blk));

	memset(blk, 0, sizeof(*blk));
	blk->pos = pos;
	cfg->blocks = arena_grow(b->arena, cfg->blocks, cfg->nblocks + 1, &cfg->blocks_cap,
				 sizeof(*cfg->blocks));
	blk->id = cfg->nblocks;
	cfg->blocks[cfg->nblocks++] = blk;
	if (cfg->nblocks > CFG_MAX_BLOCKS)
		cfg->too_big = true;
	return blk;
}

static void add_edge(struct builder *b, struct cfg_block *from, struct cfg_block *to, int kind,
		     struct node *label)
{
	struct cfg_edge *e;
	struct cfg_pred *p;

	if (!from || !to)
		return;
	from->succs = arena_grow(b->arena, from->succs, from->nsuccs + 1, &from->succs_cap,
				 sizeof(*from->succs));
	e = &from->succs[from->nsuccs++];
	e->to = to;
	e->kind = kind;
	e->label = label;
	to->preds = arena_grow(b->arena, to->preds, to->npreds + 1, &to->preds_cap,
			       sizeof(*to->preds));
	p = &to->preds[to->npreds++];
	p->from = from;
	p->edge = from->nsuccs - 1;
}

static struct cfg_elem *add_elem(struct builder *b, int kind, struct node *n)
{
	struct cfg_block *blk = b->cur;
	struct cfg_elem *el;

	if (!blk)
		return NULL;	/* unreachable code: nothing follows it */
	blk->elems = arena_grow(b->arena, blk->elems, blk->nelems + 1, &blk->elems_cap,
				sizeof(*blk->elems));
	el = &blk->elems[blk->nelems++];
	memset(el, 0, sizeof(*el));
	el->kind = kind;
	el->n = n;
	return el;
}

/* Control goes on in a new block (after a join, a label, a case). */
static void start(struct builder *b, struct cfg_block *blk)
{
	if (b->cur)
		add_edge(b, b->cur, blk, CFG_EDGE_NEXT, NULL);
	b->cur = blk;
}

/* The current block ends with TERM and jumps to TO (if any); what follows is unreachable. */
static void finish(struct builder *b, int term, struct node *n, struct cfg_block *to, int kind,
		   struct node *label)
{
	if (!b->cur)
		return;
	b->cur->term = term;
	b->cur->term_node = n;
	add_edge(b, b->cur, to, kind, label);
	b->cur = NULL;
}

/* The cleanups in force at FROM and not at TO, run into the current block, last first. */
static void run_cleanups(struct builder *b, const struct cl_entry *from, const struct cl_entry *to,
			 struct node *where)
{
	const struct cl_entry *t = to;

	while (t && from && t->depth > from->depth)
		t = t->up;
	while (from && from != t) {
		struct cfg_elem *el = add_elem(b, CFG_CLEANUP, where);

		if (el)
			el->cleanup = from->c;
		if (t && t->depth == from->depth)
			t = t->up;
		from = from->up;
	}
}

static struct label_slot *label_slot(struct builder *b, struct node *label)
{
	unsigned int i, mask;
	struct label_slot *s;

	if (b->nlabels * 2 + 2 > b->labels_cap) {
		struct label_slot *old = b->labels;
		unsigned int oldcap = b->labels_cap;

		b->labels_cap = oldcap ? oldcap * 2 : 16;
		b->labels = arena_alloc(b->arena, b->labels_cap * sizeof(*b->labels));
		memset(b->labels, 0, b->labels_cap * sizeof(*b->labels));
		b->nlabels = 0;
		for (i = 0; i < oldcap; i++)
			if (old[i].label)
				*label_slot(b, old[i].label) = old[i];
	}
	mask = b->labels_cap - 1;
	for (i = ((uintptr_t)label >> 4) & mask;; i = (i + 1) & mask) {
		s = &b->labels[i];
		if (s->label == label)
			return s;
		if (!s->label) {
			s->label = label;
			b->nlabels++;
			return s;
		}
	}
}

static struct cfg_block *label_block(struct builder *b, struct node *label)
{
	struct label_slot *s = label_slot(b, label);

	if (!s->block)
		s->block = new_block(b, label->pos);
	return s->block;
}

/* A jump to LABEL from the current block, resolved at the end. */
static void jump(struct builder *b, struct cfg_block *from, struct node *label)
{
	if (!from || !label)
		return;
	b->jumps = arena_grow(b->arena, b->jumps, b->njumps + 1, &b->jumps_cap, sizeof(*b->jumps));
	b->jumps[b->njumps].from = from;
	b->jumps[b->njumps].label = label;
	b->jumps[b->njumps++].cleanups = b->cleanups;
}

static bool is_const(struct node *e, uint64_t *v)
{
	struct cval cv;

	if (!e || const_fold_typed(e, &cv) != FOLD_OK)
		return false;
	*v = cv.v;
	return true;
}

/* 0, or a null pointer constant: NULL is "(void *)0", converted to x's type in "x == NULL" */
bool cfg_is_zero(const struct node *e)
{
	uint64_t v;

	while (e && e->kind == N_CAST && e->type && e->cast.operand->type &&
	       (type_is_integer(e->type) || e->type->kind == TYPE_POINTER) &&
	       (type_is_integer(e->cast.operand->type) ||
		e->cast.operand->type->kind == TYPE_POINTER))
		e = e->cast.operand;
	return is_const((struct node *)e, &v) && !v;
}

/* __builtin_expect(e, c) and friends, seen through in conditions: likely(), unlikely(). */
struct node *cfg_expect_operand(const struct node *e)
{
	const char *name;

	if (e->kind != N_CALL || !e->call.args)
		return NULL;
	if (e->callee)
		name = e->callee->name->name;
	else if (e->call.fn->kind == N_IDENT && e->call.fn->name)
		name = e->call.fn->name->name;
	else
		return NULL;
	if (strcmp(name, "__builtin_expect") && strcmp(name, "__builtin_expect_with_probability"))
		return NULL;
	return e->call.args;
}

/* The branch on E's truth: edges to T and F, one of them if E is a constant. */
static void branch(struct builder *b, struct node *e, struct cfg_block *t, struct cfg_block *f)
{
	uint64_t v;

	if (!b->cur)
		return;
	if (is_const(e, &v)) {
		finish(b, CFG_T_NONE, NULL, v ? t : f, CFG_EDGE_NEXT, NULL);
		return;
	}
	b->cur->term = CFG_T_BRANCH;
	b->cur->term_node = e;
	if (b->whole)
		cond_add_branch(b->arena, b->whole, b->cur);
	add_edge(b, b->cur, t, CFG_EDGE_TRUE, NULL);
	add_edge(b, b->cur, f, CFG_EDGE_FALSE, NULL);
	b->cur = NULL;
}

/*
 * Control goes to T if E is true, to F if false, E evaluated on the way:
 * the operands of &&, ||, !, ?: and comma are tested one at a time.  The
 * branches on the operands of an && or || condition get the whole
 * condition (cond.h): b->whole while it is decomposed, NULL in what is
 * evaluated apart (a comma's left, a ?:, an operand's own operands).
 */
static void cond(struct builder *b, struct node *e, struct cfg_block *t, struct cfg_block *f)
{
	struct cfg_cond *whole = b->whole;
	struct node *x;
	struct cfg_block *mid, *other;

	if (!e) {
		finish(b, CFG_T_NONE, NULL, t, CFG_EDGE_NEXT, NULL);
		return;
	}
	switch (e->kind) {
	case N_BINARY:
		if (e->op == OP_ANDAND || e->op == OP_OROR) {
			if (!whole)
				b->whole = cond_new(b->arena, e);
			mid = new_block(b, e->binary.rhs->pos);
			if (e->op == OP_ANDAND)
				cond(b, e->binary.lhs, mid, f);
			else
				cond(b, e->binary.lhs, t, mid);
			b->cur = mid;
			cond(b, e->binary.rhs, t, f);
			cond_add_op(b->arena, b->whole, e);
			if (!whole) {
				cond_finish(b->whole);
				b->whole = NULL;
			}
			return;
		}
		/* x == 0, NULL != x: the test of x (both constant: the branch folds it) */
		if (e->op != OP_EQ && e->op != OP_NE)
			break;
		if (cfg_is_zero(e->binary.rhs))
			x = e->binary.lhs;
		else if (cfg_is_zero(e->binary.lhs))
			x = e->binary.rhs;
		else
			break;
		if (e->op == OP_EQ)
			cond(b, x, f, t);
		else
			cond(b, x, t, f);
		return;
	case N_UNARY:
		if (e->op == OP_NOT) {
			cond(b, e->unary.operand, f, t);
			return;
		}
		break;
	case N_CAST:
		if (e->type && type_is_integer(e->type) && e->cast.operand->type &&
		    (type_is_integer(e->cast.operand->type) ||
		     e->cast.operand->type->kind == TYPE_POINTER) &&
		    (e->type->kind == TYPE_BOOL ||
		     type_sizeof(e->type) >= type_sizeof(e->cast.operand->type))) {
			cond(b, e->cast.operand, t, f);
			return;
		}
		break;
	case N_COMMA:
		b->whole = NULL;
		expr(b, e->binary.lhs);
		b->whole = whole;
		cond(b, e->binary.rhs, t, f);
		return;
	case N_COND:
		/* an operand whose parts are conditions of their own */
		if (whole)
			whole->noperands++;
		b->whole = NULL;
		mid = new_block(b, conditional_then(e)->pos);
		other = new_block(b, e->conditional.otherwise->pos);
		cond(b, e->conditional.cond, mid, other);
		b->cur = mid;
		if (e->conditional.then)
			cond(b, e->conditional.then, t, f);
		else
			finish(b, CFG_T_NONE, NULL, t, CFG_EDGE_NEXT, NULL);
		b->cur = other;
		cond(b, e->conditional.otherwise, t, f);
		b->whole = whole;
		return;
	case N_CALL:
		x = cfg_expect_operand(e);
		if (x) {
			cond(b, x, t, f);
			return;
		}
		break;
	case N_GENERIC: case N_CHOOSE_EXPR:
		if (e->chosen) {
			if (whole)
				whole->noperands++;
			b->whole = NULL;
			cond(b, e->chosen, t, f);
			b->whole = whole;
			return;
		}
		break;
	default:
		break;
	}
	/* an operand: what it evaluates is apart, its branch the condition's */
	if (whole)
		whole->noperands++;
	b->whole = NULL;
	expr(b, e);
	b->whole = whole;
	branch(b, e, t, f);
}

static void value(struct builder *b, struct node *n, struct node *v, int truth)
{
	struct cfg_elem *el = add_elem(b, CFG_VALUE, n);

	if (el) {
		el->value = v;
		el->truth = truth;
	}
}

/* A statement expression: its statements, its value the last one's. */
static void stmt_expr_value(struct builder *b, struct node *e)
{
	struct node *c = e->stmt_expr.compound, *n, *last = NULL;
	struct cl_entry *saved = b->cleanups;

	if (!c || c->kind != N_COMPOUND)
		return;
	for (n = c->compound.items; n; n = n->next) {
		if (!n->next && n->kind == N_EXPR_STMT && n->expr_stmt.expr) {
			last = n->expr_stmt.expr;
			expr(b, last);
		} else {
			stmt(b, n);
		}
	}
	value(b, e, last, -1);
	run_cleanups(b, b->cleanups, saved, e);
	b->cleanups = saved;
}

/* An element for E if its evaluation does what a flow check follows. */
static void expr_elem(struct builder *b, struct node *e)
{
	bool effect = false;

	switch (e->kind) {
	case N_CALL: case N_ASSIGN:
		effect = true;
		break;
	case N_UNARY: case N_POSTFIX:
		effect = e->op == OP_INC || e->op == OP_DEC;
		break;
	default:
		break;
	}
	if (effect || (e->flags & (AST_F_READ | AST_F_WRITE)))
		add_elem(b, CFG_EXPR, e);
}

static void label_address(struct builder *b, struct node *e)
{
	if (!e->label)
		return;
	b->addr_labels = arena_grow(b->arena, b->addr_labels, b->naddr + 1, &b->addr_cap,
				    sizeof(*b->addr_labels));
	b->addr_labels[b->naddr++] = e->label;
}

static void init_items(struct builder *b, struct node *items)
{
	for (; items; items = items->next) {
		struct node *v = items->kind == N_INIT_ITEM ? items->init_item.value : items;

		if (v && v->kind == N_INIT_LIST)
			init_items(b, v->init_list.items);
		else if (v)
			expr(b, v);
	}
}

static void expr(struct builder *b, struct node *e)
{
	struct cfg_block *t, *f, *join;
	struct node *a;

	if (!e || !b->cur)
		return;
	switch (e->kind) {
	case N_BINARY:
		if (e->op == OP_ANDAND || e->op == OP_OROR) {
			t = new_block(b, e->pos);
			f = new_block(b, e->pos);
			join = new_block(b, e->pos);
			cond(b, e, t, f);
			b->cur = t;
			value(b, e, NULL, 1);
			finish(b, CFG_T_NONE, NULL, join, CFG_EDGE_NEXT, NULL);
			b->cur = f;
			value(b, e, NULL, 0);
			finish(b, CFG_T_NONE, NULL, join, CFG_EDGE_NEXT, NULL);
			b->cur = join->npreds ? join : NULL;
			return;
		}
		/* a left-nested chain as long as a generated table: a loop, not recursion */
		for (a = e; a->kind == N_BINARY && a->op != OP_ANDAND && a->op != OP_OROR &&
		     a->binary.lhs && a->binary.lhs->kind == N_BINARY; a = a->binary.lhs)
			;
		if (a != e) {
			struct node **chain;
			unsigned int n = 0, i;

			for (a = e; a->kind == N_BINARY && a->op != OP_ANDAND && a->op != OP_OROR;
			     a = a->binary.lhs)
				n++;
			chain = arena_alloc(b->arena, n * sizeof(*chain));
			for (a = e, i = n; i; a = a->binary.lhs)
				chain[--i] = a;
			expr(b, a);
			for (i = 0; i < n; i++) {
				expr(b, chain[i]->binary.rhs);
				expr_elem(b, chain[i]);
			}
			return;
		}
		expr(b, e->binary.lhs);
		expr(b, e->binary.rhs);
		break;
	case N_ASSIGN:
		expr(b, e->binary.lhs);
		expr(b, e->binary.rhs);
		break;
	case N_COMMA:
		for (; e->kind == N_COMMA; e = e->binary.rhs)
			expr(b, e->binary.lhs);
		expr(b, e);
		return;
	case N_COND:
		t = new_block(b, conditional_then(e)->pos);
		f = new_block(b, e->conditional.otherwise->pos);
		join = new_block(b, e->pos);
		if (e->conditional.then) {
			cond(b, e->conditional.cond, t, f);
			b->cur = t;
			expr(b, e->conditional.then);
		} else {
			/* "a ?: b": a is evaluated once, before the test */
			expr(b, e->conditional.cond);
			branch(b, e->conditional.cond, t, f);
			b->cur = t;
		}
		value(b, e, conditional_then(e), -1);
		finish(b, CFG_T_NONE, NULL, join, CFG_EDGE_NEXT, NULL);
		b->cur = f;
		expr(b, e->conditional.otherwise);
		value(b, e, e->conditional.otherwise, -1);
		finish(b, CFG_T_NONE, NULL, join, CFG_EDGE_NEXT, NULL);
		b->cur = join->npreds ? join : NULL;
		return;
	case N_UNARY:
		if (e->op == OP_SIZEOF || e->op == OP_ALIGNOF || e->op == OP_ALIGNOF_ABI)
			return;
		expr(b, e->unary.operand);
		break;
	case N_POSTFIX:
		expr(b, e->unary.operand);
		break;
	case N_CAST:
		expr(b, e->cast.operand);
		break;
	case N_CALL:
		if (!e->callee)
			expr(b, e->call.fn);
		for (a = e->call.args; a; a = a->next)
			expr(b, a);
		expr_elem(b, e);
		if (e->flags & AST_F_NORETURN)
			finish(b, CFG_T_NORETURN, e, NULL, 0, NULL);
		return;
	case N_INDEX:
		expr(b, e->subscript.array);
		expr(b, e->subscript.index);
		break;
	case N_MEMBER:
		expr(b, e->mem.base);
		break;
	case N_COMPOUND_LITERAL:
		init_items(b, e->compound_literal.items);
		break;
	case N_STMT_EXPR:
		stmt_expr_value(b, e);
		return;
	case N_LABEL_ADDR:
		label_address(b, e);
		return;
	case N_GENERIC: case N_CHOOSE_EXPR:
		if (e->chosen)
			expr(b, e->chosen);
		return;
	case N_VA_ARG:
		expr(b, e->va_arg_expr.expr);
		break;
	case N_CONVERTVECTOR:
		expr(b, e->convertvector.expr);
		break;
	case N_INIT_LIST:
		init_items(b, e->init_list.items);
		return;
	default:
		/* literals, identifiers; sizeof, offsetof and the like evaluate nothing */
		break;
	}
	expr_elem(b, e);
}

/* "static", "extern" or "typedef": a declaration that runs no code where it stands. */
static bool no_code(struct node *specs)
{
	for (; specs; specs = specs->next)
		if (specs->kind == N_SPEC && (specs->op == SPEC_STATIC || specs->op == SPEC_EXTERN ||
					      specs->op == SPEC_TYPEDEF))
			return true;
	return false;
}

/* The &&label of a static initializer ("static const void *jumptable[] = { &&l1 }"). */
static void static_labels(struct node *n, void *arg)
{
	if (n->kind == N_LABEL_ADDR)
		label_address(arg, n);
	else
		ast_for_each_child(n, static_labels, arg);
}

static void push_cleanup(struct builder *b, const struct decl_cleanup *c)
{
	struct cl_entry *ce = arena_alloc(b->arena, sizeof(*ce));

	ce->c = c;
	ce->up = b->cleanups;
	ce->depth = b->cleanups ? b->cleanups->depth + 1 : 1;
	b->cleanups = ce;
}

static void declaration(struct builder *b, struct node *d)
{
	struct node *id;
	const struct decl_cleanup *c = d->cleanups;

	if (no_code(d->decl.specifiers)) {
		/* no code, but a static table of label addresses for computed gotos */
		ast_for_each_child(d, static_labels, b);
		return;
	}
	for (id = d->decl.declarators; id; id = id->next) {
		if (id->kind != N_INIT_DECL)
			continue;
		if (id->init_decl.initializer) {
			if (id->init_decl.initializer->kind == N_INIT_LIST)
				init_items(b, id->init_decl.initializer->init_list.items);
			else
				expr(b, id->init_decl.initializer);
			add_elem(b, CFG_DECL, id);
		}
		/* the cleanups of this declarator, now that it is initialized */
		for (; c && c->init_decl == id; c = c->next)
			push_cleanup(b, c);
	}
	for (; c; c = c->next)
		push_cleanup(b, c);
}

/* Leaves a scope at its end: its cleanups run, the ones outside stay. */
static void scope_end(struct builder *b, struct cl_entry *outer, struct node *where)
{
	run_cleanups(b, b->cleanups, outer, where);
	b->cleanups = outer;
}

static void items(struct builder *b, struct node *list)
{
	for (; list; list = list->next)
		stmt(b, list);
}

static void compound(struct builder *b, struct node *s)
{
	struct cl_entry *outer = b->cleanups;

	items(b, s->compound.items);
	scope_end(b, outer, s);
}

static void if_stmt(struct builder *b, struct node *s)
{
	struct cfg_block *t = new_block(b, s->if_stmt.then ? s->if_stmt.then->pos : s->pos);
	struct cfg_block *join = new_block(b, s->pos), *f = join;

	if (s->if_stmt.otherwise)
		f = new_block(b, s->if_stmt.otherwise->pos);
	cond(b, s->if_stmt.cond, t, f);
	b->cur = t->npreds ? t : NULL;
	items(b, s->if_stmt.then);
	start(b, join);
	if (s->if_stmt.otherwise) {
		b->cur = f->npreds ? f : NULL;
		items(b, s->if_stmt.otherwise);
		start(b, join);
	}
	b->cur = join->npreds ? join : NULL;
}

/* A loop body between the targets of its break and continue. */
static void loop_body(struct builder *b, struct node *body, struct cfg_block *brk,
		      struct cfg_block *cont)
{
	struct jump_target saved_brk = b->brk, saved_cont = b->cont;

	b->brk.block = brk;
	b->brk.cleanups = b->cleanups;
	b->cont.block = cont;
	b->cont.cleanups = b->cleanups;
	items(b, body);
	b->brk = saved_brk;
	b->cont = saved_cont;
}

static void back_edge(struct builder *b, struct cfg_block *to)
{
	finish(b, CFG_T_NONE, NULL, to, CFG_EDGE_BACK, NULL);
}

static void while_stmt(struct builder *b, struct node *s)
{
	struct cfg_block *head = new_block(b, s->pos), *body = new_block(b, s->pos);
	struct cfg_block *after = new_block(b, s->pos);

	start(b, head);
	cond(b, s->while_stmt.cond, body, after);
	b->cur = body->npreds ? body : NULL;
	loop_body(b, s->while_stmt.body, after, head);
	back_edge(b, head);
	b->cur = after->npreds ? after : NULL;
}

static void do_stmt(struct builder *b, struct node *s)
{
	struct cfg_block *body = new_block(b, s->pos), *test = new_block(b, s->do_stmt.cond->pos);
	struct cfg_block *after = new_block(b, s->pos), *again = new_block(b, s->pos);

	start(b, body);
	loop_body(b, s->do_stmt.body, after, test);
	start(b, test);
	b->cur = test->npreds ? test : NULL;
	cond(b, s->do_stmt.cond, again, after);
	if (again->npreds) {
		b->cur = again;
		back_edge(b, body);
	}
	b->cur = after->npreds ? after : NULL;
}

static void for_stmt(struct builder *b, struct node *s)
{
	struct cl_entry *outer = b->cleanups;
	struct cfg_block *head, *body, *step, *after;
	struct node *init = s->for_stmt.init;

	if (init && init->kind == N_DECL)
		declaration(b, init);
	else if (init && init->kind != N_STATIC_ASSERT)
		expr(b, init);
	head = new_block(b, s->pos);
	body = new_block(b, s->pos);
	step = new_block(b, s->for_stmt.step ? s->for_stmt.step->pos : s->pos);
	after = new_block(b, s->pos);
	start(b, head);
	cond(b, s->for_stmt.cond, body, after);
	b->cur = body->npreds ? body : NULL;
	loop_body(b, s->for_stmt.body, after, step);
	start(b, step);
	b->cur = step->npreds ? step : NULL;
	expr(b, s->for_stmt.step);
	back_edge(b, head);
	b->cur = after->npreds ? after : NULL;
	scope_end(b, outer, s);
}

/* A case value of the switch, folded; false if it does not fold. */
static bool case_matches(struct node *c, uint64_t v, bool *known)
{
	uint64_t lo, hi;

	*known = is_const(c->case_label.first, &lo) &&
		(!c->case_label.last || is_const(c->case_label.last, &hi));
	if (!*known)
		return false;
	if (!c->case_label.last)
		return v == lo;
	return lo <= v && v <= hi;
}

static void case_label(struct builder *b, struct node *s)
{
	struct cfg_block *blk = new_block(b, s->pos);
	bool live = true, known;

	start(b, blk);
	if (!b->sw.block)
		return;		/* not within a switch: an error evaluation reported */
	if (s->kind == N_DEFAULT) {
		b->sw.has_default = true;
		live = !(b->sw.constant && b->sw.matched);
	} else if (b->sw.constant) {
		live = case_matches(s, b->sw.value, &known) || !known;
	}
	if (live)
		add_edge(b, b->sw.block, blk, CFG_EDGE_CASE, s);
}

static void switch_stmt(struct builder *b, struct node *s)
{
	struct switch_state saved = b->sw;
	struct cfg_block *after = new_block(b, s->pos), *sw;
	struct node *c;
	bool known;
	struct jump_target saved_brk = b->brk;

	expr(b, s->switch_stmt.cond);
	sw = b->cur;
	if (sw) {
		sw->term = CFG_T_SWITCH;
		sw->term_node = s;
	}
	b->cur = NULL;		/* code before the first label is unreachable */
	memset(&b->sw, 0, sizeof(b->sw));
	b->sw.block = sw;
	b->sw.constant = is_const(s->switch_stmt.cond, &b->sw.value);
	if (b->sw.constant)
		for (c = s->cases; c; c = c->next_case)
			if (c->kind == N_CASE && (case_matches(c, b->sw.value, &known) || !known))
				b->sw.matched = true;
	b->brk.block = after;
	b->brk.cleanups = b->cleanups;
	items(b, s->switch_stmt.body);
	start(b, after);
	if (sw && !b->sw.has_default && !(b->sw.constant && b->sw.matched))
		add_edge(b, sw, after, CFG_EDGE_NO_CASE, NULL);
	b->brk = saved_brk;
	b->sw = saved;
	b->cur = after->npreds ? after : NULL;
}

static void jump_to(struct builder *b, struct node *s, const struct jump_target *target)
{
	if (!target->block || !b->cur)
		return;	/* outside any loop or switch: an error evaluation reported */
	run_cleanups(b, b->cleanups, target->cleanups, s);
	finish(b, CFG_T_NONE, s, target->block, CFG_EDGE_NEXT, NULL);
}

static void return_stmt(struct builder *b, struct node *s)
{
	expr(b, s->return_stmt.expr);
	run_cleanups(b, b->cleanups, NULL, s);
	finish(b, CFG_T_RETURN, s, b->cfg->exit, CFG_EDGE_RETURN, NULL);
}

static void asm_stmt(struct builder *b, struct node *s)
{
	struct node *op, *l;
	struct cfg_block *from, *next;

	for (op = s->asm_stmt.outputs; op; op = op->next)
		expr(b, op->asm_operand.expr);
	for (op = s->asm_stmt.inputs; op; op = op->next)
		expr(b, op->asm_operand.expr);
	add_elem(b, CFG_ASM, s);
	if (!(s->op & AST_ASM_GOTO) || !s->asm_stmt.tail || !b->cur)
		return;
	from = b->cur;
	from->term = CFG_T_GOTO;
	from->term_node = s;
	next = new_block(b, s->pos);
	add_edge(b, from, next, CFG_EDGE_NEXT, NULL);
	for (l = s->asm_stmt.tail->asm_tail.labels; l; l = l->next)
		jump(b, from, l->label);
	b->cur = next;
}

static void stmt(struct builder *b, struct node *s)
{
	struct cfg_block *blk;

	if (!s)
		return;
	switch (s->kind) {
	case N_COMPOUND:
		compound(b, s);
		break;
	case N_EXPR_STMT:
		expr(b, s->expr_stmt.expr);
		break;
	case N_IF:
		if_stmt(b, s);
		break;
	case N_SWITCH:
		switch_stmt(b, s);
		break;
	case N_WHILE:
		while_stmt(b, s);
		break;
	case N_DO:
		do_stmt(b, s);
		break;
	case N_FOR:
		for_stmt(b, s);
		break;
	case N_GOTO:
		if (b->cur) {
			blk = b->cur;
			blk->term = CFG_T_GOTO;
			blk->term_node = s;
			jump(b, blk, s->label);
			b->cur = NULL;
		}
		break;
	case N_GOTO_COMPUTED:
		expr(b, s->goto_computed.expr);
		if (b->cur) {
			b->cur->term = CFG_T_GOTO;
			b->cur->term_node = s;
			b->computed = arena_grow(b->arena, b->computed, b->ncomputed + 1,
						 &b->computed_cap, sizeof(*b->computed));
			b->computed[b->ncomputed++] = b->cur;
			b->cfg->has_computed_goto = true;
			b->cur = NULL;
		}
		break;
	case N_CONTINUE:
		jump_to(b, s, &b->cont);
		break;
	case N_BREAK:
		jump_to(b, s, &b->brk);
		break;
	case N_RETURN:
		return_stmt(b, s);
		break;
	case N_LABELED: {
		struct label_slot *ls;

		blk = label_block(b, s);
		ls = label_slot(b, s);	/* after label_block(), which may grow the table */
		ls->cleanups = b->cleanups;
		ls->placed = true;
		start(b, blk);
		break;
	}
	case N_CASE: case N_DEFAULT:
		case_label(b, s);
		break;
	case N_ASM:
		asm_stmt(b, s);
		break;
	case N_CONTEXT:
		add_elem(b, CFG_CONTEXT, s);
		break;
	case N_DECL:
		declaration(b, s);
		break;
	default:
		/* static assertions, nested function definitions, local labels */
		break;
	}
}

/* The gotos, asm gotos and computed gotos, now that every label has its block. */
static void resolve_jumps(struct builder *b)
{
	unsigned int i, j;

	for (i = 0; i < b->njumps; i++) {
		struct pending_jump *pj = &b->jumps[i];
		struct label_slot *ls = label_slot(b, pj->label);
		struct cfg_block *from = pj->from, *to = label_block(b, pj->label);

		if (!ls->placed)
			continue;	/* an undefined label: evaluation reported it */
		if (from->term == CFG_T_GOTO && from->term_node && from->term_node->kind == N_GOTO) {
			b->cur = from;
			run_cleanups(b, pj->cleanups, ls->cleanups, from->term_node);
		}
		add_edge(b, from, to, CFG_EDGE_GOTO, pj->label);
	}
	for (i = 0; i < b->ncomputed; i++)
		for (j = 0; j < b->naddr; j++)
			add_edge(b, b->computed[i], label_block(b, b->addr_labels[j]), CFG_EDGE_GOTO,
				 b->addr_labels[j]);
	b->cur = NULL;
}

struct cfg *cfg_build(struct arena *arena, struct decl_sym *fn, struct node *body)
{
	struct builder b;
	struct cfg *cfg = arena_alloc(arena, sizeof(*cfg));

	memset(cfg, 0, sizeof(*cfg));
	memset(&b, 0, sizeof(b));
	b.arena = arena;
	b.cfg = cfg;
	cfg->fn = fn;
	cfg->body = body;
	cfg->entry = new_block(&b, body->pos);
	cfg->exit = new_block(&b, body->end);
	cfg->end = body->end;
	b.cur = new_block(&b, body->pos);
	add_edge(&b, cfg->entry, b.cur, CFG_EDGE_NEXT, NULL);
	if (body->kind == N_COMPOUND)
		compound(&b, body);
	/* the end of the body: an implicit return */
	finish(&b, CFG_T_RETURN, NULL, cfg->exit, CFG_EDGE_RETURN, NULL);
	resolve_jumps(&b);
	return cfg;
}
