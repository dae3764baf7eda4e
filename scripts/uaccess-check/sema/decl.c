// SPDX-License-Identifier: GPL-2.0
/*
 * Declarations: types of declarations from specifiers and declarators,
 * struct/union layout, enums, and the symbol table of the two name spaces
 * (ordinary and tags) with block scopes.  See decl.h.
 *
 * Nothing here reports: an unknown construct gives TYPE_ERROR, an array
 * size that cannot be folded gives an array of unknown length, a bit-field
 * width that cannot be folded marks the record's layout as unknown.
 */
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "checks.h"
#include "builtin.h"
#include "decl.h"
#include "parse.h"
#include "pp.h"
#include "sema.h"
#include "target.h"
#include "token.h"
#include "type.h"
#include "util.h"

/* ---------------------------------------------------------------- */
/* Symbol table */

struct decl_slot {
	struct decl_slot *next;
	const struct ident *name;
	bool tag;
	struct decl_sym *top;
};

#define DECL_HASH_BITS 12
#define DECL_HASH_SIZE (1u << DECL_HASH_BITS)

static struct decl_slot *slots[DECL_HASH_SIZE];
static struct arena decl_arena;		/* symbols and slots, until decl_release() */
static struct decl_sym *scopes[256];	/* symbols per depth (deeper ones share the last) */
static unsigned int depth;
static FILE *dump_out;
static unsigned int fn_depth;		/* inside a function body */
static unsigned int proto_depth;	/* inside a parameter list */
static unsigned int record_depth;	/* inside a struct or union body */

static void *decl_alloc(size_t size)
{
	return memset(arena_alloc(&decl_arena, size), 0, size);
}

static struct decl_slot **slot_ref(const struct ident *name, bool tag)
{
	uintptr_t h = ((uintptr_t)name >> 4) ^ tag;

	return &slots[(h ^ (h >> DECL_HASH_BITS)) & (DECL_HASH_SIZE - 1)];
}

static struct decl_slot *slot_get(const struct ident *name, bool tag, bool create)
{
	struct decl_slot **ref = slot_ref(name, tag), *s;

	for (s = *ref; s; s = s->next)
		if (s->name == name && s->tag == tag)
			return s;
	if (!create)
		return NULL;
	s = decl_alloc(sizeof(*s));
	s->name = name;
	s->tag = tag;
	s->next = *ref;
	*ref = s;
	return s;
}

struct decl_sym *decl_lookup(const struct ident *name, bool tag)
{
	struct decl_slot *s = name ? slot_get(name, tag, false) : NULL;

	return s ? s->top : NULL;
}

bool decl_layout_unknown(const struct type *t)
{
	for (; t->kind == TYPE_ARRAY; t = t->base)
		if (t->flags & TF_LEN_UNKNOWN)
			return true;
	return t->kind == TYPE_ERROR || (type_is_record(t) && (t->main->flags & TF_LAYOUT_UNKNOWN));
}

static unsigned int scope_slot(void)
{
	return depth < ARRAY_SIZE(scopes) ? depth : ARRAY_SIZE(scopes) - 1;
}

static struct decl_sym *declare(struct ident *name, enum decl_sym_kind kind, struct type *t,
				struct node *decl)
{
	bool tag = kind == DS_TAG;
	struct decl_sym *sym = decl_alloc(sizeof(*sym));
	struct decl_slot *s;

	sym->name = name;
	sym->kind = kind;
	sym->type = t;
	sym->decl = decl;
	if (decl && (decl->flags & AST_F_TEMP))
		ast_temp_keep();	/* declared inside a file-scope initializer */
	sym->depth = depth;
	if (!name)
		return sym;
	s = slot_get(name, tag, true);
	sym->shadowed = s->top;
	s->top = sym;
	sym->scope_next = scopes[scope_slot()];
	scopes[scope_slot()] = sym;
	return sym;
}

static void push_scope(void)
{
	depth++;
	if (depth < ARRAY_SIZE(scopes))
		scopes[depth] = NULL;
}

static void pop_scope(void)
{
	struct decl_sym *sym, **keep = &scopes[scope_slot()];

	/* past the table's depth, a scope shares its slot with the deeper ones */
	for (sym = *keep; sym; sym = sym->scope_next) {
		if (sym->depth < depth)
			break;
		slot_get(sym->name, sym->kind == DS_TAG, false)->top = sym->shadowed;
	}
	*keep = sym;
	if (depth)
		depth--;
}

void decl_release(void)
{
	arena_release(&decl_arena);
	memset(slots, 0, sizeof(slots));
	memset(scopes, 0, sizeof(scopes));
	depth = fn_depth = proto_depth = record_depth = 0;
	dump_out = NULL;
}

static struct type *err_type(void)
{
	return type_basic(TYPE_ERROR);
}

static struct type *type_of_name(struct node *tn);

/* Folds a constant the declaration needs; reports nothing. */
static bool fold(struct node *e, struct cval *r)
{
	return e && const_fold(e, r) == FOLD_OK;
}

/* ---------------------------------------------------------------- */
/* Attributes */

/* The attribute's name without the __x__ spelling's underscores. */
static bool attr_is(const struct node *a, const char *name)
{
	const char *s = a->name->name;
	size_t n = strlen(name), len = a->name->len;

	if (len == n + 4 && s[0] == '_' && s[1] == '_' && s[len - 1] == '_' && s[len - 2] == '_')
		return !strncmp(s + 2, name, n);
	return len == n && !memcmp(s, name, n);
}

/* What the attributes of one list say, for a type or a declaration. */
struct attrs {
	unsigned int annot;
	unsigned int as;
	bool has_as;
	bool packed;
	bool transparent;
	bool bitwise;
	bool bad;		/* an argument we could not fold */
	uint32_t align;		/* aligned(N) */
	uint64_t vector_size;
	int mode;		/* mode(): size in bytes, 0 if none */
	struct node *cleanup;	/* cleanup(fn): the attribute */
	struct node *counted_by;	/* counted_by(member): the attribute */
	bool noreturn;
	/* context(): last one first, shared with the copies of struct attrs */
	struct decl_context *contexts;
};

/* The checker's own attributes, which gcc does not know. */
static bool checker_attribute(const struct node *a)
{
	static const char *const names[] = {
		"address_space", "noderef", "force", "nocast", "safe", "bitwise", "context",
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(names); i++)
		if (attr_is(a, names[i]))
			return true;
	return false;
}

static void check_known(const struct node *a)
{
	/* newer than the gcc whose __has_attribute() answers are given, but understood */
	if (attr_is(a, "counted_by"))
		return;
	if (!check_enabled(CHECK_UNKNOWN_ATTRIBUTE) || checker_attribute(a) ||
	    pp_has_attribute(a->name->name, a->name->len))
		return;
	diag_warning(CHECK_UNKNOWN_ATTRIBUTE, a->pos, "unknown attribute '%s'", a->name->name);
}

/*
 * context(expr, in, out), context(in, out) or context(in): sparse reads
 * them so.  One with counts that do not fold is not kept.
 */
static void attr_context(struct node *a, struct attrs *at)
{
	struct node *args[3], *arg;
	unsigned int n = 0;
	struct decl_context *c;
	struct cval in = { 0 }, out = { 0 };

	for (arg = a->kid[1]; arg; arg = arg->next) {
		if (n == ARRAY_SIZE(args)) {
			at->bad = true;
			return;
		}
		args[n++] = arg;
	}
	if (!n || !fold(args[n == 3], &in) || (n > 1 && !fold(args[n - 1], &out))) {
		at->bad = true;
		return;
	}
	c = decl_alloc(sizeof(*c));
	c->expr = n == 3 ? args[0] : NULL;
	c->in = in.v;
	c->out = out.v;
	c->next = at->contexts;
	at->contexts = c;
}

static void attr_one(struct node *a, struct attrs *at)
{
	struct node *arg = a->kid[1];
	struct cval v;

	if (a->kind != N_ATTRIBUTE || !a->name)
		return;
	check_known(a);
	if (attr_is(a, "noderef")) {
		at->annot |= TA_NODEREF;
	} else if (attr_is(a, "force")) {
		at->annot |= TA_FORCE;
	} else if (attr_is(a, "nocast")) {
		at->annot |= TA_NOCAST;
	} else if (attr_is(a, "safe")) {
		at->annot |= TA_SAFE;
	} else if (attr_is(a, "bitwise")) {
		at->bitwise = true;
	} else if (attr_is(a, "packed")) {
		at->packed = true;
	} else if (attr_is(a, "transparent_union")) {
		at->transparent = true;
	} else if (attr_is(a, "cleanup")) {
		at->cleanup = a;
	} else if (attr_is(a, "counted_by")) {
		at->counted_by = a;
	} else if (attr_is(a, "noreturn")) {
		at->noreturn = true;
	} else if (attr_is(a, "context")) {
		attr_context(a, at);
	} else if (attr_is(a, "address_space")) {
		unsigned int as;

		if (arg && arg->kind == N_IDENT) {
			as = type_addrspace(arg->name->name);
		} else if (fold(arg, &v) && v.v < AS_FIRST_NAMED) {
			as = v.v;
		} else {
			at->bad = true;
			return;
		}
		if (at->has_as && at->as != as && as && at->as)
			sema_error(a->pos, "multiple address spaces given: %s & %s",
				   type_addrspace_name(at->as) ? type_addrspace_name(at->as) : "?",
				   type_addrspace_name(as) ? type_addrspace_name(as) : "?");
		at->as = as;
		at->has_as = true;
	} else if (attr_is(a, "aligned")) {
		uint32_t al = type_biggest_alignment();

		if (arg && (!fold(arg, &v) || !v.v || (v.v & (v.v - 1)) || v.v > (1u << 28))) {
			at->bad = true;
			return;
		}
		if (arg)
			al = v.v;
		if (al > at->align)
			at->align = al;
	} else if (attr_is(a, "vector_size")) {
		if (fold(arg, &v) && v.v && !(v.v & (v.v - 1)))
			at->vector_size = v.v;
		else
			at->bad = true;
	} else if (attr_is(a, "mode") && arg && arg->kind == N_IDENT) {
		static const char *const modes[] = { "QI", "HI", "SI", "DI", "TI" };
		const char *m = arg->name->name;
		unsigned int i;

		if (m[0] == '_' && m[1] == '_')
			m += 2;
		for (i = 0; i < ARRAY_SIZE(modes); i++)
			if (!strncmp(m, modes[i], 2) && (m[2] == 0 || m[2] == '_'))
				at->mode = 1 << i;
		if (!strcmp(m, "byte") || !strcmp(m, "__byte__"))
			at->mode = 1;
		else if (!strcmp(m, "word") || !strcmp(m, "__word__"))
			at->mode = target.size_long;
		else if (!strcmp(m, "pointer") || !strcmp(m, "__pointer__"))
			at->mode = target.size_pointer;
		if (!at->mode)
			at->bad = true;
	}
}

static void attrs_collect(struct node *list, struct attrs *at)
{
	for (; list; list = list->next)
		if (list->kind == N_ATTRIBUTE)
			attr_one(list, at);
}

/*
 * Address space, noderef, force, nocast and safe written after a struct's
 * body: gcc would give them to the struct type, but they qualify the
 * declared object, as sparse reads them.  (attr_one() saw them already.)
 */
static void type_qualifier_attrs(struct node *list, struct attrs *at)
{
	for (; list; list = list->next) {
		struct attrs one = { 0 };

		if (list->kind != N_ATTRIBUTE || !list->name || !checker_attribute(list) ||
		    attr_is(list, "bitwise") || attr_is(list, "context"))
			continue;
		attr_one(list, &one);
		at->annot |= one.annot;
		if (one.has_as) {
			at->as = one.as;
			at->has_as = true;
		}
	}
}

/* _Alignas(N) or _Alignas(type): the object's alignment, in at->align. */
static void alignas_of(struct node *s, struct attrs *at)
{
	struct cval v;
	uint32_t al = 0;

	if (s->kid[0] && s->kid[0]->kind == N_TYPE_NAME) {
		struct type *t = type_of_name(s->kid[0]);

		if (!sema_is_error(t))
			al = type_alignof(t);
	} else if (fold(s->kid[0], &v) && v.v && !(v.v & (v.v - 1)) && v.v <= (1u << 28)) {
		al = v.v;
	}
	if (al > at->align)
		at->align = al;
}

/* The checker's type attributes (address space, noderef, ...) applied to T. */
static struct type *apply_type_attrs(struct type *t, const struct attrs *at)
{
	if (t->kind == TYPE_ERROR)
		return t;
	if (at->annot)
		t = type_annotated(t, at->annot);
	if (at->has_as)
		t = type_with_as(t, at->as);
	return t;
}

/* mode(QI...TI) on an integer type: the integer of that size and signedness. */
static struct type *apply_mode(struct type *t, int size)
{
	static const enum type_kind kinds[] = {
		TYPE_SCHAR, TYPE_SHORT, TYPE_INT, TYPE_LONG, TYPE_LLONG, TYPE_INT128,
	};
	unsigned int i;

	if (!type_is_integer(t) || t->kind == TYPE_ENUM)
		return err_type();
	for (i = 0; i < ARRAY_SIZE(kinds); i++) {
		struct type *k = type_basic(kinds[i]);

		if (type_sizeof(k) == size)
			return type_is_signed(t) ? k : type_to_unsigned(k);
	}
	return err_type();
}

/* vector_size(N) on T: N a multiple of T's size. */
static struct type *apply_vector(struct type *t, uint64_t size)
{
	int64_t es = type_sizeof(t);

	if (!type_is_arithmetic(t) || es <= 0 || size % es)
		return err_type();
	return type_vector(t, size);
}

/* ---------------------------------------------------------------- */
/* Specifiers */

static struct type *record_type(struct node *n);
static struct type *enum_type(struct node *n);
static struct type *declarator_type(struct node *d, struct type *t, struct node **name);

/*
 * Specifiers to a type.  Attributes of the list go to *at when given
 * (the caller decides what the declaration-level ones mean); their type
 * parts (address space, noderef...) are applied here.  *is_typedef tells
 * whether the storage class is typedef.
 */
static struct type *specs_type(struct node *specs, struct attrs *at_out, bool *is_typedef)
{
	unsigned int nlong = 0, quals = 0, as = 0;
	bool sgn = false, uns = false, cplx = false, bad = false, has_as = false;
	int base = 0;			/* the keyword, or -1 for a type given whole */
	struct type *t = NULL;
	struct attrs at = { 0 };
	struct node *s;

	if (is_typedef)
		*is_typedef = false;
	for (s = specs; s; s = s->next) {
		switch (s->kind) {
		case N_SPEC:
			switch (s->op) {
			case SPEC_TYPEDEF:
				if (is_typedef)
					*is_typedef = true;
				break;
			case SPEC_CONST: quals |= TQ_CONST; break;
			case SPEC_VOLATILE: quals |= TQ_VOLATILE; break;
			case SPEC_RESTRICT: quals |= TQ_RESTRICT; break;
			case SPEC_ATOMIC:
				if (s->kid[0]) {
					bad |= base != 0;
					base = -1;
					t = type_of_name(s->kid[0]);
				}
				quals |= TQ_ATOMIC;
				break;
			case SPEC_SEG_GS: as = type_addrspace("__seg_gs"); has_as = true; break;
			case SPEC_SEG_FS: as = type_addrspace("__seg_fs"); has_as = true; break;
			case SPEC_LONG: nlong++; break;
			case SPEC_SIGNED: sgn = true; break;
			case SPEC_UNSIGNED: uns = true; break;
			case SPEC_COMPLEX: cplx = true; break;
			case SPEC_NORETURN: at.noreturn = true; break;
			case SPEC_SHORT: case SPEC_VOID: case SPEC_CHAR: case SPEC_INT: case SPEC_FLOAT: case SPEC_DOUBLE:
			case SPEC_BOOL: case SPEC_INT128: case SPEC_FLOAT16: case SPEC_FLOAT32: case SPEC_FLOAT64:
			case SPEC_FLOAT128: case SPEC_AUTO_TYPE: case SPEC_IMAGINARY:
				if (base && !(base == SPEC_SHORT && s->op == SPEC_INT) &&
				    !(base == SPEC_INT && s->op == SPEC_SHORT))
					bad = true;
				if (!base || base == SPEC_INT)
					base = s->op;
				break;
			default:
				break;	/* storage classes, inline */
			}
			break;
		case N_TYPEDEF_NAME: {
			struct decl_sym *sym = decl_lookup(s->name, false);

			bad |= base != 0;
			base = -1;
			t = sym && sym->kind == DS_TYPEDEF ? sym->type : err_type();
			break;
		}
		case N_STRUCT:
			bad |= base != 0;
			base = -1;
			t = record_type(s);
			/* "struct {...} __iomem *p": the checker's qualifiers are the object's */
			type_qualifier_attrs(s->kid[2], &at);
			break;
		case N_ENUM:
			bad |= base != 0;
			base = -1;
			t = enum_type(s);
			break;
		case N_TYPEOF:
			bad |= base != 0;
			base = -1;
			if (s->kid[0] && s->kid[0]->kind == N_TYPE_NAME)
				t = type_of_name(s->kid[0]);
			else
				t = eval_typeof(s->kid[0]);
			if (s->op && !sema_is_error(t))
				t = type_unqualified(t);
			break;
		case N_ATTRIBUTE:
			attr_one(s, &at);
			break;
		case N_ALIGNAS:
			alignas_of(s, &at);
			break;
		default:
			break;
		}
	}
	if (bad || (sgn && uns))
		return err_type();
	if (base == -1) {
		if (nlong || sgn || uns || cplx)
			return err_type();
	} else {
		enum type_kind k;

		switch (base) {
		case SPEC_VOID: k = TYPE_VOID; break;
		case SPEC_BOOL: k = TYPE_BOOL; break;
		case SPEC_CHAR: k = sgn ? TYPE_SCHAR : uns ? TYPE_UCHAR : TYPE_CHAR; break;
		case SPEC_SHORT: k = uns ? TYPE_USHORT : TYPE_SHORT; break;
		case SPEC_INT128: k = uns ? TYPE_UINT128 : TYPE_INT128; break;
		case SPEC_FLOAT: case SPEC_FLOAT32: k = TYPE_FLOAT; break;
		case SPEC_FLOAT16: k = TYPE_FLOAT16; break;
		case SPEC_FLOAT64: k = TYPE_DOUBLE; break;
		case SPEC_FLOAT128: k = TYPE_FLOAT128; break;
		case SPEC_DOUBLE: k = nlong ? TYPE_LDOUBLE : TYPE_DOUBLE; break;
		case 0: case SPEC_INT:
			/* implicit int ("static x;", K&R), not an empty list */
			if (base == 0 && !nlong && !sgn && !uns && !cplx && !at.mode && !specs)
				return err_type();
			k = nlong == 0 ? TYPE_INT : nlong == 1 ? TYPE_LONG : TYPE_LLONG;
			if (uns)
				k++;
			break;
		default:
			return err_type();
		}
		if ((nlong && base != SPEC_INT && base != 0 && base != SPEC_DOUBLE) || nlong > 2 ||
		    ((sgn || uns) && (k < TYPE_CHAR || k > TYPE_UINT128)))
			return err_type();
		t = type_basic(k);
		if (cplx)
			t = type_complex(t);
	}
	if (at.mode)
		t = apply_mode(t, at.mode);
	if (at.vector_size)
		t = apply_vector(t, at.vector_size);
	if (t->kind == TYPE_ERROR)
		return t;
	if (quals)
		t = type_qualified(t, quals);
	if (has_as)
		t = type_with_as(t, as);
	t = apply_type_attrs(t, &at);
	if (at_out)
		*at_out = at;
	return t;
}

/* A type name (casts, sizeof, typeof): specifiers and an abstract declarator. */
static struct type *type_of_name(struct node *tn)
{
	struct type *t;

	if (!tn || tn->kind != N_TYPE_NAME)
		return err_type();
	t = specs_type(tn->kid[0], NULL, NULL);
	return declarator_type(tn->kid[1], t, NULL);
}

/* ---------------------------------------------------------------- */
/* Declarators */

static struct type *param_type(struct node *p, struct node **name)
{
	struct type *t = specs_type(p->kid[0], NULL, NULL);

	t = declarator_type(p->kid[1], t, name);
	if (t->kind == TYPE_ARRAY)
		t = type_pointer(t->base);
	else if (t->kind == TYPE_FUNCTION)
		t = type_pointer(t);
	return t;
}

static struct type *function_type(struct node *fn, struct type *ret)
{
	struct type *small[16], **params = small;
	unsigned int n = 0, cap = ARRAY_SIZE(small), flags = 0;
	struct node *p;

	if (ret->kind == TYPE_ERROR || ret->kind == TYPE_FUNCTION || ret->kind == TYPE_ARRAY)
		return err_type();
	if (fn->op == 2 || !fn->kid[1])
		return type_function(ret, NULL, 0, TF_OLDSTYLE);
	push_scope();		/* prototype scope: tags declared in parameters */
	proto_depth++;
	for (p = fn->kid[1]; p; p = p->next) {
		struct node *pn = NULL;
		struct type *t;

		if (p->kind == N_ELLIPSIS) {
			flags |= TF_VARIADIC;
			continue;
		}
		if (p->kind != N_PARAM)
			continue;
		t = param_type(p, &pn);
		if (t->kind == TYPE_VOID && !p->kid[1] && n == 0 && !p->next)
			break;	/* (void) */
		/* int a[n]: later parameters may use the earlier ones */
		if (pn && pn->name)
			declare(pn->name, DS_OBJECT, t, p)->is_param = true;
		if (n == cap)
			params = grow_small_array(params, small, n, &cap, sizeof(*params));
		params[n++] = t;
	}
	proto_depth--;
	pop_scope();
	ret = type_function(ret, params, n, flags);
	if (params != small)
		free(params);
	return ret;
}

/* The name a declarator declares, for messages; NULL if abstract. */
static const char *declarator_name(struct node *d)
{
	while (d && d->kind != N_DECLARATOR)
		d = d->kid[d->kind == N_POINTER];
	return d && d->name ? d->name->name : NULL;
}

/*
 * [size] applied to ELEM.  A size that does not fold gives an array of
 * unknown length, never an error; a certainly non-constant one a VLA in
 * a block and an error at file scope, as gcc.
 */
static struct type *array_type(struct node *d, struct type *elem)
{
	const char *name;
	enum fold_result fr;
	struct cval v;
	int64_t es;

	if (sema_is_error(elem) || elem->kind == TYPE_FUNCTION || !type_is_complete(elem)) {
		if (d->kid[1])
			eval_expr(d->kid[1]);
		return err_type();
	}
	if (!d->kid[1])
		return type_array(elem, -1);	/* [] or [*] */
	fr = const_fold(d->kid[1], &v);
	/* the length of a block's VLA is read when the declaration is reached */
	if (fr != FOLD_OK && fn_depth && !proto_depth && !record_depth)
		eval_operand(d->kid[1]);
	if (fr == FOLD_NONCONST) {
		if (!fn_depth && !proto_depth && !record_depth) {
			name = declarator_name(d);
			if (name)
				sema_error(d->pos, "variably modified '%s' at file scope", name);
			else
				sema_error(d->pos, "variably modified type at file scope");
			return err_type();
		}
		return type_array_vla(elem, d->kid[1]);
	}
	if (fr != FOLD_OK)
		return type_array_len_unknown(elem);
	name = declarator_name(d);
	if (cval_is_negative(&v)) {
		if (name)
			sema_error(d->pos, "size of array '%s' is negative", name);
		else
			sema_error(d->pos, "size of unnamed array is negative");
		return err_type();
	}
	es = type_sizeof(elem);
	if (es < 1)
		es = 1;
	if (v.v > (uint64_t)INT64_MAX / es) {
		if (name)
			sema_error(d->pos, "size of array '%s' is too large", name);
		else
			sema_error(d->pos, "size of unnamed array is too large");
		return err_type();
	}
	return type_array(elem, v.v);
}

/*
 * The declarator's derivations applied to T, outermost first; *name gets
 * the N_DECLARATOR node (NULL if abstract).
 */
static struct type *declarator_type(struct node *d, struct type *t, struct node **name)
{
	struct attrs at = { 0 };
	struct node *q;
	unsigned int quals = 0;

	if (name)
		*name = NULL;
	while (d) {
		switch (d->kind) {
		case N_DECLARATOR:
			if (name)
				*name = d;
			return t;
		case N_POINTER:
			if (t->kind == TYPE_ERROR)
				return t;
			if (d->kid[2]) {
				/* void (__rcu *fn)(void): the target's qualifiers */
				memset(&at, 0, sizeof(at));
				type_qualifier_attrs(d->kid[2], &at);
				t = apply_type_attrs(t, &at);
			}
			quals = 0;
			memset(&at, 0, sizeof(at));
			for (q = d->kid[0]; q; q = q->next) {
				if (q->kind == N_SPEC && q->op == SPEC_CONST)
					quals |= TQ_CONST;
				else if (q->kind == N_SPEC && q->op == SPEC_VOLATILE)
					quals |= TQ_VOLATILE;
				else if (q->kind == N_SPEC && q->op == SPEC_RESTRICT)
					quals |= TQ_RESTRICT;
				else if (q->kind == N_SPEC && q->op == SPEC_ATOMIC)
					quals |= TQ_ATOMIC;
				else if (q->kind == N_ATTRIBUTE)
					attr_one(q, &at);
			}
			t = type_pointer(t);
			if (quals)
				t = type_qualified(t, quals);
			t = apply_type_attrs(t, &at);
			d = d->kid[1];
			break;
		case N_ARRAY:
			t = array_type(d, t);
			d = d->kid[0];
			break;
		case N_FUNCTION:
			t = function_type(d, t);
			d = d->kid[0];
			break;
		default:
			return err_type();
		}
	}
	return t;
}

/* ---------------------------------------------------------------- */
/* Structs, unions, enums */

static struct decl_sym *tag_lookup(struct ident *name, bool current_only)
{
	struct decl_sym *sym = decl_lookup(name, true);

	if (sym && current_only && sym->depth != depth)
		return NULL;
	return sym;
}

static void dump_expr(struct strbuf *sb, const struct node *e);

/* An operand of a postfix operator: parenthesized unless it is postfix itself. */
static void dump_operand(struct strbuf *sb, const struct node *e)
{
	bool plain = e->kind == N_IDENT || e->kind == N_MEMBER || e->kind == N_INDEX ||
		e->kind == N_CALL;

	if (!plain)
		sb_addc(sb, '(');
	dump_expr(sb, e);
	if (!plain)
		sb_addc(sb, ')');
}

/* A context's lock expression: the shapes the kernel gives it, "..." for the others. */
static void dump_expr(struct strbuf *sb, const struct node *e)
{
	const struct node *a;

	switch (e->kind) {
	case N_IDENT:
		sb_addstr(sb, e->name->name);
		break;
	case N_INTEGER: case N_FLOATING: case N_CHAR: case N_STRING:
		sb_add(sb, e->str, e->len);
		break;
	case N_MEMBER:
		dump_operand(sb, e->mem.base);
		sb_printf(sb, "%s%s", ast_op_spelling(e->op), e->mem.field->name->name);
		break;
	case N_UNARY:
		sb_addstr(sb, ast_op_spelling(e->op));
		dump_operand(sb, e->kid[0]);
		break;
	case N_INDEX:
		dump_operand(sb, e->kid[0]);
		sb_addc(sb, '[');
		dump_expr(sb, e->kid[1]);
		sb_addc(sb, ']');
		break;
	case N_CALL:
		dump_operand(sb, e->call.fn);
		sb_addc(sb, '(');
		for (a = e->call.args; a; a = a->next) {
			dump_expr(sb, a);
			if (a->next)
				sb_addstr(sb, ", ");
		}
		sb_addc(sb, ')');
		break;
	default:
		sb_addstr(sb, "...");
		break;
	}
}

/* NAME's type, and a function's noreturn and contexts after it. */
static void dump_type_line(const char *name, struct type *t, const struct decl_sym *sym)
{
	struct strbuf sb = { 0 };
	const struct decl_context *c;

	type_print(&sb, t, NULL);
	if (sym && sym->noreturn)
		sb_addstr(&sb, " noreturn");
	for (c = sym ? sym->contexts : NULL; c; c = c->next) {
		sb_addstr(&sb, " context(");
		if (c->expr) {
			dump_expr(&sb, c->expr);
			sb_addstr(&sb, ", ");
		}
		sb_printf(&sb, "%d, %d)", c->in, c->out);
	}
	fprintf(dump_out, "%s: %s\n", name, sb_cstr(&sb));
	sb_free(&sb);
}

static void dump_record(struct type *t, bool unknown)
{
	unsigned int i;

	if (unknown)
		fprintf(dump_out, "%s %s: size ? align ?\n", t->kind == TYPE_UNION ? "union" : "struct",
			t->name ? t->name : "<anonymous>");
	else
		fprintf(dump_out, "%s %s: size %lld align %u\n",
			t->kind == TYPE_UNION ? "union" : "struct",
			t->name ? t->name : "<anonymous>", (long long)type_sizeof(t),
			type_align_pref(t));
	for (i = 0; i < t->rec.nmembers; i++) {
		const struct type_member *m = &t->rec.members[i];
		struct strbuf sb = { 0 };

		type_print(&sb, m->type, NULL);
		if (m->width >= 0)
			fprintf(dump_out, "  .%s offset %llu bit %u width %d: %s\n",
				m->name ? m->name : "<anonymous>", (unsigned long long)m->offset,
				m->bit, m->width, sb_cstr(&sb));
		else
			fprintf(dump_out, "  .%s offset %llu: %s%s%s%s\n",
				m->name ? m->name : "<anonymous>", (unsigned long long)m->offset,
				sb_cstr(&sb), m->counted_by ? " counted_by(" : "",
				m->counted_by ? m->counted_by : "", m->counted_by ? ")" : "");
		sb_free(&sb);
	}
}

/* struct { ... }; inside a struct: an anonymous member (C11, no tag). */
static bool is_anonymous_record(struct node *specs, struct type *t)
{
	for (; specs; specs = specs->next)
		if (specs->kind == N_STRUCT)
			return !specs->kid[0] && type_is_record(t);
	return false;
}

/* The width of bit-field D: false if it is not usable (reported if certain). */
static bool bitfield_width(struct node *d, const char *name, struct type *t, struct cval *v)
{
	enum fold_result fr = const_fold(d->kid[1], v);

	if (!name)
		name = "<anonymous>";
	if (fr == FOLD_NONCONST) {
		sema_error(d->pos, "bit-field '%s' width not an integer constant", name);
		return false;
	}
	if (fr != FOLD_OK || sema_is_error(t))
		return false;
	if (cval_is_negative(v)) {
		sema_error(d->pos, "negative width in bit-field '%s'", name);
		return false;
	}
	if (!type_is_integer(t)) {
		sema_error(d->pos, "bit-field '%s' has invalid type", name);
		return false;
	}
	if (v->v > type_bits(t)) {
		sema_error(d->pos, "width of '%s' exceeds its type", name);
		return false;
	}
	if (!v->v && strcmp(name, "<anonymous>")) {
		sema_error(d->pos, "zero width for bit-field '%s'", name);
		return false;
	}
	return true;
}

/* counted_by(n): the name of the count, NULL (and an error) if it is not one. */
static const char *counted_by_name(const struct node *attr)
{
	const struct node *arg = attr->kid[1];

	if (!arg || arg->kind != N_IDENT || arg->next) {
		sema_error(attr->pos, "'counted_by' argument is not an identifier");
		return NULL;
	}
	return arg->name->name;
}

/*
 * __counted_by(n) on a flexible array (or pointer) member: n is an integer
 * member of the same record, which holds the number of elements.  Checked
 * once the record is complete, as the count may come after the array.
 */
static void check_counted_by(struct type *rec)
{
	struct type_member *m = rec->main->rec.members;
	uint32_t i;

	for (i = 0; i < rec->main->rec.nmembers; i++) {
		const struct node *d = m[i].decl;
		const struct type_member *count;
		uint64_t off;

		if (!m[i].counted_by || sema_is_error(m[i].type))
			continue;
		if (m[i].type->kind != TYPE_POINTER &&
		    (m[i].type->kind != TYPE_ARRAY || m[i].type->array.len >= 0)) {
			sema_error(d->pos, m[i].type->kind == TYPE_ARRAY ?
				   "'counted_by' attribute is not allowed for a non-flexible array member field" :
				   "'counted_by' attribute is not allowed for a non-array field");
			m[i].counted_by = NULL;
			continue;
		}
		count = type_member_find(rec, m[i].counted_by, &off);
		if (!count || !type_is_integer(count->type)) {
			if (!count || !sema_is_error(count->type))
				sema_error(d->pos, count ?
					   "argument '%s' to the 'counted_by' attribute is not of integer type" :
					   "argument '%s' to the 'counted_by' attribute is not a field declaration in the same structure as '%s'",
					   m[i].counted_by, m[i].name ? m[i].name : "<anonymous>");
			m[i].counted_by = NULL;
		}
	}
}

/* One member declaration: adds its members to *members (grown as needed). */
static bool member_decl(struct node *md, struct type_member **members, unsigned int *n,
			unsigned int *cap)
{
	struct attrs sat = { 0 };
	struct type *base = specs_type(md->kid[0], &sat, NULL);
	struct node *d = md->kid[1];
	bool unknown = false;

	do {
		struct attrs at = sat;
		struct type_member *m;
		struct node *name = NULL;
		struct type *t = base;
		struct cval v;

		if (md->kind == N_STATIC_ASSERT) {
			decl_static_assert(md);
			return false;
		}
		if (d) {
			struct attrs q = { 0 };

			type_qualifier_attrs(d->kid[2], &q);
			t = declarator_type(d->kid[0], q.annot || q.has_as ?
					    apply_type_attrs(base, &q) : base, &name);
			attrs_collect(d->kid[2], &at);
			if (at.vector_size && !sat.vector_size)
				t = apply_vector(t, at.vector_size);
		} else if (!is_anonymous_record(md->kid[0], base)) {
			return false;	/* "int;" or "struct tag { };": no member */
		}
		if (*n == *cap) {
			*cap = *cap ? 2 * *cap : 16;
			*members = xrealloc(*members, *cap * sizeof(**members));
		}
		m = &(*members)[(*n)++];
		memset(m, 0, sizeof(*m));
		m->name = name && name->name ? name->name->name : NULL;
		m->type = t;
		m->width = -1;
		m->align = at.align;
		m->flags = at.packed ? TM_PACKED : 0;
		m->decl = d ? (void *)d : (void *)md;
		if (at.counted_by)
			m->counted_by = counted_by_name(at.counted_by);
		if (d && d->kid[1]) {
			if (bitfield_width(d, m->name, t, &v)) {
				m->width = v.v;
			} else {
				unknown = true;
				m->width = type_is_integer(t) ? (int)type_bits(t) : 0;
			}
		}
		/* an unknown length is only harmless for the last member */
		if (decl_layout_unknown(t) || (t->kind == TYPE_ARRAY && t->array.len < 0 && (md->next || (d && d->next))))
			unknown = true;
		d = d ? d->next : NULL;
	} while (d);
	return unknown;
}

static struct type *record_type(struct node *n)
{
	enum type_kind kind = (n->op & ~(AST_HAS_BODY | AST_PACK_MASK)) == SPEC_UNION ?
		TYPE_UNION : TYPE_STRUCT;
	unsigned int pack = (n->op & AST_PACK_MASK) >> AST_PACK_SHIFT;
	struct ident *tag = n->kid[0] ? n->kid[0]->name : NULL;
	struct type_member *members = NULL;
	unsigned int nm = 0, cap = 0;
	struct type_layout lay = { 0 };
	struct decl_sym *sym = NULL;
	struct attrs at = { 0 };
	bool unknown = false;
	struct node *md;
	struct type *t;

	if (!(n->op & AST_HAS_BODY)) {
		sym = tag ? tag_lookup(tag, false) : NULL;
		if (sym && sym->type->kind == kind)
			return sym->type;
		t = type_record_new(kind, tag ? tag->name : NULL);
		if (tag)
			declare(tag, DS_TAG, t, n);
		return t;
	}
	if (tag)
		sym = tag_lookup(tag, true);
	if (sym && sym->type->kind == kind && !(sym->type->flags & TF_COMPLETE)) {
		t = sym->type;
	} else {
		if (sym && sym->type->kind == kind)
			sema_error(n->pos, "redefinition of '%s %s'",
				   kind == TYPE_UNION ? "union" : "struct", tag->name);
		else if (sym)
			sema_error(n->pos, "'%s' defined as wrong kind of tag", tag->name);
		t = type_record_new(kind, tag ? tag->name : NULL);
		sym = tag ? declare(tag, DS_TAG, t, n) : NULL;
	}
	record_depth++;
	for (md = n->kid[1]; md; md = md->next)
		if (md->kind == N_MEMBER_DECL || md->kind == N_STATIC_ASSERT)
			unknown |= member_decl(md, &members, &nm, &cap);
	record_depth--;
	attrs_collect(n->kid[2], &at);
	attrs_collect(n->kid[3], &at);
	lay.packed = at.packed;
	lay.transparent = at.transparent && kind == TYPE_UNION;
	lay.align = at.align;
	lay.pack = pack ? 1u << (pack - 1) : 0;
	lay.unknown = unknown;
	type_record_complete(t, members, nm, &lay);
	free(members);
	check_counted_by(t);
	if (dump_out && !fn_depth)
		dump_record(t, unknown);
	return t;
}

static void dump_enum(struct type *t, struct node *e)
{
	fprintf(dump_out, "enum %s: size %lld align %u\n", t->name ? t->name : "<anonymous>",
		(long long)type_sizeof(t), type_align_pref(t));
	for (; e; e = e->next) {
		struct decl_sym *es = e->kind == N_ENUMERATOR ? decl_lookup(e->name, false) : NULL;

		if (!es || es->decl != e)
			continue;
		if (!es->value_known)
			fprintf(dump_out, "  %s = ?\n", e->name->name);
		else if (type_is_signed(es->type))
			fprintf(dump_out, "  %s = %lld\n", e->name->name, (long long)es->value);
		else
			fprintf(dump_out, "  %s = %llu\n", e->name->name,
				(unsigned long long)es->value);
	}
}

static struct type *enum_type(struct node *n)
{
	struct ident *tag = n->kid[0] ? n->kid[0]->name : NULL;
	struct decl_sym *sym = NULL;
	struct attrs at = { 0 };
	int64_t min = 0;
	uint64_t max = 0;
	struct cval v = { 0, type_basic(TYPE_INT) };
	bool known = true, first = true;
	struct node *e;
	struct type *t;

	if (!n->kid[1]) {
		sym = tag ? tag_lookup(tag, false) : NULL;
		if (sym && sym->type->kind == TYPE_ENUM)
			return sym->type;
		t = type_enum_new(tag ? tag->name : NULL);
		if (tag)
			declare(tag, DS_TAG, t, n);
		return t;
	}
	if (tag)
		sym = tag_lookup(tag, true);
	if (sym && sym->type->kind == TYPE_ENUM && !(sym->type->flags & TF_COMPLETE))
		t = sym->type;
	else
		t = type_enum_new(tag ? tag->name : NULL);
	if (tag && (!sym || sym->type != t))
		declare(tag, DS_TAG, t, n);
	for (e = n->kid[1]; e; e = e->next) {
		struct decl_sym *es;

		if (e->kind != N_ENUMERATOR)
			continue;
		if (e->kid[1]) {
			enum fold_result fr = const_fold(e->kid[1], &v);

			known = fr == FOLD_OK;
			if (fr == FOLD_NONCONST)
				sema_error(e->pos, "enumerator value for '%s' is not an integer constant",
					   e->name->name);
		} else if (!first && known) {
			v.v++;
			if (!cval_fits(v.v, v.t) && !(type_is_signed(v.t) && (int64_t)v.v == INT64_MIN))
				v.t = type_basic(type_is_signed(v.t) ? TYPE_LLONG : TYPE_ULLONG);
		}
		first = false;
		/* inside the enum, an enumerator has the type of its value, or int */
		if (known && (type_is_signed(v.t) ? (int64_t)v.v >= INT32_MIN &&
			      (int64_t)v.v <= INT32_MAX : v.v <= INT32_MAX))
			v.t = type_basic(TYPE_INT);
		es = decl_lookup(e->name, false);
		if (es && es->depth == depth)
			sema_error(e->pos, es->kind == DS_ENUMERATOR ?
				   "redeclaration of enumerator '%s'" :
				   "'%s' redeclared as different kind of symbol", e->name->name);
		es = declare(e->name, DS_ENUMERATOR, v.t, e);
		es->value_known = known;
		es->value = v.v;
		if (!known)
			continue;
		if (type_is_signed(v.t) && (int64_t)v.v < 0) {
			if ((int64_t)v.v < min)
				min = v.v;
		} else if (v.v > max) {
			max = v.v;
		}
	}
	attrs_collect(n->kid[2], &at);
	type_enum_complete(t, min, max, at.packed, NULL);
	/* after the '}', an enumerator whose value does not fit int has the enum's type */
	for (e = n->kid[1]; e; e = e->next) {
		struct decl_sym *es;
		struct cval c;

		if (e->kind != N_ENUMERATOR)
			continue;
		es = decl_lookup(e->name, false);
		if (!es || es->decl != e || !es->value_known)
			continue;
		c.v = es->value;
		c.t = es->type;
		if (type_is_signed(c.t) ? (int64_t)c.v < INT32_MIN || (int64_t)c.v > INT32_MAX :
		    c.v > INT32_MAX)
			es->type = t;
	}
	if (dump_out && !fn_depth)
		dump_enum(t, n->kid[1]);
	return t;
}

/* ---------------------------------------------------------------- */
/* Declarations and bodies */

/* The type of one declarator of a declaration, with its attributes. */
static struct type *init_decl_type(struct node *id, struct type *base, const struct attrs *sat,
				   bool is_typedef, struct node **name, struct attrs *out)
{
	struct attrs at = *sat, q = { 0 };
	struct type *t;

	/* "T a, __user *b": the checker's qualifiers of a declarator qualify its base type */
	type_qualifier_attrs(id->kid[3], &q);
	if (q.annot || q.has_as)
		base = apply_type_attrs(base, &q);
	t = declarator_type(id->kid[0], base, name);
	attrs_collect(id->kid[3], &at);
	if (at.mode && !sat->mode && t->kind != TYPE_ERROR)
		t = apply_mode(t, at.mode);
	if (at.vector_size && !sat->vector_size && t->kind != TYPE_ERROR)
		t = apply_vector(t, at.vector_size);
	if (is_typedef && t->kind != TYPE_ERROR) {
		if (at.bitwise)
			t = type_bitwise(t, *name && (*name)->name ? (*name)->name->name : NULL);
		if (at.align)
			t = type_aligned(t, at.align);
	}
	if (out)
		*out = at;
	return t;
}

enum storage {
	ST_TYPEDEF = 1 << 0,
	ST_EXTERN = 1 << 1,
	ST_STATIC = 1 << 2,
};

static unsigned int storage_of(struct node *specs)
{
	unsigned int st = 0;

	for (; specs; specs = specs->next) {
		if (specs->kind != N_SPEC)
			continue;
		if (specs->op == SPEC_TYPEDEF)
			st |= ST_TYPEDEF;
		else if (specs->op == SPEC_EXTERN)
			st |= ST_EXTERN;
		else if (specs->op == SPEC_STATIC)
			st |= ST_STATIC;
	}
	return st;
}

/* typedef T __bitwise name; seen twice: the same type, not a second one. */
static bool same_bitwise(const struct type *a, const struct type *b)
{
	return type_is_bitwise(a) && type_is_bitwise(b) && a->main->base == b->main->base &&
		a->quals == b->quals && a->name && b->name && !strcmp(a->name, b->name);
}

/*
 * Declares NAME, merging a redeclaration in the same scope as gcc does:
 * compatible types make the composite type, what gcc refuses is reported.
 * DEFINING: an initializer or a function body.
 */
static struct decl_sym *declare_ordinary(struct node *name, enum decl_sym_kind kind,
					 struct type *t, unsigned int st, bool defining,
					 struct node *decl)
{
	struct decl_sym *old = decl_lookup(name->name, false), *sym;
	const char *n = name->name->name;
	bool block = depth > 0 && !(st & ST_EXTERN) && kind == DS_OBJECT;

	if (old && old->depth == depth && !proto_depth) {
		if (old->implicit) {
			old->implicit = false;
			old->type = t;
			old->defined = defining;
			return old;
		}
		if (old->kind != kind && !(old->kind == DS_FUNCTION && kind == DS_OBJECT &&
					   t->kind == TYPE_FUNCTION)) {
			sema_error(name->pos, "'%s' redeclared as different kind of symbol", n);
			goto fresh;
		}
		if (sema_is_error(old->type) || sema_is_error(t))
			goto merge;
		if (kind == DS_TYPEDEF) {
			if (old->type != t && !same_bitwise(old->type, t) &&
			    !type_compatible(old->type, t, TC_GCC))
				sema_error(name->pos, "conflicting types for '%s'", n);
			return old;
		}
		if (old->no_linkage || block) {
			if (defining && old->defined)
				sema_error(name->pos, "redefinition of '%s'", n);
			else
				sema_error(name->pos, "redeclaration of '%s' with no linkage", n);
			goto fresh;
		}
		if (!type_compatible(old->type, t, TC_GCC)) {
			sema_error(name->pos, "conflicting types for '%s'", n);
			goto fresh;
		}
		if (defining && old->defined) {
			sema_error(name->pos, "redefinition of '%s'", n);
			return old;
		}
		/*
		 * keep the address space and annotations one of them gives:
		 * "extern typeof(pcpu_var) pcpu_var;" (EXPORT_PER_CPU_SYMBOL)
		 * does not make a __percpu variable plain (sparse forgets it)
		 */
		if ((t->as || t->annot) && !old->type->as && !old->type->annot)
			old->type = type_composite(t, old->type);
		else
			old->type = type_composite(old->type, t);
merge:
		if (sema_is_error(old->type))
			old->type = t;
		old->defined |= defining;
		old->decl = decl;
		return old;
	}
fresh:
	sym = declare(name->name, kind, t, decl);
	sym->defined = defining;
	sym->no_linkage = block;
	return sym;
}

/* Objects defined at file scope whose type must be complete by the end of the unit. */
static struct decl_sym **tentative;
static unsigned int ntentative, tentative_cap;

static void check_storage(struct decl_sym *sym, struct node *pos, bool file_scope)
{
	struct type *t = sym->type;

	if (sema_is_error(t))
		return;
	if (t->kind == TYPE_VOID) {
		sema_error(pos->pos, "variable or field '%s' declared void", sym->name->name);
		return;
	}
	if (!type_is_record(t) && t->kind != TYPE_ENUM)
		return;
	if (type_is_complete(t))
		return;
	if (file_scope) {
		if (ntentative == tentative_cap) {
			tentative_cap = tentative_cap ? 2 * tentative_cap : 64;
			tentative = xrealloc(tentative, tentative_cap * sizeof(*tentative));
		}
		tentative[ntentative++] = sym;
		return;
	}
	sema_error(pos->pos, "storage size of '%s' isn't known", sym->name->name);
}

/*
 * -1 unless the type comes from the initializer, else the qualifiers that
 * come with it: __auto_type, or C23's auto with no type specifier (gcc 13
 * on, -std=c2x and later; before, and with a type, auto is the storage
 * class and specs_type() gives the implicit int).
 */
static int auto_type_quals(struct node *specs)
{
	bool auto_type = false, c23_auto = false, typed = false;
	int quals = 0;

	for (; specs; specs = specs->next) {
		if (specs->kind != N_SPEC) {
			typed |= specs->kind == N_TYPEDEF_NAME || specs->kind == N_STRUCT ||
				 specs->kind == N_ENUM || specs->kind == N_TYPEOF;
			continue;
		}
		if (specs->op == SPEC_AUTO_TYPE)
			auto_type = true;
		else if (specs->op == SPEC_AUTO)
			c23_auto = target.stdc_version >= 202000;
		else if (specs->op == SPEC_CONST)
			quals |= TQ_CONST;
		else if (specs->op == SPEC_VOLATILE)
			quals |= TQ_VOLATILE;
		else if (specs->op == SPEC_ATOMIC && specs->kid[0])
			typed = true;
		typed |= ast_spec_is_type(specs->op);
	}
	return auto_type || (c23_auto && !typed) ? quals : -1;
}

/*
 * cleanup(fn) on a block-scope object: gcc calls fn(&var) at every exit
 * of the variable's scope (guard(), __free(), CLASS() are built on it).
 * The call is checked here as gcc checks it, and fn is kept on the symbol
 * for the passes that follow control flow.  gcc ignores the attribute on
 * objects that are not automatic, so does this.
 */
static void attach_cleanup(struct decl_sym *sym, struct node *attr, unsigned int st)
{
	struct node *arg = attr->kid[1], *addr;
	struct conv_ctx ctx = { CONV_ARG, sym->decl->pos, NULL, 1 };
	struct decl_sym *fn;
	struct type *ft;

	if (!fn_depth || (st & (ST_STATIC | ST_EXTERN)) || sym->kind != DS_OBJECT)
		return;
	if (!arg || arg->kind != N_IDENT || arg->next) {
		sema_error(sym->decl->pos, "cleanup argument not an identifier");
		return;
	}
	fn = decl_lookup(arg->name, false);
	if (!fn || fn->kind != DS_FUNCTION) {
		sema_error(sym->decl->pos, "cleanup argument not a function");
		return;
	}
	sym->cleanup = fn;
	decl_use_function(fn);
	ft = fn->type;
	if (sema_is_error(ft) || sema_is_error(sym->type) || (ft->flags & TF_OLDSTYLE) ||
	    ft->main->fn.nparams != 1)
		return;
	/* fn(&var), where the declarator stands */
	addr = ast_op(N_UNARY, OP_ADDR, sym->decl->pos, ast_name(N_IDENT, sym->decl->pos, sym->name),
		      NULL, NULL);
	eval_expr(addr);
	ctx.fn = fn->name->name;
	eval_convert(addr, ft->main->fn.params[0], &ctx);
}

/*
 * noreturn and context() stay on a function's symbol, for the checks that
 * follow calls.  noreturn once given stays, as gcc merges it; the contexts
 * are those of the last declaration that gives any, as sparse checks a
 * body with its definition's and a call with the declaration it sees.
 */
static void function_attrs(struct decl_sym *sym, const struct attrs *at)
{
	const struct decl_context *c;
	struct decl_context *list = NULL;

	if (sym->kind != DS_FUNCTION)
		return;
	sym->noreturn |= at->noreturn;
	if (!at->contexts)
		return;
	/* at's list is last first, and its tail is shared with other declarators */
	for (c = at->contexts; c; c = c->next) {
		struct decl_context *copy = decl_alloc(sizeof(*copy));

		*copy = *c;
		copy->next = list;
		list = copy;
		if (c->expr && (c->expr->flags & AST_F_TEMP))
			ast_temp_keep();	/* written inside a file-scope initializer */
	}
	sym->contexts = list;
}

static void declaration(struct node *decl)
{
	struct attrs sat = { 0 };
	bool is_typedef;
	struct type *base = specs_type(decl->kid[0], &sat, &is_typedef);
	unsigned int st = storage_of(decl->kid[0]);
	int auto_quals;
	struct node *id;

	if (!decl->kid[0])
		base = type_basic(TYPE_INT);	/* K&R: "x;" is an int */
	auto_quals = auto_type_quals(decl->kid[0]);
	for (id = decl->kid[1]; id; id = id->next) {
		struct node *name = NULL;
		struct decl_sym *sym = NULL;
		struct attrs at;
		struct type *t;
		enum decl_sym_kind kind;
		bool defining = id->kid[1] != NULL;

		if (id->kind != N_INIT_DECL)
			continue;
		t = init_decl_type(id, base, &sat, is_typedef, &name, &at);
		if (auto_quals >= 0 && id->kid[1] && id->kid[1]->kind != N_INIT_LIST &&
		    id->kid[0] && id->kid[0]->kind == N_DECLARATOR) {
			/* __auto_type x = e: the type of e's value */
			eval_expr(id->kid[1]);
			t = eval_value(id->kid[1]);
			if (auto_quals && !sema_is_error(t))
				t = type_qualified(t, auto_quals);
		}
		kind = is_typedef ? DS_TYPEDEF : t->kind == TYPE_FUNCTION ? DS_FUNCTION : DS_OBJECT;
		if (is_typedef && (at.transparent || sat.transparent) && !sema_is_error(t))
			type_record_set_transparent(t);	/* mm.h's release_pages_arg */
		if (name && name->name)
			sym = declare_ordinary(name, kind, t, st, defining, id);
		if (sym && kind == DS_OBJECT && at.align > sym->align)
			sym->align = at.align;
		if (sym)
			function_attrs(sym, &at);
		if (id->kid[1]) {
			bool static_storage = !fn_depth || (st & (ST_STATIC | ST_EXTERN));

			init_check(id->kid[1], &t, static_storage);
			if (sym && sym->type != t && sym->decl == id)
				sym->type = t;
		}
		id->type = sym ? sym->type : t;
		if (sym && sym->decl == id && (at.cleanup || sat.cleanup))
			attach_cleanup(sym, at.cleanup ? at.cleanup : sat.cleanup, st);
		if (sym && kind == DS_OBJECT && !(st & ST_EXTERN) && name)
			check_storage(sym, name, !fn_depth);
		if (sym)
			hook_run_declaration(sym, id);
		if (name && name->name && dump_out && !fn_depth)
			dump_type_line(name->name->name, id->type, sym);
	}
}

void decl_declaration(struct node *decl)
{
	if (decl->kind == N_STATIC_ASSERT)
		decl_static_assert(decl);
	else if (decl->kind == N_FUNCTION_DEF)
		decl_function_def(decl);
	else if (decl->kind == N_DECL)
		declaration(decl);
}

/* The N_DECLARATOR of a parameter, or NULL if unnamed. */
static struct node *param_name(struct node *p)
{
	struct node *d = p->kid[1];

	while (d && d->kind != N_DECLARATOR)
		d = d->kid[d->kind == N_POINTER];
	return d && d->name ? d : NULL;
}

/*
 * Inline function bodies wait until the function is used: a unit
 * includes thousands of them from headers and uses a few, and sparse,
 * whose findings kernel developers know, only evaluates the ones that
 * are called.  Evaluated later, at file scope, they see the same
 * declarations they saw where they were written (for valid C: a body
 * cannot refer to what comes after it).
 */
struct pending_body {
	struct node *fd;
	struct type *type;
	struct decl_sym *sym;
};

static struct pending_body *pending;
static unsigned int npending, pending_cap;
/* the waiting bodies of functions used since the last top-level declaration */
static unsigned int *ready;
static unsigned int nready, ready_cap;

static bool is_inline(struct node *specs)
{
	for (; specs; specs = specs->next)
		if (specs->kind == N_SPEC && specs->op == SPEC_INLINE)
			return true;
	return false;
}

static void function_body(struct node *fd, struct type *t, struct decl_sym *sym)
{
	struct node *id = fd->kid[1], *fn, *p;
	unsigned int i = 0;

	fn_depth++;
	push_scope();
	/* the function declarator applying to the name: its parameters */
	for (fn = NULL, p = id->kid[0]; p && p->kind != N_DECLARATOR;
	     p = p->kid[p->kind == N_POINTER]) {
		if (p->kind == N_FUNCTION && p->kid[0] && p->kid[0]->kind == N_DECLARATOR)
			fn = p;
	}
	if (fn && fn->op != 2 && t->kind == TYPE_FUNCTION) {
		for (p = fn->kid[1]; p; p = p->next) {
			struct node *pn;
			struct decl_sym *ps;

			if (p->kind != N_PARAM || i >= t->fn.nparams)
				continue;
			pn = param_name(p);
			if (pn) {
				ps = declare(pn->name, DS_OBJECT, t->fn.params[i], p);
				ps->is_param = ps->no_linkage = true;
			}
			i++;
		}
	}
	for (p = fd->kid[2]; p; p = p->next) {	/* K&R parameter declarations */
		if (p->kind == N_DECL) {
			struct decl_sym *ps;

			declaration(p);
			for (ps = scopes[scope_slot()]; ps && ps->depth == depth; ps = ps->scope_next)
				ps->is_param = ps->no_linkage = true;
		}
	}
	if (fn && fn->op == 2) {
		/* K&R names without a declaration are int */
		for (p = fn->kid[1]; p; p = p->next) {
			struct decl_sym *ps;

			if (p->kind != N_IDENT || !p->name)
				continue;
			ps = decl_lookup(p->name, false);
			if (ps && ps->depth == depth)
				continue;
			ps = declare(p->name, DS_OBJECT, type_basic(TYPE_INT), p);
			ps->is_param = ps->no_linkage = true;
		}
	}
	stmt_function_body(fd, sym, sym ? sym->type : t);
	pop_scope();
	fn_depth--;
}

void decl_function_def(struct node *fd)
{
	struct attrs sat = { 0 }, at;
	struct type *base = specs_type(fd->kid[0], &sat, NULL);
	struct node *id = fd->kid[1], *name = NULL;
	unsigned int st = storage_of(fd->kid[0]);
	struct decl_sym *sym = NULL;
	struct type *t;

	if (!fd->kid[0])
		base = type_basic(TYPE_INT);	/* K&R implicit int */
	t = init_decl_type(id, base, &sat, false, &name, &at);
	id->type = t;
	if (name && name->name) {
		sym = declare_ordinary(name, DS_FUNCTION, t, st, true, id);
		function_attrs(sym, &at);
		hook_run_declaration(sym, id);
		if (dump_out && !fn_depth)
			dump_type_line(name->name->name, t, sym);
	}
	if (sym && !fn_depth && is_inline(fd->kid[0]) && !sym->used) {
		if (npending == pending_cap) {
			pending_cap = pending_cap ? 2 * pending_cap : 256;
			pending = xrealloc(pending, pending_cap * sizeof(*pending));
		}
		sym->body = npending + 1;
		pending[npending].fd = fd;
		pending[npending].type = t;
		pending[npending++].sym = sym;
		return;
	}
	function_body(fd, t, sym);
}

/*
 * The function of SYM is used: its body, if it waits, is evaluated after
 * the current top-level declaration, where sparse evaluates it (at its
 * first call), with the declarations in force there.
 */
void decl_use_function(struct decl_sym *sym)
{
	sym->used = true;
	if (!sym->body)
		return;
	if (nready == ready_cap) {
		ready_cap = ready_cap ? 2 * ready_cap : 64;
		ready = xrealloc(ready, ready_cap * sizeof(*ready));
	}
	ready[nready++] = sym->body - 1;
}

/* Evaluates the waiting bodies of the functions used, until none is left. */
static void ready_bodies(void)
{
	while (nready) {
		struct pending_body *pb = &pending[ready[--nready]];

		if (!pb->fd)
			continue;
		pb->sym->body = 0;
		function_body(pb->fd, pb->type, pb->sym);
		pb->fd = NULL;
	}
}

void decl_static_assert(struct node *sa)
{
	struct cval v;
	enum fold_result fr = const_fold(sa->kid[0], &v);
	struct strbuf sb = { 0 };
	struct node *m;

	if (fr == FOLD_NONCONST) {
		sema_error(sa->pos, "expression in static assertion is not an integer constant "
			   "expression");
		return;
	}
	if (fr != FOLD_OK || v.v)
		return;
	for (m = sa->kid[1]; m && m->kind == N_STRING; m = m->kid[2]) {
		const char *q = memchr(m->str, '"', m->len);

		if (q)
			sb_add(&sb, q + 1, m->str + m->len - q - 2);
	}
	if (sa->kid[1])
		sema_error(sa->pos, "static assertion failed: \"%s\"", sb_cstr(&sb));
	else
		sema_error(sa->pos, "static assertion failed");
	sb_free(&sb);
}

struct type *decl_type_name(struct node *tn)
{
	return type_of_name(tn);
}

void decl_push_scope(void)
{
	push_scope();
}

void decl_pop_scope(void)
{
	pop_scope();
}

unsigned int decl_depth(void)
{
	return depth;
}

struct decl_sym *decl_implicit_function(struct node *id)
{
	struct decl_sym *sym;
	unsigned int saved = depth;

	diag_warning(CHECK_IMPLICIT_FUNCTION_DECL, id->pos,
		     "implicit declaration of function '%s'", id->name->name);
	/* gcc keeps it visible for the rest of the unit */
	depth = 0;
	sym = declare(id->name, DS_FUNCTION,
		      type_function(type_basic(TYPE_INT), NULL, 0, TF_OLDSTYLE), id);
	depth = saved;
	sym->implicit = true;
	return sym;
}

struct decl_sym *decl_undeclared(struct node *id, unsigned int at_depth)
{
	struct decl_sym *sym;
	unsigned int saved = depth;

	/* declared in the function's outermost scope: reported once per function */
	depth = at_depth;
	sym = declare(id->name, DS_OBJECT, err_type(), id);
	depth = saved;
	return sym;
}

static void builtin_typedefs(void)
{
	const char *name;
	unsigned int i;

	for (i = 0; (name = builtin_typedef_name(i)); i++)
		declare(ident_get(name), DS_TYPEDEF, builtin_typedef_type(i), NULL);
}

void decl_unit_begin(FILE *dump)
{
	dump_out = dump;
	depth = fn_depth = 0;
	builtin_typedefs();
}

void decl_external(struct node *n)
{
	decl_declaration(n);
	ready_bodies();
}

void decl_unit(struct node *unit, FILE *dump)
{
	struct node *n;

	decl_unit_begin(dump);
	for (n = unit; n; n = n->next)
		decl_external(n);
	decl_unit_end();
}

void decl_unit_end(void)
{
	unsigned int i;

	free(pending);
	free(ready);
	pending = NULL;
	ready = NULL;
	npending = pending_cap = nready = ready_cap = 0;
	/* a tentative definition's type may be completed later in the unit */
	for (i = 0; i < ntentative; i++) {
		struct decl_sym *sym = tentative[i];

		if (!type_is_complete(sym->type) && !sema_is_error(sym->type))
			sema_error(sym->decl->pos, "storage size of '%s' isn't known",
				   sym->name->name);
	}
	free(tentative);
	tentative = NULL;
	ntentative = tentative_cap = 0;
	dump_out = NULL;
}
