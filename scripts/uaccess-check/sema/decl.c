// SPDX-License-Identifier: GPL-2.0
/*
 * Declarations: the types of declarations from their specifiers and
 * declarators, the declarations themselves (redeclarations, storage,
 * initializers, cleanup) and function bodies, and the driver of the
 * semantic pass over a unit.  See decl.h; decl_int.h for the parts.
 *
 * Nothing here reports what it did not understand: an unknown construct
 * gives TYPE_ERROR, an array size that cannot be folded gives an array of
 * unknown length, a bit-field width that cannot be folded marks the
 * record's layout as unknown.
 */
#include <stdlib.h>
#include <string.h>

#include "builtin.h"
#include "hooks.h"
#include "decl_int.h"
#include "target.h"
#include "token.h"

struct sema_state sema;

/* Folds a constant the declaration needs; reports nothing. */
bool decl_fold(struct node *e, struct cval *r)
{
	return e && const_fold(e, r) == FOLD_OK;
}

/* ---------------------------------------------------------------- */
/* Specifiers */

/*
 * Specifiers to a type.  Attributes of the list go to *at when given
 * (the caller decides what the declaration-level ones mean); their type
 * parts (address space, noderef...) are applied here.  *is_typedef tells
 * whether the storage class is typedef.
 */
struct type *decl_specs_type(struct node *specs, struct attrs *at_out, bool *is_typedef)
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
					t = decl_type_name(s->kid[0]);
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
			attrs_qualifiers(s->kid[2], &at);
			break;
		case N_ENUM:
			bad |= base != 0;
			base = -1;
			t = record_enum_type(s);
			break;
		case N_TYPEOF:
			bad |= base != 0;
			base = -1;
			if (s->kid[0] && s->kid[0]->kind == N_TYPE_NAME)
				t = decl_type_name(s->kid[0]);
			else
				t = eval_typeof(s->kid[0]);
			if (s->op && !sema_is_error(t))
				t = type_unqualified(t);
			break;
		case N_ATTRIBUTE:
			attr_one(s, &at);
			break;
		case N_ALIGNAS:
			attrs_alignas(s, &at);
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
		t = attrs_apply_mode(t, at.mode);
	if (at.vector_size)
		t = attrs_apply_vector(t, at.vector_size);
	if (t->kind == TYPE_ERROR)
		return t;
	if (quals)
		t = type_qualified(t, quals);
	if (has_as)
		t = type_with_as(t, as);
	t = attrs_apply(t, &at);
	if (at_out)
		*at_out = at;
	return t;
}

/* A type name (casts, sizeof, typeof): specifiers and an abstract declarator. */
struct type *decl_type_name(struct node *tn)
{
	struct type *t;

	if (!tn || tn->kind != N_TYPE_NAME)
		return err_type();
	t = decl_specs_type(tn->kid[0], NULL, NULL);
	return decl_declarator_type(tn->kid[1], t, NULL);
}

/* ---------------------------------------------------------------- */
/* Declarators */

static struct type *param_type(struct node *p, struct node **name)
{
	struct type *t = decl_specs_type(p->kid[0], NULL, NULL);

	t = decl_declarator_type(p->kid[1], t, name);
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
	sym_push_scope();		/* prototype scope: tags declared in parameters */
	sema.proto_depth++;
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
			sym_declare(pn->name, DS_OBJECT, t, p)->is_param = true;
		if (n == cap)
			params = grow_small_array(params, small, n, &cap, sizeof(*params));
		params[n++] = t;
	}
	sema.proto_depth--;
	sym_pop_scope();
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
	if (fr != FOLD_OK && sema.fn_depth && !sema.proto_depth && !sema.record_depth)
		eval_operand(d->kid[1]);
	if (fr == FOLD_NONCONST) {
		if (!sema.fn_depth && !sema.proto_depth && !sema.record_depth) {
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
	/* the name, only for an error: it is a walk down the dimensions inside this one */
	if (cval_is_negative(&v)) {
		name = declarator_name(d);
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
		name = declarator_name(d);
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
struct type *decl_declarator_type(struct node *d, struct type *t, struct node **name)
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
				attrs_qualifiers(d->kid[2], &at);
				t = attrs_apply(t, &at);
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
			t = attrs_apply(t, &at);
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
/* Declarations and bodies */

/* The type of one declarator of a declaration, with its attributes. */
static struct type *init_decl_type(struct node *id, struct type *base, const struct attrs *sat,
				   bool is_typedef, struct node **name, struct attrs *out)
{
	struct attrs at = *sat, q = { 0 };
	struct type *t;

	/* "T a, __user *b": the checker's qualifiers of a declarator qualify its base type */
	attrs_qualifiers(id->kid[3], &q);
	if (q.annot || q.has_as)
		base = attrs_apply(base, &q);
	t = decl_declarator_type(id->kid[0], base, name);
	attrs_collect(id->kid[3], &at);
	if (at.mode && !sat->mode && t->kind != TYPE_ERROR)
		t = attrs_apply_mode(t, at.mode);
	if (at.vector_size && !sat->vector_size && t->kind != TYPE_ERROR)
		t = attrs_apply_vector(t, at.vector_size);
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
	ST_REGISTER = 1 << 3,
	ST_INLINE = 1 << 4,
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
		else if (specs->op == SPEC_REGISTER)
			st |= ST_REGISTER;
		else if (specs->op == SPEC_INLINE)
			st |= ST_INLINE;
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
					 struct node *decl, struct decl_info *info)
{
	struct decl_sym *old = decl_lookup(name->name, false), *sym;
	const char *n = name->name->name;
	bool block = sema.depth > 0 && !(st & ST_EXTERN) && kind == DS_OBJECT;

	*info = (struct decl_info){
		.name = name,
		.file_scope = !sema.depth,
		.definition = defining,
		.is_static = st & ST_STATIC,
		.is_extern = st & ST_EXTERN,
		.is_inline = st & ST_INLINE,
		.is_register = st & ST_REGISTER,
	};
	if (old && old->depth < sema.depth)
		info->earlier = old;

	if (old && old->depth == sema.depth && !sema.proto_depth) {
		info->first = old->implicit;
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
	/* a conflicting declaration before this one was a declaration all the same */
	info->first = !(old && old->depth == sema.depth && !sema.proto_depth);
	sym = sym_declare(name->name, kind, t, decl);
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
		vec_grow(tentative, ntentative + 1, tentative_cap, 64);
		tentative[ntentative++] = sym;
		return;
	}
	sema_error(pos->pos, "storage size of '%s' isn't known", sym->name->name);
}

/*
 * -1 unless the type comes from the initializer, else the qualifiers that
 * come with it: __auto_type, or C23's auto with no type specifier (gcc 13
 * on, -std=c2x and later; before, and with a type, auto is the storage
 * class and decl_specs_type() gives the implicit int).
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

	if (!sema.fn_depth || (st & (ST_STATIC | ST_EXTERN)) || sym->kind != DS_OBJECT)
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
	struct type *base = decl_specs_type(decl->kid[0], &sat, &is_typedef);
	unsigned int st = storage_of(decl->kid[0]);
	int auto_quals;
	struct node *id;

	if (!decl->kid[0])
		base = type_basic(TYPE_INT);	/* K&R: "x;" is an int */
	auto_quals = auto_type_quals(decl->kid[0]);
	for (id = decl->kid[1]; id; id = id->next) {
		struct node *name = NULL;
		struct decl_sym *sym = NULL;
		struct decl_info info;
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
		if (name && name->name) {
			sym = declare_ordinary(name, kind, t, st, defining, id, &info);
			/* a tentative definition defines the object too */
			info.definition |= kind == DS_OBJECT && !(st & ST_EXTERN);
			info.externally_visible = at.externally_visible || sat.externally_visible;
		}
		if (sym && kind == DS_OBJECT && at.align > sym->align)
			sym->align = at.align;
		if (sym)
			function_attrs(sym, &at);
		if (id->kid[1]) {
			bool static_storage = !sema.fn_depth || (st & (ST_STATIC | ST_EXTERN));

			/* legal C, but "extern" then says nothing: gcc warns too */
			if ((st & ST_EXTERN) && kind == DS_OBJECT && !sema.depth && name)
				diag_warning(CHECK_EXTERN_INITIALIZER, name->pos,
					     "symbol with external linkage has initializer");
			init_check(id->kid[1], &t, static_storage,
				   name && name->name ? name->name->name : NULL);
			if (sym && sym->type != t && sym->decl == id)
				sym->type = t;
		}
		id->type = sym ? sym->type : t;
		if (sym && sym->decl == id && (at.cleanup || sat.cleanup))
			attach_cleanup(sym, at.cleanup ? at.cleanup : sat.cleanup, st);
		if (sym && kind == DS_OBJECT && !(st & ST_EXTERN) && name)
			check_storage(sym, name, !sema.fn_depth);
		if (sym)
			hook_run_declaration(sym, id, &info);
		if (name && name->name && sema.dump && !sema.fn_depth)
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

/* The parameters of the prototype of FD (of type T) in the current scope. */
static void declare_params(struct node *fd, struct type *t)
{
	struct node *fn, *p;
	unsigned int i = 0;

	/* the function declarator applying to the name: its parameters */
	for (fn = NULL, p = fd->kid[1]->kid[0]; p && p->kind != N_DECLARATOR;
	     p = p->kid[p->kind == N_POINTER]) {
		if (p->kind == N_FUNCTION && p->kid[0] && p->kid[0]->kind == N_DECLARATOR)
			fn = p;
	}
	if (!fn || fn->op == 2 || t->kind != TYPE_FUNCTION)
		return;
	for (p = fn->kid[1]; p; p = p->next) {
		struct node *pn;
		struct decl_sym *ps;

		if (p->kind != N_PARAM || i >= t->fn.nparams)
			continue;
		pn = param_name(p);
		if (pn) {
			ps = sym_declare(pn->name, DS_OBJECT, t->fn.params[i], p);
			ps->is_param = ps->no_linkage = true;
		}
		i++;
	}
}

/* The function declarator of a K&R definition (identifier list), or NULL. */
static struct node *knr_function(struct node *fd)
{
	struct node *p;

	for (p = fd->kid[1]->kid[0]; p && p->kind != N_DECLARATOR; p = p->kid[p->kind == N_POINTER])
		if (p->kind == N_FUNCTION && p->op == 2 && p->kid[0] &&
		    p->kid[0]->kind == N_DECLARATOR)
			return p;
	return NULL;
}

static void function_body(struct node *fd, struct type *t, struct decl_sym *sym)
{
	struct node *fn = knr_function(fd), *p;

	sema.fn_depth++;
	sym_push_scope();
	declare_params(fd, t);
	for (p = fd->kid[2]; p; p = p->next) {	/* K&R parameter declarations */
		if (p->kind == N_DECL) {
			struct decl_sym *ps;

			declaration(p);
			for (ps = sym_scope_symbols(); ps && ps->depth == sema.depth; ps = ps->scope_next)
				ps->is_param = ps->no_linkage = true;
		}
	}
	if (fn) {
		/* K&R names without a declaration are int */
		for (p = fn->kid[1]; p; p = p->next) {
			struct decl_sym *ps;

			if (p->kind != N_IDENT || !p->name)
				continue;
			ps = decl_lookup(p->name, false);
			if (ps && ps->depth == sema.depth)
				continue;
			diag_warning(CHECK_IMPLICIT_INT, p->pos,
				     "missing type declaration for parameter '%s'", p->name->name);
			ps = sym_declare(p->name, DS_OBJECT, type_basic(TYPE_INT), p);
			ps->is_param = ps->no_linkage = true;
		}
	}
	stmt_function_body(fd, sym, sym ? sym->type : t);
	sym_pop_scope();
	sema.fn_depth--;
}

/* The nodes under ROOT, a stack of them for a walk hostile nesting cannot overflow. */
struct node_walk {
	struct node **stack;
	unsigned int n, cap;
};

static void walk_push_children(struct node_walk *w, struct node *n)
{
	struct node *c;
	int i;

	for (i = 0; i < 4; i++) {
		if (!ast_is_child_slot(n->kind, i))
			continue;
		for (c = n->kid[i]; c; c = c->next) {
			vec_grow(w->stack, w->n + 1, w->cap, 64);
			w->stack[w->n++] = c;
		}
	}
}

static void forget_types(struct node *root)
{
	struct node_walk w = { 0 };

	root->type = NULL;
	walk_push_children(&w, root);
	while (w.n) {
		struct node *n = w.stack[--w.n];

		n->type = NULL;
		walk_push_children(&w, n);
	}
	free(w.stack);
}

static void static_assert_failed(struct node *sa)
{
	struct strbuf sb = { 0 };
	struct node *m;

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

/*
 * Sparse evaluates a _Static_assert as it parses it, so the assertions of
 * an inline function nobody calls still fail, and the structures they
 * name are looked at (container_of()'s is where the kernel gets
 * "array of flexible structures" for struct sctp_cookie).  A waiting
 * body's locals are not declared yet: they are declared here with no
 * type, so that an assertion that uses one (or anything else this pass
 * cannot tell) is left to the evaluation of the body, if it comes.
 */
static void prescan_asserts(struct node *fd, struct type *t)
{
	struct node_walk w = { 0 };
	struct node **asserts = NULL;
	unsigned int nasserts = 0, cap = 0, i;

	sym_push_scope();
	declare_params(fd, t);
	sym_push_scope();
	walk_push_children(&w, fd->kid[3]);
	while (w.n) {
		struct node *n = w.stack[--w.n];

		if (n->kind == N_FUNCTION_DEF)
			continue;
		if (n->kind == N_DECLARATOR && n->name) {
			sym_declare(n->name, DS_OBJECT, type_basic(TYPE_ERROR), n);
		} else if (n->kind == N_STATIC_ASSERT) {
			vec_grow(asserts, nasserts + 1, cap, 8);
			asserts[nasserts++] = n;
			continue;
		}
		walk_push_children(&w, n);
	}
	free(w.stack);
	for (i = 0; i < nasserts; i++) {
		struct node *sa = asserts[i];
		enum fold_result fr;
		struct cval v;

		sema.prescan = true;
		sema.prescan_errors = 0;
		fr = const_fold(sa->kid[0], &v);
		sema.prescan = false;
		if (fr != FOLD_OK || sema.prescan_errors) {
			forget_types(sa->kid[0]);
			continue;
		}
		sa->flags |= AST_F_ASSERTED;
		if (!v.v)
			static_assert_failed(sa);
	}
	free(asserts);
	sym_pop_scope();
	sym_pop_scope();
}

void decl_function_def(struct node *fd)
{
	struct attrs sat = { 0 }, at;
	struct type *base = decl_specs_type(fd->kid[0], &sat, NULL);
	struct node *id = fd->kid[1], *name = NULL;
	unsigned int st = storage_of(fd->kid[0]);
	struct decl_sym *sym = NULL;
	struct type *t;

	if (!fd->kid[0])
		base = type_basic(TYPE_INT);	/* K&R implicit int */
	t = init_decl_type(id, base, &sat, false, &name, &at);
	id->type = t;
	if (name && name->name) {
		struct decl_info info;

		sym = declare_ordinary(name, DS_FUNCTION, t, st, true, id, &info);
		info.externally_visible = at.externally_visible || sat.externally_visible;
		function_attrs(sym, &at);
		hook_run_declaration(sym, id, &info);
		hook_run_function_def(sym, fd);
		if (sema.dump && !sema.fn_depth)
			dump_type_line(name->name->name, t, sym);
	}
	if (sym && !sema.fn_depth && is_inline(fd->kid[0]) && !sym->used) {
		vec_grow(pending, npending + 1, pending_cap, 256);
		sym->body = npending + 1;
		pending[npending].fd = fd;
		pending[npending].type = t;
		pending[npending++].sym = sym;
		if (fd->flags & AST_F_HAS_ASSERT)
			prescan_asserts(fd, t);
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
	vec_grow(ready, nready + 1, ready_cap, 64);
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
	enum fold_result fr;

	if (sa->flags & AST_F_ASSERTED)
		return;
	fr = const_fold(sa->kid[0], &v);
	if (fr == FOLD_NONCONST)
		sema_error(sa->pos, "expression in static assertion is not an integer constant "
			   "expression");
	else if (fr == FOLD_OK && !v.v)
		static_assert_failed(sa);
}

static void builtin_typedefs(void)
{
	const char *name;
	unsigned int i;

	for (i = 0; (name = builtin_typedef_name(i)); i++)
		sym_declare(ident_get(name), DS_TYPEDEF, builtin_typedef_type(i), NULL);
}

void decl_unit_begin(FILE *dump)
{
	sema.dump = dump;
	sema.depth = sema.fn_depth = 0;
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
	sema.dump = NULL;
}
