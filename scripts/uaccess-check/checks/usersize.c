// SPDX-License-Identifier: GPL-2.0
/*
 * -Wuser-size: a length that came from user space used, with no bound
 * check on the path, as the byte count of a copy into or out of a
 * fixed-size object, as the index of a fixed-size array, or as a factor
 * of an allocation size multiplication that can overflow; and a signed
 * length only checked against an upper bound, whose negative values pass.
 *
 * A forward analysis over the CFG (flow/solve.h).  The state is a short
 * list of entries: a value (a key, flow/key.h) that comes from user space
 * with the checks it has had on every path to here (upper, lower: both is
 * bounded), or a region, a pointer whose memory a copy from user space
 * filled (every member or element read from it is such a value).  The
 * integer parameters of a system call's body, and the count of a read or
 * write file operation, are user values too (flow/user.h).  Taint follows
 * assignments and arithmetic, not calls: min(), clamp() and
 * array_index_nospec() are bounds (min() is a ?: on a comparison, or a
 * statement expression: neither carries taint).
 */
#include <string.h>

#include "ast.h"
#include "cfg.h"
#include "checks.h"
#include "decl.h"
#include "drive.h"
#include "key.h"
#include "sema.h"
#include "type.h"
#include "uaccess.h"
#include "user.h"
#include "util.h"

#define US_MAX 48

enum {
	CK_UPPER = 1,	/* compared against an upper bound */
	CK_LOWER = 2,	/* against a lower bound */
	CK_BOTH = 3,	/* bounded: a signed value needs both, an unsigned one gets both at once */
};

struct us_ent {
	const struct key *key;
	/* the value it was computed from: a check of that one bounds it too */
	const struct key *from;
	struct user_src src;		/* where it comes from: a fetch or a parameter */
	struct node *upper;		/* the upper-bound check, for the signed case */
	uint8_t checks;
	bool region;			/* key is a pointer to memory filled from user space */
};

struct us_state {
	unsigned int n;
	struct us_ent e[US_MAX];
};

/* What a value is, as far as user space goes. */
struct us_val {
	bool tainted;
	uint8_t checks;
	const struct node *leaf;	/* the user value in the expression */
	const struct key *key;
	const struct us_ent *origin;	/* its entry (checks, fetch), a copy for regions */
	struct us_ent tmp;
};

struct us_ctx {
	struct flow_run run;
	const struct ufunc *uf;
	struct arena *arena;
	struct user_fn user;	/* a system call's parameters, a read()/write() count */
};

static bool is_int(const struct type *t)
{
	return t && type_is_integer(t);
}

static const struct key *ukey(struct us_ctx *c, const struct node *e)
{
	const struct key *k = key_of(c->arena, e);

	return k->kind == KEY_OPAQUE ? NULL : k;
}

/* K designates memory P points to (P's region): *P, P[i], P->m, ... */
static bool in_addr(const struct key *k, const struct key *p);

static bool in_value(const struct key *k, const struct key *p)
{
	if (p->kind == KEY_ADDR && key_equal(k, p->a))
		return true;
	if (k->kind == KEY_MEMBER)
		return in_value(k->a, p);
	if (k->kind == KEY_DEREF)
		return in_addr(k->a, p);
	return false;
}

static bool in_addr(const struct key *k, const struct key *p)
{
	if (key_equal(k, p))
		return true;
	if (k->kind == KEY_BINARY && (k->op == OP_ADD || k->op == OP_SUB))
		return in_addr(k->a, p);
	if (k->kind == KEY_CAST)
		return in_addr(k->a, p);
	if (k->kind == KEY_ADDR)
		return in_value(k->a, p);
	return false;
}

static struct us_ent *find(struct us_state *s, const struct key *k, bool region)
{
	unsigned int i;

	for (i = 0; i < s->n; i++)
		if (s->e[i].region == region && key_equal(s->e[i].key, k))
			return &s->e[i];
	return NULL;
}

static struct us_ent *add(struct us_state *s, const struct key *k, bool region)
{
	struct us_ent *e;

	if (s->n == US_MAX)
		return NULL;	/* forgetting a value only silences its uses */
	e = &s->e[s->n++];
	memset(e, 0, sizeof(*e));
	e->key = k;
	e->region = region;
	return e;
}

/* K's status when no entry names it: from a region or a syscall parameter, or clean. */
static bool implicit(struct us_ctx *c, const struct us_state *s, const struct key *k,
		     struct us_ent *out)
{
	unsigned int i;

	memset(out, 0, sizeof(*out));
	out->key = k;
	for (i = 0; i < s->n; i++)
		if (s->e[i].region && in_value(k, s->e[i].key)) {
			out->src = s->e[i].src;
			return true;
		}
	if (k->kind == KEY_SYM && is_int(k->sym->type) && user_param(&c->user, k->sym, &out->src))
		return true;
	out->checks = CK_BOTH;
	return false;
}

static void lookup(struct us_ctx *c, const struct us_state *s, const struct node *e,
		   struct us_val *v)
{
	const struct key *k = ukey(c, e);
	unsigned int i;

	memset(v, 0, sizeof(*v));
	if (!k || !is_int(e->type))
		return;
	for (i = 0; i < s->n; i++)
		if (!s->e[i].region && key_equal(s->e[i].key, k))
			break;
	if (i < s->n) {
		v->tmp = s->e[i];
	} else if (!implicit(c, s, k, &v->tmp)) {
		return;
	}
	if (v->tmp.checks == CK_BOTH)
		return;
	v->tainted = true;
	v->checks = v->tmp.checks;
	v->leaf = e;
	v->key = k;
	v->origin = &v->tmp;
}

static bool is_relational(const struct node *e)
{
	return e && e->kind == N_BINARY &&
	       (e->op == OP_LT || e->op == OP_LE || e->op == OP_GT || e->op == OP_GE);
}

/* The worse of A and B: tainted wins, then the fewer checks. */
static void worse(struct us_val *a, const struct us_val *b)
{
	if (!b->tainted || (a->tainted && a->checks <= b->checks))
		return;
	*a = *b;
	a->origin = &a->tmp;
}

/* The status of the value of E: the user value it carries, if any. */
static void value(struct us_ctx *c, const struct us_state *s, const struct node *e,
		  struct us_val *v)
{
	struct us_val w;

	memset(v, 0, sizeof(*v));
	if (!e || !e->type || !is_int(e->type))
		return;
	switch (e->kind) {
	case N_CAST:
		/* (u8)len: the cast bounds it */
		if (e->cast.operand->type && is_int(e->cast.operand->type) &&
		    !type_is_signed(e->type) && type_bits(e->type) < type_bits(e->cast.operand->type))
			return;
		value(c, s, e->cast.operand, v);
		return;
	case N_UNARY:
		if (e->op == OP_MINUS || e->op == OP_PLUS || e->op == OP_BITNOT) {
			value(c, s, e->unary.operand, v);
			return;
		}
		if (e->op == OP_DEREF)
			lookup(c, s, e, v);
		return;
	case N_BINARY:
		switch (e->op) {
		case OP_AND: case OP_MOD:
			if (flow_is_const(e->binary.rhs, NULL) || flow_is_const(e->binary.lhs, NULL))
				return;
			/* fall through */
		case OP_ADD: case OP_SUB: case OP_MUL: case OP_DIV: case OP_SHL: case OP_SHR:
		case OP_OR: case OP_XOR:
			value(c, s, e->binary.lhs, v);
			value(c, s, e->binary.rhs, &w);
			worse(v, &w);
			return;
		default:
			return;
		}
	case N_COND:
		/* min(), max(): a ?: on a comparison of its operands */
		if (is_relational(flow_test_operand(e->conditional.cond)))
			return;
		value(c, s, e->conditional.then ? e->conditional.then : e->conditional.cond, v);
		value(c, s, e->conditional.otherwise, &w);
		worse(v, &w);
		return;
	case N_IDENT: case N_MEMBER: case N_INDEX:
		lookup(c, s, e, v);
		return;
	default:
		return;
	}
}

/* Clears what an assignment to L invalidates, and sets L to V. */
static void assign_key(struct us_ctx *c, struct us_state *s, const struct key *l,
		       const struct us_val *v)
{
	struct us_ent *e, tmp;
	unsigned int i;

	for (i = 0; i < s->n; i++) {
		e = &s->e[i];
		if (e->from && key_mentions(e->from, l))
			e->from = NULL;
		/* p->len when p changes; and p itself if it pointed to user data */
		if ((e->region || !key_equal(e->key, l)) && key_mentions(e->key, l))
			s->e[i--] = s->e[--s->n];
	}
	e = find(s, l, false);
	if (v && v->tainted) {
		if (!e)
			e = add(s, l, false);
		if (!e)
			return;
		e->checks = v->checks;
		e->src = v->origin->src;
		e->upper = v->origin->upper;
		e->from = key_equal(v->key, l) ? e->from : v->key;
		return;
	}
	if (e || implicit(c, s, l, &tmp)) {
		if (!e)
			e = add(s, l, false);
		if (e) {
			memset(e, 0, sizeof(*e));
			e->key = l;
			e->checks = CK_BOTH;
		}
	}
}

static void assign(struct us_ctx *c, struct us_state *s, const struct node *lhs,
		   const struct node *rhs, int op)
{
	const struct key *l = ukey(c, lhs);
	const struct type *t = lhs->kind == N_DECLARATOR ? lhs->sym->type : lhs->type;
	const struct uop *u;
	struct us_val v, w;

	if (!l)
		return;
	u = rhs && c->uf->ops ? uop_of_root(c->uf->ops, flow_test_operand(rhs)) : NULL;
	if (u && u->kind == UOP_FETCH && !u->kern && u->result == UOP_RES_PTR) {
		struct us_ent *r;

		assign_key(c, s, l, NULL);
		r = find(s, l, true);
		if (!r)
			r = add(s, l, true);
		if (r)
			r->src = user_fetched(u);
		return;
	}
	if (!t || !is_int(t)) {
		assign_key(c, s, l, NULL);
		return;
	}
	value(c, s, rhs, &v);
	if (op != OP_ASSIGN) {
		if ((op == OP_AND_ASSIGN || op == OP_MOD_ASSIGN) && flow_is_const(rhs, NULL)) {
			memset(&v, 0, sizeof(v));
		} else {
			value(c, s, lhs, &w);
			worse(&v, &w);
		}
	}
	assign_key(c, s, l, &v);
}

/* Memory the fetch OP filled from user space: its destination's entries go, it is a region. */
static void fetch(struct us_ctx *c, struct us_state *s, const struct uop *op)
{
	const struct key *k;
	struct us_ent *e;
	unsigned int i;

	if (op->kind != UOP_FETCH || !op->kern)
		return;
	k = ukey(c, op->kern);
	if (!k)
		return;
	if (op->kern_lvalue) {
		struct us_val v = { .tainted = true };

		v.tmp.src = user_fetched(op);
		v.origin = &v.tmp;
		v.key = k;
		if (is_int(op->kern->type))
			assign_key(c, s, k, &v);
		return;
	}
	/* string copies are no lengths */
	if (op->result == UOP_RES_LENGTH)
		return;
	for (i = 0; i < s->n; i++)
		if (!s->e[i].region && in_value(s->e[i].key, k))
			s->e[i--] = s->e[--s->n];
	e = find(s, k, true);
	if (!e)
		e = add(s, k, true);
	if (e)
		e->src = user_fetched(op);
}

/* Where OP is, for messages: a call's name, not its parenthesis. */
static struct srcpos op_pos(const struct uop *op)
{
	if (op->root->kind == N_CALL && op->root->call.fn)
		return op->root->call.fn->pos;
	return op->root->pos;
}

/* Reports V used as WHAT (the rest of the message) at POS. */
static void report(struct us_ctx *c, struct srcpos pos, const struct us_val *v, const char *what,
		   const char *tail)
{
	static struct strbuf name, from;
	const struct us_ent *o = v->origin;
	bool signed_upper = v->checks == CK_UPPER && o->upper && type_is_signed(v->leaf->type);
	const char *fn_name = c->uf->f.fn->name->name;
	bool ok;

	key_cstr(&name, v->key);
	from.len = 0;
	if (o->src.op) {
		sb_printf(&from, "%s at %s", o->src.op->name, flow_place(op_pos(o->src.op)));
	} else if (o->src.kind == USER_SYSCALL) {
		sb_printf(&from, "a parameter of the system call '%s'", c->user.syscall);
	} else {
		sb_printf(&from, "the byte count of the read or write handler '%s'", fn_name);
	}
	if (signed_upper) {
		ok = diag_warning(CHECK_USER_SIZE, pos,
				  "'%s' is signed and only checked against an upper bound (at %s): "
				  "a negative value passes as %s%s", sb_cstr(&name),
				  flow_place(o->upper->pos), what, tail);
	} else {
		ok = diag_warning(CHECK_USER_SIZE, pos,
				  "'%s' comes from user space (%s) and is used as %s with no bound check on this path%s",
				  sb_cstr(&name), sb_cstr(&from), what, tail);
	}
	if (!ok)
		return;
	if (o->src.op)
		diag_note(op_pos(o->src.op), "%s() reads it from user space here", o->src.op->name);
	else if (o->src.param->declared)
		diag_note(o->src.param->pos, "'%s' is a parameter of the %s '%s'",
			  o->src.param->name->name, c->user.syscall ? "system call" : "file operation",
			  c->user.syscall ? c->user.syscall : fn_name);
}

/* A value to report: tainted, and not bounded (for a signed one, no lower bound). */
static bool unbounded(const struct us_val *v)
{
	if (!v->tainted)
		return false;
	if (v->checks == CK_UPPER && v->origin->upper)
		return type_is_signed(v->leaf->type);
	return v->checks == 0 || v->checks == CK_LOWER;
}

/* The fixed-size object E points to (&x, an array): its size and name; 0 if none. */
static int64_t fixed_object(struct us_ctx *c, const struct node *e, struct strbuf *name)
{
	const struct key *k;
	int64_t size;

	e = flow_test_operand(e);
	if (!e)
		return 0;
	if (e->kind == N_UNARY && e->op == OP_ADDR) {
		e = e->unary.operand;
		/* &a[i]: a place inside an array, its room not known here */
		if (e->kind == N_INDEX || !e->type || type_is_array(e->type))
			return 0;
	} else if (!e->type || !type_is_array(e->type)) {
		return 0;
	}
	if (type_is_array(e->type) && e->type->array.len <= 1)
		return 0;	/* [0], [1], []: a flexible array's old spellings */
	size = type_sizeof(e->type);
	k = ukey(c, e);
	if (size <= 0 || !k)
		return 0;
	key_cstr(name, k);
	return size;
}

static void copy_sink(struct us_ctx *c, const struct us_state *s, struct srcpos pos,
		      const struct node *kern, const struct node *size, bool into)
{
	static struct strbuf obj, what;
	struct us_val v;
	int64_t bytes;

	value(c, s, size, &v);
	if (!unbounded(&v))
		return;
	bytes = fixed_object(c, kern, &obj);
	what.len = 0;
	if (bytes)
		sb_printf(&what, "the byte count of a copy %s '%s' (%lld bytes)", into ? "into" : "out of",
			  sb_cstr(&obj), (long long)bytes);
	else if (v.checks == CK_UPPER)
		sb_printf(&what, "the byte count of a copy");
	else
		return;
	report(c, pos, &v, sb_cstr(&what), "");
}

static void index_sink(struct us_ctx *c, const struct us_state *s, const struct node *n)
{
	static struct strbuf obj, what;
	const struct node *arr = n->subscript.array, *idx = n->subscript.index;
	const struct key *k;
	struct us_val v;

	if (arr->type && !type_is_array(arr->type)) {
		arr = n->subscript.index;
		idx = n->subscript.array;
	}
	if (!arr->type || !type_is_array(arr->type) || arr->type->array.len <= 1)
		return;
	value(c, s, idx, &v);
	k = ukey(c, arr);
	if (!unbounded(&v) || !k)
		return;
	/* an unsigned char index of a 256-entry table: its type bounds it */
	if (v.leaf == flow_test_operand(idx) && !type_is_signed(v.leaf->type) &&
	    type_bits(v.leaf->type) < 63 &&
	    (1ull << type_bits(v.leaf->type)) <= (uint64_t)arr->type->array.len)
		return;
	key_cstr(&obj, k);
	what.len = 0;
	sb_printf(&what, "the index of '%s' (%lld elements)", sb_cstr(&obj),
		  (long long)arr->type->array.len);
	report(c, n->pos, &v, sb_cstr(&what), "");
}

/* The allocator's name as the source spells it: 6.12's are macros around name##_noprof(). */
static int alloc_name_len(const char *name)
{
	size_t len = strlen(name);

	if (len > 7 && !strcmp(name + len - 7, "_noprof"))
		len -= 7;
	return len;
}

/* A user value as a factor of a multiplication in SIZE that can overflow. */
static void mul_sink(struct us_ctx *c, const struct us_state *s, const struct node *size,
		     const char *fn)
{
	static struct strbuf what;
	const struct node *f;
	struct us_val v;
	int i;

	size = flow_test_operand(size);
	if (!size || size->kind != N_BINARY)
		return;
	if (size->op == OP_ADD || size->op == OP_SUB) {
		mul_sink(c, s, size->binary.lhs, fn);
		mul_sink(c, s, size->binary.rhs, fn);
		return;
	}
	if (size->op != OP_MUL || !size->type)
		return;
	for (i = 0; i < 2; i++) {
		f = i ? size->binary.rhs : size->binary.lhs;
		value(c, s, f, &v);
		/* a product wider than the user value cannot overflow: u32 * sizeof() */
		if (!unbounded(&v) || !f->type || type_bits(size->type) > type_bits(flow_test_operand(f)->type))
			continue;
		what.len = 0;
		sb_printf(&what, "a factor of the size given to %.*s()", alloc_name_len(fn), fn);
		report(c, size->pos, &v, sb_cstr(&what),
		       ": the multiplication can overflow (kmalloc_array(), array_size() check it)");
		return;
	}
}

static void call(struct us_ctx *c, struct us_state *s, const struct node *n)
{
	const char *name = n->callee && n->callee->name ? n->callee->name->name : NULL;
	const struct memfn *m;
	struct node *a;

	if (c->run.replay && name) {
		/* the allocators (uaccess.def): 6.12's are macros around name##_noprof() */
		m = memfn_named(name, alloc_name_len(name));
		if (m && m->alloc && call_arg(n, m->alloc))
			mul_sink(c, s, call_arg(n, m->alloc), name);
		m = memfn_of(n);
		if (m && (m->flags & M_COPY) && call_arg(n, 3)) {
			copy_sink(c, s, n->call.fn->pos, call_arg(n, 1), call_arg(n, 3), true);
			copy_sink(c, s, n->call.fn->pos, call_arg(n, 2), call_arg(n, 3), false);
		}
	}
	/* f(&x): x may be written; what it holds then is not known */
	for (a = n->call.args; a; a = a->next) {
		const struct node *e = flow_test_operand(a);

		if (e->kind == N_UNARY && e->op == OP_ADDR) {
			const struct key *l = ukey(c, e->unary.operand);

			if (l)
				assign_key(c, s, l, NULL);
		}
	}
}

static void transfer(void *ctx, void *st, const struct cfg_block *b, const struct cfg_elem *el)
{
	struct us_ctx *c = ctx;
	struct us_state *s = st;
	const struct uop *op = c->uf->ops ? uop_at(c->uf->ops, el->n) : NULL;
	struct node *n = el->n, *lhs;

	(void)b;
	if (op) {
		if (c->run.replay && op->size && op->kern && !op->kern_lvalue &&
		    (op->kind == UOP_FETCH || op->kind == UOP_STORE))
			copy_sink(c, s, op_pos(op), op->kern, op->size, op->kind == UOP_FETCH);
		/* memdup_user(u, n * size) allocates too */
		if (n->kind == N_CALL)
			call(c, s, n);
		fetch(c, s, op);
		return;
	}
	if (c->uf->ops && uop_internal(c->uf->ops, n))
		return;
	if (el->kind == CFG_DECL) {
		if (!n->init_decl.initializer || n->init_decl.initializer->kind == N_INIT_LIST)
			return;
		lhs = declarator_id(n->init_decl.declarator);
		if (lhs && lhs->sym)
			assign(c, s, lhs, n->init_decl.initializer, OP_ASSIGN);
		return;
	}
	if (el->kind != CFG_EXPR)
		return;
	switch (n->kind) {
	case N_ASSIGN:
		assign(c, s, n->binary.lhs, n->binary.rhs, n->op);
		break;
	case N_INDEX:
		if (c->run.replay)
			index_sink(c, s, n);
		break;
	case N_CALL:
		call(c, s, n);
		break;
	default:
		break;
	}
}

/* Every user value among the operands of E's arithmetic gets CHECKS. */
static void bound(struct us_ctx *c, struct us_state *s, const struct node *e, uint8_t checks,
		  struct node *at)
{
	const struct key *k;
	struct us_ent *en, tmp;
	unsigned int i;

	e = flow_test_operand(e);
	if (!e)
		return;
	if (e->kind == N_BINARY && (e->op == OP_ADD || e->op == OP_SUB || e->op == OP_MUL ||
				    e->op == OP_SHL || e->op == OP_SHR || e->op == OP_DIV)) {
		bound(c, s, e->binary.lhs, checks, at);
		bound(c, s, e->binary.rhs, checks, at);
		return;
	}
	if (e->kind == N_UNARY && e->op == OP_MINUS) {
		bound(c, s, e->unary.operand, checks, at);
		return;
	}
	k = ukey(c, e);
	if (!k)
		return;
	for (i = 0; i < s->n; i++) {
		en = &s->e[i];
		if (en->region || !(key_equal(en->key, k) || (en->from && key_equal(en->from, k))))
			continue;
		if ((checks & CK_UPPER) && !(en->checks & CK_UPPER))
			en->upper = at;
		en->checks |= checks;
	}
	if (!find(s, k, false) && implicit(c, s, k, &tmp)) {
		en = add(s, k, false);
		if (en) {
			*en = tmp;
			en->checks = checks;
			en->upper = (checks & CK_UPPER) ? at : NULL;
		}
	}
}

/* The checks "X op O" gives X: a signed value needs a lower and an upper bound. */
static uint8_t relational_checks(const struct node *x, const struct node *o, const struct node *cmp)
{
	struct type *t;
	struct cval v;

	x = flow_test_operand(x);
	if (!x->type || !cmp->binary.lhs->type || !cmp->binary.rhs->type ||
	    !is_int(cmp->binary.lhs->type) || !is_int(cmp->binary.rhs->type))
		return CK_BOTH;
	t = type_usual_arith(type_promote(cmp->binary.lhs->type), type_promote(cmp->binary.rhs->type));
	if (!type_is_signed(t) || !is_int(x->type) || !type_is_signed(x->type))
		return CK_BOTH;
	/*
	 * "len < 0", "len <= 0", "len > 0", "len < 1": the lower bound;
	 * "len > 64" the upper one.  Against a variable, the direction does
	 * not tell which ("len < min_len" is the lower): taken as both.
	 */
	if (!flow_is_const(o, &v))
		return CK_BOTH;
	return (int64_t)v.v <= 1 ? CK_LOWER : CK_UPPER;
}

static void *copy_state(void *ctx, const void *s)
{
	struct us_ctx *c = ctx;
	const struct us_state *from = s;
	struct us_state *to = arena_alloc(c->arena, sizeof(*to));

	to->n = from->n;
	memcpy(to->e, from->e, from->n * sizeof(from->e[0]));
	return to;
}

static const void *edge(void *ctx, const void *st, const struct cfg_block *b,
			const struct cfg_edge *e)
{
	struct us_ctx *c = ctx;
	const struct us_state *s = st;
	struct us_state *r;
	const struct node *cond = b->term_node;
	bool truth = e->kind == CFG_EDGE_TRUE;

	if (!s->n && !user_fn_any(&c->user))
		return s;
	/* a case: the value is that constant; "default:" bounds nothing */
	if (b->term == CFG_T_SWITCH && e->kind == CFG_EDGE_CASE && e->label &&
	    e->label->kind == N_CASE) {
		r = copy_state(c, s);
		bound(c, r, cond->switch_stmt.cond, CK_BOTH, NULL);
		return r;
	}
	if (b->term != CFG_T_BRANCH || (e->kind != CFG_EDGE_TRUE && e->kind != CFG_EDGE_FALSE))
		return s;
	for (;;) {
		const struct node *x = flow_test_operand(cond);

		if (x && x->kind == N_UNARY && x->op == OP_NOT) {
			cond = x->unary.operand;
			truth = !truth;
		} else {
			cond = x;
			break;
		}
	}
	if (!cond)
		return s;
	/* "if (len)": where it fails, len is 0 */
	if (cond->kind != N_BINARY) {
		if (truth || !is_int(cond->type))
			return s;
		r = copy_state(c, s);
		bound(c, r, cond, CK_BOTH, NULL);
		return r;
	}
	if (is_relational(cond)) {
		r = copy_state(c, s);
		bound(c, r, cond->binary.lhs, relational_checks(cond->binary.lhs, cond->binary.rhs, cond),
		      (struct node *)cond);
		bound(c, r, cond->binary.rhs, relational_checks(cond->binary.rhs, cond->binary.lhs, cond),
		      (struct node *)cond);
		return r;
	}
	/* "x == C": on the edge where it holds, x is that constant */
	if ((cond->op == OP_EQ && truth) || (cond->op == OP_NE && !truth)) {
		r = copy_state(c, s);
		if (flow_is_const(cond->binary.rhs, NULL))
			bound(c, r, cond->binary.lhs, CK_BOTH, NULL);
		if (flow_is_const(cond->binary.lhs, NULL))
			bound(c, r, cond->binary.rhs, CK_BOTH, NULL);
		return r;
	}
	return s;
}

static void *entry(void *ctx)
{
	struct us_ctx *c = ctx;
	struct us_state *s = arena_alloc(c->arena, sizeof(*s));

	s->n = 0;
	return s;
}

/* Merges entry E of another path into S (where its key may be implicit). */
static bool join_one(struct us_ctx *c, struct us_state *s, const struct us_ent *e)
{
	struct us_ent *d = find(s, e->key, e->region), tmp;
	uint8_t checks;

	if (e->region) {
		if (d)
			return false;
		d = add(s, e->key, true);
		if (d)
			*d = *e;
		return d != NULL;
	}
	if (d) {
		checks = d->checks & e->checks;
		if (checks == d->checks)
			return false;
		if (d->checks == CK_BOTH) {
			*d = *e;
		} else if (!d->upper) {
			d->upper = e->upper;
		}
		d->checks = checks;
		return true;
	}
	implicit(c, s, e->key, &tmp);
	checks = tmp.checks & e->checks;
	if (checks == tmp.checks)
		return false;
	d = add(s, e->key, false);
	if (!d)
		return false;
	*d = tmp.checks == CK_BOTH ? *e : tmp;
	d->checks = checks;
	return true;
}

static bool join(void *ctx, void **into, const void *st)
{
	struct us_ctx *c = ctx;
	const struct us_state *s = st;
	struct us_state *d = *into;
	struct us_ent tmp;
	bool changed = false;
	unsigned int i, n;

	if (!d) {
		*into = copy_state(c, s);
		return true;
	}
	n = d->n;
	/* d's entries that s does not name: s's implicit status meets them */
	for (i = 0; i < n; i++) {
		struct us_ent *e = &d->e[i];

		if (e->region || find((struct us_state *)s, e->key, false))
			continue;
		implicit(c, s, e->key, &tmp);
		if ((e->checks & tmp.checks) != e->checks) {
			if (e->checks == CK_BOTH)
				*e = tmp;
			e->checks &= tmp.checks;
			changed = true;
		}
	}
	for (i = 0; i < s->n; i++)
		changed |= join_one(c, d, &s->e[i]);
	return changed;
}

static void user_size(struct decl_sym *fn, struct node *body)
{
	const struct ufunc *uf = ufunc_get(fn, body);
	struct us_ctx c = {
		.run.problem = { .ctx = &c, .entry = entry, .copy = copy_state, .join = join,
				 .transfer = transfer, .edge = edge },
		.uf = uf, .arena = uf->f.arena,
	};

	/* a read or write handler's count when it copies from or to user space */
	user_fn_init(&c.user, fn, uf->ops ? USER_RW_COUNTS : 0);
	if (!uf->ops && (!c.user.syscall || uop_implementation(fn)))
		return;
	flow_run(&c.run, uf);
}

void usersize_register(void)
{
	if (check_enabled(CHECK_USER_SIZE)) {
		uop_init();
		hook_add(function_body, user_size);
	}
}
