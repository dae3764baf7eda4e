// SPDX-License-Identifier: GPL-2.0
/*
 * Statements and function bodies: block scopes, conditions, the context
 * of break/continue/case/default, case values, labels and goto, return
 * values.  Expressions are evaluated by eval.c as the walk meets them.
 * The labels of a function are resolved on its tree when its definition
 * is met, evaluated or not: each goto, &&label and asm goto label points
 * to its LABELED statement, each switch lists its case labels.
 */
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "hooks.h"
#include "sema.h"
#include "token.h"
#include "type.h"

struct case_range {
	uint64_t lo, hi;
	struct srcpos pos;
};

struct switch_ctx {
	struct switch_ctx *outer;
	struct node *ctrl;		/* the controlling expression */
	struct type *type;		/* the promoted controlling type; NULL if unknown */
	struct case_range *cases;
	unsigned int ncases, cap;
	/*
	 * The single values among them, hashed (index + 1 per slot, 0 free),
	 * and the ranges: the duplicate check stays linear in a switch of
	 * many cases, as long as few are ranges.
	 */
	unsigned int *single, single_cap, nsingle;
	unsigned int *ranges, nranges, ranges_cap;
	bool has_default;
};

static struct {
	bool active;
	const char *name;
	struct type *ret;
	unsigned int loops;		/* enclosing loops, for continue */
	unsigned int breakable;		/* enclosing loops and switches, for break */
	struct switch_ctx *sw;
	unsigned int fn_scope;		/* the scope depth of the function's parameters */
} fn;

static void statement(struct node *s);

/*
 * The items of a block, or the body of if, else, switch or a loop: a
 * statement, or a list when labels precede it ("if (x) out: f();"), each
 * label an item of its own.
 */
static void block_items(struct node *items)
{
	struct node *n;

	for (n = items; n; n = n->next)
		statement(n);
}

bool stmt_in_function(void)
{
	return fn.active;
}

const char *stmt_function_name(void)
{
	return fn.name ? fn.name : "";
}

void stmt_report_undeclared(struct node *id)
{
	if (fn.active) {
		sema_error(id->pos, "'%s' undeclared (first use in this function)", id->name->name);
		decl_undeclared(id, fn.fn_scope);
	} else {
		sema_error(id->pos, "'%s' undeclared here (not in a function)", id->name->name);
		decl_undeclared(id, 0);
	}
}

/* ---------------------------------------------------------------- */
/* Labels */

/*
 * A label of the function being resolved.  __label__ makes a label local
 * to its block: the kernel's macros that expand to the same label twice
 * in a function rely on it, so a label is looked up through the block
 * nesting, by its name (ident->label, the innermost first), so that a
 * function of many labels costs no more than linear time.
 */
struct label {
	struct label *next;		/* the function's labels, the last opened first */
	struct label *shadow;		/* the label of that name it hides (name->label) */
	struct ident *name;
	struct node *def;		/* its LABELED statement, NULL if none */
	struct node *first_use;
	unsigned int block;		/* the block of __label__, 0 for the function's */
	bool local, closed;
};

/* A reference to a label: a goto, a &&label, an asm goto's label. */
struct label_use {
	struct node *n;
	struct label *l;
};

/* The walk over a function's body that resolves its labels. */
struct resolve {
	struct label *labels;
	unsigned int block, nblocks;	/* the current block's number, blocks opened */
	unsigned int open_local;	/* __label__ labels not closed yet */
	struct node *sw;		/* the innermost switch */
	struct node **case_tail;	/* where its next case label goes */
	struct label_use *uses;
	unsigned int nuses, cap;
};

static struct label *label_open(struct resolve *r, struct ident *name, bool local)
{
	struct label *l = xcalloc(1, sizeof(*l));

	l->name = name;
	l->shadow = name->label;
	name->label = l;
	l->next = r->labels;
	r->labels = l;
	l->local = local;
	l->block = local ? r->block : 0;
	r->open_local += local;
	return l;
}

static struct label *label_get(struct resolve *r, struct ident *name)
{
	return name->label ? name->label : label_open(r, name, false);
}

/* The labels of BLOCK end with it, or all of them (block 0). */
static void labels_close(struct resolve *r, unsigned int block)
{
	struct label *l;

	if (block && !r->open_local)
		return;
	for (l = r->labels; l; l = l->next) {
		if (l->closed || (block && (!l->local || l->block != block)))
			continue;
		l->name->label = l->shadow;
		l->closed = true;
		r->open_local -= l->local;
	}
}

static void label_define(struct resolve *r, struct node *s)
{
	struct label *l = label_get(r, s->name);

	if (l->def) {
		s->flags |= AST_F_LABEL_DUPLICATE;
		return;
	}
	l->def = s;
	if (l->local)
		s->flags |= AST_F_LABEL_LOCAL;
}

static void label_use(struct resolve *r, struct node *n)
{
	struct label *l = label_get(r, n->name);

	vec_grow(r->uses, r->nuses + 1, r->cap, 16);
	r->uses[r->nuses].n = n;
	r->uses[r->nuses++].l = l;
	if (!l->first_use)
		l->first_use = n;
}

static void case_label_add(struct resolve *r, struct node *s)
{
	s->next_case = NULL;
	s->in_switch = r->sw;
	if (r->sw) {
		*r->case_tail = s;
		r->case_tail = &s->next_case;
	}
}

static void resolve(struct node *n, void *arg)
{
	struct resolve *r = arg;
	struct node *l;

	switch (n->kind) {
	case N_COMPOUND: {
		unsigned int outer = r->block;

		r->block = ++r->nblocks;
		ast_for_each_child(n, resolve, r);
		labels_close(r, r->block);
		r->block = outer;
		return;
	}
	case N_LOCAL_LABEL:
		for (l = n->local_label.names; l; l = l->next)
			if (l->name)
				label_open(r, l->name, true);
		return;
	case N_LABELED:
		label_define(r, n);
		break;
	case N_GOTO: case N_LABEL_ADDR:
		label_use(r, n);
		return;
	case N_ASM_TAIL:
		for (l = n->asm_tail.labels; l; l = l->next)
			if (l->kind == N_IDENT)
				label_use(r, l);
		return;
	case N_SWITCH: {
		struct node *outer = r->sw, **tail = r->case_tail;

		if (n->switch_stmt.cond)
			resolve(n->switch_stmt.cond, r);
		n->cases = NULL;
		r->sw = n;
		r->case_tail = &n->cases;
		for (l = n->switch_stmt.body; l; l = l->next)
			resolve(l, r);
		r->sw = outer;
		r->case_tail = tail;
		return;
	}
	case N_CASE: case N_DEFAULT:
		case_label_add(r, n);
		break;
	case N_FUNCTION_DEF:
		return;		/* a nested function: resolved when its definition is evaluated */
	case N_BINARY: case N_COMMA:
		/* a left-nested chain as long as a generated table: a loop, not recursion */
		for (; n->kind == N_BINARY || n->kind == N_COMMA; n = n->binary.lhs)
			resolve(n->binary.rhs, r);
		resolve(n, r);
		return;
	default:
		break;
	}
	ast_for_each_child(n, resolve, r);
}

void stmt_resolve_labels(struct node *fd)
{
	struct resolve r = { 0 };
	unsigned int i;

	if (!fd->function_def.body)
		return;
	resolve(fd->function_def.body, &r);
	labels_close(&r, 0);
	for (i = 0; i < r.nuses; i++) {
		struct node *def = r.uses[i].l->def;

		r.uses[i].n->label = def;
		if (def)
			def->flags |= AST_F_LABEL_USED;
	}
	while (r.labels) {
		struct label *l = r.labels;

		if (!l->def && l->first_use)
			l->first_use->flags |= AST_F_LABEL_UNDEFINED;
		r.labels = l->next;
		free(l);
	}
	free(r.uses);
}

/* A goto, &&label or asm goto label N, resolved: the error of a label not defined. */
void stmt_label_reference(struct node *n)
{
	if (n->flags & AST_F_LABEL_UNDEFINED)
		sema_error(n->pos, "label '%s' used but not defined", n->name->name);
}

/* ---------------------------------------------------------------- */
/* Switch */

static unsigned int value_slot(const struct switch_ctx *sw, uint64_t v)
{
	uint64_t h = v * 0x9e3779b97f4a7c15ull;

	return (unsigned int)(h >> 32) & (sw->single_cap - 1);
}

/* The slot of the single value V, or the free slot where it would go. */
static unsigned int *single_find(struct switch_ctx *sw, uint64_t v)
{
	unsigned int i = value_slot(sw, v);

	while (sw->single[i] && sw->cases[sw->single[i] - 1].lo != v)
		i = (i + 1) & (sw->single_cap - 1);
	return &sw->single[i];
}

static void single_add(struct switch_ctx *sw, unsigned int idx)
{
	if (2 * (sw->nsingle + 1) > sw->single_cap) {
		unsigned int *old = sw->single, cap = sw->single_cap, i;

		sw->single_cap = cap ? 2 * cap : 32;
		sw->single = xcalloc(sw->single_cap, sizeof(*sw->single));
		for (i = 0; i < cap; i++)
			if (old[i])
				*single_find(sw, sw->cases[old[i] - 1].lo) = old[i];
		free(old);
	}
	*single_find(sw, sw->cases[idx].lo) = idx + 1;
	sw->nsingle++;
}

static bool overlaps(bool sgn, uint64_t lo, uint64_t hi, const struct case_range *c)
{
	return sgn ? (int64_t)lo <= (int64_t)c->hi && (int64_t)c->lo <= (int64_t)hi :
		     lo <= c->hi && c->lo <= hi;
}

/* The earliest case overlapping [LO, HI], or -1. */
static long case_overlap(struct switch_ctx *sw, uint64_t lo, uint64_t hi, bool range)
{
	bool sgn = sw->type && type_is_signed(sw->type);
	long first = -1;
	unsigned int i;

	if (range) {
		for (i = 0; i < sw->ncases; i++)
			if (overlaps(sgn, lo, hi, &sw->cases[i]))
				return i;
		return -1;
	}
	if (sw->nsingle && *single_find(sw, lo))
		first = *single_find(sw, lo) - 1;
	for (i = 0; i < sw->nranges; i++) {
		unsigned int r = sw->ranges[i];

		if ((first < 0 || r < first) && overlaps(sgn, lo, hi, &sw->cases[r]))
			first = r;
	}
	return first;
}

static void case_add(struct switch_ctx *sw, struct node *s, uint64_t lo, uint64_t hi,
		     bool range)
{
	long prev = case_overlap(sw, lo, hi, range);

	if (prev >= 0) {
		struct case_range *c = &sw->cases[prev];

		if (range || c->lo != c->hi)
			sema_error(s->pos, "duplicate (or overlapping) case value");
		else
			sema_error(s->pos, "duplicate case value");
		diag_note(c->pos, "previously used here");
		return;
	}
	vec_grow(sw->cases, sw->ncases + 1, sw->cap, 16);
	sw->cases[sw->ncases].lo = lo;
	sw->cases[sw->ncases].hi = hi;
	sw->cases[sw->ncases].pos = s->pos;
	if (lo == hi) {
		single_add(sw, sw->ncases);
	} else {
		vec_grow(sw->ranges, sw->nranges + 1, sw->ranges_cap, 8);
		sw->ranges[sw->nranges++] = sw->ncases;
	}
	sw->ncases++;
}

/* One bound of a case label, converted to the controlling type. */
static enum fold_result case_value(struct node *e, struct cval *v)
{
	enum fold_result fr = const_fold(e, v);

	if (fr == FOLD_NONCONST)
		sema_error(e->pos, "case label does not reduce to an integer constant");
	if (fr == FOLD_OK && fn.sw && fn.sw->type)
		cval_convert(v, fn.sw->type);
	return fr;
}

static void case_label(struct node *s)
{
	struct cval lo, hi;
	enum fold_result a, b = FOLD_OK;

	if (!fn.sw) {
		sema_error(s->pos, "case label not within a switch statement");
		const_fold(s->case_label.first, &lo);
		return;
	}
	a = case_value(s->case_label.first, &lo);
	hi = lo;
	if (s->case_label.last)
		b = case_value(s->case_label.last, &hi);
	if (a != FOLD_OK || b != FOLD_OK || !fn.sw->type)
		return;
	if (s->case_label.last && (type_is_signed(fn.sw->type) ? (int64_t)hi.v < (int64_t)lo.v :
			  hi.v < lo.v))
		return;	/* gcc: "empty range specified", a warning */
	case_add(fn.sw, s, lo.v, hi.v, s->case_label.last != NULL);
}

static void switch_stmt(struct node *s)
{
	struct switch_ctx sw = { 0 };
	struct type *t;

	sw.ctrl = s->switch_stmt.cond;
	t = eval_operand(s->switch_stmt.cond);
	if (!sema_is_error(t)) {
		if (type_is_integer(t)) {
			sw.type = type_promote(t);
			if (type_bits(sw.type) > 64)
				sw.type = NULL;
		} else {
			sema_error(s->switch_stmt.cond->pos, "switch quantity not an integer");
		}
	}
	sw.outer = fn.sw;
	fn.sw = &sw;
	fn.breakable++;
	block_items(s->switch_stmt.body);
	fn.breakable--;
	fn.sw = sw.outer;
	free(sw.cases);
	free(sw.single);
	free(sw.ranges);
}

/* ---------------------------------------------------------------- */

/* The controlling expression E of statement S. */
/* 1 or 0 when the evaluated condition E is an integer constant, else -1. */
static int constant_condition(struct node *e)
{
	struct cval v;

	if (!e || !e->type || !type_is_integer(e->type))
		return -1;
	return const_fold_typed(e, &v) == FOLD_OK ? v.v != 0 : -1;
}

static void condition(struct node *s, struct node *e)
{
	struct type *t;

	if (!e)
		return;
	t = eval_operand(e);
	if (sema_is_error(t))
		return;
	if (type_is_record(t))
		sema_error(e->pos, "used %s type value where scalar is required",
			   t->kind == TYPE_UNION ? "union" : "struct");
	else if (t->kind == TYPE_VOID)
		sema_error(e->pos, "void value not ignored as it ought to be");
	else
		hook_run_condition(s, e);
}

static void return_stmt(struct node *s)
{
	struct conv_ctx ctx = { CONV_RETURN, s->pos, NULL, 0 };
	struct type *t;

	if (!s->return_stmt.expr) {
		if (fn.ret && !sema_is_error(fn.ret))
			hook_run_return_stmt(s, fn.ret);
		return;
	}
	t = eval_operand(s->return_stmt.expr);
	if (!fn.ret || sema_is_error(fn.ret) || sema_is_error(t))
		return;
	hook_run_return_stmt(s, fn.ret);
	if (fn.ret->kind == TYPE_VOID)
		return;	/* gcc: a warning, unless the value is void too */
	eval_convert(s->return_stmt.expr, fn.ret, &ctx);
}

static void asm_stmt(struct node *s)
{
	struct node *operands[2] = { s->asm_stmt.outputs, s->asm_stmt.inputs }, *op;
	int i;

	/*
	 * The operands are not reads or writes of C (an "m" operand names
	 * memory the asm may or may not touch): the asm hook sees them.
	 */
	for (i = 0; i < 2; i++)
		for (op = operands[i]; op; op = op->next)
			if (op->kind == N_ASM_OPERAND && op->asm_operand.expr)
				eval_asm_operand(op, i == 0);
	/* asm goto labels */
	if (s->asm_stmt.tail) {
		for (op = s->asm_stmt.tail->asm_tail.labels; op; op = op->next)
			if (op->kind == N_IDENT)
				stmt_label_reference(op);
	}
	hook_run_asm_stmt(s);
}

/*
 * __context__([lock,] delta), behind the kernel's __acquire(x) and
 * __release(x): the lock names a context, it is no value (sparse never
 * evaluates it); the change must be an integer constant, as sparse says.
 */
static void context_stmt(struct node *s)
{
	struct cval v;

	if (s->context.lock)
		sema_lock_expr(s->context.lock);
	if (const_fold(s->context.delta, &v) == FOLD_NONCONST)
		sema_error(s->context.delta->pos, "bad constant expression");
}

static void compound(struct node *s)
{
	decl_push_scope();
	block_items(s->compound.items);
	decl_pop_scope();
}

static void loop_body(struct node *list)
{
	fn.loops++;
	fn.breakable++;
	block_items(list);
	fn.loops--;
	fn.breakable--;
}

static void statement(struct node *s)
{
	int live;

	if (!s)
		return;
	switch (s->kind) {
	case N_COMPOUND:
		compound(s);
		break;
	case N_EXPR_STMT:
		/* a discarded value is read all the same, as gcc does */
		if (s->expr_stmt.expr)
			eval_operand(s->expr_stmt.expr);
		break;
	case N_IF:
		condition(s, s->if_stmt.cond);
		live = constant_condition(s->if_stmt.cond);
		sema.dead_branch += live == 0;
		block_items(s->if_stmt.then);
		sema.dead_branch -= live == 0;
		sema.dead_branch += live == 1;
		block_items(s->if_stmt.otherwise);
		sema.dead_branch -= live == 1;
		break;
	case N_SWITCH:
		switch_stmt(s);
		break;
	case N_WHILE:
		condition(s, s->while_stmt.cond);
		live = constant_condition(s->while_stmt.cond);
		sema.dead_branch += live == 0;
		loop_body(s->while_stmt.body);
		sema.dead_branch -= live == 0;
		break;
	case N_DO:
		loop_body(s->do_stmt.body);
		condition(s, s->do_stmt.cond);
		break;
	case N_FOR:
		decl_push_scope();
		if (s->for_stmt.init) {
			if (s->for_stmt.init->kind == N_DECL ||
			    s->for_stmt.init->kind == N_STATIC_ASSERT)
				decl_declaration(s->for_stmt.init);
			else
				eval_operand(s->for_stmt.init);
		}
		condition(s, s->for_stmt.cond);
		if (s->for_stmt.step)
			eval_operand(s->for_stmt.step);
		loop_body(s->for_stmt.body);
		decl_pop_scope();
		break;
	case N_GOTO:
		stmt_label_reference(s);
		break;
	case N_GOTO_COMPUTED:
		eval_operand(s->goto_computed.expr);
		break;
	case N_CONTINUE:
		if (!fn.loops)
			sema_error(s->pos, "continue statement not within a loop");
		break;
	case N_BREAK:
		if (!fn.breakable)
			sema_error(s->pos, "break statement not within loop or switch");
		break;
	case N_RETURN:
		return_stmt(s);
		break;
	case N_LABELED:
		if (s->flags & AST_F_LABEL_DUPLICATE)
			sema_error(s->pos, "duplicate label '%s'", s->name->name);
		break;
	case N_CASE:
		case_label(s);
		if (fn.sw)
			hook_run_case_label(s, fn.sw->ctrl);
		break;
	case N_DEFAULT:
		if (!fn.sw)
			sema_error(s->pos, "'default' label not within a switch statement");
		else if (fn.sw->has_default)
			sema_error(s->pos, "multiple default labels in one switch");
		else
			fn.sw->has_default = true;
		if (fn.sw)
			hook_run_case_label(s, fn.sw->ctrl);
		break;
	case N_ASM:
		asm_stmt(s);
		break;
	case N_CONTEXT:
		context_stmt(s);
		break;
	case N_DECL: case N_STATIC_ASSERT: case N_FUNCTION_DEF:
		decl_declaration(s);
		break;
	default:
		break;
	}
}

struct type *stmt_expr(struct node *s)
{
	struct node *last = NULL, *n;
	struct type *t = type_basic(TYPE_VOID);

	if (!s || s->kind != N_COMPOUND)
		return type_basic(TYPE_ERROR);
	decl_push_scope();
	for (n = s->compound.items; n; n = n->next) {
		statement(n);
		last = n;
	}
	if (last && last->kind == N_EXPR_STMT && last->expr_stmt.expr)
		t = eval_value(last->expr_stmt.expr);
	decl_pop_scope();
	return t;
}

void stmt_function_body(struct node *fd, struct decl_sym *sym, struct type *fn_type)
{
	struct node *body = fd->function_def.body;
	typeof(fn) saved = fn;
	/* an inline body evaluated from dead code is live code of its own */
	unsigned int dead_arm = sema.dead_arm, dead_branch = sema.dead_branch;

	sema.dead_arm = sema.dead_branch = 0;
	memset(&fn, 0, sizeof(fn));
	fn.active = true;
	fn.name = sym ? sym->name->name : "";
	fn.ret = fn_type && fn_type->kind == TYPE_FUNCTION ? fn_type->main->base : NULL;
	fn.fn_scope = decl_depth();
	diag_set_function(fn.name);
	if (sym)
		checks_function_begin(sym, fd);
	if (body && body->kind == N_COMPOUND)
		block_items(body->compound.items);
	if (sym) {
		hook_run_function_body(sym, body);
		checks_function_end(sym, fd);
	}
	diag_set_function(saved.active ? saved.name : NULL);
	fn = saved;
	sema.dead_arm = dead_arm;
	sema.dead_branch = dead_branch;
}
