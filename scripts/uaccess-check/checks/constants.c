// SPDX-License-Identifier: GPL-2.0
/*
 * Constants too big for their type, as sparse reports them:
 *  - an integer constant (after folding) converted, by a cast or
 *    implicitly (assignment, initializer, argument, return, bit-field
 *    store), to a type too narrow for it (-Wcast-truncate);
 *  - integer literals whose type is not the one their suffix asks for
 *    (-Wimplicitly-unsigned-literal, -Wconstant-suffix);
 *  - constant divisions by zero or that overflow (-Wdiv-by-zero,
 *    -Woverflow);
 *  - constant shift counts negative or not smaller than the width of
 *    the (promoted) shifted type, of x << n and of x <<= n
 *    (-Wshift-count-negative/overflow).
 * Sparse does not expand the arm of a ?: that a constant condition
 * skips, and reports shifts only in code left after removing what
 * constant conditions make dead: sema.dead_arm and sema.dead_branch say
 * where we are.
 */
#include "ast.h"
#include "checks.h"
#include "sema.h"
#include "type.h"

/* Code sparse does not expand: a dead ?: arm, an operand of sizeof or typeof. */
static bool unexpanded(void)
{
	return sema.dead_arm || sema.unevaluated;
}

/*
 * Sparse's cast_value(): V, of type FROM, stored in NEW_BITS bits.  Silent
 * when only copies of the sign bit are dropped ((u8)-1, (u16)~0).
 */
static void truncate_check(struct node *v, struct type *from, unsigned int new_bits)
{
	uint64_t value, mask, signmask, oldmask, oldsignmask, dropped;
	unsigned int old_bits;
	struct cval c;

	if (unexpanded() || !type_is_integer(from) || type_rank(from) == 1)
		return;
	old_bits = type_bits(from);
	if (new_bits >= old_bits || new_bits == 0)
		return;
	if (const_fold_typed(v, &c) != FOLD_OK)
		return;
	/* the value as sparse holds it: sign- or zero-extended to 64 bits */
	value = c.v;
	signmask = UINT64_C(1) << (new_bits - 1);
	mask = signmask | (signmask - 1);
	oldsignmask = UINT64_C(1) << (old_bits - 1);
	oldmask = oldsignmask | (oldsignmask - 1);
	dropped = oldmask & ~mask;
	if (!(value & dropped))
		return;
	if ((value & oldsignmask) && (value & signmask) && (value & dropped) == dropped)
		return;
	diag_warning(CHECK_CAST_TRUNCATE, v->pos,
		     "cast truncates bits from constant value (%llx becomes %llx)",
		     (unsigned long long)(value & oldmask), (unsigned long long)(value & mask));
}

/* The new width of a conversion to TO (a bit-field's if WIDTH), 0 if not an integer. */
static unsigned int target_bits(struct type *to, int width)
{
	if (!type_is_integer(to) || type_rank(to) == 1)	/* _Bool tests, not truncates */
		return 0;
	return width > 0 ? (unsigned int)width : type_bits(to);
}

static void truncate_cast(struct node *e, struct node *operand, struct type *from, struct type *to)
{
	truncate_check(operand, from, target_bits(to, 0));
}

static void truncate_conversion(struct node *e, struct type *from, struct type *to,
				const struct conv_ctx *ctx)
{
	/* c |= 0x100: sparse converts the result of c | 0x100, not a constant */
	if (ctx->kind == CONV_ASSIGN && ctx->op != OP_ASSIGN)
		return;
	truncate_check(e, from, target_bits(to, ctx->bit_width));
}

/*
 * Sparse's get_number_value(): an unsuffixed decimal constant never
 * becomes unsigned by itself, so one above LLONG_MAX (or between
 * LONG_MAX and ULONG_MAX where long is narrower than long long) is
 * reported; a constant whose type is longer than its suffix is reported
 * under -Wconstant-suffix.
 */
static void literal_suffix(struct node *e)
{
	static const enum type_kind sizes[] = { TYPE_INT, TYPE_LONG, TYPE_LLONG };
	bool try_unsigned, uns, overflow, between = false;
	unsigned int size, bits;
	struct int_literal lit;

	if (e->kind != N_INTEGER || !const_integer_parse(e, &lit, &overflow))
		return;
	uns = lit.uns;
	try_unsigned = lit.base != 10 || lit.uns;
	for (size = lit.nlong; size < 2; size++) {
		bits = type_bits(type_basic(sizes[size])) - 1;
		if (!(lit.v & (~UINT64_C(1) << bits))) {
			if (!(lit.v & (UINT64_C(1) << bits)))
				goto got_it;
			if (try_unsigned) {
				uns = true;
				goto got_it;
			}
			between = size == 1;
		}
	}
	bits = type_bits(type_basic(TYPE_LLONG)) - 1;
	if (lit.v & (UINT64_C(1) << bits)) {
		if (!try_unsigned)
			diag_warning(CHECK_IMPLICITLY_UNSIGNED_LITERAL, e->pos,
				     "decimal constant %.*s is too big for long long",
				     (int)e->len, e->str);
		uns = true;
	}
got_it:
	if (size != lit.nlong)
		diag_warning(CHECK_CONSTANT_SUFFIX, e->pos, "constant %.*s is so big it is%s%s%s",
			     (int)e->len, e->str, uns ? " unsigned" : "",
			     size > 0 ? " long" : "", size > 1 ? " long" : "");
	if (between)
		diag_warning(CHECK_IMPLICITLY_UNSIGNED_LITERAL, e->pos,
			     "decimal constant %.*s is between LONG_MAX and ULONG_MAX. For C99 "
			     "that means long long, C90 compilers are very likely to produce "
			     "unsigned long (and a warning) here", (int)e->len, e->str);
}

/* A constant divided by constant 0, or INT_MIN / -1 (% too). */
static void constant_division(struct node *e, struct node *l, struct node *r)
{
	struct cval a, b;
	unsigned int bits;

	if (unexpanded() || !e->type || !type_is_integer(e->type))
		return;
	if (const_fold_typed(r, &b) != FOLD_OK || const_fold_typed(l, &a) != FOLD_OK)
		return;
	if (!cval_convert(&a, e->type) || !cval_convert(&b, e->type))
		return;
	if (!b.v) {
		diag_warning(CHECK_DIV_BY_ZERO, e->pos, "division by zero");
		return;
	}
	bits = type_bits(e->type);
	if (type_is_signed(e->type) && b.v == UINT64_MAX &&
	    a.v == (bits >= 64 ? UINT64_C(1) << 63 : ~((UINT64_C(1) << (bits - 1)) - 1)))
		diag_warning(CHECK_OVERFLOW, e->pos, "constant integer operation overflow");
}

/*
 * A constant shift count out of range for the promoted left operand
 * (the shift's type), at the count as sparse.  With
 * -Wno-shift-count-negative, sparse reports a negative count as a big
 * one, its bits read as unsigned: so do we.
 */
static void shift_count(struct type *t, struct node *r)
{
	unsigned int bits, cbits;
	struct cval c;

	if (unexpanded() || sema.dead_branch || !t || !type_is_integer(t))
		return;
	if (const_fold_typed(r, &c) != FOLD_OK)
		return;
	bits = type_bits(t);
	if (cval_is_negative(&c) &&
	    diag_warning(CHECK_SHIFT_COUNT_NEGATIVE, r->pos, "shift count is negative (%lld)",
			 (long long)c.v))
		return;
	if (!cval_is_negative(&c) && c.v < bits)
		return;
	cbits = type_bits(type_promote(c.t));
	if (cbits < 64)
		c.v &= (UINT64_C(1) << cbits) - 1;
	diag_warning(CHECK_SHIFT_COUNT_OVERFLOW, r->pos, "shift too big (%llu) for type %s",
		     (unsigned long long)c.v, type_str(t));
}

static void constants_binary(struct node *e, int op, struct node *l, struct node *r)
{
	if (op == OP_DIV || op == OP_MOD)
		constant_division(e, l, r);
	else if (op == OP_SHL || op == OP_SHR)
		shift_count(e->type, r);
}

/* "u <<= 40": the count of a compound shift, for the promoted type of the left side. */
static void compound_shift(struct node *e, struct type *from, struct type *to,
			   const struct conv_ctx *ctx)
{
	int op;

	if (ctx->kind != CONV_ASSIGN)
		return;
	op = eval_assign_binop(ctx->op);
	if (op == OP_SHL || op == OP_SHR)
		shift_count(ctx->bit_width ? type_promote_bitfield(to, ctx->bit_width) :
			    type_promote(to), e);
}

void constants_register(void)
{
	if (check_enabled(CHECK_CAST_TRUNCATE)) {
		hook_add(cast, truncate_cast);
		hook_add(conversion, truncate_conversion);
	}
	if (check_enabled(CHECK_IMPLICITLY_UNSIGNED_LITERAL) || check_enabled(CHECK_CONSTANT_SUFFIX))
		hook_add(literal, literal_suffix);
	if (check_enabled(CHECK_OVERFLOW) || check_enabled(CHECK_DIV_BY_ZERO) ||
	    check_enabled(CHECK_SHIFT_COUNT_OVERFLOW) || check_enabled(CHECK_SHIFT_COUNT_NEGATIVE))
		hook_add(binary, constants_binary);
	if (check_enabled(CHECK_SHIFT_COUNT_OVERFLOW) || check_enabled(CHECK_SHIFT_COUNT_NEGATIVE))
		hook_add(conversion, compound_shift);
}
