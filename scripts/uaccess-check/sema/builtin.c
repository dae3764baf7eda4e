// SPDX-License-Identifier: GPL-2.0
/*
 * The gcc builtins the kernel calls, from builtins.def.  Each entry spells
 * its type as C text ("void *(void *, const void *, size_t)"), read into
 * the unit's type arena the first time the unit asks, so that size_t and
 * uint64_t follow the target (-m32).  Type-generic builtins get the type
 * of each call from their arguments: see the kinds in builtins.def.
 */
#include <stdio.h>
#include <string.h>

#include "arch.h"
#include "ast.h"
#include "builtin.h"
#include "names.h"
#include "sema.h"
#include "target.h"
#include "token.h"
#include "type.h"

enum builtin_kind {
	BK_FIXED,
	BK_NORETURN,
	BK_SYNTAX,
	/* type-generic from here on */
	BK_ANY,
	BK_FLOAT,
	BK_OVERFLOW,
	BK_OVERFLOW_P,
	BK_ATOMIC,
	BK_ATOMIC_BOOL,
	BK_ATOMIC_VOID,
	BK_ARG0,
	/* powerpc's AltiVec families: builtins-ppc.def */
	BK_VEC,
	BK_VEC2,
	BK_VEC_CMP,
	BK_VEC_LD,
	BK_VEC_ST,
	BK_VECTOR,
	BK_SPLATS,
	BK_ELEM,
};

/* In the order of builtins.def, as names.c's table. */
struct builtin {
	const char *name;
	const char *sig;
	uint8_t kind;			/* enum builtin_kind */
};

/* names.c numbers an architecture's builtins after builtins.def's */
static const struct builtin builtins[] = {
#define BUILTIN(name, has, kind, sig) { #name, sig, BK_##kind },
#include "builtins.def"
#undef BUILTIN
#define ARCH_BUILTIN(name, sig) { #name, sig, BK_FIXED },
#define PPC_BUILTIN(name, kind, sig) { #name, sig, BK_##kind },
#include "arch-builtins.def"
#undef PPC_BUILTIN
#undef ARCH_BUILTIN
};

#define NR_BUILTINS ARRAY_SIZE(builtins)
#define MAX_PARAMS 8

/*
 * Per unit: the function types, made on first use.  The number of
 * parameters does not depend on the unit, but is found by the same
 * reading of the signature.
 */
static struct type *fn_types[NR_BUILTINS];
static uint8_t nr_params[NR_BUILTINS];
static bool variadic[NR_BUILTINS];

static bool is_generic(const struct builtin *b)
{
	return b->kind >= BK_ANY;
}

const struct builtin *builtin_find(const struct ident *id)
{
	const char *s = id->name;
	int i;

	/* most identifiers go no further: __builtin_, __atomic_, __sync_ */
	if (s[0] != '_' || s[1] != '_' || (s[2] != 'b' && s[2] != 'a' && s[2] != 's'))
		return NULL;
	i = names_builtin(s, id->len);
	return i >= 0 && builtins[i].kind != BK_SYNTAX ? &builtins[i] : NULL;
}

/* Signatures: a small subset of C declarators, checked by the tests. */

static void __attribute__((noreturn)) bad_sig(const struct builtin *b)
{
	fatal("builtins.def: bad signature for %s: \"%s\"", b->name, b->sig);
}

static const char *skip_space(const char *p)
{
	while (*p == ' ')
		p++;
	return p;
}

static bool word_is(const char *w, size_t len, const char *s)
{
	return strlen(s) == len && !memcmp(w, s, len);
}

/* uint64_t: unsigned long where long has 64 bits, as gcc's uint64_type_node. */
static struct type *type_uint64(void)
{
	return type_basic(target.size_long == 8 ? TYPE_ULONG : TYPE_ULLONG);
}

static struct type *arch_type_named(const char *name, size_t len);
static struct type *tuple_named(const char *name, size_t len);

/* "struct int8x8x2_t": a tuple type of the architecture, as gcc spells it. */
static struct type *sig_tuple(const struct builtin *b, const char **pp)
{
	const char *w = skip_space(*pp), *p = w;
	struct type *t;

	while ((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '_')
		p++;
	t = tuple_named(w, p - w);
	if (!t)
		bad_sig(b);
	*pp = p;
	return t;
}

/*
 * One type name: specifiers and qualifiers, then '*'s.  "_" (any
 * argument of a type-generic builtin) reads as the error type.
 */
static struct type *parse_type(const struct builtin *b, const char **pp)
{
	enum { S_NONE, S_VOID, S_BOOL, S_CHAR, S_INT, S_INT128, S_FLOAT, S_DOUBLE };
	const char *p = skip_space(*pp);
	unsigned int quals = 0, longs = 0, base = S_NONE;
	bool is_unsigned = false, is_signed = false, is_short = false;
	struct type *t = NULL;

	for (;;) {
		const char *w = p;
		size_t len;

		while ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		       (*p >= '0' && *p <= '9') || *p == '_')
			p++;
		len = p - w;
		if (!len)
			break;
		if (word_is(w, len, "const"))
			quals |= TQ_CONST;
		else if (word_is(w, len, "volatile"))
			quals |= TQ_VOLATILE;
		else if (word_is(w, len, "unsigned"))
			is_unsigned = true;
		else if (word_is(w, len, "signed"))
			is_signed = true;
		else if (word_is(w, len, "short"))
			is_short = true;
		else if (word_is(w, len, "long"))
			longs++;
		else if (word_is(w, len, "void"))
			base = S_VOID;
		else if (word_is(w, len, "_Bool"))
			base = S_BOOL;
		else if (word_is(w, len, "char"))
			base = S_CHAR;
		else if (word_is(w, len, "int"))
			base = S_INT;
		else if (word_is(w, len, "__int128"))
			base = S_INT128;
		else if (word_is(w, len, "float"))
			base = S_FLOAT;
		else if (word_is(w, len, "double"))
			base = S_DOUBLE;
		else if (word_is(w, len, "size_t"))
			t = type_size_t();
		else if (word_is(w, len, "uint64_t"))
			t = type_uint64();
		else if (word_is(w, len, "_"))
			t = type_basic(TYPE_ERROR);
		else if (word_is(w, len, "struct"))
			t = sig_tuple(b, &p);
		else if (!(t = arch_type_named(w, len)))
			bad_sig(b);
		p = skip_space(p);
	}
	if (!t) {
		switch (base) {
		case S_VOID:
			t = type_basic(TYPE_VOID);
			break;
		case S_BOOL:
			t = type_basic(TYPE_BOOL);
			break;
		case S_CHAR:
			t = type_basic(is_unsigned ? TYPE_UCHAR : is_signed ? TYPE_SCHAR : TYPE_CHAR);
			break;
		case S_INT128:
			t = type_basic(is_unsigned ? TYPE_UINT128 : TYPE_INT128);
			break;
		case S_FLOAT:
			t = type_basic(TYPE_FLOAT);
			break;
		case S_DOUBLE:
			t = type_basic(longs ? TYPE_LDOUBLE : TYPE_DOUBLE);
			break;
		default:
			if (base == S_NONE && !is_unsigned && !is_signed && !is_short && !longs)
				bad_sig(b);
			if (is_short)
				t = type_basic(is_unsigned ? TYPE_USHORT : TYPE_SHORT);
			else if (longs == 1)
				t = type_basic(is_unsigned ? TYPE_ULONG : TYPE_LONG);
			else if (longs)
				t = type_basic(is_unsigned ? TYPE_ULLONG : TYPE_LLONG);
			else
				t = type_basic(is_unsigned ? TYPE_UINT : TYPE_INT);
			break;
		}
	}
	if (quals)
		t = type_qualified(t, quals);
	while (*p == '*') {
		t = type_pointer(t);
		p = skip_space(p + 1);
	}
	*pp = p;
	return t;
}

/* Reads b's signature: its function type in this unit, and its arity. */
static struct type *read_sig(const struct builtin *b)
{
	unsigned int i = b - builtins, n = 0, flags = 0;
	struct type *params[MAX_PARAMS], *ret;
	const char *p = b->sig;

	ret = parse_type(b, &p);
	if (*p++ != '(')
		bad_sig(b);
	if (*p == ')') {
		flags = TF_OLDSTYLE;
		p++;
	}
	while (!flags) {
		p = skip_space(p);
		if (!strncmp(p, "...", 3)) {
			if (!n)
				bad_sig(b);
			flags = TF_VARIADIC;
			p = skip_space(p + 3);
		} else {
			if (n == MAX_PARAMS)
				bad_sig(b);
			params[n++] = parse_type(b, &p);
		}
		if (*p == ')') {
			p++;
			break;
		}
		if (*p++ != ',' || flags)
			bad_sig(b);
	}
	if (*p)
		bad_sig(b);
	/* (void) */
	if (n == 1 && params[0]->kind == TYPE_VOID && !flags)
		n = 0;
	nr_params[i] = n;
	variadic[i] = flags == TF_VARIADIC;
	if (is_generic(b) || b->kind == BK_SYNTAX)
		fn_types[i] = type_function(ret, NULL, 0, TF_OLDSTYLE);
	else
		fn_types[i] = type_function(ret, params, n, flags);
	return fn_types[i];
}

struct type *builtin_type(const struct builtin *b)
{
	struct type *t = fn_types[b - builtins];

	return t ? t : read_sig(b);
}

bool builtin_is_generic(const struct builtin *b)
{
	return is_generic(b);
}

bool builtin_is_noreturn(const struct builtin *b)
{
	return b->kind == BK_NORETURN;
}

static bool is_error(const struct type *t)
{
	return !t || t->kind == TYPE_ERROR;
}

/* An argument's type as a value: arrays and functions decay. */
static struct type *arg_type(const struct node *arg)
{
	struct type *t = arg->type;

	return t && (type_is_array(t) || type_is_function(t)) ? type_decay(t) : t;
}

/*
 * The object an __atomic_ or __sync_ builtin works on, from its first
 * argument: an integer or a pointer that the processor can access
 * atomically.  NULL if there is none.
 */
static struct type *atomic_object(const struct type *p)
{
	struct type *t;
	int64_t size;

	if (!type_is_pointer(p))
		return NULL;
	t = p->base;
	if (!type_is_integer(t) && !type_is_pointer(t))
		return NULL;
	size = type_sizeof(t);
	if (size != 1 && size != 2 && size != 4 && size != 8 && size != 16)
		return NULL;
	return t;
}

/* The type of a value read from an object of type t. */
static struct type *value_type(struct type *t)
{
	return type_variant(t, 0, t->annot & ~TA_NODEREF, AS_KERNEL);
}

/* __builtin_add_overflow(a, b, &res): res may be neither const, _Bool nor an enum. */
static bool overflow_args(struct type *const *types)
{
	const struct type *r = types[2];

	if (!type_is_integer(types[0]) || !type_is_integer(types[1]))
		return false;
	if (!type_is_pointer(r))
		return false;
	r = r->base;
	return type_is_integer(r) && r->kind != TYPE_BOOL && r->kind != TYPE_ENUM &&
		!(r->quals & TQ_CONST);
}

/* An AltiVec vector: 16 bytes (vector_size(16) ones are the same to gcc). */
static bool is_vec(const struct type *t)
{
	return t->kind == TYPE_VECTOR && type_sizeof(t) == 16;
}

/* VEC2's arguments: elements of one size, both integer or both floating. */
static bool vec2_args(struct type *const *types)
{
	const struct type *a = types[0]->main->base, *b = types[1]->main->base;

	return is_vec(types[0]) && is_vec(types[1]) &&
	       type_sizeof(a) == type_sizeof(b) && type_is_integer(a) == type_is_integer(b);
}

/* What gcc's compare instances give: a bool vector, here of unsigned elements. */
static struct type *bool_vector(const struct type *v)
{
	struct type *e = v->main->base;

	if (!type_is_integer(e))
		e = type_basic(type_sizeof(e) == 8 ? TYPE_ULONG : TYPE_UINT);
	else if (type_is_signed(e))
		e = type_to_unsigned(e);
	return type_vector(e, 16);
}

/* vec_ld's pointer: to a vector, or to an element of one. */
static struct type *vec_ld_type(const struct type *p)
{
	struct type *t;

	if (!type_is_pointer(p))
		return NULL;
	t = type_unqualified(value_type(p->base));
	if (is_vec(t))
		return t;
	if (!type_is_arithmetic(t) || t->kind == TYPE_COMPLEX || t->kind == TYPE_BOOL ||
	    type_sizeof(t) <= 0 || 16 % type_sizeof(t))
		return NULL;
	return type_vector(t, 16);
}

/* The AltiVec families: NULL when gcc finds no instance for the arguments. */
static struct type *altivec_call_type(const struct builtin *b, struct type *ret,
				      struct type *const *types)
{
	switch (b->kind) {
	case BK_VEC:
		return is_vec(types[0]) ? type_unqualified(types[0]) : NULL;
	case BK_VEC2:
		return vec2_args(types) ? type_unqualified(types[0]) : NULL;
	case BK_VEC_CMP:
		return vec2_args(types) ? bool_vector(types[0]) : NULL;
	case BK_VEC_LD:
		return type_is_integer(types[0]) ? vec_ld_type(types[1]) : NULL;
	case BK_VEC_ST:
		return is_vec(types[0]) && type_is_integer(types[1]) && vec_ld_type(types[2]) ?
		       ret : NULL;
	case BK_VECTOR:
		return type_vector(ret, 16);
	case BK_SPLATS:
		return type_is_arithmetic(types[0]) && types[0]->kind != TYPE_COMPLEX &&
		       type_sizeof(types[0]) > 0 && !(16 % type_sizeof(types[0])) ?
		       type_vector(type_unqualified(types[0]), 16) : NULL;
	case BK_ELEM:
		return is_vec(types[0]) ? types[0]->main->base : NULL;
	}
	return NULL;
}

struct type *builtin_call_type(const struct builtin *b, struct node *const *args,
			       unsigned int nargs)
{
	unsigned int i = b - builtins, k;
	struct type *ret = builtin_type(b)->base, *obj, *types[MAX_PARAMS];
	bool error = false;

	if (!is_generic(b))
		return ret;
	if (nargs < nr_params[i] || (nargs > nr_params[i] && !variadic[i]))
		return NULL;
	/* only the fixed arguments matter: __sync_*'s extra ones are ignored */
	for (k = 0; k < nr_params[i]; k++) {
		types[k] = arg_type(args[k]);
		error |= is_error(types[k]);
	}

	switch (b->kind) {
	case BK_ANY:
		return ret;
	case BK_FLOAT:
		for (k = 0; k < nr_params[i] && !error; k++)
			if (!type_is_arithmetic(types[k]))
				return NULL;
		return ret;
	case BK_OVERFLOW:
		return error || overflow_args(types) ? ret : NULL;
	case BK_OVERFLOW_P:
		for (k = 0; k < 3 && !error; k++)
			if (!type_is_integer(types[k]))
				return NULL;
		return ret;
	case BK_ATOMIC:
	case BK_ATOMIC_BOOL:
	case BK_ATOMIC_VOID:
		if (is_error(types[0]))
			return b->kind == BK_ATOMIC ? type_basic(TYPE_ERROR) : ret;
		obj = atomic_object(types[0]);
		if (!obj)
			return NULL;
		return b->kind == BK_ATOMIC ? value_type(obj) : ret;
	case BK_ARG0:
		if (is_error(types[0]))
			return type_basic(TYPE_ERROR);
		return type_unqualified(types[0]);
	default:
		/* no instance: builtin_check_call() reports it, gcc's only error */
		obj = error ? NULL : altivec_call_type(b, ret, types);
		return obj ? obj : type_basic(TYPE_ERROR);
	}
	return NULL;
}

/* An AltiVec builtin whose arguments match no instance, in gcc's words. */
static void altivec_check_call(const struct builtin *b, const struct node *call,
			       struct node *const *args)
{
	unsigned int i = b - builtins, k;
	struct type *types[MAX_PARAMS];

	for (k = 0; k < nr_params[i]; k++) {
		types[k] = arg_type(args[k]);
		if (is_error(types[k]))
			return;
	}
	if (b->kind != BK_VECTOR && !altivec_call_type(b, builtin_type(b)->base, types))
		sema_error(call->pos, "invalid parameter combination for AltiVec intrinsic '%s'",
			   b->name);
}

int builtin_pointer_param(const struct builtin *b, struct node *const *args,
			  unsigned int nargs, struct type **to)
{
	unsigned int p = b->kind == BK_VEC_LD ? 1 : 2;
	struct type *t;

	if ((b->kind != BK_VEC_LD && b->kind != BK_VEC_ST) || nargs != p + 1u)
		return -1;
	t = arg_type(args[p]);
	if (is_error(t) || !vec_ld_type(t))
		return -1;
	t = t->base;
	*to = type_pointer(type_variant(t, t->quals | (b->kind == BK_VEC_LD ? TQ_CONST : 0),
					t->annot & ~TA_NODEREF, AS_KERNEL));
	return p;
}

/*
 * A call of a type-generic builtin that gcc refuses, reported with gcc's
 * words: the number of arguments, and the integer arguments of the
 * overflow builtins (the others' misuse makes the call's type unknown).
 */
void builtin_check_call(const struct builtin *b, const struct node *call,
			struct node *const *args, unsigned int nargs)
{
	unsigned int i = b - builtins, k;
	struct type *t;

	builtin_type(b);
	if (nargs < nr_params[i] || (nargs > nr_params[i] && !variadic[i])) {
		sema_error(call->pos, "too %s arguments to function '%s'",
			   nargs < nr_params[i] ? "few" : "many", b->name);
		return;
	}
	if (b->kind >= BK_VEC) {
		altivec_check_call(b, call, args);
		return;
	}
	if (b->kind != BK_OVERFLOW && b->kind != BK_OVERFLOW_P)
		return;
	for (k = 0; k < 3; k++) {
		t = arg_type(args[k]);
		if (is_error(t))
			continue;
		if (k == 2 && b->kind == BK_OVERFLOW) {
			if (!type_is_pointer(t) || !type_is_integer(t->base) ||
			    t->base->kind == TYPE_BOOL || t->base->kind == TYPE_ENUM)
				sema_error(args[k]->pos, "argument 3 in call to function '%s' "
					   "does not have pointer to integral type", b->name);
		} else if (!type_is_integer(t)) {
			sema_error(args[k]->pos, "argument %u in call to function '%s' "
				   "does not have integral type", k + 1, b->name);
		}
	}
}

/*
 * __builtin_offsetof(TYPE, a.b[i]) as gcc checks it: members of complete
 * structures and unions, indices of arrays, no bit-field at the end.
 */
void builtin_check_offsetof(const struct node *e)
{
	struct type_path path[32];
	const struct node *d, *at[32];
	struct type *t = e->offset_of.type_name->type, *part;
	unsigned int n = 0, failed = 0;
	int64_t off;

	if (!t || is_error(t))
		return;
	for (d = e->offset_of.designators; d && n < ARRAY_SIZE(path); d = d->next) {
		path[n].member = d->kind == N_DESIG_FIELD ? d->name->name : NULL;
		path[n].index = 0;
		at[n++] = d;
	}
	switch (type_offsetof(t, path, n, &off, NULL, &failed)) {
	case TP_OK:
		return;
	case TP_NOT_RECORD:
		sema_error(at[failed]->pos,
			   "request for member '%s' in something not a structure or union",
			   path[failed].member);
		return;
	case TP_NO_MEMBER:
		/* the type the failing member was looked up in */
		part = t;
		type_offsetof(t, path, failed, &off, &part, NULL);
		if (!type_is_complete(part))
			sema_error(at[failed]->pos, "invalid use of undefined type '%s'",
				   type_str(part));
		else
			sema_error(at[failed]->pos, "'%s' has no member named '%s'",
				   type_str(part), path[failed].member);
		return;
	case TP_NOT_ARRAY:
		sema_error(at[failed]->pos,
			   "subscripted value is neither array nor pointer nor vector");
		return;
	case TP_BITFIELD:
		sema_error(at[failed]->pos,
			   "attempt to take address of bit-field structure member '%s'",
			   path[failed].member);
		return;
	}
}

/* The typedefs, in one list for the parser and the semantic pass. */
enum {
	BT_VA_LIST,
	BT_MS_VA_LIST,
	BT_INT128,
	BT_UINT128,
	NR_TYPEDEFS
};

static const char *const typedef_names[NR_TYPEDEFS] = {
	[BT_VA_LIST] = "__builtin_va_list",
	[BT_MS_VA_LIST] = "__builtin_ms_va_list",
	[BT_INT128] = "__int128_t",
	[BT_UINT128] = "__uint128_t",
};

/* The architecture's own types (arch/FOLDER/types-ARCH.def), after the list above. */
static const struct arch_type *arch_types(unsigned int *n)
{
	const struct arch_family *f = target_family();

	*n = f ? f->nr_types : 0;
	return f ? f->types : NULL;
}

const char *builtin_typedef_name(unsigned int i)
{
	const struct arch_type *a;
	unsigned int n;

	if (i < NR_TYPEDEFS)
		return typedef_names[i];
	a = arch_types(&n);
	return i - NR_TYPEDEFS < n ? a[i - NR_TYPEDEFS].name : NULL;
}

static struct type *arch_type(const struct arch_type *a)
{
	struct type *t = type_basic(a->elem);

	return a->bytes ? type_vector(t, a->bytes) : t;
}

static struct type *arch_type_named(const char *name, size_t len)
{
	const struct arch_type *a;
	unsigned int i, n;

	a = arch_types(&n);
	for (i = 0; i < n; i++)
		if (word_is(name, len, a[i].name))
			return arch_type(&a[i]);
	return NULL;
}

/* A struct TAG of N members: the I-th named NAMES[I], of type TYPES[I]. */
static struct type *record_of(const char *tag, const char *const *names, struct type **types,
			      unsigned int n)
{
	struct type_layout lay = { 0 };
	struct type_member m[5];
	struct type *t = type_record_new(TYPE_STRUCT, tag);
	unsigned int i;

	memset(m, 0, sizeof(m));
	for (i = 0; i < n && i < ARRAY_SIZE(m); i++) {
		/* interned: member lookups compare the name pointers first */
		m[i].name = ident_get(names[i])->name;
		m[i].type = types[i];
		m[i].width = -1;
	}
	type_record_complete(t, m, i, &lay);
	return t;
}

/*
 * arm_neon.h's tuples, which gcc declares at the header's
 * "#pragma GCC aarch64 "arm_neon.h"": for each vector type __Int8x8_t,
 * int8x8x2_t, int8x8x3_t and int8x8x4_t, each a "struct int8x8x2_t"
 * holding "int8x8_t val[2]".  The I-th name, in a buffer of its own.
 */
#define TUPLE_SIZES 3			/* x2, x3, x4 */

/*
 * The I-th tuple's vector type, and its number of vectors: the
 * architecture's vectors come after its scalars.
 */
static const struct arch_type *tuple_vector(unsigned int i, unsigned int *count)
{
	const struct arch_family *f = target_family();

	if (!f || !f->neon_pragma || i >= (f->nr_types - f->nr_scalars) * TUPLE_SIZES)
		return NULL;
	*count = 2 + i % TUPLE_SIZES;
	return &f->types[f->nr_scalars + i / TUPLE_SIZES];
}

/* "__Int8x8_t" and 2: "int8x8x2_t". */
static void tuple_name(char *buf, size_t size, const struct arch_type *a, unsigned int count)
{
	size_t len = strlen(a->name) - 4;	/* no "__" nor "_t" */

	snprintf(buf, size, "%c%.*sx%u_t", a->name[2] - 'A' + 'a', (int)len - 1, a->name + 3,
		 count);
}

const char *builtin_pragma_typedef_name(unsigned int i)
{
	static char buf[32];
	const struct arch_type *a;
	unsigned int count;

	a = tuple_vector(i, &count);
	if (!a)
		return NULL;
	tuple_name(buf, sizeof(buf), a, count);
	return buf;
}

/* Per unit: the tuples made, one record each (signatures and typedefs meet). */
static struct type *tuple_types[ARCH_MAX_NEON_VECTORS * TUPLE_SIZES];

struct type *builtin_pragma_typedef_type(unsigned int i)
{
	static const char *const val[] = { "val" };
	const struct arch_type *a;
	struct type *elems;
	unsigned int count;

	a = tuple_vector(i, &count);
	if (!a)
		return type_basic(TYPE_ERROR);
	if (!tuple_types[i]) {
		elems = type_array(arch_type(a), count);
		tuple_types[i] = record_of(ident_get(builtin_pragma_typedef_name(i))->name, val,
					   &elems, 1);
	}
	return tuple_types[i];
}

/* The tuple named NAME (LEN bytes), for a signature. */
static struct type *tuple_named(const char *name, size_t len)
{
	const char *s;
	unsigned int i;

	for (i = 0; (s = builtin_pragma_typedef_name(i)); i++)
		if (word_is(name, len, s))
			return builtin_pragma_typedef_type(i);
	return NULL;
}

/*
 * x86_64's struct __va_list_tag[1], arm64's struct __va_list (AAPCS64),
 * arm's struct __va_list of one pointer (AAPCS), char * on the others.
 */
static struct type *va_list_type(void)
{
	static const char *const x86[] = {
		"gp_offset", "fp_offset", "overflow_arg_area", "reg_save_area",
	};
	static const char *const arm64[] = {
		"__stack", "__gr_top", "__vr_top", "__gr_offs", "__vr_offs",
	};
	static const char *const arm[] = { "__ap" };
	struct type *u = type_basic(TYPE_UINT), *i = type_basic(TYPE_INT);
	struct type *p = type_pointer(type_basic(TYPE_VOID));

	if (target.va_list == TARGET_VA_LIST_AAPCS64)
		return record_of("__va_list", arm64, (struct type *[]){ p, p, p, i, i }, 5);
	if (target.va_list == TARGET_VA_LIST_AAPCS)
		return record_of("__va_list", arm, (struct type *[]){ p }, 1);
	if (target.size_pointer != 8)
		return type_pointer(type_basic(TYPE_CHAR));
	return type_array(record_of("__va_list_tag", x86, (struct type *[]){ u, u, p, p }, 4), 1);
}

struct type *builtin_typedef_type(unsigned int i)
{
	const struct arch_type *a;
	unsigned int n;

	switch (i) {
	case BT_VA_LIST:
		return va_list_type();
	case BT_MS_VA_LIST:
		return type_pointer(type_basic(TYPE_CHAR));
	case BT_INT128:
		return type_basic(TYPE_INT128);
	case BT_UINT128:
		return type_basic(TYPE_UINT128);
	}
	a = arch_types(&n);
	if (i - NR_TYPEDEFS < n)
		return arch_type(&a[i - NR_TYPEDEFS]);
	return type_basic(TYPE_ERROR);
}

void builtin_release(void)
{
	memset(fn_types, 0, sizeof(fn_types));
	memset(tuple_types, 0, sizeof(tuple_types));
}
