// SPDX-License-Identifier: GPL-2.0
/*
 * -Wdouble-fetch: the same bytes of user memory fetched twice, the first
 * value used (checked, or the size of an allocation or of the second copy)
 * and the second one read afterwards.  The user controls the memory and
 * can change it between the two fetches: the second value need not pass
 * the check the first passed (a race the user wins).
 *
 * A forward may-analysis over the CFG whose facts are fetches: the user
 * object (the key of what the pointer points to, "*u"), the bytes fetched
 * from it ([off, off + len): &u->m, u + i and &u[i] with a constant i, the
 * accessor's byte count or the pointee's size; an unknown count reaches to
 * the end of the object), the object the bytes went to and where in it
 * (get_user's x, *buf for copy_from_user(buf, ...), the variable a
 * memdup_user() result is assigned to), and the bytes of that copy read
 * since.  A fact dies when an object its keys name is written: the user
 * pointer advanced, the loop index of &u[i] changed, the destination
 * pointer given another buffer.  A fetch overlapping bytes whose first
 * value was read makes its copy a second copy of those bytes; reading them
 * there is the report, unless the read is an operand of == or != (the
 * consistency check that fixes the race; it also clears them, as does a
 * write: "buf->len = hdr.len"); so is handing the copy to a function
 * other than a free or IS_ERR() and its kin.  The same accessor against itself around
 * a loop with nothing changed is a retry, not a second fetch: a fetch
 * replaces its own earlier fact.
 */
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "cfg.h"
#include "checks.h"
#include "drive.h"
#include "hooks.h"
#include "key.h"
#include "sema.h"
#include "source.h"
#include "type.h"
#include "uaccess.h"
#include "util.h"

#define END	INT64_MAX	/* an unknown count: up to the end of the object */

struct fact {
	const struct uop *op;		/* the fetch */
	const struct key *user;		/* the user object, "*u" */
	int64_t lo, hi;			/* the bytes fetched from it */
	const struct key *dest;		/* the object they went to, NULL: not known (yet) */
	int64_t dest_off;		/* where byte lo went in dest */
	int64_t ulo, uhi;		/* the bytes of the copy read since (ulo == uhi: none) */
	const struct node *use;		/* the first such read */
	/* a second copy: of FIRST's bytes [olo, ohi), whose value was read at FIRST_USE */
	const struct uop *first;
	const struct node *first_use;
	int64_t olo, ohi;
};

struct dstate {
	struct fact *f;
	unsigned int n, cap;
};

struct dctx {
	struct flow_run run;
	const struct ufunc *uf;
	struct arena *a;
	const struct node **eq;		/* operands of == and != (sorted), made when needed */
	unsigned int neq, eqcap;
	bool eq_done;
	const struct uop **reported;	/* second fetches reported */
	unsigned int nrep, repcap;
};

/* An object and a byte offset in it (key NULL: none that can be followed). */
struct place {
	const struct key *key;
	int64_t off;
};

static int64_t size_of(const struct type *t)
{
	int64_t s = t ? type_sizeof(t) : -1;

	return s > 0 ? s : -1;
}

static struct place lvalue_place(struct arena *a, struct node *e);

/* The offset of member access E from its record's start, members of anonymous ones included. */
static int64_t member_offset(const struct node *e)
{
	const struct type *t = e->mem.base->type;
	uint64_t off;

	if (t && e->op == OP_ARROW)
		t = t->kind == TYPE_POINTER || t->kind == TYPE_ARRAY ? t->base : NULL;
	if (t && e->member->name && type_member_find(t, e->member->name, &off))
		return (int64_t)off;
	return (int64_t)e->member->offset;
}

/* What pointer E points to, and where in it. */
static struct place target_place(struct arena *a, struct node *e)
{
	struct place p = { NULL, 0 };
	struct cval v;
	int64_t s;

	e = ast_strip_casts(e);
	if (!e)
		return p;
	if (e->kind == N_UNARY && e->op == OP_ADDR)
		return lvalue_place(a, e->unary.operand);
	if (e->type && e->type->kind == TYPE_ARRAY)
		return lvalue_place(a, e);
	if (e->kind == N_BINARY && (e->op == OP_ADD || e->op == OP_SUB) && e->type &&
	    e->type->kind == TYPE_POINTER &&
	    const_fold_typed(e->binary.rhs, &v) == FOLD_OK &&
	    (s = size_of(e->type->base)) > 0) {
		p = target_place(a, e->binary.lhs);
		p.off += (e->op == OP_ADD ? 1 : -1) * (int64_t)v.v * s;
		return p;
	}
	p.key = key_of(a, e);
	if (p.key)
		p.key = key_deref(a, p.key);
	return p;
}

/* The object lvalue E is part of, and its offset in it. */
static struct place lvalue_place(struct arena *a, struct node *e)
{
	struct place p = { NULL, 0 };
	struct cval v;
	int64_t s;

	if (!e)
		return p;
	if (e->kind == N_MEMBER && e->member) {
		if (e->op == OP_ARROW)
			p = target_place(a, e->mem.base);
		else
			p = lvalue_place(a, e->mem.base);
		p.off += member_offset(e);
		return p;
	}
	if (e->kind == N_UNARY && e->op == OP_DEREF)
		return target_place(a, e->unary.operand);
	if (e->kind == N_INDEX && const_fold_typed(e->subscript.index, &v) == FOLD_OK &&
	    (s = size_of(e->type)) > 0) {
		p = target_place(a, e->subscript.array);
		p.off += (int64_t)v.v * s;
		return p;
	}
	p.key = key_of(a, e);
	return p;
}

static void *entry_state(void *ctx)
{
	struct dctx *c = ctx;
	struct dstate *s = arena_alloc(c->a, sizeof(*s));

	memset(s, 0, sizeof(*s));
	return s;
}

static void *copy_state(void *ctx, const void *s)
{
	struct dctx *c = ctx;
	const struct dstate *from = s;
	struct dstate *to = arena_alloc(c->a, sizeof(*to));

	to->n = to->cap = from->n;
	to->f = NULL;
	if (from->n) {
		to->f = arena_alloc(c->a, from->n * sizeof(*to->f));
		memcpy(to->f, from->f, from->n * sizeof(*to->f));
	}
	return to;
}

static bool same_fact(const struct fact *a, const struct fact *b)
{
	return a->op == b->op && a->first == b->first &&
	       (a->dest == b->dest || (a->dest && b->dest && key_equal(a->dest, b->dest)));
}

/* [*lo, *hi) grows to hold [lo, hi); true if it did. */
static bool hull(int64_t *lo, int64_t *hi, int64_t l, int64_t h)
{
	if (l >= h)
		return false;
	if (*lo >= *hi) {
		*lo = l;
		*hi = h;
		return true;
	}
	if (l >= *lo && h <= *hi)
		return false;
	*lo = l < *lo ? l : *lo;
	*hi = h > *hi ? h : *hi;
	return true;
}

static void add_fact(struct dctx *c, struct dstate *s, const struct fact *f)
{
	s->f = arena_grow(c->a, s->f, s->n + 1, &s->cap, sizeof(*s->f));
	s->f[s->n++] = *f;
}

static bool join_state(void *ctx, void **into, const void *s)
{
	const struct dstate *from = s;
	struct dstate *to;
	bool changed = false;
	unsigned int i, j;

	if (!*into) {
		*into = copy_state(ctx, s);
		return true;
	}
	to = *into;
	for (i = 0; i < from->n; i++) {
		const struct fact *f = &from->f[i];

		for (j = 0; j < to->n && !same_fact(&to->f[j], f); j++)
			;
		if (j == to->n) {
			add_fact(ctx, to, f);
			changed = true;
			continue;
		}
		if (hull(&to->f[j].ulo, &to->f[j].uhi, f->ulo, f->uhi)) {
			if (!to->f[j].use)
				to->f[j].use = f->use;
			changed = true;
		}
		changed |= hull(&to->f[j].olo, &to->f[j].ohi, f->olo, f->ohi);
	}
	return changed;
}

static void drop(struct dstate *s, unsigned int i)
{
	s->f[i] = s->f[--s->n];
}

static int cmp_ptr(const void *a, const void *b)
{
	const struct node *x = *(const struct node *const *)a, *y = *(const struct node *const *)b;

	return x < y ? -1 : x > y;
}

static void find_eq(struct node *n, void *arg)
{
	struct dctx *c = arg;

	if (!n)
		return;
	if (n->kind == N_BINARY && (n->op == OP_EQ || n->op == OP_NE)) {
		c->eq = arena_grow(c->a, c->eq, c->neq + 2, &c->eqcap, sizeof(*c->eq));
		c->eq[c->neq++] = ast_strip_casts(n->binary.lhs);
		c->eq[c->neq++] = ast_strip_casts(n->binary.rhs);
	}
	ast_for_each_child(n, find_eq, c);
}

/* N is compared for equality: the check that the two fetches agree. */
static bool compared(struct dctx *c, const struct node *n)
{
	if (!c->eq_done) {
		find_eq(c->uf->f.body, c);
		if (c->neq)
			qsort(c->eq, c->neq, sizeof(*c->eq), cmp_ptr);
		c->eq_done = true;
	}
	return c->neq && bsearch(&n, c->eq, c->neq, sizeof(*c->eq), cmp_ptr);
}

/* Where the source names accessor OP (the macro's name for a macro). */
static struct srcpos op_pos(const struct uop *op)
{
	const struct node *n = op->root;
	struct srcpos p;

	if (!op->macro && n->kind == N_CALL)
		n = n->call.fn;
	p.loc = source_user_loc(n->pos.loc);
	return p;
}

static void report(struct dctx *c, const struct node *n, const struct fact *f)
{
	static struct strbuf sb;
	unsigned int i;

	for (i = 0; i < c->nrep; i++)
		if (c->reported[i] == f->op)
			return;
	c->reported = arena_grow(c->a, c->reported, c->nrep + 1, &c->repcap, sizeof(*c->reported));
	c->reported[c->nrep++] = f->op;
	if (diag_warning(CHECK_DOUBLE_FETCH, ast_range(n),
			 "'%s' was fetched from user memory again (%s at %s) after its first value was used (%s at %s): the user can change it in between",
			 key_cstr(&sb, key_of(c->a, n)), f->op->name, flow_place(op_pos(f->op)),
			 f->first->name, flow_place(op_pos(f->first)))) {
		diag_note_step(op_pos(f->first), "first fetched here by %s", f->first->name);
		diag_note_step(f->first_use->pos, "the first value is used here");
		diag_note_step(op_pos(f->op), "fetched again here by %s", f->op->name);
	}
}

/* F is a second copy of bytes whose first value was used, some not checked nor overwritten yet. */
static bool second(const struct fact *f)
{
	return f->first && f->olo < f->ohi;
}

/* The bytes [lo, hi) of F's user object that DEST_OFF..+SIZE of its copy hold. */
static bool copy_bytes(const struct fact *f, const struct place *p, int64_t size,
		       int64_t *lo, int64_t *hi)
{
	if (!f->dest || !key_equal(f->dest, p->key))
		return false;
	*lo = f->lo + (p->off - f->dest_off);
	*hi = size < 0 || END - size < *lo ? END : *lo + size;
	if (*lo < f->lo)
		*lo = f->lo;
	if (*hi > f->hi)
		*hi = f->hi;
	return *lo < *hi;
}

/* [*lo, *hi) without [l, h), kept whole if it would split. */
static void trim(int64_t *lo, int64_t *hi, int64_t l, int64_t h)
{
	if (l <= *lo && h >= *hi)
		*hi = *lo;
	else if (l <= *lo && h > *lo)
		*lo = h;
	else if (h >= *hi && l < *hi)
		*hi = l;
}

static void read_obj(struct dctx *c, struct dstate *s, struct node *n)
{
	struct place p = lvalue_place(c->a, n);
	int64_t size = size_of(n->type), lo, hi;
	unsigned int i;

	if (!p.key)
		return;
	for (i = 0; i < s->n; i++) {
		struct fact *f = &s->f[i];

		if (!copy_bytes(f, &p, size, &lo, &hi))
			continue;
		if (hull(&f->ulo, &f->uhi, lo, hi) && !f->use)
			f->use = n;
		if (!second(f) || lo >= f->ohi || hi <= f->olo)
			continue;
		if (compared(c, n))
			trim(&f->olo, &f->ohi, lo, hi);
		else if (c->run.replay)
			report(c, n, f);
	}
}

/*
 * Functions given a pointer that read nothing it points to: passing a
 * second copy to them is no use of its bytes.  The allocators' frees
 * (kfree, kvfree, vfree...: any name ending in "free") and <linux/err.h>.
 */
static bool reads_nothing(const struct node *call)
{
	const char *name = call->callee ? call->callee->name->name : NULL;
	size_t len = name ? strlen(name) : 0;

	if (len >= 4 && !strcmp(name + len - 4, "free"))
		return true;
	return memfn_of(call) && (memfn_of(call)->flags & M_POINTER);
}

/*
 * A second copy passed to a function (sg_common_write(sfp, srp, cmnd...))
 * is used there: the callee gets the bytes the user changed.  The
 * accessors themselves (copy_to_user() of it back) are not such uses, nor
 * is a structure the copy is a member of (dev_ethtool() copies into
 * &state->efl and hands state on: what the callee reads of it is not
 * known).
 */
static void pass_obj(struct dctx *c, struct dstate *s, struct node *call)
{
	struct node *arg;
	unsigned int i;

	if (uop_of_root(c->uf->ops, call) || reads_nothing(call))
		return;
	for (arg = call->call.args; arg; arg = arg->next) {
		struct node *e = ast_strip_casts(arg);
		struct place p;

		if (!e->type || (e->type->kind != TYPE_POINTER && e->type->kind != TYPE_ARRAY))
			continue;
		p = target_place(c->a, e);
		for (i = 0; p.key && i < s->n; i++) {
			struct fact *f = &s->f[i];
			int64_t lo, hi;

			/* the copy or a part of it, not a structure that holds it */
			if (second(f) && p.off >= f->dest_off && copy_bytes(f, &p, -1, &lo, &hi) &&
			    lo < f->ohi && hi > f->olo)
				report(c, e, f);
		}
	}
}

/* Lvalue N (NULL: the object DECL declares) is written. */
static void write_obj(struct dctx *c, struct dstate *s, struct node *n, struct decl_sym *decl)
{
	const struct key *w = decl ? key_of_sym(c->a, decl) : key_of(c->a, n);
	struct place p = { NULL, 0 };
	int64_t size = -1, lo, hi;
	unsigned int i;

	if (!w)
		return;
	if (n) {
		p = lvalue_place(c->a, n);
		size = size_of(n->type);
	}
	for (i = s->n; i-- > 0;) {
		struct fact *f = &s->f[i];

		if (key_mentions(f->user, w) || (f->dest && key_mentions(f->dest, w)))
			drop(s, i);
		else if (second(f) && p.key && copy_bytes(f, &p, size, &lo, &hi))
			trim(&f->olo, &f->ohi, lo, hi);
	}
}

static void fetch(struct dctx *c, struct dstate *s, const struct uop *op)
{
	struct place u = target_place(c->a, op->user), d = { NULL, 0 };
	struct fact nf = { .op = op };
	int64_t len = -1;
	unsigned int i;

	if (!u.key)
		return;
	if (op->bytes_known)
		len = (int64_t)op->bytes;
	else if (!op->size && op->kern_lvalue && op->user->type &&
		 op->user->type->kind == TYPE_POINTER)
		len = size_of(op->user->type->base);
	if (op->kern)
		d = op->kern_lvalue ? lvalue_place(c->a, op->kern) : target_place(c->a, op->kern);
	nf.user = u.key;
	nf.lo = u.off;
	nf.hi = len < 0 ? END : u.off + len;
	nf.dest = d.key;
	nf.dest_off = d.off;
	for (i = 0; i < s->n && !nf.first; i++) {
		const struct fact *f = &s->f[i];
		int64_t lo = f->ulo > nf.lo ? f->ulo : nf.lo;
		int64_t hi = f->uhi < nf.hi ? f->uhi : nf.hi;

		if (f->op != op && lo < hi && key_equal(f->user, nf.user)) {
			nf.first = f->op;
			nf.first_use = f->use;
			nf.olo = lo;
			nf.ohi = hi;
		}
	}
	/* its own earlier fact (a loop), and what the copy overwrites */
	for (i = s->n; i-- > 0;)
		if (s->f[i].op == op)
			drop(s, i);
		else if (nf.dest && s->f[i].dest && key_equal(s->f[i].dest, nf.dest))
			s->f[i].dest = NULL;
	if (op->kern_lvalue && d.key)
		write_obj(c, s, op->kern, NULL);
	add_fact(c, s, &nf);
}

/* "p = memdup_user(...)": the copy of the fetch is *p. */
static void result_to(struct dctx *c, struct dstate *s, struct node *value, const struct key *var)
{
	const struct uop *op = uop_of_root(c->uf->ops, ast_strip_casts(value));
	unsigned int i;

	if (!op || op->kind != UOP_FETCH || op->kern || !var)
		return;
	for (i = 0; i < s->n; i++)
		if (s->f[i].op == op && !s->f[i].dest) {
			s->f[i].dest = key_deref(c->a, var);
			s->f[i].dest_off = 0;
		}
}

/* N is the x of get_user(x, p): written by the fetch itself, at its anchor. */
static bool fetch_lvalue(const struct uop_table *ops, const struct node *n)
{
	unsigned int i;

	for (i = 0; i < uop_count(ops); i++) {
		const struct uop *op = uop_get(ops, i);

		if (op->kind == UOP_FETCH && op->kern_lvalue && op->kern == n)
			return true;
	}
	return false;
}

static void transfer(void *ctx, void *st, const struct cfg_block *b, const struct cfg_elem *el)
{
	struct dctx *c = ctx;
	struct dstate *s = st;
	const struct uop *op;
	struct node *n = el->n;

	(void)b;
	if (!n)
		return;
	op = uop_at(c->uf->ops, n);
	if (op && op->kind == UOP_FETCH && op->user) {
		fetch(c, s, op);
		return;
	}
	if (uop_internal(c->uf->ops, n))
		return;
	if (el->kind == CFG_DECL) {
		struct decl_sym *v = flow_decl_var(n, NULL);

		if (v) {
			write_obj(c, s, NULL, v);
			result_to(c, s, n->init_decl.initializer, key_of_sym(c->a, v));
		}
		return;
	}
	if (el->kind != CFG_EXPR)
		return;
	if (n->kind == N_ASSIGN && n->op == OP_ASSIGN) {
		result_to(c, s, n->binary.rhs, key_of(c->a, n->binary.lhs));
		return;
	}
	if (n->kind == N_CALL && c->run.replay)
		pass_obj(c, s, n);
	if ((n->flags & AST_F_WRITE) && !fetch_lvalue(c->uf->ops, n))
		write_obj(c, s, n, NULL);
	if (n->flags & AST_F_READ)
		read_obj(c, s, n);
}

static void check_body(struct decl_sym *fn, struct node *body)
{
	const struct ufunc *uf = ufunc_get(fn, body);
	struct dctx c = {
		.run = {
			.problem = { .ctx = &c, .entry = entry_state, .copy = copy_state,
				     .join = join_state, .transfer = transfer },
			.name_function = true,
		},
		.uf = uf, .a = uf->f.arena,
	};
	unsigned int i, fetches = 0;

	for (i = 0; i < uop_count(uf->ops); i++)
		fetches += uop_get(uf->ops, i)->kind == UOP_FETCH;
	if (fetches >= 2)
		flow_run(&c.run, uf);
}

void doublefetch_register(void)
{
	if (!check_enabled(CHECK_DOUBLE_FETCH))
		return;
	uop_init();
	hook_add(function_body, check_body);
}
