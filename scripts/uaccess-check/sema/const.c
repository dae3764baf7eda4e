// SPDX-License-Identifier: GPL-2.0
/*
 * Integer constant expressions: exact folding with the target's widths
 * and signedness, on expressions already typed by eval.c.
 *
 * Three answers, not two: the kernel's BUILD_BUG_ON family and
 * _Static_assert(sizeof(struct x) == N) must fold exactly, and an
 * expression the folder does not understand (an address constant, a
 * builtin it does not know) must never be called "not constant", since
 * gcc may well fold it.  Only a reference to an object, a call or a side
 * effect makes an expression certainly non-constant.
 */
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "builtin.h"
#include "sema.h"
#include "target.h"
#include "token.h"
#include "type.h"

static enum fold_result fold(struct node *e, struct cval *r);

bool cval_fits(uint64_t v, struct type *t)
{
	unsigned int bits = type_bits(t);

	if (bits >= 64)
		return type_is_signed(t) ? !(v >> 63) : true;
	return type_is_signed(t) ? v < (UINT64_C(1) << (bits - 1)) : v < (UINT64_C(1) << bits);
}

bool cval_is_negative(const struct cval *r)
{
	return type_is_signed(r->t) && (int64_t)r->v < 0;
}

bool cval_convert(struct cval *r, struct type *t)
{
	unsigned int bits;

	if (!type_is_integer(t) || type_bits(t) > 64)
		return false;
	r->t = t;
	if (type_rank(t) == 1) {	/* _Bool */
		r->v = r->v != 0;
		return true;
	}
	bits = type_bits(t);
	if (bits >= 64)
		return true;
	r->v &= (UINT64_C(1) << bits) - 1;
	if (type_is_signed(t) && (r->v >> (bits - 1)))
		r->v |= ~((UINT64_C(1) << bits) - 1);
	return true;
}

/*
 * The digits and suffix of integer literal E.  False if it is not one
 * (a bad digit or suffix); *overflow then says the digits alone do not
 * fit in 64 bits.
 */
bool const_integer_parse(const struct node *e, struct int_literal *lit, bool *overflow)
{
	const char *s = e->str, *end = e->str + e->len;
	uint64_t v = 0;

	*overflow = false;
	memset(lit, 0, sizeof(*lit));
	lit->base = 10;
	if (end - s > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		lit->base = 16;
		s += 2;
	} else if (end - s > 1 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) {
		lit->base = 2;
		s += 2;
	} else if (s[0] == '0') {
		lit->base = 8;
	}
	for (; s < end; s++) {
		unsigned int d;

		if (*s >= '0' && *s <= '9')
			d = *s - '0';
		else if (lit->base == 16 && *s >= 'a' && *s <= 'f')
			d = *s - 'a' + 10;
		else if (lit->base == 16 && *s >= 'A' && *s <= 'F')
			d = *s - 'A' + 10;
		else if (*s == '\'')
			continue;
		else
			break;
		if (d >= lit->base)
			return false;
		if (v > (UINT64_MAX - d) / lit->base)
			*overflow = true;
		v = v * lit->base + d;
	}
	for (; s < end; s++) {
		if (*s == 'u' || *s == 'U')
			lit->uns = true;
		else if (*s == 'l' || *s == 'L')
			lit->nlong++;
		else
			return false;
	}
	lit->v = v;
	return lit->nlong <= 2 && !*overflow;
}

/*
 * C11 6.4.4.1: the first type of the suffix's list that holds the value;
 * a decimal constant too big for long long is unsigned long long, as in
 * gcc and sparse (both warn).
 */
bool const_integer_literal(struct node *e, struct cval *r)
{
	static const enum type_kind dec[] = { TYPE_INT, TYPE_LONG, TYPE_LLONG, TYPE_ULLONG };
	static const enum type_kind other[] = {
		TYPE_INT, TYPE_UINT, TYPE_LONG, TYPE_ULONG, TYPE_LLONG, TYPE_ULLONG,
	};
	struct int_literal lit;
	unsigned int i, n;
	const enum type_kind *cand;
	bool overflow;

	if (!const_integer_parse(e, &lit, &overflow))
		return false;
	if (lit.base == 10 && !lit.uns) {
		cand = dec + lit.nlong;
		n = ARRAY_SIZE(dec) - lit.nlong;
	} else {
		cand = other + 2 * lit.nlong + lit.uns;
		n = ARRAY_SIZE(other) - 2 * lit.nlong - lit.uns;
	}
	for (i = 0; i < n; i++) {
		struct type *t = type_basic(cand[i]);

		if (lit.uns && type_is_signed(t))
			continue;
		if (cval_fits(lit.v, t)) {
			r->v = lit.v;
			r->t = t;
			return true;
		}
	}
	return false;
}

/* 'c' and its escapes; wide and multi-character constants are not folded. */
bool const_char_literal(struct node *e, struct cval *r)
{
	const char *s = e->str, *end = e->str + e->len;
	uint64_t v;

	if (e->len < 3 || s[0] != '\'' || end[-1] != '\'')
		return false;
	s++;
	end--;
	if (lit_decode(&s, end, false, &v) != LIT_UNIT || s != end || v > 255)
		return false;
	if (!target.char_unsigned && v > 127)
		v |= ~UINT64_C(0xff);
	r->v = v;
	r->t = type_basic(TYPE_INT);
	return cval_convert(r, r->t);
}

/* ALIGN: 0 sizeof, OP_ALIGNOF gcc's preferred alignment, OP_ALIGNOF_ABI _Alignof's */
static enum fold_result fold_sizeof(struct type *t, struct cval *r, int align)
{
	int64_t size;

	if (!t || sema_is_error(t) || decl_layout_unknown(t))
		return FOLD_UNKNOWN;
	if (type_is_vla(t))
		return align ? FOLD_UNKNOWN : FOLD_NONCONST;
	if (align) {
		size = align == OP_ALIGNOF ? type_align_pref(t) : type_alignof(t);
	} else {
		if (!type_is_complete(t) && t->kind != TYPE_VOID && t->kind != TYPE_FUNCTION)
			return FOLD_UNKNOWN;
		size = type_sizeof(t);
		if (size < 0)
			return FOLD_UNKNOWN;
	}
	r->v = size;
	r->t = type_size_t();
	return FOLD_OK;
}

/* Binary operator E, whose left operand folded to A. */
static enum fold_result fold_binary_op(struct node *e, struct cval a, struct cval *r)
{
	enum fold_result rb;
	struct cval b;
	struct type *t;
	bool sgn;

	if (e->op == OP_ANDAND || e->op == OP_OROR) {
		r->t = type_basic(TYPE_INT);
		if ((e->op == OP_ANDAND) != (a.v != 0)) {
			r->v = e->op == OP_OROR;
			return FOLD_OK;
		}
		rb = fold(e->binary.rhs, &b);
		r->v = b.v != 0;
		return rb;
	}
	rb = fold(e->binary.rhs, &b);
	if (rb != FOLD_OK)
		return rb;
	if (e->op == OP_SHL || e->op == OP_SHR) {
		r->t = type_promote(a.t);
		if (!cval_convert(&a, r->t) || cval_is_negative(&b) || b.v >= type_bits(r->t))
			return FOLD_UNKNOWN;
		r->v = e->op == OP_SHL ? a.v << b.v :
		       type_is_signed(r->t) ? (uint64_t)((int64_t)a.v >> b.v) : a.v >> b.v;
		cval_convert(r, r->t);
		return FOLD_OK;
	}
	t = type_usual_arith(a.t, b.t);
	if (!cval_convert(&a, t) || !cval_convert(&b, t))
		return FOLD_UNKNOWN;
	sgn = type_is_signed(t);
	r->t = t;
	switch (e->op) {
	case OP_ADD: r->v = a.v + b.v; break;
	case OP_SUB: r->v = a.v - b.v; break;
	case OP_MUL: r->v = a.v * b.v; break;
	case OP_DIV: case OP_MOD:
		if (!b.v || (sgn && (int64_t)b.v == -1))
			return FOLD_UNKNOWN;
		if (e->op == OP_DIV)
			r->v = sgn ? (uint64_t)((int64_t)a.v / (int64_t)b.v) : a.v / b.v;
		else
			r->v = sgn ? (uint64_t)((int64_t)a.v % (int64_t)b.v) : a.v % b.v;
		break;
	case OP_AND: r->v = a.v & b.v; break;
	case OP_OR: r->v = a.v | b.v; break;
	case OP_XOR: r->v = a.v ^ b.v; break;
	case OP_LT: r->v = sgn ? (int64_t)a.v < (int64_t)b.v : a.v < b.v; goto cmp;
	case OP_GT: r->v = sgn ? (int64_t)a.v > (int64_t)b.v : a.v > b.v; goto cmp;
	case OP_LE: r->v = sgn ? (int64_t)a.v <= (int64_t)b.v : a.v <= b.v; goto cmp;
	case OP_GE: r->v = sgn ? (int64_t)a.v >= (int64_t)b.v : a.v >= b.v; goto cmp;
	case OP_EQ: r->v = a.v == b.v; goto cmp;
	case OP_NE: r->v = a.v != b.v; goto cmp;
	default:
		return FOLD_UNKNOWN;
	}
	cval_convert(r, t);
	return FOLD_OK;
cmp:
	r->t = type_basic(TYPE_INT);
	return FOLD_OK;
}

/*
 * "a + b + c + ...", a left-nested chain as long as a generated table
 * makes it: folded bottom-up from an explicit stack, so that its length
 * does not become recursion depth (as eval_left_spine()).
 */
static enum fold_result fold_binary(struct node *e, struct cval *r)
{
	struct node *small[64], **stack = small, *n;
	unsigned int cap = ARRAY_SIZE(small);
	enum fold_result fr;
	size_t depth = 0;
	struct cval a;

	for (n = e; n && n->kind == N_BINARY; n = n->binary.lhs) {
		if (depth == cap)
			stack = grow_small_array(stack, small, depth, &cap, sizeof(*stack));
		stack[depth++] = n;
	}
	fr = fold(n, &a);
	while (fr == FOLD_OK && depth--) {
		fr = fold_binary_op(stack[depth], a, r);
		a = *r;
	}
	if (stack != small)
		free(stack);
	return fr;
}

/* (int)2.5: a floating constant cast to an integer type is an ICE. */
static enum fold_result fold_float_cast(struct node *e, struct cval *r, struct type *to)
{
	char buf[64];
	double d;

	if (e->len >= sizeof(buf))
		return FOLD_UNKNOWN;
	memcpy(buf, e->str, e->len);
	buf[e->len] = 0;
	d = strtod(buf, NULL);
	if (!(d > -9.2e18 && d < 1.8e19))
		return FOLD_UNKNOWN;
	if (type_rank(to) == 1) {	/* _Bool: compared with zero */
		r->v = d != 0;
		r->t = to;
		return FOLD_OK;
	}
	r->v = d < 0 ? (uint64_t)(int64_t)d : (uint64_t)d;
	r->t = type_basic(TYPE_LLONG);
	return cval_convert(r, to) ? FOLD_OK : FOLD_UNKNOWN;
}

static enum fold_result fold_offsetof(struct node *e, struct cval *r)
{
	struct type_path path[32];
	unsigned int n = 0, failed;
	struct type *res;
	int64_t off;
	struct node *d;

	for (d = e->offset_of.designators; d; d = d->next) {
		struct cval idx;

		if (n == ARRAY_SIZE(path))
			return FOLD_UNKNOWN;
		if (d->kind == N_DESIG_FIELD) {
			path[n].member = d->name->name;
			path[n++].index = 0;
		} else if (d->kind == N_DESIG_INDEX) {
			enum fold_result fr = fold(d->desig_index.first, &idx);

			if (fr != FOLD_OK)
				return fr;
			path[n].member = NULL;
			path[n++].index = idx.v;
		} else {
			return FOLD_UNKNOWN;
		}
	}
	if (!e->offset_of.type_name->type || sema_is_error(e->offset_of.type_name->type) ||
	    type_offsetof(e->offset_of.type_name->type, path, n, &off, &res, &failed) != TP_OK)
		return FOLD_UNKNOWN;
	r->v = off;
	r->t = type_size_t();
	return FOLD_OK;
}

/*
 * The bit-counting builtins on a constant, as gcc folds them (ilog2() and
 * order_base_2() use __builtin_clzll in array sizes and bit-field widths).
 * clz and ctz of 0 are undefined at run time; gcc 12 folds them to the
 * operand's width, and so does this.
 */
static enum fold_result fold_bit_builtin(const char *name, struct node *arg, struct cval *r)
{
	static const char *const ops[] = { "clz", "ctz", "clrsb", "popcount", "parity", "ffs" };
	const char *suffix;
	unsigned int i, bits;
	enum fold_result fr;
	struct cval a;
	uint64_t v;
	int n = 0;

	if (strncmp(name, "__builtin_", 10) || !arg || arg->next)
		return FOLD_UNKNOWN;
	name += 10;
	for (i = 0; i < ARRAY_SIZE(ops); i++)
		if (!strncmp(name, ops[i], strlen(ops[i])))
			break;
	if (i == ARRAY_SIZE(ops))
		return FOLD_UNKNOWN;
	suffix = name + strlen(ops[i]);
	if (!*suffix)
		bits = 32;
	else if (!strcmp(suffix, "l"))
		bits = type_bits(type_basic(TYPE_LONG));
	else if (!strcmp(suffix, "ll"))
		bits = 64;
	else
		return FOLD_UNKNOWN;
	fr = fold(arg, &a);
	if (fr != FOLD_OK)
		return fr;
	v = bits < 64 ? a.v & ((UINT64_C(1) << bits) - 1) : a.v;
	switch (i) {
	case 0:		/* clz */
		while (n < (int)bits && !(v & (UINT64_C(1) << (bits - 1 - n))))
			n++;
		break;
	case 1:		/* ctz */
		while (n < (int)bits && !(v & (UINT64_C(1) << n)))
			n++;
		break;
	case 2: {	/* clrsb: redundant sign bits */
		unsigned int sign = (v >> (bits - 1)) & 1;

		while (n + 1 < (int)bits && ((v >> (bits - 2 - n)) & 1) == sign)
			n++;
		break;
	}
	case 3: case 4:	/* popcount, parity */
		for (; v; v &= v - 1)
			n++;
		if (i == 4)
			n &= 1;
		break;
	default:	/* ffs: one plus the index of the lowest set bit, 0 for 0 */
		if (v)
			while (!(v & (UINT64_C(1) << n++)))
				;
		break;
	}
	r->v = n;
	r->t = type_basic(TYPE_INT);
	return FOLD_OK;
}

/* __builtin_bswap16/32/64 of a constant. */
static enum fold_result fold_bswap(const char *name, struct node *arg, struct cval *r)
{
	unsigned int bytes, i;
	enum fold_result fr;
	struct cval a;
	uint64_t v = 0;

	if (!strcmp(name, "__builtin_bswap16"))
		bytes = 2;
	else if (!strcmp(name, "__builtin_bswap32"))
		bytes = 4;
	else if (!strcmp(name, "__builtin_bswap64"))
		bytes = 8;
	else
		return FOLD_UNKNOWN;
	if (!arg || arg->next || !arg->type || sema_is_error(arg->type))
		return FOLD_UNKNOWN;
	fr = fold(arg, &a);
	if (fr != FOLD_OK)
		return fr;
	for (i = 0; i < bytes; i++)
		v |= ((a.v >> (8 * i)) & 0xff) << (8 * (bytes - 1 - i));
	r->v = v;
	r->t = type_basic(bytes == 2 ? TYPE_USHORT : bytes == 4 ? TYPE_UINT : TYPE_ULLONG);
	return FOLD_OK;
}

/* The declaration identifier ID denotes: bound by its evaluation. */
static struct decl_sym *bound_sym(struct node *id)
{
	return id->type ? id->sym : decl_lookup(id->name, false);
}

static enum fold_result fold_call(struct node *e, struct cval *r)
{
	struct node *fn = e->call.fn, *arg = e->call.args;
	const char *name;
	struct decl_sym *sym;

	if (fn->kind != N_IDENT)
		return FOLD_NONCONST;
	sym = bound_sym(fn);
	if (sym && sym->kind == DS_OBJECT)
		return FOLD_NONCONST;
	if (!builtin_find(fn->name))
		return sym ? FOLD_NONCONST : FOLD_UNKNOWN;
	name = fn->name->name;
	if (!strcmp(name, "__builtin_constant_p") && arg && !arg->next) {
		struct cval v;
		enum fold_result fr = fold(arg, &v);

		if (fr == FOLD_UNKNOWN)
			return FOLD_UNKNOWN;
		r->v = fr == FOLD_OK;
		r->t = type_basic(TYPE_INT);
		return FOLD_OK;
	}
	if (!strcmp(name, "__builtin_expect") && arg) {
		enum fold_result fr = fold(arg, r);

		if (fr == FOLD_OK)
			cval_convert(r, type_basic(TYPE_LONG));
		return fr;
	}
	if (!strcmp(name, "__builtin_strlen") && arg && arg->kind == N_STRING &&
	    !arg->string.next_piece && arg->str[0] == '"') {
		const char *s = arg->str + 1, *end = arg->str + arg->len - 1;
		uint64_t len = 0;

		for (; s < end; s++, len++)
			if (*s == '\\')
				return FOLD_UNKNOWN;
		r->v = len;
		r->t = type_size_t();
		return FOLD_OK;
	}
	if (!strncmp(name, "__builtin_bswap", 15))
		return fold_bswap(name, arg, r);
	return fold_bit_builtin(name, arg, r);
}

static enum fold_result fold_unary(struct node *e, struct cval *r)
{
	enum fold_result fr;
	struct cval a;

	switch (e->op) {
	case OP_SIZEOF:
		return fold_sizeof(e->unary.operand->type, r, 0);
	case OP_ALIGNOF: case OP_ALIGNOF_ABI:
		fr = fold_sizeof(e->unary.operand->type, r, e->op);
		if (fr == FOLD_OK && e->unary.operand->kind == N_IDENT) {
			/* __alignof__(var): the variable's own alignment, as gcc */
			struct decl_sym *sym = bound_sym(e->unary.operand);

			if (sym && sym->kind == DS_OBJECT && sym->align > r->v)
				r->v = sym->align;
		}
		return fr;
	case OP_INC: case OP_DEC:
		return FOLD_NONCONST;
	case OP_PLUS: case OP_MINUS: case OP_BITNOT: case OP_NOT:
		break;
	default:
		return FOLD_UNKNOWN;
	}
	fr = fold(e->unary.operand, &a);
	if (fr != FOLD_OK)
		return fr;
	r->t = e->op == OP_NOT ? type_basic(TYPE_INT) : type_promote(a.t);
	if (!cval_convert(&a, type_promote(a.t)))
		return FOLD_UNKNOWN;
	switch (e->op) {
	case OP_PLUS: r->v = a.v; break;
	case OP_MINUS: r->v = -a.v; break;
	case OP_BITNOT: r->v = ~a.v; break;
	default: r->v = !a.v; break;
	}
	cval_convert(r, r->t);
	return FOLD_OK;
}

static enum fold_result fold(struct node *e, struct cval *r)
{
	enum fold_result fr;
	struct decl_sym *sym;
	struct cval a;
	struct type *t;

	if (!e)
		return FOLD_UNKNOWN;
	switch (e->kind) {
	case N_INTEGER:
		return const_integer_literal(e, r) ? FOLD_OK : FOLD_UNKNOWN;
	case N_CHAR:
		return const_char_literal(e, r) ? FOLD_OK : FOLD_UNKNOWN;
	case N_IDENT:
		sym = bound_sym(e);
		if (!sym)
			return FOLD_UNKNOWN;
		if (sym->kind == DS_ENUMERATOR) {
			if (!sym->value_known)
				return FOLD_UNKNOWN;
			r->v = sym->value;
			r->t = sym->type;
			return FOLD_OK;
		}
		if (sym->kind == DS_OBJECT && !sema_is_error(sym->type))
			return FOLD_NONCONST;
		return FOLD_UNKNOWN;
	case N_UNARY:
		return fold_unary(e, r);
	case N_SIZEOF_TYPE:
		return fold_sizeof(e->of_type.type_name->type, r, 0);
	case N_ALIGNOF_TYPE:
		return fold_sizeof(e->of_type.type_name->type, r,
				   e->op == OP_ALIGNOF_ABI ? OP_ALIGNOF_ABI : OP_ALIGNOF);
	case N_BINARY:
		return fold_binary(e, r);
	case N_COND:
		fr = fold(e->conditional.cond, &a);
		if (fr != FOLD_OK)
			return fr;
		t = e->type;
		if (a.v)
			fr = fold(conditional_then(e), r);
		else
			fr = fold(e->conditional.otherwise, r);
		if (fr == FOLD_OK && (!t || !cval_convert(r, t)))
			return FOLD_UNKNOWN;
		return fr;
	case N_CAST:
		t = e->type;
		if (!t || !type_is_integer(t))
			return FOLD_UNKNOWN;
		if (e->cast.operand->kind == N_FLOATING)
			return fold_float_cast(e->cast.operand, r, t);
		fr = fold(e->cast.operand, r);
		if (fr == FOLD_OK && !cval_convert(r, t))
			return FOLD_UNKNOWN;
		return fr;
	case N_TYPES_COMPATIBLE:
		t = e->types_compatible.first->type;
		if (!t || !e->types_compatible.second->type || sema_is_error(t) ||
		    sema_is_error(e->types_compatible.second->type))
			return FOLD_UNKNOWN;
		r->v = type_compatible(type_unqualified(t),
				       type_unqualified(e->types_compatible.second->type),
				       TC_GCC | TC_BITWISE);
		r->t = type_basic(TYPE_INT);
		return FOLD_OK;
	case N_CHOOSE_EXPR:
		fr = fold(e->choose.cond, &a);
		if (fr != FOLD_OK)
			return fr;
		return fold(a.v ? e->choose.a : e->choose.b, r);
	case N_GENERIC:
		return e->chosen ? fold(e->chosen, r) : FOLD_UNKNOWN;
	case N_OFFSETOF:
		return fold_offsetof(e, r);
	case N_CALL:
		return fold_call(e, r);
	case N_ASSIGN: case N_POSTFIX: case N_STMT_EXPR:
		return FOLD_NONCONST;
	default:
		return FOLD_UNKNOWN;
	}
}

enum fold_result const_fold_typed(struct node *e, struct cval *r)
{
	enum fold_result fr = fold(e, r);

	if (fr == FOLD_OK && (!r->t || !type_is_integer(r->t)))
		return FOLD_UNKNOWN;
	return fr;
}

enum fold_result const_fold(struct node *e, struct cval *r)
{
	if (e && !e->type)
		eval_expr(e);
	return const_fold_typed(e, r);
}

bool const_is_null_pointer(struct node *e)
{
	struct cval v;

	if (e->kind == N_CAST && e->type && type_is_pointer(e->type) &&
	    e->type->base->kind == TYPE_VOID && !e->type->base->quals)
		e = e->cast.operand;
	return e->type && type_is_integer(e->type) && const_fold_typed(e, &v) == FOLD_OK && !v.v;
}
