// SPDX-License-Identifier: GPL-2.0
/*
 * Expressions: the type of every expression (e->type), lvalues, decay,
 * promotions and the usual arithmetic conversions, and the one function
 * every conversion goes through (eval_convert), where the checks of the
 * later passes hook in.
 *
 * e->type is the type of the expression before lvalue conversion: the
 * qualified type of an object, an array type for an array, a function
 * type for a function designator.  eval_value() gives what an operand
 * sees.  Errors are gcc's, in gcc's words, and only when no operand has
 * a type the pass could not work out (TYPE_ERROR).
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "builtin.h"
#include "hooks.h"
#include "sema.h"
#include "target.h"
#include "token.h"
#include "type.h"


static struct type *err_type(void)
{
	return type_basic(TYPE_ERROR);
}

bool sema_is_error(const struct type *t)
{
	return !t || t->kind == TYPE_ERROR;
}

static void sema_verror(bool failing, struct srcpos pos, const char *fmt, va_list ap)
{
	if (sema.prescan)
		sema.prescan_errors++;
	else if (failing)
		diag_verror_failing(pos, fmt, ap);
	else
		diag_verror(pos, fmt, ap);
}

void sema_error(struct srcpos pos, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	sema_verror(false, pos, fmt, ap);
	va_end(ap);
}

/* An error sparse stops at, exit status 1: the run fails too. */
static void sema_error_failing(struct srcpos pos, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void sema_error_failing(struct srcpos pos, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	sema_verror(true, pos, fmt, ap);
	va_end(ap);
}

int eval_assign_binop(int op)
{
	switch (op) {
	case OP_MUL_ASSIGN: return OP_MUL;
	case OP_DIV_ASSIGN: return OP_DIV;
	case OP_MOD_ASSIGN: return OP_MOD;
	case OP_ADD_ASSIGN: return OP_ADD;
	case OP_SUB_ASSIGN: return OP_SUB;
	case OP_SHL_ASSIGN: return OP_SHL;
	case OP_SHR_ASSIGN: return OP_SHR;
	case OP_AND_ASSIGN: return OP_AND;
	case OP_XOR_ASSIGN: return OP_XOR;
	case OP_OR_ASSIGN: return OP_OR;
	default: return 0;
	}
}

/* ---------------------------------------------------------------- */
/* Values */

/*
 * An integer literal that is no number: one whose digits do not fit in
 * 64 bits is reported (sparse stops there with a fatal error; the rest of
 * the unit is still worth checking, and the run exits with status 1 as
 * sparse's).
 */
static struct type *integer_too_big(struct node *e)
{
	struct int_literal lit;
	bool overflow;

	/* a 1,000-digit spelling is not worth repeating in full */
	if (!const_integer_parse(e, &lit, &overflow) && overflow)
		sema_error_failing(e->pos, "constant %.*s%s is too big even for unsigned long long",
			   e->len > 40 ? 40 : (int)e->len, e->str, e->len > 40 ? "..." : "");
	return err_type();
}

struct type_member *eval_member_of(const struct node *e)
{
	return e->kind == N_MEMBER ? e->member : NULL;
}

static int bitfield_width(const struct node *e)
{
	struct type_member *m = eval_member_of(e);

	return m ? m->width : -1;
}


/* An lvalue that can designate an object in noderef memory. */
static bool is_object_access(const struct node *e)
{
	switch (e->kind) {
	case N_IDENT: case N_INDEX: case N_MEMBER:
		return true;
	case N_UNARY:
		return e->op == OP_DEREF;
	default:
		return false;
	}
}

/* The expression whose object a use of E reads: through _Generic and __builtin_choose_expr. */
static struct node *access_target(struct node *e)
{
	for (;;) {
		if ((e->kind == N_GENERIC || e->kind == N_CHOOSE_EXPR) && e->chosen)
			e = e->chosen;
		else
			return e;
	}
}

/*
 * The expression designating the object an access of evaluated E reads
 * or writes, or NULL: not an array or a function (their value is an
 * address), not an enumerator, and nothing inside sizeof or typeof.
 */
struct node *eval_accessed_object(struct node *e)
{
	struct type *t;

	if (sema.unevaluated)
		return NULL;
	e = access_target(e);
	t = e->type;
	if (sema_is_error(t) || !is_object_access(e) || t->kind == TYPE_ARRAY ||
	    t->kind == TYPE_FUNCTION)
		return NULL;
	if (e->kind == N_IDENT && (!e->sym || e->sym->kind != DS_OBJECT))
		return NULL;
	return e;
}

/*
 * The read or write event of the object E designates, if it designates
 * one.  Each consumer of a value calls this once (eval_operand()).
 */
static void access_event(struct node *e, bool write)
{
	e = eval_accessed_object(e);
	if (!e)
		return;
	/* marked on the tree even when no check listens: the flow layer reads it */
	e->flags |= write ? AST_F_WRITE : AST_F_READ;
	if (write)
		hook_run_write(e, e->type);
	else
		hook_run_read(e, e->type);
}

/* Whether a constraint string (all its pieces) holds C. */
static bool constraint_has(const struct node *s, char c)
{
	for (; s && s->kind == N_STRING; s = s->string.next_piece)
		if (memchr(s->str, c, s->len))
			return true;
	return false;
}

void eval_asm_operand(struct node *op, bool output)
{
	struct node *e = op->asm_operand.expr;

	eval_expr(e);
	e = eval_accessed_object(e);
	if (!e)
		return;
	/* the asm hook sees the operands: no event, the tree says what the asm does */
	if (!output || constraint_has(op->asm_operand.constraint, '+'))
		e->flags |= AST_F_READ;
	if (output)
		e->flags |= AST_F_WRITE;
}

struct type *eval_operand(struct node *e)
{
	eval_expr(e);
	access_event(e, false);
	return eval_value(e);
}

/*
 * The type of a value read from an object: no qualifiers, and neither the
 * address space nor noderef of the memory it was read from (sparse's
 * view, which the kernel's typeof(*p) __force casts rely on).
 */
struct type *eval_strip_object(struct type *t)
{
	struct type *e;

	if (t->kind == TYPE_ARRAY && !(t->flags & TF_VLA)) {
		/* an array's address space is its elements' */
		e = eval_strip_object(t->base);
		return e == t->base ? t : type_array_like(t, e);
	}
	if (t->kind == TYPE_ERROR || (!t->as && !(t->annot & TA_NODEREF)))
		return t;
	return type_variant(t, t->quals, t->annot & ~TA_NODEREF, 0);
}

/*
 * typeof(expr): the expression's type, less the address space and noderef
 * of the object (sparse's view, on which the kernel's typeof(*p) __force
 * __kernel * casts and this_cpu_read()'s "typeof(pcp) ret" rely).
 */
struct type *eval_typeof(struct node *e)
{
	return eval_strip_object(eval_unevaluated(e));
}

struct type *eval_value(struct node *e)
{
	struct type *t = e->type ? e->type : eval_expr(e);

	if (t->kind == TYPE_ARRAY || t->kind == TYPE_FUNCTION)
		return type_decay(t);
	if (t->as || (t->annot & TA_NODEREF))
		t = eval_strip_object(t);
	if (t->quals & (TQ_CONST | TQ_VOLATILE | TQ_RESTRICT | TQ_ATOMIC))
		return type_unqualified(t);
	return t;
}

/* The operand of an arithmetic operator: its value, promoted (bit-fields as gcc). */
static struct type *promoted(struct node *e)
{
	struct type *t = eval_value(e);
	int w = bitfield_width(e);

	return w >= 0 ? type_promote_bitfield(t, w) : type_promote(t);
}

bool eval_is_lvalue(const struct node *e)
{
	const struct decl_sym *sym;

	switch (e->kind) {
	case N_IDENT:
		sym = e->type ? e->sym : decl_lookup(e->name, false);
		return !sym || sym->kind == DS_OBJECT || sema_is_error(e->type);
	case N_STRING: case N_INDEX: case N_COMPOUND_LITERAL:
		return true;
	case N_UNARY:
		if (e->op == OP_DEREF)
			return true;
		if (e->op == OP_REAL || e->op == OP_IMAG)
			return eval_is_lvalue(e->unary.operand);
		return false;
	case N_MEMBER:
		return e->op == OP_ARROW || eval_is_lvalue(e->mem.base);
	case N_GENERIC: case N_CHOOSE_EXPR:
		return e->chosen && eval_is_lvalue(e->chosen);
	default:
		return false;
	}
}

static bool is_record(const struct type *t)
{
	return type_is_record(t);
}

static const char *record_word(const struct type *t)
{
	return t->kind == TYPE_UNION ? "union" : "struct";
}

/* A condition: a scalar is required.  False after an error. */
static bool check_scalar(struct node *e, struct type *t)
{
	if (is_record(t))
		sema_error(e->pos, "used %s type value where scalar is required", record_word(t));
	else if (t->kind == TYPE_VOID)
		sema_error(e->pos, "void value not ignored as it ought to be");
	else
		return true;
	return false;
}

/* ---------------------------------------------------------------- */
/* Literals */

/* The suffix [SUF, END) is 'f' or 'F' followed by DIGITS. */
static bool suffix_is(const char *suf, const char *end, const char *digits)
{
	size_t n = strlen(digits);

	return (size_t)(end - suf) == n + 1 && !memcmp(suf + 1, digits, n);
}

static struct type *floating_type(const struct node *e)
{
	const char *s = e->str, *lim = s + e->len, *end = s;
	bool hex = e->len > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');

	/* the suffix starts after the digits, the point and the exponent */
	if (hex)
		end += 2;
	while (end < lim && (isdigit((unsigned char)*end) || *end == '.' ||
			     (hex && isxdigit((unsigned char)*end))))
		end++;
	if (end < lim && (hex ? (*end == 'p' || *end == 'P') : (*end == 'e' || *end == 'E'))) {
		end++;
		if (end < lim && (*end == '+' || *end == '-'))
			end++;
		while (end < lim && isdigit((unsigned char)*end))
			end++;
	}
	if (end == s + e->len)
		return type_basic(TYPE_DOUBLE);
	switch (*end) {
	case 'f': case 'F':
		/* the suffix ends where the spelling does: compare it whole */
		if (suffix_is(end, s + e->len, "16"))
			return type_basic(TYPE_FLOAT16);
		if (suffix_is(end, s + e->len, "128"))
			return type_basic(TYPE_FLOAT128);
		if (suffix_is(end, s + e->len, "64") || suffix_is(end, s + e->len, "32x"))
			return type_basic(TYPE_DOUBLE);
		if (suffix_is(end, s + e->len, "64x"))
			return type_basic(TYPE_LDOUBLE);
		return type_basic(TYPE_FLOAT);
	case 'l': case 'L':
		return type_basic(TYPE_LDOUBLE);
	case 'q': case 'Q':
		return type_basic(TYPE_FLOAT128);
	case 'i': case 'j':
		return type_complex(type_basic(TYPE_DOUBLE));
	default:
		return type_basic(TYPE_DOUBLE);
	}
}

/*
 * Code units of one piece of a string literal, without the quotes, in an
 * encoding of UNIT_SIZE-byte units (UTF-8, UTF-16, UTF-32): wide pieces
 * read their source characters as code points.
 */
static int64_t string_units(const char *s, const char *end, unsigned int unit_size)
{
	int64_t n = 0;
	uint64_t v;

	while (s < end) {
		if (lit_decode(&s, end, unit_size > 1, &v) == LIT_CODE_POINT)
			n += lit_encode(v, unit_size, NULL);
		else
			n++;
	}
	return n;
}

static struct type *string_type(struct node *e)
{
	struct type *elem = type_basic(TYPE_CHAR);
	bool wide = false;
	int64_t len = 1;
	struct node *p;

	for (p = e; p; p = p->string.next_piece) {
		const char *s = p->str, *q = memchr(s, '"', p->len);

		if (!q)
			return err_type();
		if (q != s) {
			wide = true;
			if (*s == 'L')
				elem = type_wchar_t();
			else if (*s == 'U')
				elem = type_basic(TYPE_UINT);
			else if (s[1] == '"')	/* u"" */
				elem = type_basic(TYPE_USHORT);
			else			/* u8"" */
				wide = false;
		}
	}
	for (p = e; p; p = p->string.next_piece) {
		const char *q = memchr(p->str, '"', p->len);

		len += string_units(q + 1, p->str + p->len - 1, wide ? type_sizeof(elem) : 1);
	}
	return type_array(elem, len);
}

static struct type *char_type(const struct node *e)
{
	switch (e->str[0]) {
	case 'L':
		return type_wchar_t();
	case 'U':
		return type_basic(TYPE_UINT);
	case 'u':
		return e->str[1] == '8' ? type_basic(TYPE_UCHAR) : type_basic(TYPE_USHORT);
	default:
		return type_basic(TYPE_INT);
	}
}

/* ---------------------------------------------------------------- */
/* Identifiers */

/* An identifier's type; *builtin gets the builtin it names, if any (may be NULL). */
static struct type *eval_ident(struct node *e, bool callee, const struct builtin **builtin)
{
	struct decl_sym *sym = decl_lookup(e->name, false);
	const struct builtin *b;
	const char *name = e->name->name;

	e->sym = sym;
	if (sym) {
		if (sym->kind == DS_TYPEDEF || sym->kind == DS_TAG)
			return err_type();
		if (sym->kind == DS_FUNCTION && !sym->used && !sema.unevaluated)
			decl_use_function(sym);
		return sym->type;
	}
	b = builtin_find(e->name);
	if (b) {
		if (builtin)
			*builtin = b;
		return builtin_type(b);
	}
	/* gcc gives "" outside functions, with a warning the checks do not need */
	if (!strcmp(name, "__func__") || !strcmp(name, "__FUNCTION__") ||
	    !strcmp(name, "__PRETTY_FUNCTION__"))
		return type_array(type_qualified(type_basic(TYPE_CHAR), TQ_CONST),
				  strlen(stmt_function_name()) + 1);
	if (sema.prescan)
		return err_type();
	if (callee) {
		e->sym = decl_implicit_function(e);
		return e->sym->type;
	}
	stmt_report_undeclared(e);
	return err_type();
}

/* ---------------------------------------------------------------- */
/* Operators */

static void invalid_operands(struct node *e, int op, struct type *a, struct type *b)
{
	sema_error(e->pos, "invalid operands to binary %s (have '%s' and '%s')",
		   ast_op_spelling(op), type_str(a), type_str(b));
}

static bool is_vector(const struct type *t)
{
	return t->kind == TYPE_VECTOR;
}

static bool is_comparison(int op)
{
	return op >= OP_LT && op <= OP_NE;
}

/* Pointer arithmetic needs a pointer to an object type (GNU: void and functions too). */
static bool arith_pointer(const struct type *t)
{
	return t->kind == TYPE_POINTER;
}

/*
 * The type of "a op b" from the operands' value types; E for the
 * position; reports invalid operands.
 */
static struct type *binary_type(struct node *e, int op, struct node *l, struct node *r)
{
	struct type *a = eval_value(l), *b = eval_value(r);

	if (sema_is_error(a) || sema_is_error(b))
		return err_type();
	if (a->kind == TYPE_VOID || b->kind == TYPE_VOID) {
		sema_error(e->pos, "void value not ignored as it ought to be");
		return err_type();
	}
	if (is_vector(a) || is_vector(b)) {
		struct type *t = eval_vector_binary(e, op, l, r, a, b);

		if (t)
			return t;
		invalid_operands(e, op, a, b);
		return err_type();
	}
	switch (op) {
	case OP_MUL: case OP_DIV:
		if (type_is_arithmetic(a) && type_is_arithmetic(b))
			return type_usual_arith(promoted(l), promoted(r));
		break;
	case OP_MOD: case OP_AND: case OP_OR: case OP_XOR:
		if (type_is_integer(a) && type_is_integer(b))
			return type_usual_arith(promoted(l), promoted(r));
		break;
	case OP_SHL: case OP_SHR:
		if (type_is_integer(a) && type_is_integer(b))
			return promoted(l);
		break;
	case OP_ADD:
		if (type_is_arithmetic(a) && type_is_arithmetic(b))
			return type_usual_arith(promoted(l), promoted(r));
		if (arith_pointer(a) && type_is_integer(b))
			return a;
		if (type_is_integer(a) && arith_pointer(b))
			return b;
		break;
	case OP_SUB:
		if (type_is_arithmetic(a) && type_is_arithmetic(b))
			return type_usual_arith(promoted(l), promoted(r));
		if (arith_pointer(a) && type_is_integer(b))
			return a;
		if (arith_pointer(a) && arith_pointer(b))
			return type_ptrdiff_t();	/* gcc only warns about incompatible ones */
		break;
	case OP_LT: case OP_GT: case OP_LE: case OP_GE: case OP_EQ: case OP_NE:
		if ((type_is_arithmetic(a) || a->kind == TYPE_POINTER) &&
		    (type_is_arithmetic(b) || b->kind == TYPE_POINTER)) {
			/* pointer against integer: gcc warns, the checks will */
			if ((a->kind == TYPE_POINTER && type_is_floating(b)) ||
			    (b->kind == TYPE_POINTER && type_is_floating(a)))
				break;
			return type_basic(TYPE_INT);
		}
		break;
	case OP_ANDAND: case OP_OROR:
		if (type_is_scalar(a) && type_is_scalar(b))
			return type_basic(TYPE_INT);
		break;
	}
	invalid_operands(e, op, a, b);
	return err_type();
}

static struct type *eval_binary(struct node *e)
{
	struct node *l = e->binary.lhs, *r = e->binary.rhs;
	struct type *a = eval_operand(l), *b;
	bool dead = false;	/* 0 && r, 1 || r: r is dead code */
	struct cval lv;

	if ((e->op == OP_ANDAND || e->op == OP_OROR) && type_is_integer(a) &&
	    const_fold_typed(l, &lv) == FOLD_OK)
		dead = (e->op == OP_ANDAND) == !lv.v;
	sema.dead_arm += dead;
	b = eval_operand(r);
	sema.dead_arm -= dead;

	if ((e->op == OP_ANDAND || e->op == OP_OROR) && (is_record(a) || is_record(b))) {
		check_scalar(is_record(a) ? l : r, is_record(a) ? a : b);
		return err_type();
	}
	e->type = binary_type(e, e->op, l, r);
	if (sema_is_error(e->type))
		return e->type;
	if (is_comparison(e->op)) {
		hook_run_comparison(e, e->op, l, r);
	} else {
		if (e->op == OP_ANDAND || e->op == OP_OROR) {
			hook_run_condition(e, l);
			hook_run_condition(e, r);
		}
		hook_run_binary(e, e->op, l, r);
	}
	return e->type;
}

/* What is being modified, for "assignment of read-only ...". */
static void read_only(struct node *lhs, const char *what)
{
	struct decl_sym *sym;
	struct type_member *m;

	if (lhs->kind == N_IDENT) {
		sym = lhs->sym;
		sema_error(lhs->pos, "%s of read-only %s '%s'", what,
			   sym && sym->is_param ? "parameter" : "variable", lhs->name->name);
		return;
	}
	if (lhs->kind == N_MEMBER && lhs->mem.field) {
		m = eval_member_of(lhs);
		if (m && (m->type->quals & TQ_CONST)) {
			sema_error(lhs->pos, "%s of read-only member '%s'", what,
				   lhs->mem.field->name->name);
			return;
		}
		sema_error(lhs->pos, "%s of member '%s' in read-only object", what,
			   lhs->mem.field->name->name);
		return;
	}
	sema_error(lhs->pos, "%s of read-only location", what);
}

/* The operand of =, ++, --: a modifiable lvalue.  False if reported. */
static bool check_modifiable(struct node *lhs, const char *what, const char *lvalue_msg)
{
	struct type *t = lhs->type;

	if (sema_is_error(t))
		return false;
	if (!eval_is_lvalue(lhs)) {
		sema_error(lhs->pos, "lvalue required as %s", lvalue_msg);
		return false;
	}
	if (t->kind == TYPE_ARRAY) {
		if (!strcmp(what, "assignment"))
			sema_error(lhs->pos, "assignment to expression with array type");
		return false;
	}
	if (t->quals & TQ_CONST) {
		read_only(lhs, what);
		return false;
	}
	return true;
}

static struct type *eval_assign(struct node *e)
{
	struct node *lhs = e->binary.lhs, *rhs = e->binary.rhs;
	struct type *lt = eval_expr(lhs), *t;
	struct conv_ctx ctx = { CONV_ASSIGN, e->pos, NULL, 0, e->op };

	eval_operand(rhs);
	if (sema_is_error(lt))
		return err_type();
	if (!check_modifiable(lhs, "assignment", "left operand of assignment"))
		return err_type();
	t = type_unqualified(lt);
	if (bitfield_width(lhs) > 0)
		ctx.bit_width = bitfield_width(lhs);
	if (lhs->kind == N_IDENT && lhs->sym)
		ctx.to_name = lhs->name->name;
	else if (lhs->kind == N_MEMBER && lhs->member)
		ctx.to_name = lhs->member->name;
	if (e->op == OP_ASSIGN) {
		eval_convert(rhs, t, &ctx);
	} else {
		struct type *bt = binary_type(e, eval_assign_binop(e->op), lhs, rhs);

		access_event(lhs, false);
		if (!sema_is_error(bt) && !type_is_pointer(t))
			eval_convert(rhs, t, &ctx);
	}
	access_event(lhs, true);
	return t;
}

static struct type *eval_incdec(struct node *e)
{
	struct node *op = e->unary.operand;
	struct type *t = eval_expr(op), *v;
	bool inc = e->op == OP_INC;

	if (sema_is_error(t))
		return err_type();
	if (!check_modifiable(op, inc ? "increment" : "decrement",
			      inc ? "increment operand" : "decrement operand"))
		return err_type();
	access_event(op, false);
	access_event(op, true);
	v = eval_value(op);
	if (!type_is_scalar(v) && !is_vector(v)) {
		sema_error(e->pos, "wrong type argument to %s", inc ? "increment" : "decrement");
		return err_type();
	}
	return v;
}

static void sizeof_incomplete(struct node *e, struct type *t, const char *what)
{
	if (sema_is_error(t))
		return;
	if ((is_record(t) || t->kind == TYPE_ENUM) && !type_is_complete(t))
		sema_error(e->pos, "invalid application of '%s' to incomplete type '%s'", what,
			   type_str(t));
	else if (type_array_incomplete(t))
		sema_error(e->pos, "invalid application of '%s' to incomplete type '%s'", what,
			   type_str(t));
}

static struct type *unary_type(struct node *e)
{
	struct node *op = e->unary.operand;
	struct type *t, *v;

	switch (e->op) {
	case OP_INC: case OP_DEC:
		return eval_incdec(e);
	case OP_SIZEOF:
	case OP_ALIGNOF:
	case OP_ALIGNOF_ABI:
		t = eval_unevaluated(op);
		if (!sema_is_error(t))
			hook_run_layout_use(e, t);
		if (e->op == OP_SIZEOF) {
			if (bitfield_width(op) >= 0)
				sema_error(e->pos, "'sizeof' applied to a bit-field");
			else
				sizeof_incomplete(e, t, "sizeof");
		}
		return type_size_t();
	case OP_ADDR:
		t = eval_expr(op);
		if (sema_is_error(t))
			return err_type();
		if (t->kind != TYPE_FUNCTION && !eval_is_lvalue(op)) {
			sema_error(e->pos, "lvalue required as unary '&' operand");
			return err_type();
		}
		if (bitfield_width(op) >= 0) {
			sema_error(e->pos, "cannot take address of bit-field '%s'",
				   op->mem.field->name->name);
			return err_type();
		}
		return type_pointer(t);
	case OP_DEREF:
		v = eval_operand(op);
		if (sema_is_error(v))
			return err_type();
		if (v->kind != TYPE_POINTER) {
			sema_error(e->pos, "invalid type argument of unary '*' (have '%s')",
				   type_str(v));
			return err_type();
		}
		return v->base;
	case OP_PLUS: case OP_MINUS:
		v = eval_operand(op);
		if (sema_is_error(v))
			return err_type();
		if (!type_is_arithmetic(v) && !is_vector(v)) {
			sema_error(e->pos, "wrong type argument to unary %s",
				   e->op == OP_PLUS ? "plus" : "minus");
			return err_type();
		}
		return is_vector(v) ? v : promoted(op);
	case OP_BITNOT:
		v = eval_operand(op);
		if (sema_is_error(v))
			return err_type();
		if (!type_is_integer(v) && v->kind != TYPE_COMPLEX && !is_vector(v)) {
			sema_error(e->pos, "wrong type argument to bit-complement");
			return err_type();
		}
		return type_is_integer(v) ? promoted(op) : v;
	case OP_NOT:
		v = eval_operand(op);
		if (sema_is_error(v))
			return type_basic(TYPE_INT);
		if (!type_is_scalar(v) && !is_vector(v)) {
			sema_error(e->pos, "wrong type argument to unary exclamation mark");
			return err_type();
		}
		hook_run_condition(e, op);
		return type_basic(TYPE_INT);
	case OP_REAL: case OP_IMAG:
		t = eval_expr(op);
		if (sema_is_error(t))
			return err_type();
		v = eval_value(op);
		if (v->kind == TYPE_COMPLEX)
			return type_qualified(v->main->base, t->quals);
		return v;
	default:
		eval_expr(op);
		return err_type();
	}
}

static struct type *eval_unary(struct node *e)
{
	e->type = unary_type(e);
	if (!sema_is_error(e->type))
		hook_run_unary(e, e->op, e->unary.operand);
	return e->type;
}

/* ---------------------------------------------------------------- */
/* Conditional operator */

static struct type *pointer_merge(struct type *a, struct type *b)
{
	struct type *pa = a->base, *pb = b->base;
	unsigned int quals = pa->quals | pb->quals;

	if (pa->kind == TYPE_VOID || pb->kind == TYPE_VOID) {
		struct type *v = pa->kind == TYPE_VOID ? pa : pb;

		return type_pointer(type_qualified(v, quals));
	}
	if (type_compatible(pa, pb, TC_IGNORE_QUALS | TC_GCC))
		return type_pointer(type_qualified(type_composite(pa, pb), quals));
	/* gcc warns "pointer type mismatch" and takes void * */
	return type_pointer(type_qualified(type_basic(TYPE_VOID), quals & ~TQ_RESTRICT));
}

static struct type *cond_type(struct node *e)
{
	struct node *c = e->conditional.cond, *y = e->conditional.otherwise;
	struct node *x = conditional_then(e);
	struct type *ct = eval_operand(c), *a, *b;
	struct cval cv;
	int live = -1;		/* the arm a constant condition selects: 1 then, 0 else */

	if (!sema_is_error(ct) && check_scalar(c, ct)) {
		hook_run_condition(e, c);
		if (const_fold_typed(c, &cv) == FOLD_OK)
			live = cv.v != 0;
	}
	if (e->conditional.then) {
		sema.dead_arm += live == 0;
		eval_operand(e->conditional.then);
		sema.dead_arm -= live == 0;
	}
	sema.dead_arm += live == 1;
	eval_operand(y);
	sema.dead_arm -= live == 1;
	a = eval_value(x);
	b = eval_value(y);
	if (sema_is_error(a) || sema_is_error(b))
		return err_type();
	if (type_is_arithmetic(a) && type_is_arithmetic(b))
		return type_usual_arith(promoted(x), promoted(y));
	if (is_vector(a) || is_vector(b))
		return is_vector(a) ? a : b;
	if (a->kind == TYPE_VOID || b->kind == TYPE_VOID)
		return type_basic(TYPE_VOID);
	if (is_record(a) && type_compatible(a, b, TC_IGNORE_QUALS | TC_GCC))
		return a;
	if (a->kind == TYPE_POINTER && b->kind == TYPE_POINTER) {
		if (const_is_null_pointer(y) && !const_is_null_pointer(x))
			return a;
		if (const_is_null_pointer(x) && !const_is_null_pointer(y))
			return b;
		return pointer_merge(a, b);
	}
	if (a->kind == TYPE_POINTER && type_is_integer(b))
		return a;	/* null pointer constant, or gcc's warning */
	if (b->kind == TYPE_POINTER && type_is_integer(a))
		return b;
	if (is_record(a) || is_record(b)) {
		sema_error(e->pos, "type mismatch in conditional expression");
		return err_type();
	}
	return err_type();
}

static struct type *eval_cond(struct node *e)
{
	e->type = cond_type(e);
	if (!sema_is_error(e->type))
		hook_run_conditional(e, conditional_then(e), e->conditional.otherwise);
	return e->type;
}

/* ---------------------------------------------------------------- */
/* Casts */

static bool union_has_member_type(struct type *u, struct type *t)
{
	unsigned int i;

	for (i = 0; i < u->main->rec.nmembers; i++)
		if (type_compatible(u->main->rec.members[i].type, t, TC_IGNORE_QUALS | TC_GCC))
			return true;
	return false;
}

static struct type *eval_cast(struct node *e)
{
	struct type *t = decl_type_name(e->cast.type_name), *v;
	struct node *op = e->cast.operand;
	struct conv_ctx ctx = { CONV_CAST, e->pos, NULL, 0 };

	e->cast.type_name->type = t;
	if (op->kind == N_INIT_LIST)
		return t;	/* parsed as a cast in some error paths */
	v = eval_operand(op);
	if (sema_is_error(t) || sema_is_error(v))
		return sema_is_error(t) ? err_type() : t;
	if (t->kind == TYPE_VOID) {
		struct type *ot = op->type;

		/* (void)*p reads the object: its type must be complete */
		if (is_record(ot) && !type_is_complete(ot) && eval_is_lvalue(op))
			sema_error(e->pos, "invalid use of undefined type '%s'", type_str(ot));
		return t;
	}
	if (t->kind == TYPE_ARRAY) {
		sema_error(e->pos, "cast specifies array type");
		return err_type();
	}
	if (t->kind == TYPE_FUNCTION) {
		sema_error(e->pos, "cast specifies function type");
		return err_type();
	}
	if (is_record(t)) {
		if (type_compatible(t, v, TC_IGNORE_QUALS | TC_GCC))
			return type_unqualified(t);
		if (t->kind == TYPE_UNION && type_is_complete(t)) {
			if (union_has_member_type(t, v))
				return type_unqualified(t);
			sema_error(e->pos, "cast to union type from type not present in union");
			return err_type();
		}
		sema_error(e->pos, "conversion to non-scalar type requested");
		return err_type();
	}
	if (is_record(v)) {
		if (type_is_integer(t))
			sema_error(e->pos, "aggregate value used where an integer was expected");
		else if (t->kind == TYPE_POINTER)
			sema_error(e->pos, "cannot convert to a pointer type");
		else if (type_is_floating(t))
			sema_error(e->pos, "aggregate value used where a floating-point was expected");
		return err_type();
	}
	if (v->kind == TYPE_VOID && t->kind != TYPE_VOID) {
		sema_error(e->pos, "void value not ignored as it ought to be");
		return err_type();
	}
	if (type_is_floating(t) && v->kind == TYPE_POINTER) {
		sema_error(e->pos, "pointer value used where a floating-point was expected");
		return err_type();
	}
	if (t->kind == TYPE_POINTER && type_is_floating(v)) {
		sema_error(e->pos, "cannot convert to a pointer type");
		return err_type();
	}
	eval_convert(op, t, &ctx);
	hook_run_cast(e, op, v, t);
	/* the value of a cast is not an lvalue and has no qualifiers */
	return type_unqualified(t);
}

/* ---------------------------------------------------------------- */
/* Calls */

static struct type *eval_call(struct node *e)
{
	struct node *fn = e->call.fn, *a, *small[16], **args = small;
	const struct builtin *b = NULL;
	struct type *ft, *ret;
	unsigned int n = 0, cap = ARRAY_SIZE(small), i;
	const char *name = fn->kind == N_IDENT ? fn->name->name : NULL;

	if (fn->kind == N_IDENT) {
		fn->type = eval_ident(fn, true, &b);
		access_event(fn, false);	/* a function pointer variable */
		if (fn->sym && fn->sym->kind == DS_FUNCTION)
			e->callee = fn->sym;
	} else {
		eval_operand(fn);
	}
	for (a = e->call.args; a; a = a->next) {
		eval_operand(a);
		if (n == cap)
			args = grow_small_array(args, small, n, &cap, sizeof(*args));
		args[n++] = a;
	}
	ft = eval_value(fn);
	ret = err_type();
	if (sema_is_error(ft))
		goto out;
	if (ft->kind == TYPE_POINTER && ft->base->kind == TYPE_FUNCTION)
		ft = ft->base;
	if (ft->kind != TYPE_FUNCTION) {
		if (name)
			sema_error(e->pos, "called object '%s' is not a function or function pointer",
				   name);
		else
			sema_error(e->pos, "called object is not a function or function pointer");
		goto out;
	}
	ret = ft->main->base;
	if (b && builtin_is_generic(b)) {
		struct type *t = builtin_call_type(b, args, n), *pt;
		int k;

		builtin_check_call(b, e, args, n);
		k = builtin_pointer_param(b, args, n, &pt);
		if (k >= 0) {
			struct conv_ctx ctx = { CONV_ARG, args[k]->pos, name, k + 1 };

			eval_convert(args[k], pt, &ctx);
		}
		if (t)
			ret = t;
		goto out;
	}
	if (!(ft->flags & TF_OLDSTYLE)) {
		unsigned int np = ft->main->fn.nparams;

		if (n < np || (n > np && !(ft->flags & TF_VARIADIC))) {
			bool few = n < np;

			if (name)
				sema_error(e->pos, "too %s arguments to function '%s'",
					   few ? "few" : "many", name);
			else
				sema_error(e->pos, "too %s arguments to function",
					   few ? "few" : "many");
		}
		for (i = 0; i < n && i < np; i++) {
			struct conv_ctx ctx = { CONV_ARG, args[i]->pos, name, i + 1 };

			ctx.to_name = decl_param_name(e->callee, i);

			eval_convert(args[i], ft->main->fn.params[i], &ctx);
		}
	}
	if (!sema_is_error(ret) && ret->quals)
		ret = type_unqualified(ret);
out:
	/* control does not come back: the flow layer ends the path here */
	if ((b && builtin_is_noreturn(b)) || (e->callee && e->callee->noreturn))
		e->flags |= AST_F_NORETURN;
	if (!sema_is_error(ret))
		hook_run_call(e, e->callee, args, n);
	if (args != small)
		free(args);
	return ret;
}

/* ---------------------------------------------------------------- */
/* Members */

static struct type *eval_member(struct node *e)
{
	struct node *base = e->mem.base;
	const char *name = e->mem.field->name->name;
	struct type *t = eval_expr(base), *rec, *mt;
	struct type_member *m;
	uint64_t off;
	unsigned int quals, as;

	if (sema_is_error(t))
		return err_type();
	if (e->op == OP_ARROW) {
		access_event(base, false);
		t = eval_value(base);
		if (t->kind != TYPE_POINTER) {
			sema_error(e->pos, "invalid type argument of '->' (have '%s')", type_str(t));
			return err_type();
		}
		rec = t->base;
	} else {
		rec = t;
		if (t->kind == TYPE_POINTER && is_record(t->base)) {
			if (base->kind == N_IDENT)
				sema_error(e->pos, "'%s' is a pointer; did you mean to use '->'?",
					   base->name->name);
			else
				sema_error(e->pos, "request for member '%s' in something not a "
					   "structure or union (a pointer: use '->')", name);
			return err_type();
		}
	}
	if (sema_is_error(rec))
		return err_type();
	if (!is_record(rec)) {
		sema_error(e->pos, "request for member '%s' in something not a structure or union",
			   name);
		return err_type();
	}
	if (!type_is_complete(rec)) {
		sema_error(e->pos, "invalid use of undefined type '%s'", type_str(rec));
		return err_type();
	}
	m = type_member_find(rec->main, e->mem.field->name->name, &off);
	if (!m) {
		sema_error(e->pos, "'%s' has no member named '%s'", type_str(type_unqualified(rec)),
			   name);
		return err_type();
	}
	e->member = m;
	hook_run_layout_use(e, rec);
	mt = m->type;
	if (sema_is_error(mt))
		return mt;
	/* a member of a const or __user object is const, or __user, too */
	quals = rec->quals & (TQ_CONST | TQ_VOLATILE);
	as = rec->as;
	if (quals)
		mt = type_qualified(mt, quals);
	if (as && !mt->as)
		mt = type_with_as(mt, as);
	if ((rec->annot & TA_NODEREF) && !(mt->annot & TA_NODEREF))
		mt = type_annotated(mt, TA_NODEREF);
	return mt;
}

/* ---------------------------------------------------------------- */

static struct type *index_type(struct node *e)
{
	struct type *a, *b;

	a = eval_operand(e->subscript.array);
	b = eval_operand(e->subscript.index);
	if (sema_is_error(a) || sema_is_error(b))
		return err_type();
	if (a->kind == TYPE_POINTER && type_is_integer(b))
		return a->base;
	if (b->kind == TYPE_POINTER && type_is_integer(a))
		return b->base;
	if (is_vector(a) && type_is_integer(b))
		return a->main->base;
	if (a->kind == TYPE_POINTER || b->kind == TYPE_POINTER)
		sema_error(e->pos, "array subscript is not an integer");
	else
		sema_error(e->pos, "subscripted value is neither array nor pointer nor vector");
	return err_type();
}

static struct type *eval_index(struct node *e)
{
	e->type = index_type(e);
	if (!sema_is_error(e->type))
		hook_run_index(e, e->subscript.array, e->subscript.index);
	return e->type;
}

static struct type *eval_generic(struct node *e)
{
	struct type *ct;
	struct node *a, *chosen = NULL, *def = NULL;

	eval_unevaluated(e->gen.control);
	ct = eval_value(e->gen.control);
	if (ct->quals)
		ct = type_unqualified(ct);
	for (a = e->gen.assocs; a; a = a->next) {
		struct type *t;

		if (a->kind != N_GENERIC_ASSOC)
			continue;
		if (!a->assoc.type_name) {
			def = a->assoc.expr;
			continue;
		}
		t = decl_type_name(a->assoc.type_name);
		a->assoc.type_name->type = t;
		if (sema_is_error(t) || sema_is_error(ct))
			continue;
		if (!chosen && type_compatible(t, ct, TC_GCC | TC_BITWISE))
			chosen = a->assoc.expr;
	}
	if (!chosen)
		chosen = def;
	if (!chosen || sema_is_error(ct))
		return err_type();
	e->chosen = chosen;
	return eval_expr(chosen);
}

static struct type *eval_choose(struct node *e)
{
	struct cval v;

	enum fold_result fr = const_fold(e->choose.cond, &v);

	if (fr == FOLD_NONCONST)
		sema_error(e->choose.cond->pos,
			   "first argument to '__builtin_choose_expr' not a constant");
	if (fr != FOLD_OK) {
		eval_expr(e->choose.a);
		eval_expr(e->choose.b);
		return err_type();
	}
	e->chosen = v.v ? e->choose.a : e->choose.b;
	return eval_expr(e->chosen);
}

static struct type *eval_offsetof(struct node *e)
{
	struct node *d;

	e->offset_of.type_name->type = decl_type_name(e->offset_of.type_name);
	if (!sema_is_error(e->offset_of.type_name->type))
		hook_run_layout_use(e, e->offset_of.type_name->type);
	for (d = e->offset_of.designators; d; d = d->next)
		if (d->kind == N_DESIG_INDEX)
			eval_expr(d->desig_index.first);
	builtin_check_offsetof(e);
	return type_size_t();
}

/* ---------------------------------------------------------------- */

static struct type *eval_kind(struct node *e)
{
	struct cval v;
	struct type *t;

	switch (e->kind) {
	case N_IDENT:
		return eval_ident(e, false, NULL);
	case N_INTEGER:
		return const_integer_literal(e, &v) ? v.t : integer_too_big(e);
	case N_FLOATING:
		return floating_type(e);
	case N_CHAR:
		return char_type(e);
	case N_STRING:
		return string_type(e);
	case N_BINARY:
		return eval_binary(e);
	case N_ASSIGN:
		return eval_assign(e);
	case N_UNARY: case N_POSTFIX:
		return eval_unary(e);
	case N_COND:
		return eval_cond(e);
	case N_COMMA:
		/* the left operand is read though its value is discarded, as gcc does */
		eval_operand(e->binary.lhs);
		return eval_operand(e->binary.rhs);
	case N_CAST:
		return eval_cast(e);
	case N_SIZEOF_TYPE:
	case N_ALIGNOF_TYPE:
		t = decl_type_name(e->of_type.type_name);
		e->of_type.type_name->type = t;
		if (!sema_is_error(t))
			hook_run_layout_use(e, t);
		if (e->kind == N_SIZEOF_TYPE)
			sizeof_incomplete(e, t, "sizeof");
		return type_size_t();
	case N_CALL:
		return eval_call(e);
	case N_INDEX:
		return eval_index(e);
	case N_MEMBER:
		return eval_member(e);
	case N_COMPOUND_LITERAL:
		t = decl_type_name(e->compound_literal.type_name);
		e->compound_literal.type_name->type = t;
		if (!sema_is_error(t)) {
			/* the braces' items: an initializer list of its own */
			struct node list = { .kind = N_INIT_LIST, .pos = e->pos };

			list.init_list.items = e->compound_literal.items;
			init_check(&list, &t, !stmt_in_function(), NULL);
		}
		return t;
	case N_STMT_EXPR:
		return stmt_expr(e->stmt_expr.compound);
	case N_LABEL_ADDR:
		stmt_label_reference(e);
		return type_pointer(type_basic(TYPE_VOID));
	case N_GENERIC:
		return eval_generic(e);
	case N_OFFSETOF:
		return eval_offsetof(e);
	case N_VA_ARG:
		eval_expr(e->va_arg_expr.expr);
		t = decl_type_name(e->va_arg_expr.type_name);
		e->va_arg_expr.type_name->type = t;
		return t;
	case N_TYPES_COMPATIBLE:
		e->types_compatible.first->type = decl_type_name(e->types_compatible.first);
		e->types_compatible.second->type = decl_type_name(e->types_compatible.second);
		return type_basic(TYPE_INT);
	case N_CHOOSE_EXPR:
		return eval_choose(e);
	case N_HAS_ATTRIBUTE:
		if (e->has_attribute.operand->kind == N_TYPE_NAME)
			e->has_attribute.operand->type = decl_type_name(e->has_attribute.operand);
		else
			eval_unevaluated(e->has_attribute.operand);
		return type_basic(TYPE_BOOL);
	case N_CONVERTVECTOR:
		eval_operand(e->convertvector.expr);
		t = decl_type_name(e->convertvector.type_name);
		e->convertvector.type_name->type = t;
		return t;
	case N_INIT_LIST:
		return err_type();
	default:
		return err_type();
	}
}

/*
 * A left-nested chain of binary operators, "a + b + c + ...", as long as
 * a generated table makes it: evaluated bottom-up from an explicit stack,
 * so that its length does not become recursion depth.
 */
static void eval_left_spine(struct node *e)
{
	struct node *small[64], **stack = small, *n;
	size_t depth = 0;
	unsigned int cap = ARRAY_SIZE(small);

	for (n = e; n && !n->type && (n->kind == N_BINARY || n->kind == N_COMMA);
	     n = n->binary.lhs) {
		if (depth == cap)
			stack = grow_small_array(stack, small, depth, &cap, sizeof(*stack));
		stack[depth++] = n;
	}
	while (depth--) {
		n = stack[depth];
		n->type = eval_kind(n);
	}
	if (stack != small)
		free(stack);
}

struct type *eval_expr(struct node *e)
{
	if (!e)
		return err_type();
	if (e->type)
		return e->type;
	if ((e->kind == N_BINARY || e->kind == N_COMMA) && e->binary.lhs &&
	    (e->binary.lhs->kind == N_BINARY || e->binary.lhs->kind == N_COMMA) &&
	    !e->binary.lhs->type)
		eval_left_spine(e);
	else
		e->type = eval_kind(e);
	if (e->kind >= N_INTEGER && e->kind <= N_STRING)
		hook_run_literal(e);
	return e->type;
}

struct type *eval_unevaluated(struct node *e)
{
	struct type *t;

	sema.unevaluated++;
	t = eval_expr(e);
	sema.unevaluated--;
	return t;
}

/* ---------------------------------------------------------------- */
/* Conversions */

static const char *conv_verb(const struct conv_ctx *ctx)
{
	switch (ctx->kind) {
	case CONV_ASSIGN: return "assigning to";
	case CONV_INIT: return "initializing";
	case CONV_RETURN: return "returning";
	default: return "converting to";
	}
}

static void incompatible(const struct conv_ctx *ctx, struct type *to, struct type *from)
{
	switch (ctx->kind) {
	case CONV_ARG:
		if (ctx->fn)
			sema_error(ctx->pos, "incompatible type for argument %u of '%s'",
				   ctx->argno, ctx->fn);
		else
			sema_error(ctx->pos, "incompatible type for argument %u", ctx->argno);
		diag_note(ctx->pos, "expected '%s' but argument is of type '%s'", type_str(to),
			  type_str(from));
		break;
	case CONV_RETURN:
		sema_error(ctx->pos, "incompatible types when returning type '%s' but '%s' was "
			   "expected", type_str(from), type_str(to));
		break;
	case CONV_INIT:
		if (is_record(to)) {
			sema_error(ctx->pos, "invalid initializer");
			break;
		}
		sema_error(ctx->pos, "incompatible types when initializing type '%s' using type '%s'",
			   type_str(to), type_str(from));
		break;
	default:
		sema_error(ctx->pos, "incompatible types when %s type '%s' from type '%s'",
			   conv_verb(ctx), type_str(to), type_str(from));
		break;
	}
}

bool eval_convert(struct node *e, struct type *to, const struct conv_ctx *ctx)
{
	struct type *from = eval_value(e);

	if (sema_is_error(from) || sema_is_error(to))
		return true;
	if (ctx->kind == CONV_CAST)
		return true;
	if (to->quals)
		to = type_unqualified(to);
	if (from->kind == TYPE_VOID) {
		if (to->kind == TYPE_VOID)
			return true;
		sema_error(e->pos, "void value not ignored as it ought to be");
		return false;
	}
	if (is_record(to) || is_record(from)) {
		if (is_record(to) && type_compatible(to, from, TC_IGNORE_QUALS | TC_GCC))
			return true;
		if (ctx->kind == CONV_ARG && to->kind == TYPE_UNION &&
		    (to->main->flags & TF_TRANSPARENT))
			return true;	/* the checks look at the members */
		incompatible(ctx, to, from);
		return false;
	}
	if ((type_is_floating(to) && from->kind == TYPE_POINTER) ||
	    (to->kind == TYPE_POINTER && type_is_floating(from))) {
		incompatible(ctx, to, from);
		return false;
	}
	if ((is_vector(to) || is_vector(from)) && !eval_vector_convertible(e, to, from)) {
		incompatible(ctx, to, from);
		return false;
	}
	hook_run_conversion(e, from, to, ctx);
	return true;
}
