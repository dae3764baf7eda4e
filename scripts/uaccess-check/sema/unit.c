// SPDX-License-Identifier: GPL-2.0
/*
 * The driver of the semantic pass over a unit: each external declaration
 * as it comes, function bodies (the inline ones when used), the static
 * assertions, the end of the unit.  See decl.h.
 */
#include <stdlib.h>
#include <string.h>

#include "builtin.h"
#include "decl_int.h"
#include "hooks.h"

struct sema_state sema;

/*
 * Inline function bodies wait until the function is used: a unit
 * includes thousands of them from headers and uses a few, and sparse,
 * whose findings kernel developers know, only evaluates the ones that
 * are called.  Evaluated later, at file scope, they see the same
 * declarations they saw where they were written (for valid C: a body
 * cannot refer to what comes after it).
 */
struct pending_body {
	struct node *fd;		/* NULL once evaluated, or while only head is kept */
	struct waiting_head *head;	/* what fd is rebuilt from (its declaration dropped) */
	struct type *type;
	struct decl_sym *sym;
};

/* the parser's, for the bodies it set aside (decl_unit_begin()) */
static decl_parse_body_fn *body_parser;
static struct pending_body *pending;
static unsigned int npending, pending_cap;
/* the waiting bodies of functions used since the last top-level declaration */
static unsigned int *ready;
static unsigned int nready, ready_cap;

/* The function declarator of a K&R definition (identifier list), or NULL. */
static struct node *knr_function(struct node *fd)
{
	struct node *p;

	for (p = fd->function_def.declarator->init_decl.declarator; p && p->kind != N_DECLARATOR;
	     p = declarator_inner(p))
		if (p->kind == N_FUNCTION && p->op == AST_FUNCTION_KR && p->function.inner &&
		    p->function.inner->kind == N_DECLARATOR)
			return p;
	return NULL;
}

static void function_body(struct node *fd, struct type *t, struct decl_sym *sym)
{
	struct node *fn = knr_function(fd), *p;

	/* a body the parser set aside: parsed now, then what its definition would have seen */
	if (body_parser && body_parser(fd)) {
		stmt_resolve_labels(fd);
		if (sym)
			hook_run_function_def(sym, fd);
	}
	sema.fn_depth++;
	sym_push_scope();
	decl_declare_params(fd->function_def.declarator, t);
	/* K&R parameter declarations */
	for (p = fd->function_def.knr_decls; p; p = p->next) {
		if (p->kind == N_DECL) {
			struct decl_sym *ps;

			decl_declaration(p);
			for (ps = sym_scope_symbols(); ps && ps->depth == sema.depth; ps = ps->scope_next)
				ps->is_param = ps->no_linkage = true;
		}
	}
	if (fn) {
		/* K&R names without a declaration are int */
		unsigned int i = 0;

		for (p = fn->function.params; p; p = p->next) {
			struct decl_sym *ps;

			if (p->kind != N_IDENT || !p->name)
				continue;
			ps = decl_lookup(p->name, false);
			if (!ps || ps->depth != sema.depth) {
				diag_warning(CHECK_IMPLICIT_INT, p->pos,
					     "missing type declaration for parameter '%s'",
					     p->name->name);
				ps = sym_declare(p->name, DS_OBJECT, type_basic(TYPE_INT), p);
				ps->is_param = ps->no_linkage = true;
			}
			ps->param = ++i;
			p->sym = ps;
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

static void walk_push(struct node *c, void *arg)
{
	struct node_walk *w = arg;

	vec_grow(w->stack, w->n + 1, w->cap, 64);
	w->stack[w->n++] = c;
}

static void walk_push_children(struct node_walk *w, struct node *n)
{
	ast_for_each_child(n, walk_push, w);
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

	for (m = sa->static_assertion.message; m && m->kind == N_STRING; m = m->string.next_piece) {
		const char *q = memchr(m->str, '"', m->len);

		if (q)
			sb_add(&sb, q + 1, m->str + m->len - q - 2);
	}
	if (sa->static_assertion.message)
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
	decl_declare_params(fd->function_def.declarator, t);
	sym_push_scope();
	walk_push_children(&w, fd->function_def.body);
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
		fr = const_fold(sa->static_assertion.expr, &v);
		sema.prescan = false;
		if (fr != FOLD_OK || sema.prescan_errors) {
			forget_types(sa->static_assertion.expr);
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

/*
 * The body of the function definition FD, of type T, declaring SYM (NULL
 * if unnamed): evaluated now, or, for an inline function nothing used
 * yet, when it is used.
 */
void decl_function_body(struct node *fd, struct type *t, struct decl_sym *sym)
{
	if (sym && !sema.fn_depth && ast_has_spec(fd->function_def.specifiers, SPEC_INLINE) && !sym->used) {
		vec_grow(pending, npending + 1, pending_cap, 256);
		sym->body = npending + 1;
		pending[npending].fd = fd;
		pending[npending].head = NULL;
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

		if (pb->head) {
			pb->fd = decl_waiting_def(pb->head);
			pb->head = NULL;
		}
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
	fr = const_fold(sa->static_assertion.expr, &v);
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

void decl_pragma_typedefs(void)
{
	const char *name;
	unsigned int i;

	for (i = 0; (name = builtin_pragma_typedef_name(i)); i++)
		sym_declare(ident_get(name), DS_TYPEDEF, builtin_pragma_typedef_type(i), NULL);
}

void decl_unit_begin(FILE *dump, decl_parse_body_fn *parse_body)
{
	sema.dump = dump;
	body_parser = parse_body;
	sema.depth = sema.fn_depth = 0;
	builtin_typedefs();
}

void decl_external(struct node *n)
{
	decl_declaration(n);
	ready_bodies();
}

/* The waiting bodies from before the last external declaration. */
static unsigned int npending_kept;

void decl_external_end(bool dropped)
{
	unsigned int i;

	for (i = npending_kept; i < npending && dropped; i++) {
		struct pending_body *pb = &pending[i];

		if (!pb->fd || !ast_temp_holds(pb->fd))
			continue;
		pb->head = decl_waiting_head(pb->fd);
		pb->fd = NULL;
	}
	npending_kept = npending;
	sym_forget_temp_decls(dropped);
}

void decl_unit(struct node *unit, FILE *dump)
{
	struct node *n;

	/* a unit parsed whole has no body set aside (parse_unit()) */
	decl_unit_begin(dump, NULL);
	for (n = unit; n; n = n->next)
		decl_external(n);
	decl_unit_end();
}

void decl_unit_end(void)
{
	free(pending);
	free(ready);
	pending = NULL;
	ready = NULL;
	npending = pending_cap = nready = ready_cap = npending_kept = 0;
	decl_tentative_end();
	sema.dump = NULL;
	body_parser = NULL;
}
