// SPDX-License-Identifier: GPL-2.0
/*
 * -Wuser-copy-result: the result of a user-memory accessor ignored or
 * misread.
 *
 * copy_from_user(), copy_to_user() and clear_user() return the number of
 * bytes they could not copy: 0 on success, never negative.  Three
 * mistakes with it become bugs a user can reach:
 * - tested as an errno ("< 0", "== -EFAULT"): the test is always false
 *   (or always true) and a fault goes on as a success;
 * - returned as the result of a function whose other returns are negative
 *   errnos: the syscall or ioctl returns a positive count where it should
 *   return -EFAULT, and callers testing "< 0" take it for a success;
 * - ignored, as is any accessor's result (get_user() and put_user() are
 *   macros gcc's __must_check cannot reach): a fetch goes on with zeroed
 *   or unset data, a store tells the user it succeeded.
 *
 * The direct forms are read off the tree around the accessor's root.
 * The forms through a local ("ret = copy_to_user(...); ... return ret;",
 * "err = put_user(...)" with err never read) are a forward dataflow over
 * the CFG: for each integer local whose address is never taken, the
 * accessor results it may hold (a reaching definition, killed by any
 * other write and by a branch that shows it zero), and whether it may
 * hold a negative constant or anything else.  A read of a local marks
 * the results it may hold as read; one never read on any path is dead.
 *
 * An ignored store (put_user(), copy_to_user(), clear_user()) is reported
 * only if some path from it reaches a return that may tell the caller it
 * succeeded.  The kernel's ignored put_user()s are mostly best effort on
 * the way to an error (perf_copy_attr() and sched_copy_attr() write the
 * size they expect, then return -E2BIG) or in a function that has no
 * result to report a fault with (schedule_tail()'s set_child_tid,
 * mm_release()'s clear_child_tid): neither is reported.
 */
#include <string.h>

#include "ast.h"
#include "cfg.h"
#include "checks.h"
#include "decl.h"
#include "drive.h"
#include "sema.h"
#include "type.h"
#include "uaccess.h"
#include "util.h"

/* Accessors followed per function, locals tracked: more are left alone. */
#define MAX_OPS 62
#define MAX_VARS 64
/* A local's state: the accessor results it may hold (bits 0..61), and these. */
#define V_NEG (1ull << 62)	/* may hold a negative constant */
#define V_OTHER (1ull << 63)	/* may hold anything else */
#define V_OPS (V_NEG - 1)

/* A read of a local the check looks at: a comparison with a constant, or a return. */
struct watch {
	struct node *ident;
	struct node *at;	/* the comparison or the return */
	int op;			/* the comparison, the local on the left; 0: a return */
	int64_t c;		/* what it is compared with */
};

struct uctx {
	/* replay 1 finds errno_ret and reports nothing, replay 2 reports */
	struct flow_run run;
	const struct ufunc *uf;
	const struct uop *ops[MAX_OPS];
	unsigned int nops;
	struct decl_sym *vars[MAX_VARS];
	unsigned int nvars;
	/* locals that cannot be followed: address taken, static */
	struct decl_sym **excluded;
	unsigned int nexcluded, excluded_cap;
	struct watch *watches;
	unsigned int nwatches, watches_cap;
	struct type *ret_type;
	bool signed_ret;		/* returns a signed integer */
	/*
	 * A return of a negative errno, if any, and the local it returns
	 * (NULL: a constant); the places locals are given negative constants.
	 */
	struct node *errno_ret;
	struct decl_sym *errno_var;
	struct neg_set {
		struct decl_sym *var;
		struct node *at;
	} *negs;
	unsigned int nnegs, negs_cap;
	struct node **count_rets;	/* "return copy_to_user(...)" */
	unsigned int ncount_rets, count_rets_cap;
	bool need_flow;
	uint64_t ignored;		/* results a statement drops */
	uint64_t stored;		/* results stored to a followed local */
	uint64_t plain;			/* ... as they are (not "|=") */
	uint64_t used;			/* stored results read on some path */
	uint64_t success;		/* reach a return that may report success, unread */
	uint64_t reported;
	uint64_t *scratch;		/* an edge's refined state */
};

static int op_index(const struct uctx *c, const struct uop *u)
{
	unsigned int i;

	for (i = 0; i < c->nops; i++)
		if (c->ops[i] == u)
			return i;
	return -1;
}

/* The accessor whose result E is, if it has one a caller tests. */
static const struct uop *result_of(const struct uctx *c, struct node *e)
{
	const struct uop *u;

	e = ast_strip_casts(e);
	if (!e)
		return NULL;
	u = uop_of_root(c->uf->ops, e);
	if (!u || u->result == UOP_RES_NONE || u->result == UOP_RES_BOOL)
		return NULL;
	return u;
}

static bool is_excluded(const struct uctx *c, const struct decl_sym *s)
{
	unsigned int i;

	for (i = 0; i < c->nexcluded; i++)
		if (c->excluded[i] == s)
			return true;
	return false;
}

static void exclude(struct uctx *c, struct decl_sym *s)
{
	if (!s || is_excluded(c, s))
		return;
	c->excluded = arena_grow(c->uf->f.arena, c->excluded, c->nexcluded + 1, &c->excluded_cap,
				 sizeof(*c->excluded));
	c->excluded[c->nexcluded++] = s;
}

/* The index of followed local S, -1 if it is not one. */
static int var_index(const struct uctx *c, const struct decl_sym *s)
{
	unsigned int i;

	for (i = 0; s && i < c->nvars; i++)
		if (c->vars[i] == s)
			return i;
	return -1;
}

/* The index of the followed local E names, -1 if none. */
static int var_of(const struct uctx *c, const struct node *e)
{
	return e && e->kind == N_IDENT ? var_index(c, e->sym) : -1;
}

/* An automatic integer object of the function: a local or a parameter. */
static bool local_integer(const struct decl_sym *s)
{
	return s && s->kind == DS_OBJECT && (s->no_linkage || s->is_param) && s->depth &&
	       s->type && type_is_integer(s->type);
}

static void add_var(struct uctx *c, struct decl_sym *s)
{
	unsigned int i;

	if (!local_integer(s) || c->nvars == MAX_VARS)
		return;
	for (i = 0; i < c->nvars; i++)
		if (c->vars[i] == s)
			return;
	c->vars[c->nvars++] = s;
}

static bool const_value(struct node *e, int64_t *v)
{
	struct cval cv;

	e = ast_strip_casts(e);
	if (!e || !e->type || !type_is_integer(e->type) || const_fold_typed(e, &cv) != FOLD_OK)
		return false;
	*v = cval_is_negative(&cv) ? (int64_t)cv.v : (int64_t)(cv.v & INT64_MAX);
	return true;
}

static bool negative_const(struct node *e)
{
	int64_t v;

	return e && const_value(e, &v) && v < 0;
}

/* "x OP y" read as "y OP' x". */
static int swap_op(int op)
{
	switch (op) {
	case OP_LT: return OP_GT;
	case OP_GT: return OP_LT;
	case OP_LE: return OP_GE;
	case OP_GE: return OP_LE;
	default: return op;
	}
}

/*
 * What "count OP c" says of a count (never negative): NULL if it is a
 * fair test of it, else what is wrong.
 */
static const char *misread(int op, int64_t c)
{
	switch (op) {
	case OP_LT:
		return c <= 0 ? "this test is always false" : NULL;
	case OP_LE:
		if (c < 0)
			return "this test is always false";
		return c == 0 ? "this test is true when every byte was copied" : NULL;
	case OP_GE:
		return c <= 0 ? "this test is always true" : NULL;
	case OP_GT:
		return c < 0 ? "this test is always true" : NULL;
	case OP_EQ:
		return c < 0 ? "this test is always false" : NULL;
	case OP_NE:
		return c < 0 ? "this test is always true" : NULL;
	}
	return NULL;
}

static bool is_comparison(int op)
{
	return op >= OP_LT && op <= OP_NE;
}

/* ---- the tree around the accessors -------------------------------------------------- */

static void comparison(struct uctx *c, struct node *e)
{
	struct node *l = ast_strip_casts(e->binary.lhs), *r = ast_strip_casts(e->binary.rhs), *x;
	const struct uop *u;
	const char *what;
	int op = e->op;
	int64_t k;

	if (const_value(l, &k)) {
		x = r;
		op = swap_op(op);
	} else if (const_value(r, &k)) {
		x = l;
	} else {
		return;
	}
	if (x && x->kind == N_ASSIGN)
		x = x->binary.rhs;	/* "(ret = copy_from_user(...)) < 0" */
	u = result_of(c, x);
	if (u && u->result == UOP_RES_COUNT) {
		what = misread(op, k);
		if (what)
			diag_warning(CHECK_USER_COPY_RESULT, ast_range(e),
				     "%s() returns the number of bytes not copied, never negative: %s",
				     u->name, what);
		return;
	}
	if (x && x->kind == N_IDENT && local_integer(x->sym) && misread(op, k)) {
		c->watches = arena_grow(c->uf->f.arena, c->watches, c->nwatches + 1,
					&c->watches_cap, sizeof(*c->watches));
		c->watches[c->nwatches++] = (struct watch){ x, e, op, k };
	}
}

static void return_stmt(struct uctx *c, struct node *s)
{
	struct node *e = ast_strip_casts(s->return_stmt.expr);
	const struct uop *u = result_of(c, e);

	if (!e)
		return;
	if (negative_const(e)) {
		if (!c->errno_ret)
			c->errno_ret = s;
	} else if (u && u->result == UOP_RES_COUNT) {
		c->count_rets = arena_grow(c->uf->f.arena, c->count_rets, c->ncount_rets + 1,
					   &c->count_rets_cap, sizeof(*c->count_rets));
		c->count_rets[c->ncount_rets++] = e;
	} else if (e->kind == N_IDENT && local_integer(e->sym)) {
		c->watches = arena_grow(c->uf->f.arena, c->watches, c->nwatches + 1,
					&c->watches_cap, sizeof(*c->watches));
		c->watches[c->nwatches++] = (struct watch){ e, s, 0, 0 };
	}
}

/* "if (ret < 0) return ret;": the function passes on a negative errno. */
static void passes_errno(struct uctx *c, struct node *s)
{
	struct node *cond = flow_test_operand(s->if_stmt.cond), *then = s->if_stmt.then, *v;
	int64_t k;

	if (cond->kind != N_BINARY || cond->op != OP_LT || !const_value(cond->binary.rhs, &k) ||
	    k != 0)
		return;
	v = ast_strip_casts(cond->binary.lhs);
	if (then && then->kind == N_COMPOUND)
		then = then->compound.items;
	if (v->kind == N_IDENT && then && then->kind == N_RETURN && then->return_stmt.expr &&
	    ast_strip_casts(then->return_stmt.expr)->kind == N_IDENT &&
	    ast_strip_casts(then->return_stmt.expr)->sym == v->sym && !c->errno_ret)
		c->errno_ret = then;
}

static void ignored(struct uctx *c, struct node *e)
{
	const struct uop *u = result_of(c, e);
	int i;

	if (!u)
		return;
	if (u->kind == UOP_STORE || u->kind == UOP_CLEAR) {
		/* reported if it may reach a return of success (see the top) */
		i = op_index(c, u);
		if (i >= 0 && check_enabled(CHECK_USER_STORE_UNCHECKED)) {
			c->ignored |= 1ull << i;
			c->need_flow = true;
		}
		return;
	}
	if (u->result == UOP_RES_PTR)
		diag_warning(CHECK_USER_COPY_RESULT, ast_range(u->root),
			     "the result of %s() is ignored: the copy is lost, and a fault unseen",
			     u->name);
	else
		diag_warning(CHECK_USER_COPY_RESULT, ast_range(u->root),
			     "the result of %s() is ignored: on a fault the data is used as if it had been read (zeroed or unset)",
			     u->name);
}

/* Local S is given a negative constant at AT (where a note shows it). */
static void neg_set(struct uctx *c, struct decl_sym *s, struct node *at)
{
	c->negs = arena_grow(c->uf->f.arena, c->negs, c->nnegs + 1, &c->negs_cap, sizeof(*c->negs));
	c->negs[c->nnegs++] = (struct neg_set){ s, at };
}

/*
 * E's value is used (a condition, an operand): if it is "ret = accessor()",
 * the result is read there, whatever is done with ret after.
 */
static void value_used(struct uctx *c, struct node *e)
{
	const struct uop *u;
	int i;

	e = flow_test_operand(e);
	while (e && e->kind == N_UNARY && e->op == OP_NOT)
		e = flow_test_operand(e->unary.operand);
	if (!e || e->kind != N_ASSIGN || !(u = result_of(c, e->binary.rhs)))
		return;
	i = op_index(c, u);
	if (i >= 0)
		c->used |= 1ull << i;
}

static void walk(struct node *n, void *arg);

static void walk_decl(struct uctx *c, struct node *d)
{
	bool is_static = ast_has_spec(d->decl.specifiers, SPEC_STATIC);
	struct node *id;

	for (id = d->decl.declarators; id; id = id->next) {
		if (id->kind != N_INIT_DECL)
			continue;
		if (is_static)
			exclude(c, flow_decl_var(id, NULL));
		else if (result_of(c, id->init_decl.initializer))
			c->need_flow = true;
		else if (negative_const(id->init_decl.initializer))
			neg_set(c, flow_decl_var(id, NULL), id);
	}
}

static void walk(struct node *n, void *arg)
{
	struct uctx *c = arg;
	struct node *x, *it;

	if (!n)
		return;		/* the empty statement ";" as a statement expression's last */
	/*
	 * An accessor's own expansion (its locals, its asm) is not the
	 * caller's code; its arguments and the statement around it are
	 * (the EXPR_STMT of "get_user(x, p);" has the position of the
	 * expansion it holds).
	 */
	if (uop_internal(c->uf->ops, n) && n->kind != N_EXPR_STMT && n->kind != N_STMT_EXPR) {
		ast_for_each_child(n, walk, c);
		return;
	}
	switch (n->kind) {
	case N_BINARY:
		if (is_comparison(n->op))
			comparison(c, n);
		value_used(c, n->binary.lhs);
		value_used(c, n->binary.rhs);
		break;
	case N_COND:
		value_used(c, n->conditional.cond);
		break;
	case N_WHILE:
		value_used(c, n->while_stmt.cond);
		break;
	case N_DO:
		value_used(c, n->do_stmt.cond);
		break;
	case N_FOR:
		value_used(c, n->for_stmt.cond);
		break;
	case N_UNARY:
		x = ast_strip_casts(n->unary.operand);
		if (n->op == OP_ADDR && x && x->kind == N_IDENT)
			exclude(c, x->sym);
		value_used(c, n->unary.operand);
		break;
	case N_IDENT:
		add_var(c, n->sym);
		break;
	case N_ASSIGN:
		x = ast_strip_casts(n->binary.lhs);
		if (result_of(c, n->binary.rhs))
			c->need_flow = true;
		else if (n->op == OP_ASSIGN && x->kind == N_IDENT && negative_const(n->binary.rhs))
			neg_set(c, x->sym, n);
		break;
	case N_DECL:
		walk_decl(c, n);
		break;
	case N_EXPR_STMT:
		ignored(c, n->expr_stmt.expr);
		break;
	case N_RETURN:
		return_stmt(c, n);
		break;
	case N_IF:
		passes_errno(c, n);
		value_used(c, n->if_stmt.cond);
		break;
	case N_STMT_EXPR:
		/* its last statement is its value, not a statement whose value is dropped */
		for (it = n->stmt_expr.compound->compound.items; it; it = it->next) {
			if (!it->next && it->kind == N_EXPR_STMT)
				walk(it->expr_stmt.expr, c);
			else
				walk(it, c);
		}
		return;
	}
	ast_for_each_child(n, walk, c);
}

/* ---- the flow through locals ---------------------------------------------------------- */

static unsigned int state_size(const struct uctx *c)
{
	return (c->nvars ? c->nvars : 1) * sizeof(uint64_t);
}

static const char *fn_name(const struct uctx *c)
{
	return c->uf->f.fn->name->name;
}

static void *st_entry(void *ctx)
{
	struct uctx *c = ctx;
	uint64_t *s = arena_alloc(c->uf->f.arena, state_size(c) + sizeof(uint64_t));
	unsigned int i;

	for (i = 0; i < c->nvars; i++)
		s[i] = V_OTHER;
	s[c->nvars] = 0;	/* the ignored stores on the way */
	return s;
}

static void *st_copy(void *ctx, const void *s)
{
	struct uctx *c = ctx;
	void *d = arena_alloc(c->uf->f.arena, state_size(c) + sizeof(uint64_t));

	memcpy(d, s, state_size(c) + sizeof(uint64_t));
	return d;
}

static bool st_join(void *ctx, void **into, const void *s)
{
	struct uctx *c = ctx;
	const uint64_t *a = s;
	uint64_t *d = *into;
	bool changed = false;
	unsigned int i;

	if (!d) {
		*into = st_copy(ctx, s);
		return true;
	}
	for (i = 0; i <= c->nvars; i++) {
		if ((d[i] | a[i]) != d[i])
			changed = true;
		d[i] |= a[i];
	}
	return changed;
}

/* The value an assignment or initializer gives a local. */
static uint64_t value_bits(const struct uctx *c, struct node *e, int op)
{
	const struct uop *u = op == OP_ASSIGN || op == OP_OR_ASSIGN ? result_of(c, e) : NULL;
	int i = u ? op_index(c, u) : -1;

	if (i >= 0)
		return 1ull << i;
	if (op == OP_ASSIGN && negative_const(e))
		return V_NEG;
	return V_OTHER;
}

static void define(struct uctx *c, uint64_t *s, int v, uint64_t bits, bool plain)
{
	s[v] = bits;
	/*
	 * An errno set after a store whose result was dropped: the path is
	 * on its way to report an error, the store was a best effort
	 * (perf_copy_attr()'s "put_user(sizeof(*attr), &uattr->size);
	 * ret = -E2BIG;").
	 */
	if (bits == V_NEG)
		s[c->nvars] = 0;
	bits &= V_OPS;
	c->stored |= bits;
	if (plain)
		c->plain |= bits;
	/* a store's result in a local never read is as ignored as a dropped one */
	s[c->nvars] |= bits;
}

static void watch_read(struct uctx *c, const uint64_t *s, int v, struct node *ident);

static void st_transfer(void *ctx, void *state, const struct cfg_block *b,
			const struct cfg_elem *el)
{
	struct uctx *c = ctx;
	uint64_t *s = state;
	const struct uop *u;
	struct node *n = el->n, *x;
	int v, i;

	u = uop_at(c->uf->ops, n);
	if (u) {
		i = op_index(c, u);
		if (i >= 0 && (c->ignored & (1ull << i)))
			s[c->nvars] |= 1ull << i;
	}
	if (el->kind == CFG_ASM) {
		for (x = n->asm_stmt.outputs; x; x = x->next) {
			v = var_of(c, ast_strip_casts(x->asm_operand.expr));
			if (v >= 0)
				s[v] = V_OTHER;
		}
		return;
	}
	if (el->kind == CFG_DECL) {
		v = var_index(c, flow_decl_var(n, NULL));
		if (v >= 0)
			define(c, s, v, value_bits(c, n->init_decl.initializer, OP_ASSIGN), true);
		return;
	}
	if (el->kind != CFG_EXPR)
		return;
	if (n->kind == N_IDENT) {
		v = var_of(c, n);
		if (v < 0)
			return;
		if (n->flags & AST_F_READ) {
			c->used |= s[v] & V_OPS;
			watch_read(c, s, v, n);
		}
		/*
		 * "x++", "x += 1": read, then written.  The left operand of
		 * an assignment is written when the assignment is done, after
		 * its right operand has been read ("ret = ret ? -EFAULT : 0").
		 */
		if ((n->flags & AST_F_WRITE) && (n->flags & AST_F_READ))
			s[v] = V_OTHER;
		return;
	}
	/* an accessor's own assignments too: get_user(ret, p) writes ret */
	if (n->kind == N_ASSIGN) {
		v = var_of(c, ast_strip_casts(n->binary.lhs));
		if (v >= 0)
			define(c, s, v, value_bits(c, n->binary.rhs, n->op), n->op == OP_ASSIGN);
	}
}

/* The local a branch tests, and whether its true edge says nonzero (false: zero). */
static int tested_var(const struct uctx *c, const struct cfg_block *b, bool *true_nonzero)
{
	struct node *e = b->term_node;
	int64_t k;

	*true_nonzero = true;
	for (;;) {
		e = flow_test_operand(e);
		if (!e)
			return -1;
		if (e->kind == N_UNARY && e->op == OP_NOT) {
			*true_nonzero = !*true_nonzero;
			e = e->unary.operand;
		} else if (e->kind == N_ASSIGN && e->op == OP_ASSIGN) {
			e = e->binary.lhs;
		} else if (e->kind == N_BINARY && e->op == OP_GT &&
			   const_value(e->binary.rhs, &k) && !k) {
			/* "count > 0": false only for 0, as counts go */
			e = e->binary.lhs;
		} else {
			break;
		}
	}
	return var_of(c, e);
}

/* On the edge where a local is zero, the count it held is no longer an error to misread. */
static const void *st_edge(void *ctx, const void *state, const struct cfg_block *b,
			   const struct cfg_edge *e)
{
	struct uctx *c = ctx;
	bool true_nonzero;
	int v;

	if (b->term != CFG_T_BRANCH || (e->kind != CFG_EDGE_TRUE && e->kind != CFG_EDGE_FALSE))
		return state;
	v = tested_var(c, b, &true_nonzero);
	if (v < 0 || (e->kind == CFG_EDGE_TRUE) == true_nonzero)
		return state;
	memcpy(c->scratch, state, state_size(c) + sizeof(uint64_t));
	c->scratch[v] = (c->scratch[v] & V_OPS) ? V_OTHER : c->scratch[v];
	return c->scratch;
}

/* A return that may tell the caller it succeeded: not of a negative errno. */
static bool success_return(const struct uctx *c, const uint64_t *s, const struct node *ret)
{
	struct node *e;
	int v;

	if (c->ret_type->kind == TYPE_VOID)
		return false;	/* no result to report a fault with */
	e = ret && ret->kind == N_RETURN ? ast_strip_casts(ret->return_stmt.expr) : NULL;
	if (!e)
		return true;
	if (negative_const(e))
		return false;
	v = var_of(c, e);
	return v < 0 || s[v] != V_NEG;
}

static void st_block_end(void *ctx, void *state, const struct cfg_block *b)
{
	struct uctx *c = ctx;
	uint64_t *s = state;

	const struct node *ret = b->term_node;
	int v;

	if (b->term != CFG_T_RETURN)
		return;
	if (success_return(c, s, ret))
		c->success |= s[c->nvars];
	v = ret && ret->return_stmt.expr ? var_of(c, ast_strip_casts(ret->return_stmt.expr)) : -1;
	if (c->run.replay == 1 && !c->errno_ret && v >= 0 && (s[v] & V_NEG)) {
		c->errno_ret = (struct node *)ret;
		c->errno_var = c->vars[v];
	}
}

/* Where the function's negative errno comes from, for the notes. */
static void errno_note(const struct uctx *c)
{
	unsigned int i;

	for (i = 0; c->errno_var && i < c->nnegs; i++)
		if (c->negs[i].var == c->errno_var) {
			diag_note(c->negs[i].at->pos, "'%s' set to a negative errno here, returned by '%s'",
				  c->errno_var->name->name, fn_name(c));
			return;
		}
	diag_note(c->errno_ret->pos, "a negative errno returned here");
}

/* A read of local V, in state S: a count it holds misread or returned. */
static void watch_read(struct uctx *c, const uint64_t *s, int v, struct node *ident)
{
	const struct watch *w = NULL;
	const struct uop *u = NULL;
	uint64_t counts = 0;
	unsigned int i;

	for (i = 0; i < c->nwatches; i++)
		if (c->watches[i].ident == ident)
			w = &c->watches[i];
	if (!w || c->run.replay == 1)
		return;
	for (i = 0; i < c->nops; i++)
		if ((s[v] & c->plain & (1ull << i)) && c->ops[i]->result == UOP_RES_COUNT &&
		    !(c->reported & (1ull << i))) {
			counts |= 1ull << i;
			if (!u)
				u = c->ops[i];
		}
	if (!u)
		return;
	if (w->op) {
		if (!diag_warning(CHECK_USER_COPY_RESULT, ast_range(w->at),
				  "'%s' holds the result of %s(), the number of bytes not copied, never negative: %s",
				  ident->sym->name->name, u->name, misread(w->op, w->c)))
			return;
	} else {
		if (!c->signed_ret || !c->errno_ret)
			return;
		if (!diag_warning(CHECK_USER_COPY_RESULT, ast_range(w->at),
				  "'%s' returns '%s', the result of %s(), the number of bytes not copied, where its other returns are negative errnos: the caller sees a positive count, not -EFAULT",
				  fn_name(c), ident->sym->name->name, u->name))
			return;
		errno_note(c);
	}
	c->reported |= counts;
	diag_note_step(u->root->pos, "'%s' set from %s() here", ident->sym->name->name, u->name);
}

static void report_count_returns(struct uctx *c)
{
	const struct uop *u;
	unsigned int i;

	if (!c->signed_ret || !c->errno_ret)
		return;
	for (i = 0; i < c->ncount_rets; i++) {
		u = result_of(c, c->count_rets[i]);
		if (diag_warning(CHECK_USER_COPY_RESULT, ast_range(u->root),
				 "'%s' returns the result of %s(), the number of bytes not copied, where its other returns are negative errnos: the caller sees a positive count, not -EFAULT",
				 fn_name(c), u->name))
			errno_note(c);
	}
}

static void report_unread(void *ctx)
{
	struct uctx *c = ctx;
	const struct uop *u;
	unsigned int i;
	bool store;

	for (i = 0; i < c->nops; i++) {
		u = c->ops[i];
		store = u->kind == UOP_STORE || u->kind == UOP_CLEAR;
		if (store && !(c->success & (1ull << i)))
			continue;
		if (c->ignored & (1ull << i))
			diag_warning(CHECK_USER_STORE_UNCHECKED, ast_range(u->root),
				     "the result of %s() is ignored: on a fault the caller is told it succeeded, though user memory was not written",
				     u->name);
		else if ((c->stored & ~c->used & (1ull << i)) && store)
			diag_warning(CHECK_USER_COPY_RESULT, ast_range(u->root),
				     "the result of %s() is stored but never read: on a fault the caller is told it succeeded, though user memory was not written",
				     u->name);
		else if (c->stored & ~c->used & (1ull << i))
			diag_warning(CHECK_USER_COPY_RESULT, ast_range(u->root),
				     "the result of %s() is stored but never read: on a fault the data is used as if it had been read (zeroed or unset)",
				     u->name);
	}
}

static void follow_locals(struct uctx *c)
{
	unsigned int i, j;

	/* the locals given no address: the others may be read through it */
	for (i = j = 0; i < c->nvars; i++)
		if (!is_excluded(c, c->vars[i]))
			c->vars[j++] = c->vars[i];
	c->nvars = j;
	c->scratch = arena_alloc(c->uf->f.arena, state_size(c) + sizeof(uint64_t));
	c->run = (struct flow_run){
		.problem = { .ctx = c, .entry = st_entry, .copy = st_copy, .join = st_join,
			     .transfer = st_transfer, .edge = st_edge, .block_end = st_block_end },
		.replays = 2,
		.report = report_unread,
	};
	flow_run(&c->run, c->uf);
}

static void check_body(struct decl_sym *fn, struct node *body)
{
	const struct ufunc *uf = ufunc_get(fn, body);
	struct uctx c;
	unsigned int i;

	if (!uf->ops)
		return;
	memset(&c, 0, sizeof(c));
	c.uf = uf;
	for (i = 0; i < uop_count(uf->ops) && c.nops < MAX_OPS; i++)
		c.ops[c.nops++] = uop_get(uf->ops, i);
	c.ret_type = fn->type && fn->type->kind == TYPE_FUNCTION ? fn->type->base : NULL;
	if (!c.ret_type)
		return;
	c.signed_ret = type_is_integer(c.ret_type) && type_is_signed(c.ret_type);
	walk(body, &c);
	if (c.need_flow || (c.ncount_rets && c.nnegs))
		follow_locals(&c);
	report_count_returns(&c);
}

void usercopy_register(void)
{
	if (check_enabled(CHECK_USER_COPY_RESULT) || check_enabled(CHECK_USER_STORE_UNCHECKED)) {
		uop_init();
		hook_add(function_body, check_body);
	}
}
