// SPDX-License-Identifier: GPL-2.0
/*
 * -Wmissing-access-ok: the accessors that do not check the address
 * themselves (__get_user(), __copy_from_user(), unsafe_*()...) used on a
 * pointer user space chose, with no access_ok() on the path; unsafe_*()
 * outside the user access block this function opens; a return with the
 * block still open.
 *
 * Only pointers that come from user space in the function itself are
 * followed: a system call's parameters, an ioctl-style integer argument
 * turned into a user pointer, a pointer fetched from user memory (the
 * sources of flow/user.h, system call wrappers included).  A
 * pointer parameter of an ordinary function is its callers' to check (the
 * x86 signal frame helpers, the compat get_*() helpers are called with a
 * pointer checked before), and a function that opens no user access block
 * runs inside its caller's.
 *
 * One forward pass over the CFG (flow/solve.h): the pointers access_ok()
 * or user_access_begin() proved on every path, facts on the path
 * (flow/fact.h, met at joins) with the copies "p = buf" as aliases, and
 * the states the user access block may be in (a union).  The true edge
 * of "if (access_ok(p, n))" adds p; an assignment to p drops it.
 */
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "cfg.h"
#include "checks.h"
#include "decl.h"
#include "diag.h"
#include "drive.h"
#include "fact.h"
#include "key.h"
#include "source.h"
#include "type.h"
#include "uaccess.h"
#include "user.h"
#include "util.h"

/* Where the user access block may be on a path (a set: the paths joined). */
enum {
	B_NONE = 1,	/* not opened by this function yet */
	B_OPEN = 2,
	B_CLOSED = 4,	/* user_access_end() */
	B_FAILED = 8,	/* user_access_begin() returned false */
};

#define MAX_CHECKED 16
#define MAX_COPIES 8

struct ustate {
	uint8_t block;
	/* where the block was opened, closed, failed to open (for the messages) */
	const struct node *opened, *closed, *failed;
	/*
	 * The pointers access_ok() proved, facts true (at most MAX_CHECKED),
	 * and the copies "to = from" with neither written since, aliases (at
	 * most MAX_COPIES): a check of one proves the other ("char __user *p
	 * = buf;" before access_ok(buf, len)).
	 */
	struct facts fs;
};

/* An object whose value user space chose, and why. */
struct source {
	const struct key *obj;
	struct user_src src;
};

/* access_ok() or user_access_begin() as the condition of a branch. */
struct test {
	const struct uop *op;
	const struct node *node;	/* the CFG block's term_node */
	bool neg;			/* the node is true when the accessor's result is false */
};

/*
 * The unit's functions that are an access_ok() of a parameter, as x86's
 * valid_user_frame() is ("return __access_ok(fp, size);"): a call of one
 * in a condition checks its argument.
 */
struct wrapper {
	const struct decl_sym *fn;
	unsigned int param;	/* from 1 */
	bool neg;
};

static struct {
	struct wrapper *v;
	size_t n, cap;
} wrappers;

/*
 * The bodies to check, at the end of the unit: an inline wrapper's body
 * is evaluated after its callers'.
 */
static struct {
	struct body_rec {
		struct decl_sym *fn;
		struct node *body;
	} *v;
	size_t n, cap;
} bodies;

struct uctx {
	struct flow_run run;
	const struct ufunc *uf;
	struct arena *a;
	struct user_fn user;		/* system calls' parameters are the user's, not read counts */
	bool opens;			/* the function opens a user access block somewhere */
	struct source *srcs;
	unsigned int nsrcs, srcs_cap;
	struct test *tests;
	unsigned int ntests, tests_cap;
	/* the source found by the last source_of() through a cast, made on the fly */
	struct source cast_src;
};

static struct source *find_source(struct uctx *c, const struct key *obj)
{
	unsigned int i;

	for (i = 0; obj && i < c->nsrcs; i++)
		if (key_equal(c->srcs[i].obj, obj))
			return &c->srcs[i];
	return NULL;
}

/*
 * Where the address E comes from, if user space chose it: E's base
 * variable (through &, *, members, subscripts, pointer arithmetic and
 * casts) is a source, or E turns an integer parameter into a user pointer
 * ("(void __user *)arg", compat_ptr(arg), u64_to_user_ptr(arg)).
 */
static const struct source *source_of(struct uctx *c, const struct node *e)
{
	const struct source *s;
	unsigned int depth;

	for (depth = 0; e && depth < 64; depth++) {
		if (c->nsrcs && (s = find_source(c, key_of(c->a, e))))
			return s;
		switch (e->kind) {
		case N_IDENT:
			if (e->sym && user_param(&c->user, e->sym, &c->cast_src.src))
				return &c->cast_src;
			return NULL;
		case N_CAST:
			if (user_ioctl_pointer(&c->user, e, &c->cast_src.src))
				return &c->cast_src;
			e = e->cast.operand;
			break;
		case N_CALL:
			if (user_ioctl_pointer(&c->user, e, &c->cast_src.src))
				return &c->cast_src;
			if (!(e = user_compat_ptr(e)))
				return NULL;
			break;
		case N_UNARY:
			if (e->op != OP_ADDR && e->op != OP_DEREF)
				return NULL;
			e = e->unary.operand;
			break;
		case N_MEMBER:
			/* "buf->uptr" of a buffer copy_from_user() filled: *buf is the source */
			if (e->op == OP_ARROW && c->nsrcs &&
			    (s = find_source(c, key_deref(c->a, key_of(c->a, e->mem.base)))))
				return s;
			e = e->mem.base;
			break;
		case N_INDEX:
			e = e->subscript.array;
			break;
		case N_BINARY:
			if (e->op != OP_ADD && e->op != OP_SUB)
				return NULL;
			e = e->binary.rhs->type && type_is_pointer(e->binary.rhs->type) ?
			    e->binary.rhs : e->binary.lhs;
			break;
		case N_COMMA:
			e = e->binary.rhs;
			break;
		case N_STMT_EXPR:
			e = stmt_expr_result(e);
			break;
		default:
			return NULL;
		}
	}
	return NULL;
}

/* E through casts and statement expressions: the value it is. */
static const struct node *strip(const struct node *e)
{
	while (e) {
		if (e->kind == N_CAST)
			e = e->cast.operand;
		else if (e->kind == N_STMT_EXPR && stmt_expr_result(e))
			e = stmt_expr_result(e);
		else
			return e;
	}
	return e;
}

static void add_source(struct uctx *c, const struct key *obj, struct user_src from)
{
	if (!obj || obj->kind == KEY_OPAQUE || key_is_fuzzy(obj) || find_source(c, obj))
		return;
	c->srcs = arena_grow(c->a, c->srcs, c->nsrcs + 1, &c->srcs_cap, sizeof(*c->srcs));
	c->srcs[c->nsrcs++] = (struct source){ obj, from };
}

/*
 * The variables user space chose: what the fetches wrote (get_user()'s x,
 * copy_from_user()'s struct, memdup_user()'s copy), and the variables
 * given a value derived from one, a system call's parameter or a cast
 * integer argument.  A few passes over the assignments: a copy of a copy.
 */
static void find_sources(struct uctx *c, const struct cfg *cfg)
{
	unsigned int i, j, pass, n;
	struct user_src param;

	for (i = 0; i < uop_count(c->uf->ops); i++) {
		const struct uop *op = uop_get(c->uf->ops, i);

		if (op->kind == UOP_FETCH && op->kern)
			add_source(c, op->kern_lvalue ? key_of(c->a, op->kern) :
				   key_deref(c->a, key_of(c->a, op->kern)), user_fetched(op));
	}
	for (pass = 0; pass < 3; pass++) {
		n = c->nsrcs;
		for (i = 0; i < cfg->nblocks; i++) {
			const struct cfg_block *b = cfg->blocks[i];

			for (j = 0; j < b->nelems; j++) {
				const struct cfg_elem *el = &b->elems[j];
				const struct node *rhs = NULL;
				const struct source *s;
				const struct uop *op;
				struct decl_sym *lhs = NULL;

				if (el->kind == CFG_DECL) {
					lhs = flow_decl_var(el->n, &rhs);
				} else if (el->kind == CFG_EXPR && el->n->kind == N_ASSIGN &&
					   el->n->op == OP_ASSIGN && el->n->binary.lhs->kind == N_IDENT) {
					lhs = el->n->binary.lhs->sym;
					rhs = el->n->binary.rhs;
				}
				if (!lhs || !rhs || uop_internal(c->uf->ops, el->n) ||
				    user_param(&c->user, lhs, &param))
					continue;
				op = uop_of_root(c->uf->ops, strip(rhs));
				if (op && user_fetch_copy(op))
					add_source(c, key_of_sym(c->a, lhs), user_fetched(op));
				else if ((s = source_of(c, rhs)))
					add_source(c, key_of_sym(c->a, lhs), s->src);
			}
		}
		if (n == c->nsrcs)
			break;
	}
}

/*
 * The node the CFG branches on for accessor root E (the descent of
 * flow/build.c's cond(): !, __builtin_expect, widening casts, == 0),
 * NEG set if that node is true when E is false.
 */
static const struct node *test_node(const struct node *e, bool *neg)
{
	const struct node *x;

	*neg = false;
	for (;;) {
		if (e->kind == N_UNARY && e->op == OP_NOT) {
			*neg = !*neg;
			e = e->unary.operand;
		} else if (e->kind == N_CALL && (x = cfg_expect_operand(e))) {
			e = x;
		} else if (e->kind == N_CAST && e->type && type_is_integer(e->type) &&
			   e->cast.operand->type &&
			   (type_is_integer(e->cast.operand->type) ||
			    type_is_pointer(e->cast.operand->type)) &&
			   (e->type->kind == TYPE_BOOL ||
			    type_sizeof(e->type) >= type_sizeof(e->cast.operand->type))) {
			e = e->cast.operand;
		} else if (e->kind == N_BINARY && (e->op == OP_EQ || e->op == OP_NE) &&
			   (cfg_is_zero(e->binary.rhs) || cfg_is_zero(e->binary.lhs))) {
			if (e->op == OP_EQ)
				*neg = !*neg;
			e = cfg_is_zero(e->binary.rhs) ? e->binary.lhs : e->binary.rhs;
		} else if (e->kind == N_COMMA) {
			e = e->binary.rhs;
		} else if (e->kind == N_STMT_EXPR && stmt_expr_result(e)) {
			/* 6.1's x86 access_ok(): ({ WARN_ON_IN_IRQ(); likely(__access_ok(...)); }) */
			e = stmt_expr_result(e);
		} else {
			return e;
		}
	}
}

static void find_tests(struct uctx *c)
{
	unsigned int i;

	for (i = 0; i < uop_count(c->uf->ops); i++) {
		const struct uop *op = uop_get(c->uf->ops, i);
		struct test *t;

		if (op->kind == UOP_BEGIN)
			c->opens = true;
		if (op->result != UOP_RES_BOOL || (op->kind != UOP_CHECK && op->kind != UOP_BEGIN))
			continue;
		c->tests = arena_grow(c->a, c->tests, c->ntests + 1, &c->tests_cap,
				      sizeof(*c->tests));
		t = &c->tests[c->ntests++];
		t->op = op;
		t->node = test_node(op->root, &t->neg);
	}
}

/* The user pointer E as the checked set knows it: its key, casts and statement expressions seen through. */
static const struct key *ptr_key(struct uctx *c, const struct node *e)
{
	return e ? key_of(c->a, strip(e)) : NULL;
}

static bool is_checked(const struct ustate *s, const struct key *k)
{
	return fact_find(&s->fs, k, NULL);
}

/*
 * access_ok(p, n) covers p, the members and elements of *p ("&p->f",
 * "&p->a[2]", "p + 3"): K with its members, constant offsets and address
 * operators taken off one at a time.  The offset is not compared with n.
 */
static bool covered(const struct ustate *s, const struct key *k)
{
	while (k) {
		if (is_checked(s, k))
			return true;
		switch (k->kind) {
		case KEY_ADDR:
		case KEY_MEMBER:
		case KEY_DEREF:
			k = k->a;
			break;
		case KEY_BINARY:
			if ((k->op != OP_ADD && k->op != OP_SUB) || !k->b || k->b->kind != KEY_CONST)
				return false;
			k = k->a;
			break;
		default:
			return false;
		}
	}
	return false;
}

/* K is proved: a fact true. */
static void checked_new(struct uctx *c, struct ustate *s, const struct key *k)
{
	struct fact *f = fact_new(c->a, &s->fs);

	f->key = k;
	f->nonzero = true;
}

/* K is proved, and so are its copies. */
static void add_checked(struct uctx *c, struct ustate *s, const struct key *k)
{
	unsigned int i, n = facts_count(&s->fs, false);

	if (!k || k->kind == KEY_OPAQUE || key_is_fuzzy(k) || is_checked(s, k) || n >= MAX_CHECKED)
		return;
	checked_new(c, s, k);
	for (i = 0, n++; i < s->fs.n && n < MAX_CHECKED; i++) {
		const struct fact *cp = &s->fs.f[i];
		const struct key *other = NULL;

		if (!cp->same)
			continue;
		if (key_equal(cp->same, k) && !is_checked(s, cp->key))
			other = cp->key;
		else if (key_equal(cp->key, k) && !is_checked(s, cp->same))
			other = cp->same;
		if (other) {
			checked_new(c, s, other);
			n++;
		}
	}
}

/* LHS is written: what access_ok() proved of its old value is gone. */
static void kill(struct ustate *s, const struct key *lhs)
{
	if (lhs && lhs->kind != KEY_OPAQUE)
		facts_forget_reads(&s->fs, lhs, true);
}

static void *entry_state(void *ctx)
{
	struct uctx *c = ctx;
	struct ustate *s = arena_alloc(c->a, sizeof(*s));

	memset(s, 0, sizeof(*s));
	s->block = B_NONE;
	return s;
}

static void *copy_state(void *ctx, const void *from)
{
	struct uctx *c = ctx;
	struct ustate *s = arena_alloc(c->a, sizeof(*s));

	memcpy(s, from, sizeof(*s));
	facts_copy(c->a, &s->fs, &((const struct ustate *)from)->fs);
	return s;
}

static bool join_state(void *ctx, void **into, const void *from)
{
	struct ustate *d = *into;
	const struct ustate *s = from;
	bool changed = false;

	if (!d) {
		*into = copy_state(ctx, from);
		return true;
	}
	if ((d->block | s->block) != d->block) {
		d->block |= s->block;
		changed = true;
	}
	if (!d->opened)
		d->opened = s->opened;
	if (!d->closed)
		d->closed = s->closed;
	if (!d->failed)
		d->failed = s->failed;
	return facts_meet(&d->fs, &s->fs) || changed;
}

static const char *key_text(const struct key *k, const struct node *e)
{
	static struct strbuf sb;

	sb.len = 0;
	if (k && k->kind != KEY_OPAQUE)
		key_print(&sb, k);
	else if (e && e->kind == N_IDENT && e->name)
		sb_addstr(&sb, e->name->name);
	else
		sb_addstr(&sb, "the pointer");
	return sb_cstr(&sb);
}

/* The name of the accessor whose root is N, DEFAULT if none (a macro's own call). */
static const char *op_name(const struct uctx *c, const struct node *n, const char *dflt)
{
	const struct uop *op = uop_of_root(c->uf->ops, n);

	return op ? op->name : dflt;
}

static void report_unchecked(struct uctx *c, const struct ustate *s, const struct uop *op)
{
	const struct source *found;
	const struct user_src *src;
	const struct node *origin = NULL;
	const struct key *k;
	char why[256];

	if (!op->user || !(found = source_of(c, op->user)))
		return;
	src = &found->src;
	k = ptr_key(c, op->user);
	if (k && covered(s, k))
		return;
	if (src->kind == USER_SYSCALL) {
		snprintf(why, sizeof(why),
			 "which comes from user space (the system call's argument '%s')",
			 src->param->name->name);
	} else if (src->kind == USER_IOCTL) {
		origin = src->cast;
		snprintf(why, sizeof(why),
			 "which comes from user space (an integer argument made a user pointer at %s)",
			 flow_place(origin->pos));
	} else {
		origin = src->op->root;
		snprintf(why, sizeof(why), "which comes from user space (%s at %s)", src->op->name,
			 flow_place(origin->pos));
	}
	if (diag_warning(CHECK_MISSING_ACCESS_OK, ast_range(op->root),
			 "%s() on '%s', %s, with no access_ok() on this path: %s() does not check the address",
			 op->name, key_text(k, op->user), why, op->name) && origin)
		diag_note(origin->pos, "the pointer comes from user space here");
}

static void report_block(struct uctx *c, const struct ustate *s, const struct uop *op)
{
	if (!c->opens || !(s->block & (B_NONE | B_CLOSED | B_FAILED)))
		return;
	if (s->block & B_CLOSED && s->closed) {
		if (diag_warning(CHECK_MISSING_ACCESS_OK, ast_range(op->root),
				 "%s() outside a user access block: %s() at %s closed it", op->name,
				 op_name(c, s->closed, "user_access_end"), flow_place(s->closed->pos)))
			diag_note(s->closed->pos, "the user access block is closed here");
	} else if (s->block & B_FAILED && s->failed) {
		if (diag_warning(CHECK_MISSING_ACCESS_OK, ast_range(op->root),
				 "%s() outside a user access block: %s() at %s failed on this path",
				 op->name, op_name(c, s->failed, "user_access_begin"),
				 flow_place(s->failed->pos)))
			diag_note(s->failed->pos, "the user access block fails to open here");
	} else {
		diag_warning(CHECK_MISSING_ACCESS_OK, ast_range(op->root),
			     "%s() outside a user access block: no user_access_begin() on this path",
			     op->name);
	}
}

static void accessor(struct uctx *c, struct ustate *s, const struct uop *op)
{
	if (c->run.replay && op->unchecked)
		report_unchecked(c, s, op);
	if (c->run.replay && op->needs_block)
		report_block(c, s, op);
	if (op->kind == UOP_BEGIN) {
		s->block = B_OPEN;
		s->opened = op->root;
	} else if (op->kind == UOP_END) {
		s->block = B_CLOSED;
		s->closed = op->root;
	}
}

/*
 * LHS = RHS: LHS is proved if RHS is (a copy, masked_user_access_begin()'s
 * result), and remembered as a copy of RHS for a check to come.
 */
static void assign(struct uctx *c, struct ustate *s, const struct key *lhs,
		   const struct node *rhs)
{
	const struct uop *op = rhs ? uop_of_root(c->uf->ops, ast_strip_casts(rhs)) : NULL;
	const struct key *rk = rhs && !op ? ptr_key(c, rhs) : NULL;

	kill(s, lhs);
	if (!lhs || lhs->kind == KEY_OPAQUE)
		return;
	if (op && op->kind == UOP_BEGIN && op->result == UOP_RES_PTR) {
		add_checked(c, s, lhs);
	} else if (rk && rk->kind != KEY_OPAQUE && !key_is_fuzzy(rk) && !key_reads(rk, lhs)) {
		if (is_checked(s, rk))
			add_checked(c, s, lhs);
		if (facts_count(&s->fs, true) < MAX_COPIES) {
			struct fact *cp = fact_new(c->a, &s->fs);

			cp->key = lhs;
			cp->same = rk;
		}
	}
}

/* "p = p + 2": P advanced by a constant. */
static bool advances(struct uctx *c, const struct node *n)
{
	const struct node *r = ast_strip_casts(n->binary.rhs);

	return r->kind == N_BINARY && (r->op == OP_ADD || r->op == OP_SUB) &&
	       flow_is_const(r->binary.rhs, NULL) &&
	       key_equal(key_of(c->a, r->binary.lhs), key_of(c->a, n->binary.lhs));
}

/*
 * LHS, a pointer, advanced by a constant: what was checked stays checked.
 * The loops over a range user_access_begin() proved walk it so ("for (r
 * = 0; r < n; r++, p += 2) unsafe_put_user(..., p, Efault)" in
 * i915_query.c); how far they go is not followed.  An integer advanced
 * is another value.
 */
static void advance(struct ustate *s, const struct key *lhs, const struct node *e)
{
	if (!lhs || lhs->kind == KEY_OPAQUE)
		return;
	if (e->type && type_is_pointer(e->type))
		facts_forget_reads(&s->fs, lhs, false);
	else
		kill(s, lhs);
}

static void transfer(void *ctx, void *state, const struct cfg_block *b, const struct cfg_elem *el)
{
	struct uctx *c = ctx;
	struct ustate *s = state;
	const struct uop *op;
	const struct node *n = el->n, *init, *a;
	struct decl_sym *var;

	(void)b;
	if (el->kind != CFG_EXPR && el->kind != CFG_DECL && el->kind != CFG_ASM)
		return;
	op = uop_at(c->uf->ops, n);
	if (op)
		accessor(c, s, op);
	if (el->kind == CFG_DECL) {
		var = flow_decl_var(n, &init);
		if (var && init)
			assign(c, s, key_of_sym(c->a, var), init);
	} else if (n->kind == N_ASSIGN && (n->op == OP_ADD_ASSIGN || n->op == OP_SUB_ASSIGN) &&
		   flow_is_const(n->binary.rhs, NULL)) {
		advance(s, key_of(c->a, n->binary.lhs), n->binary.lhs);
	} else if (n->kind == N_ASSIGN && n->op == OP_ASSIGN && advances(c, n)) {
		advance(s, key_of(c->a, n->binary.lhs), n->binary.lhs);
	} else if (n->kind == N_ASSIGN) {
		assign(c, s, key_of(c->a, n->binary.lhs), n->op == OP_ASSIGN ? n->binary.rhs : NULL);
	} else if ((n->kind == N_UNARY || n->kind == N_POSTFIX) &&
		   (n->op == OP_INC || n->op == OP_DEC)) {
		advance(s, key_of(c->a, n->unary.operand), n->unary.operand);
	} else if (n->kind == N_CALL && !op) {
		/* f(&p) may change p */
		for (a = n->call.args; a; a = a->next)
			if (a->kind == N_UNARY && a->op == OP_ADDR)
				kill(s, key_of(c->a, a->unary.operand));
	}
}

/*
 * The test B's branch is on, seen through as the test's own node is
 * (6.1's x86 access_ok() is a statement expression whose value the
 * branch tests); *NEG: the branch is true when that node is false.
 */
static const struct test *test_of(struct uctx *c, const struct cfg_block *b, bool *neg)
{
	const struct node *n;
	unsigned int i;

	if (b->term != CFG_T_BRANCH)
		return NULL;
	n = test_node(b->term_node, neg);
	for (i = 0; i < c->ntests; i++)
		if (c->tests[i].node == n)
			return &c->tests[i];
	return NULL;
}

static void release_wrappers(void)
{
	free(wrappers.v);
}

static void release_bodies(void)
{
	free(bodies.v);
}

static void note_wrapper(const struct ufunc *uf)
{
	const struct node *r = uf->f.body->compound.items;
	const struct node *p;
	const struct uop *op;
	bool neg;

	if (!r || r->next || r->kind != N_RETURN || !r->return_stmt.expr)
		return;
	op = uop_of_root(uf->ops, test_node(r->return_stmt.expr, &neg));
	if (!op || op->kind != UOP_CHECK || !op->user)
		return;
	p = ast_strip_casts(op->user);
	if (p->kind != N_IDENT || !p->sym || !p->sym->is_param || !p->sym->param)
		return;
	vec_grow(wrappers.v, wrappers.n + 1, wrappers.cap, 8);
	wrappers.v[wrappers.n++] = (struct wrapper){ uf->f.fn, p->sym->param, neg };
}

/* The pointer a call of a wrapper (note_wrapper()) checks, NULL if E is none. */
static const struct node *wrapper_call(const struct node *e, bool *neg)
{
	const struct node *a;
	unsigned int i, k;

	if (e->kind != N_CALL || !e->callee)
		return NULL;
	for (i = 0; i < wrappers.n; i++) {
		if (wrappers.v[i].fn != e->callee)
			continue;
		for (a = e->call.args, k = 1; a && k < wrappers.v[i].param; a = a->next, k++)
			;
		*neg = wrappers.v[i].neg;
		return a;
	}
	return NULL;
}

static const void *edge_state(void *ctx, const void *state, const struct cfg_block *b,
			      const struct cfg_edge *e)
{
	struct uctx *c = ctx;
	const struct test *t;
	const struct node *ptr;
	struct ustate *s;
	bool ok, neg, tneg;

	if (e->kind != CFG_EDGE_TRUE && e->kind != CFG_EDGE_FALSE)
		return state;
	t = test_of(c, b, &tneg);
	if (!t) {
		ptr = wrapper_call(b->term_node, &neg);
		if (!ptr || (e->kind == CFG_EDGE_TRUE) == neg)
			return state;
		s = copy_state(ctx, state);
		add_checked(c, s, ptr_key(c, ptr));
		return s;
	}
	ok = ((e->kind == CFG_EDGE_TRUE) != tneg) != t->neg;
	s = copy_state(ctx, state);
	if (ok) {
		add_checked(c, s, ptr_key(c, t->op->user));
	} else if (t->op->kind == UOP_BEGIN) {
		s->block = B_FAILED;
		s->failed = t->op->root;
	}
	return s;
}

/* A return with the block open: the CPU still lets the kernel touch user memory (SMAP off). */
static void block_end(void *ctx, void *state, const struct cfg_block *b)
{
	struct uctx *c = ctx;
	struct ustate *s = state;
	const struct node *where;
	struct srcpos pos;
	unsigned int i;

	if (!(s->block & B_OPEN) || !s->opened)
		return;
	for (i = 0; i < b->nsuccs; i++)
		if (b->succs[i].kind == CFG_EDGE_RETURN || b->succs[i].to->id == 1)
			break;
	if (i == b->nsuccs)
		return;
	where = b->term == CFG_T_RETURN ? b->term_node : NULL;
	pos = where ? where->pos : c->run.cfg->end;
	if (diag_warning(CHECK_MISSING_ACCESS_OK, pos,
			 "return with the user access block open (%s() at %s): no user_access_end() on this path",
			 op_name(c, s->opened, "user_access_begin"), flow_place(s->opened->pos)))
		diag_note(s->opened->pos, "the user access block is opened here");
}

/* With the CFG: the tests of access_ok() and the sources of user pointers. */
static bool prepare(void *ctx)
{
	struct uctx *c = ctx;

	find_tests(c);
	find_sources(c, c->run.cfg);
	return true;
}

static void check_body(struct decl_sym *fn, struct node *body)
{
	const struct ufunc *uf = ufunc_get(fn, body);
	struct uctx c = {
		.run = {
			.problem = { .ctx = &c, .entry = entry_state, .copy = copy_state,
				     .join = join_state, .transfer = transfer, .edge = edge_state,
				     .block_end = block_end },
			.prepare = prepare,
			.name_function = true,
		},
		.uf = uf, .a = uf->f.arena,
	};

	if (!uf->ops)
		return;
	user_fn_init(&c.user, fn, USER_SYSCALL_WRAPPERS);
	flow_run(&c.run, uf);
}

/* Functions with an accessor that does not check, or that open a block: checked at the unit's end. */
static void record_body(struct decl_sym *fn, struct node *body)
{
	const struct ufunc *uf = ufunc_get(fn, body);
	unsigned int i;

	if (!uf->ops)
		return;
	note_wrapper(uf);
	for (i = 0; i < uop_count(uf->ops); i++)
		if (uop_get(uf->ops, i)->unchecked || uop_get(uf->ops, i)->kind == UOP_BEGIN)
			break;
	if (i == uop_count(uf->ops))
		return;
	vec_grow(bodies.v, bodies.n + 1, bodies.cap, 16);
	bodies.v[bodies.n++] = (struct body_rec){ fn, body };
}

static void unit_done(void)
{
	size_t i;

	for (i = 0; i < bodies.n; i++)
		check_body(bodies.v[i].fn, bodies.v[i].body);
}

void useraccess_register(void)
{
	if (!check_enabled(CHECK_MISSING_ACCESS_OK))
		return;
	uop_init();
	hook_add(function_body, record_body);
	hook_add(unit_end, unit_done);
	check_state(CHECK_SCOPE_UNIT, wrappers, release_wrappers);
	check_state(CHECK_SCOPE_UNIT, bodies, release_bodies);
}
