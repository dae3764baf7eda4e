// SPDX-License-Identifier: GPL-2.0
/*
 * Structs, unions and enums: members, bit-fields, counted_by, the layout
 * (types/layout.c) and the enumerators' values.
 */
#include <stdlib.h>
#include <string.h>

#include "hooks.h"
#include "decl_int.h"

/* struct { ... }; inside a struct: an anonymous member (C11, no tag). */
static bool is_anonymous_record(struct node *specs, struct type *t)
{
	for (; specs; specs = specs->next)
		if (specs->kind == N_STRUCT)
			return !specs->record.tag && type_is_record(t);
	return false;
}

/* The width of bit-field D: false if it is not usable (reported if certain). */
static bool bitfield_width(struct node *d, const char *name, struct type *t, struct cval *v)
{
	enum fold_result fr = const_fold(d->member_declarator.width, v);

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
	const struct node *arg = attr->attribute.args;

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
		struct srcpos pos = { m[i].decl_loc };
		const struct type_member *count;
		uint64_t off;

		if (!m[i].counted_by || sema_is_error(m[i].type))
			continue;
		if (m[i].type->kind != TYPE_POINTER &&
		    (m[i].type->kind != TYPE_ARRAY || m[i].type->array.len >= 0)) {
			sema_error(pos, m[i].type->kind == TYPE_ARRAY ?
				   "'counted_by' attribute is not allowed for a non-flexible array member field" :
				   "'counted_by' attribute is not allowed for a non-array field");
			m[i].counted_by = NULL;
			continue;
		}
		count = type_member_find(rec, m[i].counted_by, &off);
		if (!count || !type_is_integer(count->type)) {
			if (!count || !sema_is_error(count->type))
				sema_error(pos, count ?
					   "argument '%s' to the 'counted_by' attribute is not of integer type" :
					   "argument '%s' to the 'counted_by' attribute is not a field declaration in the same structure as '%s'",
					   m[i].counted_by, m[i].name ? m[i].name : "<anonymous>");
			m[i].counted_by = NULL;
		}
	}
}

/*
 * guarded_by(lock), pt_guarded_by(lock) on a member: the lock names the
 * record's members ("&lock", as Clang resolves it), so it stays as
 * written until a check evaluates it against an object of the record.
 */
static void member_guards(struct type_member *m, const struct attrs *at)
{
	m->guarded_by = at->guarded_by;
	m->pt_guarded_by = at->pt_guarded_by;
	if ((at->guarded_by && (at->guarded_by->flags & AST_F_TEMP)) ||
	    (at->pt_guarded_by && (at->pt_guarded_by->flags & AST_F_TEMP)))
		ast_temp_keep();	/* the type refers to its declaration's nodes */
}

/* One member declaration: adds its members to *members (grown as needed). */
static bool member_decl(struct node *md, struct type_member **members, unsigned int *n,
			unsigned int *cap)
{
	struct attrs sat = { 0 };
	struct type *base = decl_specs_type(md->member_decl.specifiers, &sat, NULL);
	struct node *d = md->member_decl.declarators;
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

			attrs_qualifiers(d->member_declarator.attributes, &q);
			t = decl_declarator_type(d->member_declarator.declarator,
						 q.annot || q.has_as ? attrs_apply(base, &q) : base,
						 &name);
			attrs_collect(d->member_declarator.attributes, &at);
			if (at.vector_size && !sat.vector_size)
				t = attrs_apply_vector(t, at.vector_size);
		} else if (!is_anonymous_record(md->member_decl.specifiers, base)) {
			return false;	/* "int;" or "struct tag { };": no member */
		}
		vec_grow(*members, *n + 1, *cap, 16);
		m = &(*members)[(*n)++];
		memset(m, 0, sizeof(*m));
		m->name = name && name->name ? name->name->name : NULL;
		m->type = t;
		m->width = -1;
		m->align = at.align;
		m->flags = (at.packed ? TM_PACKED : 0) | TM_DECLARED;
		m->decl_loc = (d ? d : md)->pos.loc;
		if (at.counted_by)
			m->counted_by = counted_by_name(at.counted_by);
		member_guards(m, &at);
		if (d && d->member_declarator.width) {
			if (bitfield_width(d, m->name, t, &v)) {
				m->width = v.v;
			} else {
				unknown = true;
				m->width = type_is_integer(t) ? (int)type_bits(t) : 0;
			}
		}
		hook_run_member(m, md, d);
		/* an unknown length is only harmless for the last member */
		if (decl_layout_unknown(t) || (t->kind == TYPE_ARRAY && t->array.len < 0 && (md->next || (d && d->next))))
			unknown = true;
		d = d ? d->next : NULL;
	} while (d);
	return unknown;
}

struct type *record_type(struct node *n)
{
	enum type_kind kind = (n->op & ~(AST_HAS_BODY | AST_PACK_MASK)) == SPEC_UNION ?
		TYPE_UNION : TYPE_STRUCT;
	unsigned int pack = (n->op & AST_PACK_MASK) >> AST_PACK_SHIFT;
	struct ident *tag = n->record.tag ? n->record.tag->name : NULL;
	struct type_member *members = NULL;
	unsigned int nm = 0, cap = 0;
	struct type_layout lay = { 0 };
	struct decl_sym *sym = NULL;
	struct attrs at = { 0 };
	bool unknown = false;
	struct node *md;
	struct type *t;

	if (!(n->op & AST_HAS_BODY)) {
		sym = tag ? sym_tag_lookup(tag, false) : NULL;
		if (sym && sym->type->kind == kind)
			return sym->type;
		t = type_record_new(kind, tag ? tag->name : NULL);
		if (tag)
			sym_declare(tag, DS_TAG, t, n);
		return t;
	}
	if (tag)
		sym = sym_tag_lookup(tag, true);
	if (sym && sym->type->kind == kind && !(sym->type->flags & TF_COMPLETE)) {
		t = sym->type;
	} else {
		if (sym && sym->type->kind == kind)
			sema_error(n->pos, "redefinition of '%s %s'",
				   kind == TYPE_UNION ? "union" : "struct", tag->name);
		else if (sym)
			sema_error(n->pos, "'%s' defined as wrong kind of tag", tag->name);
		t = type_record_new(kind, tag ? tag->name : NULL);
		sym = tag ? sym_declare(tag, DS_TAG, t, n) : NULL;
	}
	sema.record_depth++;
	for (md = n->record.members; md; md = md->next)
		if (md->kind == N_MEMBER_DECL || md->kind == N_STATIC_ASSERT)
			unknown |= member_decl(md, &members, &nm, &cap);
	sema.record_depth--;
	attrs_collect(n->record.keyword_attributes, &at);	/* after the keyword */
	at.struct_body = kind == TYPE_STRUCT;
	attrs_collect(n->record.attributes, &at);	/* after the body */
	lay.packed = at.packed;
	lay.transparent = at.transparent && kind == TYPE_UNION;
	lay.align = at.align;
	lay.pack = pack ? 1u << (pack - 1) : 0;
	lay.unknown = unknown;
	type_record_complete(t, members, nm, &lay);
	if (at.designated_init)
		t->flags |= TF_DESIGNATED_INIT;
	free(members);
	check_counted_by(t);
	if (sema.dump && !sema.fn_depth)
		dump_record(t, unknown);
	return t;
}

/*
 * Sparse's bitwise enums: values written as (__force __le32)1 make the
 * enum's constants and objects __le32.  The value V of an enumerator is
 * checked against the others' (*RESTRICTED); false, after a warning or
 * an error, when they mix.
 */
static bool enum_value_restriction(struct node *v, bool first, struct type **restricted)
{
	struct type *vt = v->type;
	bool r = vt && !sema_is_error(vt) && type_is_bitwise(vt);

	if (r && *restricted && vt->main != (*restricted)->main) {
		sema_error(v->pos, "incompatible restricted type");
		diag_note(v->pos, "expected '%s'", type_str(*restricted));
		diag_note(v->pos, "got '%s'", type_str(vt));
		return false;
	}
	if (r && !*restricted && first) {
		*restricted = vt->main;
		return true;
	}
	if (r != (*restricted != NULL)) {
		diag_warning(CHECK_BITWISE, v->pos, "mixed bitwiseness");
		return false;
	}
	return true;
}

struct type *record_enum_type(struct node *n)
{
	struct ident *tag = n->enum_spec.tag ? n->enum_spec.tag->name : NULL;
	struct decl_sym *sym = NULL;
	struct attrs at = { 0 };
	int64_t min = 0;
	uint64_t max = 0;
	struct cval v = { 0, type_basic(TYPE_INT) };
	bool known = true, first = true, mixed = false;
	struct type *restricted = NULL;	/* of the values, if they are __bitwise */
	struct node *e;
	struct type *t;

	if (!n->enum_spec.enumerators) {
		sym = tag ? sym_tag_lookup(tag, false) : NULL;
		if (sym && sym->type->kind == TYPE_ENUM)
			return sym->type;
		t = type_enum_new(tag ? tag->name : NULL);
		if (tag)
			sym_declare(tag, DS_TAG, t, n);
		return t;
	}
	if (tag)
		sym = sym_tag_lookup(tag, true);
	if (sym && sym->type->kind == TYPE_ENUM && !(sym->type->flags & TF_COMPLETE))
		t = sym->type;
	else
		t = type_enum_new(tag ? tag->name : NULL);
	if (tag && (!sym || sym->type != t))
		sym_declare(tag, DS_TAG, t, n);
	for (e = n->enum_spec.enumerators; e; e = e->next) {
		struct decl_sym *es;

		if (e->kind != N_ENUMERATOR)
			continue;
		if (e->enumerator.value) {
			enum fold_result fr = const_fold(e->enumerator.value, &v);

			known = fr == FOLD_OK;
			if (fr == FOLD_NONCONST)
				sema_error(e->pos, "enumerator value for '%s' is not an integer constant",
					   e->name->name);
		} else if (!first && known) {
			v.v++;
			if (!cval_fits(v.v, v.t) && !(type_is_signed(v.t) && (int64_t)v.v == INT64_MIN))
				v.t = type_basic(type_is_signed(v.t) ? TYPE_LLONG : TYPE_ULLONG);
		}
		if (e->enumerator.value && !mixed)
			mixed = !enum_value_restriction(e->enumerator.value, first, &restricted);
		first = false;
		/* inside the enum, an enumerator has the type of its value, or int */
		if (known && (type_is_signed(v.t) ? (int64_t)v.v >= INT32_MIN &&
			      (int64_t)v.v <= INT32_MAX : v.v <= INT32_MAX))
			v.t = type_basic(TYPE_INT);
		es = decl_lookup(e->name, false);
		if (es && es->depth == sema.depth)
			sema_error(e->pos, es->kind == DS_ENUMERATOR ?
				   "redeclaration of enumerator '%s'" :
				   "'%s' redeclared as different kind of symbol", e->name->name);
		es = sym_declare(e->name, DS_ENUMERATOR, v.t, e);
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
	attrs_collect(n->enum_spec.attributes, &at);
	type_enum_complete(t, min, max, at.packed, NULL);
	if (restricted && !mixed) {
		/* its values and its objects are of the restricted type, as in sparse */
		t->main->enm.restricted = restricted;
		for (e = n->enum_spec.enumerators; e; e = e->next) {
			struct decl_sym *es = e->kind == N_ENUMERATOR ? decl_lookup(e->name, false) : NULL;

			if (es && es->decl == e)
				es->type = restricted;
		}
	}
	/* after the '}', an enumerator whose value does not fit int has the enum's type */
	for (e = n->enum_spec.enumerators; e && !t->main->enm.restricted; e = e->next) {
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
	if (sema.dump && !sema.fn_depth)
		dump_enum(t, n->enum_spec.enumerators);
	return t;
}
