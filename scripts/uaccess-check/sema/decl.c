// SPDX-License-Identifier: GPL-2.0
/*
 * Declarations: a declaration's declarators declared with their types
 * (redeclarations, storage, initializers, cleanup), function definitions
 * declared; the types come from declarator.c, the bodies are unit.c's.
 * See decl.h; decl_int.h for the parts.
 *
 * Nothing here reports what it did not understand: an unknown construct
 * gives TYPE_ERROR.
 */
#include <stdlib.h>
#include <string.h>

#include "decl_int.h"
#include "hooks.h"
#include "target.h"

/* The type of one declarator of a declaration, with its attributes. */
static struct type *init_decl_type(struct node *id, struct type *base, const struct attrs *sat,
				   bool is_typedef, struct node **name, struct attrs *out)
{
	struct attrs at = *sat, q = { 0 };
	struct type *t;

	/* "T a, __user *b": the checker's qualifiers of a declarator qualify its base type */
	attrs_qualifiers(id->init_decl.attributes, &q);
	if (q.annot || q.has_as)
		base = attrs_apply(base, &q);
	t = decl_declarator_type(id->init_decl.declarator, base, name);
	attrs_collect(id->init_decl.attributes, &at);
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
		.type = t,
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
		info->previous = old->type;
		info->previous_pos = old->pos;
		info->has_previous_pos = old->declared;
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
		sym_set_decl(old, decl);
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
		else if (specs->op == SPEC_ATOMIC && specs->atomic_type)
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
	struct node *arg = attr->attribute.args, *addr;
	struct conv_ctx ctx = { CONV_ARG, sym->pos, NULL, 1 };
	struct decl_sym *fn;
	struct type *ft;

	if (!sema.fn_depth || (st & (ST_STATIC | ST_EXTERN)) || sym->kind != DS_OBJECT)
		return;
	if (!arg || arg->kind != N_IDENT || arg->next) {
		sema_error(sym->pos, "cleanup argument not an identifier");
		return;
	}
	fn = decl_lookup(arg->name, false);
	if (!fn || fn->kind != DS_FUNCTION) {
		sema_error(sym->pos, "cleanup argument not a function");
		return;
	}
	sym->cleanup = fn;
	decl_use_function(fn);
	ft = fn->type;
	if (sema_is_error(ft) || sema_is_error(sym->type) || (ft->flags & TF_OLDSTYLE) ||
	    ft->main->fn.nparams != 1)
		return;
	/* fn(&var), where the declarator stands */
	addr = ast_op(N_UNARY, OP_ADDR, sym->pos, ast_name(N_IDENT, sym->pos, sym->name),
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
/*
 * The lock expressions of the contexts of function ID (an N_INIT_DECL of
 * type T) name its parameters ("__acquires(&d->lock)"), or what is
 * visible where it is declared: resolved so, quietly (sparse never
 * evaluates them).
 */
static void resolve_contexts(const struct decl_context *list, struct node *id, struct type *t)
{
	const struct decl_context *c;

	sym_push_scope();
	sema.proto_depth++;
	decl_declare_params(id, t);
	for (c = list; c; c = c->next)
		if (c->expr)
			sema_lock_expr(c->expr);
	sema.proto_depth--;
	sym_pop_scope();
}

static void function_attrs(struct decl_sym *sym, const struct attrs *at, struct node *id,
			   struct type *t)
{
	const struct decl_context *c;
	struct decl_context *list = NULL;

	if (sym->kind != DS_FUNCTION)
		return;
	sym->noreturn |= at->noreturn;
	sym->no_context_analysis |= at->no_context_analysis;
	if (!at->contexts)
		return;
	/* at's list is last first, and its tail is shared with other declarators */
	for (c = at->contexts; c; c = c->next) {
		struct decl_context *copy = decl_alloc(sizeof(*copy));

		*copy = *c;
		copy->next = list;
		list = copy;
		if (c->expr && (c->expr->flags & AST_F_TEMP))
			ast_temp_keep();	/* the symbol refers to its declaration's nodes */
	}
	sym->contexts = list;
	if (!sema_is_error(t) && t->kind == TYPE_FUNCTION)
		resolve_contexts(list, id, t);
}

/*
 * guarded_by(lock) and pt_guarded_by(lock) on an object of static
 * storage, as Clang takes them (on a local it warns): the lock is what
 * is visible where the object is declared, resolved quietly as a
 * context's is.  A redeclaration without them keeps the earlier ones.
 */
static void guard_lock(struct node *attr_lock, struct node **lock)
{
	if (!attr_lock)
		return;
	*lock = attr_lock;
	if (attr_lock->flags & AST_F_TEMP)
		ast_temp_keep();	/* the symbol refers to its declaration's nodes */
	sema_lock_expr(attr_lock);
}

static void object_attrs(struct decl_sym *sym, const struct attrs *at, unsigned int st)
{
	struct node *a = at->guarded_by ? at->guarded_by : at->pt_guarded_by;

	if (!a)
		return;
	if (sym->kind != DS_OBJECT || (sema.fn_depth && !(st & (ST_STATIC | ST_EXTERN)))) {
		diag_warning(CHECK_ATTRIBUTES, a->pos,
			     "'%s' attribute ignored: it applies to members and to objects of static storage",
			     at->guarded_by ? "guarded_by" : "pt_guarded_by");
		return;
	}
	guard_lock(at->guarded_by, &sym->guarded_by);
	guard_lock(at->pt_guarded_by, &sym->pt_guarded_by);
}

/* SYM of ID, with a cleanup function, appended to its declaration's list at TAIL; the new tail. */
static struct decl_cleanup **add_cleanup(struct decl_cleanup **tail, struct decl_sym *sym,
					 struct node *id)
{
	struct decl_cleanup *c = decl_alloc(sizeof(*c));

	c->next = NULL;
	c->var = sym;
	c->init_decl = id;
	*tail = c;
	return &c->next;
}

static void declaration(struct node *decl)
{
	struct attrs sat = { 0 };
	bool is_typedef;
	struct type *base = decl_specs_type(decl->decl.specifiers, &sat, &is_typedef);
	unsigned int st = storage_of(decl->decl.specifiers);
	int auto_quals;
	struct node *id;
	struct decl_cleanup **cleanup_tail = &decl->cleanups;

	*cleanup_tail = NULL;

	if (!decl->decl.specifiers)
		base = type_basic(TYPE_INT);	/* K&R: "x;" is an int */
	auto_quals = auto_type_quals(decl->decl.specifiers);
	for (id = decl->decl.declarators; id; id = id->next) {
		struct node *name = NULL;
		struct decl_sym *sym = NULL;
		struct decl_info info;
		struct attrs at;
		struct type *t;
		enum decl_sym_kind kind;
		bool defining = id->init_decl.initializer != NULL;

		if (id->kind != N_INIT_DECL)
			continue;
		t = init_decl_type(id, base, &sat, is_typedef, &name, &at);
		if (auto_quals >= 0 && id->init_decl.initializer &&
		    id->init_decl.initializer->kind != N_INIT_LIST &&
		    id->init_decl.declarator && id->init_decl.declarator->kind == N_DECLARATOR) {
			/* __auto_type x = e: the type of e's value */
			eval_expr(id->init_decl.initializer);
			t = eval_value(id->init_decl.initializer);
			if (auto_quals && !sema_is_error(t))
				t = type_qualified(t, auto_quals);
		}
		kind = is_typedef ? DS_TYPEDEF : t->kind == TYPE_FUNCTION ? DS_FUNCTION : DS_OBJECT;
		if (is_typedef && (at.transparent || sat.transparent) && !sema_is_error(t))
			type_record_set_transparent(t);	/* mm.h's release_pages_arg */
		if (name && name->name) {
			sym = declare_ordinary(name, kind, t, st, defining, id, &info);
			name->sym = sym;
			/* a tentative definition defines the object too */
			info.definition |= kind == DS_OBJECT && !(st & ST_EXTERN);
			info.externally_visible = at.externally_visible || sat.externally_visible;
		}
		if (sym && kind == DS_OBJECT && at.align > sym->align)
			sym->align = at.align;
		if (sym) {
			function_attrs(sym, &at, id, t);
			object_attrs(sym, &at, st);
		}
		if (id->init_decl.initializer) {
			bool static_storage = !sema.fn_depth || (st & (ST_STATIC | ST_EXTERN));

			/* legal C, but "extern" then says nothing: gcc warns too */
			if ((st & ST_EXTERN) && kind == DS_OBJECT && !sema.depth && name)
				diag_warning(CHECK_EXTERN_INITIALIZER, name->pos,
					     "symbol with external linkage has initializer");
			init_check(id->init_decl.initializer, &t, static_storage,
				   name && name->name ? name->name->name : NULL);
			if (sym && sym->type != t && sym->decl == id)
				sym->type = t;
		}
		id->type = sym ? sym->type : t;
		if (sym && sym->decl == id && (at.cleanup || sat.cleanup)) {
			attach_cleanup(sym, at.cleanup ? at.cleanup : sat.cleanup, st);
			if (sym->cleanup)
				cleanup_tail = add_cleanup(cleanup_tail, sym, id);
		}
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

void decl_function_def(struct node *fd)
{
	struct attrs sat = { 0 }, at;
	struct type *base = decl_specs_type(fd->function_def.specifiers, &sat, NULL);
	struct node *id = fd->function_def.declarator, *name = NULL;
	unsigned int st = storage_of(fd->function_def.specifiers);
	struct decl_sym *sym = NULL;
	struct type *t;

	if (!fd->function_def.specifiers)
		base = type_basic(TYPE_INT);	/* K&R implicit int */
	/* a deferred body (parse.c) has this and the function_def hooks when it is parsed */
	if (!ast_body_deferred(fd))
		stmt_resolve_labels(fd);
	t = init_decl_type(id, base, &sat, false, &name, &at);
	id->type = t;
	if (name && name->name) {
		struct decl_info info;

		sym = declare_ordinary(name, DS_FUNCTION, t, st, true, id, &info);
		name->sym = sym;
		info.externally_visible = at.externally_visible || sat.externally_visible;
		function_attrs(sym, &at, id, t);
		hook_run_declaration(sym, id, &info);
		if (!ast_body_deferred(fd))
			hook_run_function_def(sym, fd);
		if (sema.dump && !sema.fn_depth)
			dump_type_line(name->name->name, t, sym);
	}
	decl_function_body(fd, t, sym);
}

/* At the end of the unit: the tentative definitions whose type is still incomplete. */
void decl_tentative_end(void)
{
	unsigned int i;

	/* a tentative definition's type may be completed later in the unit */
	for (i = 0; i < ntentative; i++) {
		struct decl_sym *sym = tentative[i];

		if (!type_is_complete(sym->type) && !sema_is_error(sym->type))
			sema_error(sym->pos, "storage size of '%s' isn't known",
				   sym->name->name);
	}
	free(tentative);
	tentative = NULL;
	ntentative = tentative_cap = 0;
}
