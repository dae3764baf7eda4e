// SPDX-License-Identifier: GPL-2.0
/*
 * gcc's vector rules (vector_size and the architectures' vector types,
 * NEON and AltiVec): which operands an operator takes together, the
 * scalars it converts to a vector and refuses when the value would
 * change (a floating constant judged by its value, as gcc 12), and the
 * conversions between vectors an assignment makes.  eval.c asks here
 * whenever an operand is a vector.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "sema.h"
#include "target.h"
#include "type.h"

static bool is_vector(const struct type *t)
{
	return t->kind == TYPE_VECTOR;
}

/* A vector's number of elements. */
static uint64_t vector_lanes(const struct type *v)
{
	int64_t n = type_sizeof(v->base);

	return n > 0 ? v->size / n : 0;
}

/*
 * The elements of two vectors an operator takes together: of one type
 * but for signedness (gcc's vector_types_compatible_elements_p()).
 */
static bool vector_elements_alike(const struct type *a, const struct type *b)
{
	a = a->base->main;
	b = b->base->main;
	if (a == b)
		return true;
	return type_is_integer(a) && type_is_integer(b) && a->kind != TYPE_BOOL &&
	       b->kind != TYPE_BOOL && type_to_unsigned((struct type *)a) ==
	       type_to_unsigned((struct type *)b);
}

/* Bits of precision a floating type holds (its significand). */
static unsigned int significand_bits(const struct type *t)
{
	switch (t->kind) {
	case TYPE_FLOAT16:
		return 11;
	case TYPE_FLOAT:
		return 24;
	case TYPE_DOUBLE:
		return 53;
	case TYPE_LDOUBLE:
		return target.size_long_double == 8 ? 53 : 64;	/* 64 or more */
	default:
		return 113;
	}
}

/* A constant's value is one of ELEM's. */
static bool cval_fits_element(const struct cval *cv, struct type *elem)
{
	unsigned int bits = type_bits(elem);

	if (!cval_is_negative(cv))
		return cval_fits(cv->v, elem);
	return type_is_signed(elem) &&
	       (bits >= 64 || (int64_t)cv->v >= -(INT64_C(1) << (bits - 1)));
}

/* The literal of S, a floating constant maybe signed, or NULL; *NEGATED: a minus before it. */
static const struct node *floating_literal(const struct node *s, bool *negated)
{
	*negated = false;
	for (; s->kind == N_UNARY && (s->op == OP_MINUS || s->op == OP_PLUS); s = s->unary.operand)
		*negated |= s->op == OP_MINUS;
	return s->kind == N_FLOATING ? s : NULL;
}

/*
 * gcc's exact_real_truncate(): the floating literal S, of type ST, is a
 * normal number (or zero) of the floating type ELEM, with its value.  The
 * literal is read at ST's precision, as gcc has it; elements wider than
 * the host's long double are taken as holding it.
 */
static bool floating_constant_fits(const struct node *s, const struct type *st,
				   const struct type *elem)
{
	unsigned int mant = significand_bits(elem), sbits = significand_bits(st);
	int emax = mant == 11 ? 15 : mant == 24 ? 127 : 1023, e = 0;
	long double v, scaled;
	char buf[128];

	if (mant > 53 || s->len >= sizeof(buf))
		return true;
	memcpy(buf, s->str, s->len);
	buf[s->len] = '\0';
	v = sbits <= 24 ? strtof(buf, NULL) : sbits <= 53 ? strtod(buf, NULL) : strtold(buf, NULL);
	if (v == 0)
		return true;
	if (v > 0x1p16383L)			/* inf */
		return false;
	/* 2^e <= v < 2^(e+1), within ELEM's normal range */
	for (; v >= 2 && e <= emax; v /= 2)
		e++;
	for (; v < 1 && e >= 1 - emax; v *= 2)
		e--;
	if (e > emax || e < 1 - emax)
		return false;
	scaled = v * (long double)(1ULL << (mant - 1));
	return scaled == (long double)(unsigned long long)scaled;
}

/*
 * "v op s": gcc converts the scalar S to the vector's element type, and
 * refuses a conversion that can change its value (scalar_to_vector()).
 * A change of sign only is allowed; a floating constant must keep its
 * value.
 */
static bool scalar_to_vector(struct node *e, struct node *s, struct type *st, struct type *v)
{
	struct type *elem = v->base->main;
	const struct node *lit;
	bool truncates = false, negated;
	struct cval cv;

	if (!type_is_arithmetic(st) || st->kind == TYPE_BOOL || st->kind == TYPE_COMPLEX)
		return false;
	if (type_is_floating(st) && !type_is_floating(elem)) {
		sema_error(e->pos, "cannot convert value to a vector");
		return true;
	}
	if (type_is_integer(st) && const_fold_typed(s, &cv) == FOLD_OK) {
		if (type_is_integer(elem) && !cval_fits_element(&cv, elem))
			truncates = !(!type_is_signed(elem) && cval_is_negative(&cv)) &&
				    !(type_is_signed(elem) && !type_is_signed(cv.t) &&
				      type_bits(cv.t) == type_bits(elem));
	} else if (type_is_integer(st)) {
		truncates = type_is_integer(elem) ? type_bits(st) > type_bits(elem) :
			    type_bits(st) > significand_bits(elem);
	} else if (!(lit = floating_literal(s, &negated)) || negated) {
		/* gcc 12 judges "-0.5" as any value of its type, not as a constant */
		truncates = significand_bits(st) > significand_bits(elem);
	} else {
		truncates = !floating_constant_fits(lit, st, elem);
	}
	if (truncates)
		sema_error(e->pos, "conversion of scalar '%s' to vector '%s' involves truncation",
			   type_str(st), type_str(v));
	return true;
}

struct type *eval_vector_binary(struct node *e, int op, struct node *l, struct node *r,
				struct type *a, struct type *b)
{
	struct type *v = is_vector(a) ? a : b, *s = is_vector(a) ? b : a;

	if (is_vector(a) && is_vector(b)) {
		if (vector_lanes(a) == vector_lanes(b) && vector_elements_alike(a, b))
			return a;
	} else if (op == OP_SHL || op == OP_SHR) {
		if (type_is_integer(s) && type_is_integer(v->base))
			return a;
	} else if (scalar_to_vector(e, v == a ? r : l, s, v)) {
		return v;
	}
	return NULL;
}

bool eval_vector_convertible(const struct node *e, const struct type *to,
			       const struct type *from)
{
	const struct type *et, *ef;
	bool lax;

	if (!is_vector(to) || !is_vector(from))
		return false;
	if (e->kind == N_BINARY && e->op >= OP_LT && e->op <= OP_NE)
		return to->size == from->size;
	et = to->base->main;
	ef = from->base->main;
	lax = to->size == from->size &&
		   (!type_is_floating(et) || vector_lanes(to) == vector_lanes(from)) &&
		   type_is_integer(et) == type_is_integer(ef);

	if (!lax || target.lax_vector_conversions)
		return lax;
	return vector_lanes(to) == vector_lanes(from) && et == ef;
}
