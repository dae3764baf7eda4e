// SPDX-License-Identifier: GPL-2.0
/*
 * The symbol table of the declaration pass: the ordinary and the tag name
 * spaces, with block scopes.  A name's slot keeps the innermost symbol;
 * each symbol the one it shadows, each scope its symbols.  Symbols live
 * until the end of the unit (decl_release()): the tree refers to them.
 */
#include <stdlib.h>
#include <string.h>

#include "decl_int.h"

struct decl_slot {
	struct decl_slot *next;
	const struct ident *name;
	bool tag;
	struct decl_sym *top;
};

/*
 * The slots, hashed by name: the table doubles when it holds twice as many
 * slots as buckets, so that a unit of a million declarations costs no
 * more per name than a small one.
 */
#define DECL_HASH_MIN_BITS 12
static struct decl_slot **slots;
static unsigned int hash_bits, nslots;
static struct arena decl_arena;		/* symbols and slots, until decl_release() */
static struct decl_sym *scopes[256];	/* symbols per depth (deeper ones share the last) */

void *decl_alloc(size_t size)
{
	return memset(arena_alloc(&decl_arena, size), 0, size);
}

/*
 * The parameters a prototype declares for its own scope ("int a[n]",
 * typeof(p)): as many as the symbols of the file, in a unit's headers.
 * Nothing refers to them once their declaration has been dropped, and
 * they go with it (sym_forget_temp_decls()).
 */
static struct arena proto_arena;
static struct arena_mark proto_base;

static struct decl_slot **slot_ref(const struct ident *name, bool tag)
{
	uintptr_t h = ((uintptr_t)name >> 4) ^ tag;

	return &slots[(h ^ (h >> hash_bits)) & ((1u << hash_bits) - 1)];
}

static void slots_grow(void)
{
	struct decl_slot **old = slots, *s, *next, **ref;
	unsigned int old_size = slots ? 1u << hash_bits : 0, i;

	hash_bits = slots ? hash_bits + 1 : DECL_HASH_MIN_BITS;
	slots = xcalloc(1u << hash_bits, sizeof(*slots));
	for (i = 0; i < old_size; i++) {
		for (s = old[i]; s; s = next) {
			next = s->next;
			ref = slot_ref(s->name, s->tag);
			s->next = *ref;
			*ref = s;
		}
	}
	free(old);
}

static struct decl_slot *slot_get(const struct ident *name, bool tag, bool create)
{
	struct decl_slot **ref, *s;

	if (!slots)
		slots_grow();
	ref = slot_ref(name, tag);
	for (s = *ref; s; s = s->next)
		if (s->name == name && s->tag == tag)
			return s;
	if (!create)
		return NULL;
	if (++nslots > 2u << hash_bits) {
		slots_grow();
		ref = slot_ref(name, tag);
	}
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
	return sema.depth < ARRAY_SIZE(scopes) ? sema.depth : ARRAY_SIZE(scopes) - 1;
}

/*
 * The symbols given a node of the file-scope declaration being evaluated,
 * which is dropped after it unless something keeps it (parse.c): they
 * forget the node then.
 */
static struct decl_sym **temp_syms;
static unsigned int ntemp_syms, temp_syms_cap;

void sym_set_decl(struct decl_sym *sym, struct node *decl)
{
	sym->decl = decl;
	sym->declared = decl != NULL;
	if (!decl)
		return;
	sym->pos = decl->pos;
	if (decl->flags & AST_F_TEMP) {
		vec_grow(temp_syms, ntemp_syms + 1, temp_syms_cap, 64);
		temp_syms[ntemp_syms++] = sym;
	}
}

void sym_forget_temp_decls(bool dropped)
{
	unsigned int i;

	for (i = 0; i < ntemp_syms && dropped; i++) {
		struct decl_sym *sym = temp_syms[i];

		if (sym->decl && ast_temp_holds(sym->decl)) {
			if (sym->kind == DS_FUNCTION)
				decl_keep_param_names(sym);
			sym->decl = NULL;
		}
	}
	ntemp_syms = 0;
	if (dropped)
		arena_reset(&proto_arena, &proto_base);
	arena_mark(&proto_arena, &proto_base);
}

struct decl_sym *sym_declare(struct ident *name, enum decl_sym_kind kind, struct type *t,
				struct node *decl)
{
	bool tag = kind == DS_TAG;
	struct decl_sym *sym = sema.proto_depth && kind == DS_OBJECT && sema.depth ?
		memset(arena_alloc(&proto_arena, sizeof(*sym)), 0, sizeof(*sym)) :
		decl_alloc(sizeof(*sym));
	struct decl_slot *s;

	sym->name = name;
	sym->kind = kind;
	sym->type = t;
	sym_set_decl(sym, decl);
	sym->depth = sema.depth;
	if (!name)
		return sym;
	s = slot_get(name, tag, true);
	sym->shadowed = s->top;
	s->top = sym;
	sym->scope_next = scopes[scope_slot()];
	scopes[scope_slot()] = sym;
	return sym;
}

void sym_push_scope(void)
{
	sema.depth++;
	if (sema.depth < ARRAY_SIZE(scopes))
		scopes[sema.depth] = NULL;
}

void sym_pop_scope(void)
{
	struct decl_sym *sym, **keep = &scopes[scope_slot()];

	/* past the table's depth, a scope shares its slot with the deeper ones */
	for (sym = *keep; sym; sym = sym->scope_next) {
		if (sym->depth < sema.depth)
			break;
		slot_get(sym->name, sym->kind == DS_TAG, false)->top = sym->shadowed;
	}
	*keep = sym;
	if (sema.depth)
		sema.depth--;
}

void decl_release(void)
{
	arena_release(&decl_arena);
	arena_release(&proto_arena);
	arena_mark(&proto_arena, &proto_base);
	free(temp_syms);
	temp_syms = NULL;
	ntemp_syms = temp_syms_cap = 0;
	free(slots);
	slots = NULL;
	hash_bits = nslots = 0;
	memset(scopes, 0, sizeof(scopes));
	memset(&sema, 0, sizeof(sema));
}

struct decl_sym *sym_tag_lookup(struct ident *name, bool current_only)
{
	struct decl_sym *sym = decl_lookup(name, true);

	if (sym && current_only && sym->depth != sema.depth)
		return NULL;
	return sym;
}

void decl_push_scope(void)
{
	sym_push_scope();
}

void decl_pop_scope(void)
{
	sym_pop_scope();
}

unsigned int decl_depth(void)
{
	return sema.depth;
}

struct decl_sym *decl_implicit_function(struct node *id)
{
	struct decl_sym *sym;
	unsigned int saved = sema.depth;

	diag_warning(CHECK_IMPLICIT_FUNCTION_DECL, id->pos,
		     "implicit declaration of function '%s'", id->name->name);
	/* gcc keeps it visible for the rest of the unit */
	sema.depth = 0;
	sym = sym_declare(id->name, DS_FUNCTION,
		      type_function(type_basic(TYPE_INT), NULL, 0, TF_OLDSTYLE), id);
	sema.depth = saved;
	sym->implicit = true;
	return sym;
}

struct decl_sym *decl_undeclared(struct node *id, unsigned int at_depth)
{
	struct decl_sym *sym;
	unsigned int saved = sema.depth;

	/* declared in the function's outermost scope: reported once per function */
	sema.depth = at_depth;
	sym = sym_declare(id->name, DS_OBJECT, err_type(), id);
	sema.depth = saved;
	return sym;
}

struct decl_sym *sym_scope_symbols(void)
{
	return scopes[scope_slot()];
}
