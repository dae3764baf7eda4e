// SPDX-License-Identifier: GPL-2.0
/*
 * -Wuser-info-leak: a local struct, union or array copied to user space
 * (copy_to_user(u, &info, sizeof(info)), put_user() of a structure) with
 * bytes that no code wrote on some path before the copy: a padding hole,
 * a member never assigned, an array filled only in part, a char array a
 * string copy filled up to its nul.  Those bytes are what the stack held:
 * kernel pointers, a canary, another call's secrets.
 *
 * A forward must-analysis per local of interest, a local whose bytes a
 * store copies out with a known count (most functions have none and cost
 * nothing): the state is the set of the object's bytes written on every
 * path (two bitmaps, must and may, so that a byte written on some paths
 * only is told apart from one never written).  What writes, and what it
 * writes:
 *  - an initializer: the whole object.  A braced one too, however
 *    partial: gcc zero-fills the members it does not name, and clears the
 *    whole object, padding included, for "= { }", "= { 0 }" and the
 *    designated initializers the kernel writes (C23 promises it for "{ }");
 *  - an assignment, ++ or -- of the object, a member or an element: its
 *    bytes (a bit-field: the bytes its bits lie in); an element with a
 *    variable index: the whole array, so that loops filling an array are
 *    not reported;
 *  - memset(), memzero_explicit(), memcpy(), copy_from_user(), get_user()
 *    and the like into it: the bytes of the count (to the end of the
 *    object if the count is not a constant); strncpy(), strscpy_pad():
 *    the count's bytes too, they pad with zeros;
 *  - strscpy(), strcpy(), sprintf() and the like: only the first byte is
 *    known written (the string's length is not known), and a report
 *    names the call;
 *  - the object's address given to any other function: that function
 *    may fill it, so the whole object counts as written, from the entry
 *    (escape_call()); its address stored anywhere else (p = &info): the
 *    object is not checked at all.
 * Objects larger than 4 KiB and copies of a count that is not a constant
 * (copy_to_user(u, buf, len)) are not checked.
 */
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "cfg.h"
#include "checks.h"
#include "decl.h"
#include "drive.h"
#include "sema.h"
#include "target.h"
#include "token.h"
#include "type.h"
#include "uaccess.h"
#include "util.h"

#define LEAK_MAX_BYTES	4096
#define LEAK_MAX_OBJS	8

/* A byte range of a local, as an lvalue or pointer expression designates it. */
struct place {
	struct decl_sym *sym;
	uint64_t off, len;
	bool varidx;		/* through an element of variable index: the whole array */
};

struct leak_state {
	uint8_t *must, *may;	/* written on every path, on some path */
};

struct leak_ctx {
	struct flow_run run;
	const struct ufunc *uf;
	struct decl_sym *sym;
	uint64_t size;
	unsigned int nbytes;		/* of a bitmap */
	/*
	 * The arrays written through a variable index anywhere in the body
	 * ("for (i = 0; i < n; i++) ids[i] = ..."): written from the entry,
	 * so that the path that skips the loop does not count.
	 */
	uint8_t *pre;
	struct node *strcopy;		/* a string copy into the object: the first seen */
};

/* ---------------------------------------------------------------- */
/* Places */

static uint64_t size_of(const struct type *t)
{
	int64_t s = t ? type_sizeof(t) : -1;

	return s > 0 ? (uint64_t)s : 0;
}

/* The bytes a bit-field's bits lie in, or a member's bytes. */
static void member_bytes(const struct type_member *m, uint64_t *off, uint64_t *len)
{
	*off = m->offset;
	if (m->width >= 0)
		*len = (m->bit + (uint64_t)m->width + 7) / 8;
	else
		*len = size_of(m->type);
}

/* The bytes of a local that lvalue E designates; false if E is not part of a local. */
static bool place_of_lvalue(struct node *e, struct place *p)
{
	struct cval v;

	switch (e->kind) {
	case N_IDENT:
		if (!e->sym || e->sym->kind != DS_OBJECT || !e->sym->depth || e->sym->is_param ||
		    !e->sym->no_linkage)
			return false;
		p->sym = e->sym;
		p->varidx = false;
		p->off = 0;
		p->len = size_of(e->sym->type);
		return true;
	case N_MEMBER: {
		const struct type_member *m;
		uint64_t off, moff, mlen;

		if (e->op == OP_ARROW || !e->member || !e->mem.field || !e->mem.field->name ||
		    !place_of_lvalue(e->mem.base, p))
			return false;
		m = type_member_find(e->mem.base->type, e->mem.field->name->name, &off);
		if (!m)
			return false;
		member_bytes(m, &moff, &mlen);
		p->off += off - m->offset + moff;
		p->len = mlen;
		return true;
	}
	case N_INDEX: {
		struct node *a = e->subscript.array;
		uint64_t el = size_of(e->type);

		if (!a->type || !type_is_array(a->type) || !place_of_lvalue(a, p))
			return false;
		if (const_fold_typed(e->subscript.index, &v) == FOLD_OK && el &&
		    v.v < p->len / el) {
			p->off += v.v * el;
			p->len = el;
		}
		else
			p->varidx = true;	/* any element: the whole array */
		return true;
	}
	case N_UNARY:
		if (e->op == OP_DEREF) {
			struct node *q = ast_strip_casts(e->unary.operand);

			return q->kind == N_UNARY && q->op == OP_ADDR &&
				place_of_lvalue(q->unary.operand, p);
		}
		return false;
	default:
		return false;
	}
}

/* The bytes from pointer E to the end of the local it points into (&x, x.array, &x.m). */
static bool place_of_pointer(struct node *e, struct place *p)
{
	e = ast_strip_casts(e);
	if (!e)
		return false;
	if (e->kind == N_UNARY && e->op == OP_ADDR)
		return place_of_lvalue(e->unary.operand, p);
	if (e->type && type_is_array(e->type))
		return place_of_lvalue(e, p);
	return false;
}

/* ---------------------------------------------------------------- */
/* The functions that write into the object their first argument points to, or only read it */

static const struct memfn *filler_of(const struct node *call)
{
	const struct memfn *m = memfn_of(call);

	return m && m->fill != MEM_FILL_NO ? m : NULL;
}

static void set_map(const struct leak_ctx *c, uint8_t *map, uint64_t off, uint64_t len)
{
	uint64_t i;

	if (off >= c->size)
		return;
	if (len > c->size - off)
		len = c->size - off;
	for (i = off; i < off + len; i++)
		map[i / 8] |= 1u << (i % 8);
}

static void set_bytes(const struct leak_ctx *c, struct leak_state *s, uint64_t off, uint64_t len)
{
	set_map(c, s->must, off, len);
	set_map(c, s->may, off, len);
}

/* ---------------------------------------------------------------- */
/* Where the object's address goes */

enum use_ctx { USE_OTHER, USE_ARG, USE_PATH };

struct uses {
	struct decl_sym *sym;
	bool escapes;		/* its address stored or used elsewhere than as an argument */
	bool is_static;
	bool in_arg;		/* found: a use as an argument (arg_has_address()) */
	struct leak_ctx *c;	/* if not NULL: the writes through a variable index go to c->pre */
};

static void uses_walk(struct node *n, int ctx, struct uses *u);

static void uses_child(struct node *n, void *arg)
{
	uses_walk(n, USE_OTHER, arg);
}

static bool roots_at(struct node *e, const struct decl_sym *sym)
{
	struct place p;

	return place_of_lvalue(e, &p) && p.sym == sym;
}

static void address_use(int ctx, struct uses *u)
{
	if (ctx == USE_ARG)
		u->in_arg = true;
	else
		u->escapes = true;
}

/* E (a pointer if PTR) designates elements of a variable index: they count as written. */
static void variable_write(struct node *e, bool ptr, struct uses *u)
{
	struct place p;

	if (u->c && e && (ptr ? place_of_pointer(e, &p) : place_of_lvalue(e, &p)) &&
	    p.sym == u->sym && p.varidx)
		set_map(u->c, u->c->pre, p.off, p.len);
}

static bool arg_has_address(struct node *arg, struct decl_sym *sym);

/*
 * The object's address given to a function that is no accessor and no
 * function of the table: it may fill the object, and counts as filling
 * it from the entry.  Not only from the call on: the paths that skip the
 * call are most often those that skip the copy too, on the same test
 * ("err = fill(&info); if (!err && copy_to_user(u, &info, ...))").
 */
static void escape_call(struct node *call, struct uses *u)
{
	struct node *a;

	for (a = call->call.args; a; a = a->next)
		if (arg_has_address(a, u->sym))
			set_map(u->c, u->c->pre, 0, u->c->size);
}

static void uses_walk(struct node *n, int ctx, struct uses *u)
{
	struct node *a;

	if (!n)
		return;
	switch (n->kind) {
	case N_DECL:
		for (a = n->decl.specifiers; a; a = a->next)
			if (a->kind == N_SPEC && (a->op == SPEC_STATIC || a->op == SPEC_EXTERN))
				break;
		if (a)
			for (a = n->decl.declarators; a; a = a->next)
				if (flow_decl_var(a, NULL) == u->sym)
					u->is_static = true;
		break;
	case N_SIZEOF_TYPE: case N_ALIGNOF_TYPE: case N_TYPEOF: case N_TYPE_NAME:
	case N_OFFSETOF: case N_TYPES_COMPATIBLE:
		return;
	case N_UNARY:
		if (n->op == OP_SIZEOF || n->op == OP_ALIGNOF || n->op == OP_ALIGNOF_ABI)
			return;
		if (n->op == OP_INC || n->op == OP_DEC)
			variable_write(n->unary.operand, false, u);
		if (n->op == OP_ADDR && roots_at(n->unary.operand, u->sym)) {
			address_use(ctx, u);
			return;
		}
		break;
	case N_IDENT: case N_MEMBER: case N_INDEX:
		if (ctx != USE_PATH && n->type && type_is_array(n->type) &&
		    roots_at(n, u->sym)) {
			address_use(ctx, u);
			return;
		}
		if (n->kind == N_INDEX) {
			uses_walk(n->subscript.array, USE_PATH, u);
			uses_walk(n->subscript.index, USE_OTHER, u);
			return;
		}
		if (n->kind == N_MEMBER) {
			uses_walk(n->mem.base, n->op == OP_ARROW ? USE_OTHER : USE_PATH, u);
			return;
		}
		return;
	case N_ASSIGN:
		variable_write(n->binary.lhs, false, u);
		break;
	case N_POSTFIX:
		variable_write(n->unary.operand, false, u);
		break;
	case N_CALL:
		if (filler_of(n) && filler_of(n)->fill != MEM_FILL_NONE)
			variable_write(call_arg(n, 1), true, u);
		else if (u->c && !filler_of(n) && !uop_of_root(u->c->uf->ops, n))
			escape_call(n, u);
		uses_walk(n->call.fn, USE_OTHER, u);
		for (a = n->call.args; a; a = a->next)
			uses_walk(a, USE_ARG, u);
		return;
	case N_CAST:
		uses_walk(n->cast.operand, ctx == USE_PATH ? USE_OTHER : ctx, u);
		return;
	case N_COND:
		uses_walk(n->conditional.cond, USE_OTHER, u);
		uses_walk(n->conditional.then, ctx, u);
		uses_walk(n->conditional.otherwise, ctx, u);
		return;
	case N_COMMA:
		uses_walk(n->binary.lhs, USE_OTHER, u);
		uses_walk(n->binary.rhs, ctx, u);
		return;
	default:
		break;
	}
	ast_for_each_child(n, uses_child, u);
}

/* An argument of a call holds the object's address (&x, x as an array, &x.m). */
static bool arg_has_address(struct node *arg, struct decl_sym *sym)
{
	struct uses u = { .sym = sym };

	uses_walk(arg, USE_ARG, &u);
	return u.in_arg || u.escapes;
}

/* ---------------------------------------------------------------- */
/* Constant conditions the CFG keeps */

/*
 * The file-scope "static const" integers of the unit with a constant
 * initializer: a test of one always goes one way, though it is no
 * integer constant expression and the CFG keeps both edges.  6.12's
 * scoped_guard() loops on "__guard_ptr(name)(&scope) ||
 * !class_name_is_conditional", false for a lock that cannot fail: the
 * body, and what it writes, is never skipped.
 */
static struct {
	struct decl_sym **syms;
	uint64_t *vals;
	size_t n, cap, vcap;
} consts;

static void consts_release(void)
{
	free(consts.syms);
	free(consts.vals);
}

static void record_const(struct decl_sym *sym, struct node *decl, const struct decl_info *info)
{
	struct node *init = decl->kind == N_INIT_DECL ? decl->init_decl.initializer : NULL;
	struct cval v;

	if (!init || !info->file_scope || !info->is_static || sym->kind != DS_OBJECT ||
	    !sym->type || !(sym->type->quals & TQ_CONST) || !type_is_integer(sym->type) ||
	    const_fold_typed(init, &v) != FOLD_OK)
		return;
	vec_grow(consts.syms, consts.n + 1, consts.cap, 16);
	vec_grow(consts.vals, consts.n + 1, consts.vcap, 16);
	consts.syms[consts.n] = sym;
	consts.vals[consts.n++] = v.v;
}

/* The edge cannot be taken: its condition is such a constant, of the other truth. */
static const void *leak_edge(void *ctx, const void *s, const struct cfg_block *b,
			     const struct cfg_edge *e)
{
	struct node *cond = b->term == CFG_T_BRANCH ? b->term_node : NULL;
	bool neg = false;
	size_t i;

	while (cond && (cond->kind == N_CAST ||
			(cond->kind == N_UNARY && cond->op == OP_NOT))) {
		neg ^= cond->kind == N_UNARY;
		cond = cond->kind == N_CAST ? cond->cast.operand : cond->unary.operand;
	}
	if (!cond || cond->kind != N_IDENT || !cond->sym || cond->sym->depth ||
	    (e->kind != CFG_EDGE_TRUE && e->kind != CFG_EDGE_FALSE))
		return s;
	for (i = 0; i < consts.n; i++)
		if (consts.syms[i] == cond->sym)
			return ((consts.vals[i] != 0) ^ neg) == (e->kind == CFG_EDGE_TRUE) ? s : NULL;
	return s;
}

/* ---------------------------------------------------------------- */
/* The analysis */

static bool byte_set(const uint8_t *map, uint64_t i)
{
	return map[i / 8] & (1u << (i % 8));
}

static void *leak_entry(void *ctx)
{
	struct leak_ctx *c = ctx;
	struct leak_state *s = arena_alloc(c->uf->f.arena, sizeof(*s));

	s->must = arena_alloc(c->uf->f.arena, 2 * c->nbytes);
	s->may = s->must + c->nbytes;
	memcpy(s->must, c->pre, c->nbytes);
	memcpy(s->may, c->pre, c->nbytes);
	return s;
}

static void *leak_copy(void *ctx, const void *from)
{
	struct leak_state *s = leak_entry(ctx);
	const struct leak_state *f = from;
	struct leak_ctx *c = ctx;

	memcpy(s->must, f->must, 2 * c->nbytes);
	return s;
}

static bool leak_join(void *ctx, void **into, const void *from)
{
	struct leak_ctx *c = ctx;
	const struct leak_state *f = from;
	struct leak_state *s = *into;
	bool changed = false;
	unsigned int i;

	if (!s) {
		*into = leak_copy(ctx, from);
		return true;
	}
	for (i = 0; i < c->nbytes; i++) {
		uint8_t must = s->must[i] & f->must[i], may = s->may[i] | f->may[i];

		changed |= must != s->must[i] || may != s->may[i];
		s->must[i] = must;
		s->may[i] = may;
	}
	return changed;
}

/* The name of the innermost part of the object holding byte AT, and the bytes of that part. */
struct part {
	struct strbuf name;
	bool padding;		/* name: the member the padding follows ("" at the start) */
	bool element;		/* an element of an array of scalars: name is the array */
	uint64_t off, len;	/* the part's bytes (the array's, for an element) */
	uint64_t elsize;
};

static void describe(const struct type *t, uint64_t base, uint64_t at, struct part *p)
{
	uint32_t i;

	if (t->kind == TYPE_ARRAY && size_of(t->base)) {
		uint64_t el = size_of(t->base), idx = (at - base) / el;

		if (!type_is_record(t->base) && t->base->kind != TYPE_ARRAY) {
			p->element = true;
			p->elsize = el;
			p->off = base;
			p->len = size_of(t);
			return;
		}
		sb_printf(&p->name, "[%llu]", (unsigned long long)idx);
		describe(t->base, base + idx * el, at, p);
		return;
	}
	if (type_is_record(t)) {
		const struct type_member *prev = NULL;
		uint64_t prev_end = 0;

		for (i = 0; i < t->rec.nmembers; i++) {
			const struct type_member *m = &t->rec.members[i];
			uint64_t off, len;

			member_bytes(m, &off, &len);
			if (!m->name && m->width >= 0)
				continue;	/* an unnamed bit-field is padding */
			if (at >= base + off && at < base + off + len) {
				if (m->name)
					sb_printf(&p->name, "%s%s", p->name.len ? "." : "", m->name);
				if (m->width >= 0 || !m->type ||
				    (!type_is_record(m->type) && m->type->kind != TYPE_ARRAY)) {
					p->off = base + off;
					p->len = len;
					return;
				}
				describe(m->type, base + off, at, p);
				return;
			}
			if (base + off + len <= at && off + len >= prev_end) {
				prev = m;
				prev_end = off + len;
			}
		}
		/* padding: from the end of the member before it to the next member */
		p->padding = true;
		p->off = base + prev_end;
		p->len = size_of(t) - prev_end;
		for (i = 0; i < t->rec.nmembers; i++) {
			uint64_t off = t->rec.members[i].offset;

			if (base + off > at && base + off - p->off < p->len)
				p->len = base + off - p->off;
		}
		if (prev && prev->name)
			sb_printf(&p->name, "%s%s", p->name.len ? "." : "", prev->name);
		return;
	}
	p->off = base;
	p->len = size_of(t);
}

static void report(struct leak_ctx *c, const struct uop *op, const struct place *pl,
		   const struct leak_state *s)
{
	uint64_t end = pl->off + pl->len, a, b, i, more = 0;
	const char *name = c->sym->name->name;
	struct part p = { 0 };
	struct strbuf what = { 0 }, full = { 0 };
	bool somepaths = false;

	if (end > c->size)
		end = c->size;
	for (a = pl->off; a < end && byte_set(s->must, a); a++)
		;
	if (a == end)
		return;
	describe(c->sym->type, 0, a, &p);
	for (b = a; b < end && b < p.off + p.len && !byte_set(s->must, b); b++)
		somepaths |= byte_set(s->may, b);
	for (i = b; i < end; i++)
		if (!byte_set(s->must, i)) {
			more++;
			somepaths |= byte_set(s->may, i);
		}
	sb_addstr(&full, name);
	if (p.name.len && p.name.buf[0] != '[')
		sb_addc(&full, '.');
	sb_addstr(&full, sb_cstr(&p.name));
	if (b - a + more == c->size && !somepaths) {
		sb_printf(&what, "'%s' is never written (%llu bytes)", name,
			  (unsigned long long)c->size);
		more = 0;
	} else if (p.padding) {
		sb_printf(&what, "%llu byte%s of padding %s '%s' (offset %llu..%llu)",
			  (unsigned long long)(b - a), b - a == 1 ? "" : "s",
			  p.name.len ? "after" : "at the start of", sb_cstr(&full),
			  (unsigned long long)a, (unsigned long long)b - 1);
	} else if (p.element) {
		sb_printf(&what, "elements %llu..%llu of '%s' (offset %llu..%llu)",
			  (unsigned long long)((a - p.off) / p.elsize),
			  (unsigned long long)((b - 1 - p.off) / p.elsize), sb_cstr(&full),
			  (unsigned long long)a, (unsigned long long)b - 1);
	} else {
		sb_printf(&what, "'%s' (offset %llu..%llu)", sb_cstr(&full),
			  (unsigned long long)a, (unsigned long long)b - 1);
	}
	if (more)
		sb_printf(&what, ", and %llu more byte%s", (unsigned long long)more,
			  more == 1 ? "" : "s");
	if (diag_warning(CHECK_USER_INFO_LEAK, ast_range(op->root),
			 "%s() copies '%s' to user space with bytes %s: %s; kernel stack contents leak",
			 op->name, name,
			 somepaths ? "not written on every path to it" : "never written before it",
			 sb_cstr(&what))) {
		if (c->sym->declared)
			diag_note(c->sym->pos, "'%s' declared here", name);
		if (c->strcopy)
			diag_note(c->strcopy->pos, "%s() writes the string and its nul only: "
				  "the bytes after it keep what the stack held", c->strcopy->callee->name->name);
		if (target.auto_var_init_zero && c->sym->declared)
			diag_note(c->sym->pos, "this build zero-initialises stack variables "
				  "(-ftrivial-auto-var-init=zero): the bytes are 0 here, not in builds "
				  "without it");
	}
	sb_free(&p.name);
	sb_free(&what);
	sb_free(&full);
}

/* The object's declaration with an initializer: the whole object. */
static bool decl_inits(const struct node *n, const struct decl_sym *sym)
{
	return flow_decl_var(n, NULL) == sym && n->init_decl.initializer;
}

static void transfer_call(struct leak_ctx *c, struct leak_state *s, struct node *call)
{
	const struct memfn *f = filler_of(call);
	struct place pl;
	struct cval v;

	if (f && f->fill != MEM_FILL_NONE && place_of_pointer(call_arg(call, 1), &pl) &&
	    pl.sym == c->sym) {
		uint64_t len = c->size;

		if (f->fill == MEM_FILL_STRING) {
			len = 1;
			if (!c->strcopy && c->run.replay)
				c->strcopy = call;	/* the first in the replay, for the notes */
		} else if (call_arg(call, f->count) &&
			   const_fold_typed(call_arg(call, f->count), &v) == FOLD_OK) {
			len = v.v;
		}
		set_bytes(c, s, pl.off, len);
	}
}

static void leak_transfer(void *ctx, void *state, const struct cfg_block *b,
			  const struct cfg_elem *el)
{
	struct leak_ctx *c = ctx;
	struct leak_state *s = state;
	const struct uop *op;
	struct node *n = el->n;
	struct place pl;

	if (el->kind == CFG_DECL) {
		if (decl_inits(n, c->sym))
			set_bytes(c, s, 0, c->size);
		return;
	}
	if (el->kind != CFG_EXPR)
		return;
	if ((op = uop_at(c->uf->ops, n))) {
		if (!op->kern)
			return;
		if (op->kind == UOP_FETCH) {
			if ((op->kern_lvalue ? place_of_lvalue(op->kern, &pl) :
			     place_of_pointer(op->kern, &pl)) && pl.sym == c->sym)
				set_bytes(c, s, pl.off, op->kern_lvalue || !op->bytes_known ?
					  pl.len : op->bytes);
		} else if (op->kind == UOP_STORE && c->run.replay) {
			if ((op->kern_lvalue ? place_of_lvalue(op->kern, &pl) :
			     place_of_pointer(op->kern, &pl)) && pl.sym == c->sym) {
				if (!op->kern_lvalue)
					pl.len = op->bytes;
				report(c, op, &pl, s);
			}
		}
		return;
	}
	if (uop_internal(c->uf->ops, n))
		return;
	switch (n->kind) {
	case N_ASSIGN:
		if (place_of_lvalue(n->binary.lhs, &pl) && pl.sym == c->sym)
			set_bytes(c, s, pl.off, pl.len);
		break;
	case N_UNARY: case N_POSTFIX:
		if ((n->op == OP_INC || n->op == OP_DEC) &&
		    place_of_lvalue(n->unary.operand, &pl) && pl.sym == c->sym)
			set_bytes(c, s, pl.off, pl.len);
		break;
	case N_CALL:
		transfer_call(c, s, n);
		break;
	default:
		break;
	}
}

/* The local a store copies out, with a count known, if it is one to check. */
static bool store_place(const struct uop *op, struct place *pl)
{
	uint64_t size;

	if (op->kind != UOP_STORE || !op->kern)
		return false;
	if (op->kern_lvalue) {
		if (!place_of_lvalue(op->kern, pl))
			return false;
	} else if (!op->bytes_known || !op->bytes || !place_of_pointer(op->kern, pl)) {
		return false;
	}
	size = size_of(pl->sym->type);
	return size && size <= LEAK_MAX_BYTES &&
		(type_is_record(pl->sym->type) || type_is_array(pl->sym->type));
}

static void check_object(const struct ufunc *uf, struct decl_sym *sym)
{
	struct leak_ctx c = {
		.run.problem = { .ctx = &c, .entry = leak_entry, .copy = leak_copy,
				 .join = leak_join, .transfer = leak_transfer, .edge = leak_edge },
		.uf = uf, .sym = sym,
	};
	struct uses u = { .sym = sym, .c = &c };

	c.size = size_of(sym->type);
	c.nbytes = (c.size + 7) / 8;
	c.pre = arena_alloc(uf->f.arena, c.nbytes);
	memset(c.pre, 0, c.nbytes);
	uses_walk(uf->f.body, USE_OTHER, &u);
	if (!u.escapes && !u.is_static)
		flow_run(&c.run, uf);
}

static void leak_body(struct decl_sym *fn, struct node *body)
{
	const struct ufunc *uf = ufunc_get(fn, body);
	struct decl_sym *objs[LEAK_MAX_OBJS];
	unsigned int i, j, n = 0;

	if (!uf->ops)
		return;
	for (i = 0; i < uop_count(uf->ops) && n < LEAK_MAX_OBJS; i++) {
		struct place pl;

		if (!store_place(uop_get(uf->ops, i), &pl))
			continue;
		for (j = 0; j < n && objs[j] != pl.sym; j++)
			;
		if (j == n)
			objs[n++] = pl.sym;
	}
	/*
	 * The function is named around all its objects' runs, and no more
	 * after them, whether or not one was replayed.
	 */
	if (!n || ufunc_cfg(uf)->too_big)
		return;
	diag_set_function(fn->name->name);
	for (i = 0; i < n; i++)
		check_object(uf, objs[i]);
	diag_set_function(NULL);
}

void infoleak_register(void)
{
	if (!check_enabled(CHECK_USER_INFO_LEAK))
		return;
	uop_init();
	hook_add(function_body, leak_body);
	hook_add(declaration, record_const);
	check_state(CHECK_SCOPE_UNIT, consts, consts_release);
}
