/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the parts of the declaration pass share: symtab.c (symbol table,
 * scopes), attr.c (attributes), declarator.c (specifiers and
 * declarators), decl.c (declarations), unit.c (function bodies, the
 * unit), record.c (structs, unions, enums) and dump.c (--dump-types).
 * The rest of the checker uses decl.h and sema.h.
 */
#ifndef UACCESS_CHECK_DECL_INT_H
#define UACCESS_CHECK_DECL_INT_H

#include <stdbool.h>
#include <stdint.h>

#include "ast.h"
#include "decl.h"
#include "sema.h"
#include "type.h"
#include "util.h"

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
	unsigned int altivec;	/* powerpc's altivec(vector__...): ALTIVEC_* bits */
	struct srcpos altivec_pos;
	struct node *cleanup;	/* cleanup(fn): the attribute */
	struct node *counted_by;	/* counted_by(member): the attribute */
	bool noreturn;
	bool externally_visible;
	/* set by the caller: the attributes after a struct's body, where designated_init belongs */
	bool struct_body;
	bool designated_init;	/* designated_init there */
	/*
	 * context() and Clang's capability attributes: last one first,
	 * shared with the copies of struct attrs
	 */
	struct decl_context *contexts;
	bool no_context_analysis;		/* no_thread_safety_analysis */
	struct node *guarded_by, *pt_guarded_by;	/* the lock, as written */
};

static inline struct type *err_type(void)
{
	return type_basic(TYPE_ERROR);
}

/* symtab.c */
void *decl_alloc(size_t size);
/* DECL declares SYM (again): see decl_sym.decl. */
void sym_set_decl(struct decl_sym *sym, struct node *decl);
void decl_keep_param_names(struct decl_sym *f);
struct waiting_head;
/* What a waiting body needs of its definition FD, which is to be dropped, and FD rebuilt from it. */
struct waiting_head *decl_waiting_head(const struct node *fd);
struct node *decl_waiting_def(const struct waiting_head *h);
/* The symbols given nodes of the file-scope declaration just evaluated forget them if DROPPED. */
void sym_forget_temp_decls(bool dropped);
struct decl_sym *sym_declare(struct ident *name, enum decl_sym_kind kind, struct type *t,
			     struct node *decl);
void sym_push_scope(void);
void sym_pop_scope(void);
/* The tag NAME, or NULL; with CURRENT_ONLY, only if declared in the innermost scope. */
struct decl_sym *sym_tag_lookup(struct ident *name, bool current_only);
/* The symbols of the innermost scope, newest first (->scope_next). */
struct decl_sym *sym_scope_symbols(void);

/* attr.c */
void attr_one(struct node *a, struct attrs *at);
void attrs_collect(struct node *list, struct attrs *at);
/* Attributes among type qualifiers (a pointer's, a specifier list's). */
void attrs_qualifiers(struct node *list, struct attrs *at);
void attrs_alignas(struct node *s, struct attrs *at);
/* The checker's type attributes (address space, noderef, ...) applied to T. */
struct type *attrs_apply(struct type *t, const struct attrs *at);
struct type *attrs_apply_mode(struct type *t, int size);
struct type *attrs_apply_vector(struct type *t, uint64_t size);
/* altivec(vector__), (bool__), (pixel__): what __vector, __bool, __pixel expand to */
#define ALTIVEC_VECTOR	1
#define ALTIVEC_BOOL	2
#define ALTIVEC_PIXEL	4
struct type *attrs_apply_altivec(struct type *t, const struct attrs *at);

/* declarator.c */
/* Folds a constant the declaration needs; reports nothing. */
bool decl_fold(struct node *e, struct cval *r);
struct type *decl_specs_type(struct node *specs, struct attrs *at_out, bool *is_typedef);
struct type *decl_declarator_type(struct node *d, struct type *t, struct node **name);
/* The parameters of the prototype of ID (an N_INIT_DECL, of type T) in the current scope. */
void decl_declare_params(struct node *id, struct type *t);

/* decl.c */
void decl_tentative_end(void);

/* unit.c */
void decl_function_body(struct node *fd, struct type *t, struct decl_sym *sym);

/* record.c */
struct type *record_type(struct node *n);
struct type *record_enum_type(struct node *n);

/* dump.c: when sema.dump is set */
void dump_type_line(const char *name, struct type *t, const struct decl_sym *sym);
void dump_record(struct type *t, bool unknown);
void dump_enum(struct type *t, struct node *e);

#endif
