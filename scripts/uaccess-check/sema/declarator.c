// SPDX-License-Identifier: GPL-2.0
/*
 * Specifiers and declarators to types: the type of a specifier list, of
 * a type name, of a declarator (pointers, arrays, functions and their
 * parameters).
 *
 * Nothing here reports what it did not understand: an unknown construct
 * gives TYPE_ERROR, an array size that cannot be folded gives an array of
 * unknown length, a bit-field width that cannot be folded marks the
 * record's layout as unknown.
 */
#include <stdlib.h>
#include <string.h>

#include "decl_int.h"

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
				if (s->atomic_type) {
					bad |= base != 0;
					base = -1;
					t = decl_type_name(s->atomic_type);
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
			attrs_qualifiers(s->record.attributes, &at);
			break;
		case N_ENUM:
			bad |= base != 0;
			base = -1;
			t = record_enum_type(s);
			break;
		case N_TYPEOF:
			bad |= base != 0;
			base = -1;
			if (s->typeof_spec.operand && s->typeof_spec.operand->kind == N_TYPE_NAME)
				t = decl_type_name(s->typeof_spec.operand);
			else
				t = eval_typeof(s->typeof_spec.operand);
			if ((s->op & AST_TYPEOF_UNQUAL) && !sema_is_error(t))
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
	if (at.altivec)
		t = attrs_apply_altivec(t, &at);
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
	t = decl_specs_type(tn->type_name.specifiers, NULL, NULL);
	return decl_declarator_type(tn->type_name.declarator, t, NULL);
}

/* ---------------------------------------------------------------- */
/* Declarators */

static struct type *param_type(struct node *p, struct node **name)
{
	struct type *t = decl_specs_type(p->param.specifiers, NULL, NULL);

	t = decl_declarator_type(p->param.declarator, t, name);
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
	if (fn->op == AST_FUNCTION_KR || !fn->function.params)
		return type_function(ret, NULL, 0, TF_OLDSTYLE);
	sym_push_scope();		/* prototype scope: tags declared in parameters */
	sema.proto_depth++;
	for (p = fn->function.params; p; p = p->next) {
		struct node *pn = NULL;
		struct type *t;

		if (p->kind == N_ELLIPSIS) {
			flags |= TF_VARIADIC;
			continue;
		}
		if (p->kind != N_PARAM)
			continue;
		t = param_type(p, &pn);
		if (t->kind == TYPE_VOID && !p->param.declarator && n == 0 && !p->next)
			break;	/* (void) */
		/* int a[n]: later parameters may use the earlier ones */
		if (pn && pn->name) {
			pn->sym = sym_declare(pn->name, DS_OBJECT, t, p);
			pn->sym->is_param = true;
			pn->sym->param = n + 1;
		}
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
		d = declarator_inner(d);
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
		if (d->array.size)
			eval_expr(d->array.size);
		return err_type();
	}
	if (!d->array.size)
		return type_array(elem, -1);	/* [] or [*] */
	fr = const_fold(d->array.size, &v);
	/* the length of a block's VLA is read when the declaration is reached */
	if (fr != FOLD_OK && sema.fn_depth && !sema.proto_depth && !sema.record_depth)
		eval_operand(d->array.size);
	if (fr == FOLD_NONCONST) {
		if (!sema.fn_depth && !sema.proto_depth && !sema.record_depth) {
			name = declarator_name(d);
			if (name)
				sema_error(d->pos, "variably modified '%s' at file scope", name);
			else
				sema_error(d->pos, "variably modified type at file scope");
			return err_type();
		}
		if (d->array.size->flags & AST_F_TEMP)
			ast_temp_keep();	/* the type refers to its size expression */
		return type_array_vla(elem, d->array.size);
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

/* The N_DECLARATOR of a parameter, or NULL if unnamed. */
static struct node *param_name(struct node *p)
{
	struct node *d = p->param.declarator;

	while (d && d->kind != N_DECLARATOR)
		d = declarator_inner(d);
	return d && d->name ? d : NULL;
}

/* The function declarator applying to the name ID (an N_INIT_DECL) declares, or NULL. */
static struct node *function_declarator(const struct node *id)
{
	struct node *fn, *p;

	for (fn = NULL, p = id->init_decl.declarator; p && p->kind != N_DECLARATOR;
	     p = declarator_inner(p)) {
		if (p->kind == N_FUNCTION && p->function.inner &&
		    p->function.inner->kind == N_DECLARATOR)
			fn = p;
	}
	return fn && fn->op != AST_FUNCTION_KR ? fn : NULL;
}

/*
 * What the evaluation of a waiting body needs of its definition, once the
 * definition has been evaluated and dropped: the definition, its name's
 * function declarator with the parameters' names (their types are the
 * function type's), and the body still to parse, each node as its place
 * and the fields of its own that are set; the specifiers and the rest of
 * the declarators are left behind with the declaration (parse.c).  The
 * nodes are rebuilt from it if the function is used.  About 150 bytes for
 * f(a, b), a quarter of the nodes, for the thousands of a unit's headers.
 */
struct node_place {
	uint32_t pos, end_loc;
	uint16_t op, flags;
};

struct waiting_param {
	struct ident *name;		/* its declarator's, if has_name */
	struct node_place param, decl;
	uint8_t kind;			/* N_PARAM, N_ELLIPSIS, N_IDENT (K&R) */
	bool has_name;
};

struct waiting_head {
	struct type *type;		/* the INIT_DECL's: the function's */
	struct decl_sym *sym;		/* the name's */
	struct ident *name;
	struct parse_deferred *deferred;
	struct node_place fd, id, fn, decl, body;
	struct srcpos body_end;
	uint32_t nparams;
	bool has_fn;
	struct waiting_param params[];
};

static void place_of(struct node_place *pl, const struct node *n)
{
	pl->pos = n->pos.loc;
	pl->end_loc = n->end_loc;
	pl->op = n->op;
	pl->flags = n->flags & ~AST_F_TEMP;
}

static struct node *node_at(int kind, const struct node_place *pl)
{
	struct node *n = ast_new(kind, (struct srcpos){ pl->pos }, NULL, NULL, NULL, NULL);

	n->end_loc = pl->end_loc;
	n->op = pl->op;
	n->flags = pl->flags;
	return n;
}

struct waiting_head *decl_waiting_head(const struct node *fd)
{
	struct node *id = fd->function_def.declarator, *body = fd->function_def.body;
	struct node *d, *fn = NULL, *p, *pn;
	struct waiting_head *h;
	unsigned int n = 0;

	for (d = id->init_decl.declarator; d && d->kind != N_DECLARATOR; d = declarator_inner(d))
		if (d->kind == N_FUNCTION && d->function.inner &&
		    d->function.inner->kind == N_DECLARATOR)
			fn = d;
	for (p = fn ? fn->function.params : NULL; p; p = p->next)
		n++;
	h = decl_alloc(sizeof(*h) + n * sizeof(h->params[0]));
	h->type = id->type;
	place_of(&h->fd, fd);
	place_of(&h->id, id);
	place_of(&h->body, body);
	h->body_end = body->end;
	h->deferred = body->deferred;
	if (!fn)
		return h;
	h->has_fn = true;
	place_of(&h->fn, fn);
	place_of(&h->decl, fn->function.inner);
	h->name = fn->function.inner->name;
	h->sym = fn->function.inner->sym;
	for (p = fn->function.params; p; p = p->next) {
		struct waiting_param *wp = &h->params[h->nparams++];

		wp->kind = p->kind;
		place_of(&wp->param, p);
		if (p->kind == N_IDENT)
			wp->name = p->name;
		if (p->kind == N_PARAM && (pn = param_name(p))) {
			wp->has_name = true;
			wp->name = pn->name;
			place_of(&wp->decl, pn);
		}
	}
	return h;
}

struct node *decl_waiting_def(const struct waiting_head *h)
{
	struct node *fd = node_at(N_FUNCTION_DEF, &h->fd), *id = node_at(N_INIT_DECL, &h->id);
	struct node *fn, *body = node_at(N_COMPOUND, &h->body), *params = NULL;
	unsigned int i;

	id->type = h->type;
	fd->function_def.declarator = id;
	fd->function_def.body = body;
	body->end = h->body_end;
	body->deferred = h->deferred;
	if (!h->has_fn)
		return fd;
	id->init_decl.declarator = fn = node_at(N_FUNCTION, &h->fn);
	fn->function.inner = node_at(N_DECLARATOR, &h->decl);
	fn->function.inner->name = h->name;
	fn->function.inner->sym = h->sym;
	for (i = 0; i < h->nparams; i++) {
		const struct waiting_param *wp = &h->params[i];
		struct node *p = node_at(wp->kind, &wp->param);

		if (wp->kind == N_IDENT)
			p->name = wp->name;
		if (wp->has_name) {
			p->param.declarator = node_at(N_DECLARATOR, &wp->decl);
			p->param.declarator->name = wp->name;
		}
		params = ast_append(params, p);
	}
	fn->function.params = params;
	return fd;
}

/* F's declaration is about to be dropped: what decl_param_name() reads from it, kept. */
/* The parameter list of the function F's declaration node declares, or NULL. */
static struct node *declared_params(const struct decl_sym *f)
{
	struct node *fn;

	if (f->kind != DS_FUNCTION || !f->decl || f->decl->kind != N_INIT_DECL ||
	    !(fn = function_declarator(f->decl)))
		return NULL;
	return fn->function.params;
}

/* The name of the parameter P (an N_PARAM), NULL if unnamed. */
static struct ident *param_ident(struct node *p)
{
	struct node *pn = param_name(p);

	return pn ? pn->name : NULL;
}

void decl_keep_param_names(struct decl_sym *f)
{
	struct node *params = declared_params(f), *p;
	unsigned int n = 0;

	f->param_names = NULL;
	f->nparam_names = 0;
	for (p = params; p; p = p->next)
		if (p->kind == N_PARAM && n < UINT16_MAX)
			n++;
	if (!n)
		return;
	f->param_names = decl_alloc(n * sizeof(*f->param_names));
	for (p = params; p && f->nparam_names < n; p = p->next)
		if (p->kind == N_PARAM)
			f->param_names[f->nparam_names++] = param_ident(p);
}

const char *decl_param_name(const struct decl_sym *f, unsigned int i)
{
	struct ident *name = NULL;
	struct node *p;

	if (!f)
		return NULL;
	if (f->kind == DS_FUNCTION && !f->decl) {
		/* its declaration dropped: the names it kept */
		if (i < f->nparam_names)
			name = f->param_names[i];
	} else {
		for (p = declared_params(f); p; p = p->next)
			if (p->kind == N_PARAM && !i--) {
				name = param_ident(p);
				break;
			}
	}
	return name ? name->name : NULL;
}

/* The parameters of the prototype of ID (an N_INIT_DECL, of type T) in the current scope. */
void decl_declare_params(struct node *id, struct type *t)
{
	struct node *fn, *p;
	unsigned int i = 0;

	fn = function_declarator(id);
	if (!fn || t->kind != TYPE_FUNCTION)
		return;
	for (p = fn->function.params; p; p = p->next) {
		struct node *pn;
		struct decl_sym *ps;

		if (p->kind != N_PARAM || i >= t->fn.nparams)
			continue;
		pn = param_name(p);
		if (pn) {
			ps = sym_declare(pn->name, DS_OBJECT, t->fn.params[i], p);
			ps->is_param = ps->no_linkage = true;
			ps->param = i + 1;
			pn->sym = ps;
		}
		i++;
	}
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
			if (d->pointer.attributes) {
				/* void (__rcu *fn)(void): the target's qualifiers */
				memset(&at, 0, sizeof(at));
				attrs_qualifiers(d->pointer.attributes, &at);
				t = attrs_apply(t, &at);
			}
			quals = 0;
			memset(&at, 0, sizeof(at));
			for (q = d->pointer.qualifiers; q; q = q->next) {
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
			d = d->pointer.inner;
			break;
		case N_ARRAY:
			t = array_type(d, t);
			d = d->array.inner;
			break;
		case N_FUNCTION:
			t = function_type(d, t);
			d = d->function.inner;
			break;
		default:
			return err_type();
		}
	}
	return t;
}
