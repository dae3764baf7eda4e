/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Declarations: the first brick of the semantic pass.  Walks the AST of a
 * unit and computes the type of every declaration (specifiers, declarators,
 * struct/union layout, enums), with its own symbol table for the ordinary
 * and the tag name spaces, block scopes included.
 *
 * What it does not understand gets TYPE_ERROR (or an array of unknown
 * length, a record whose layout is marked unknown) and is never reported:
 * the errors it gives (redefinitions, conflicting types, negative array
 * sizes, failed static assertions...) are the ones gcc gives, on
 * declarations it fully understood.  Expressions and statements are
 * evaluated as they come (eval.c, stmt.c; see sema.h).
 */
#ifndef UACCESS_CHECK_DECL_H
#define UACCESS_CHECK_DECL_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "source.h"

struct ident;
struct node;
struct type;

enum decl_sym_kind {
	DS_TYPEDEF,
	DS_OBJECT,
	DS_FUNCTION,
	DS_ENUMERATOR,
	DS_TAG,
};

/*
 * sparse's __attribute__((context(expr, in, out))) on a function, which
 * the kernel spells __acquires(x), __releases(x), __must_hold(x) under
 * __CHECKER__: the function is entered with IN holds of the lock context
 * EXPR and left with OUT.  Kept for a lock-context check.
 */
struct decl_context {
	struct decl_context *next;
	struct node *expr;		/* as written, not evaluated; NULL for context(in, out) */
	int in, out;
	/*
	 * Clang's capability attributes (Linux 7.0's __acquires_shared,
	 * __cond_acquires, __must_not_hold...) in the same terms: shared
	 * (read) holds; OUT holds only when the function returns nonzero
	 * (CTX_COND_NONZERO: true, nonnull) or zero (CTX_COND_ZERO: false,
	 * NULL); the lock must not be held at a call (locks_excluded); the
	 * call lets the caller assume the lock held (assert_capability).
	 */
	bool shared;
	uint8_t cond;			/* enum ctx_cond */
	bool excluded;
	bool assumed;
};

enum ctx_cond {
	CTX_COND_NONE,
	CTX_COND_NONZERO,
	CTX_COND_ZERO,
};

struct strbuf;
/* ", shared", ", cond=nonzero"...: what Clang's attributes add to sparse's counts, for the dumps */
void decl_context_print_kind(struct strbuf *sb, const struct decl_context *c);

/*
 * An object with __attribute__((cleanup(fn))), as guard(), scoped_guard(),
 * CLASS() and __free() declare them: gcc calls fn(&var) at every exit of
 * the object's scope, once its declaration has been passed.  Each
 * block-scope N_DECL lists its own in declaration order (n->cleanups):
 * at an exit of a block (or of a for statement whose first clause
 * declares them), a flow pass runs those of the declarations it passed in
 * that scope, the last declared first.
 */
struct decl_cleanup {
	struct decl_cleanup *next;
	struct decl_sym *var;		/* the object; var->cleanup: the function */
	struct node *init_decl;		/* its N_INIT_DECL */
};

struct decl_sym {
	struct decl_sym *shadowed;	/* the same name in an outer scope */
	struct decl_sym *scope_next;	/* the next symbol of the same scope */
	struct ident *name;
	struct type *type;
	/*
	 * The declaring node, the last one if several: NULL once the file-scope
	 * declaration it is part of has been evaluated and dropped (parse.c),
	 * or if none.  pos and declared stay: where it was, and whether there
	 * was one.
	 */
	struct node *decl;
	struct srcpos pos;
	unsigned int body;		/* inline function: 1 + its index among the waiting bodies */
	struct decl_sym *cleanup;	/* object: the function of cleanup(fn), run at scope exit */
	struct decl_context *contexts;	/* function: its context() attributes, in source order */
	int64_t value;			/* enumerator: its value, if value_known */
	unsigned int depth;		/* scope depth, 0: file scope */
	uint32_t align;			/* object: aligned(N) or _Alignas on it, 0 if none */
	uint8_t kind;			/* enum decl_sym_kind */
	bool value_known;
	bool declared;			/* pos is its declaration's */
	bool is_param;			/* a function parameter */
	uint16_t param;			/* parameter: 1 + its position in the list (0: not known) */
	bool defined;			/* has an initializer or a body (tag: a body) */
	bool no_linkage;		/* a block-scope object without extern */
	bool implicit;			/* the implicit declaration of a called function */
	bool used;			/* function: referenced by evaluated code */
	bool noreturn;			/* function: noreturn attribute or _Noreturn */
	bool no_context_analysis;	/* function: no_thread_safety_analysis (__context_unsafe) */
	uint16_t nparam_names;		/* of param_names */
	/*
	 * object: guarded_by(lock) or pt_guarded_by(lock) (7.0's
	 * __guarded_by, __pt_guarded_by), the lock as written and resolved
	 * at file scope; NULL if none.
	 */
	struct node *guarded_by, *pt_guarded_by;
	/* function, once decl is dropped: its last declaration's parameter names (NULL: unnamed) */
	struct ident **param_names;
};

/*
 * Evaluates UNIT: the types of its declarations and, through eval.c and
 * stmt.c, of its expressions and statements.  With DUMP, prints one line
 * per file-scope declaration and per struct/union/enum defined outside
 * functions (--dump-types).  The types live in the type arena
 * (type_init() first).
 */
void decl_unit(struct node *unit, FILE *dump);
/*
 * Parses the body of the function definition FD that the parser set
 * aside (an inline function's, ast_body_deferred()) and puts it in place;
 * false if FD's body was there already.  The driver gives the parser's
 * (run.c): the semantic pass needs its bodies but knows no parser.
 */
typedef bool decl_parse_body_fn(struct node *fd);
/*
 * The same, one external declaration at a time as the parser completes
 * them: decl_unit_begin(), decl_external() for each, decl_unit_end();
 * PARSE_BODY parses a body the parser set aside when it is used.
 */
void decl_unit_begin(FILE *dump, decl_parse_body_fn *parse_body);
/* The typedefs an architecture's pragma declares (pp_hooks.neon_types), in the current scope. */
void decl_pragma_typedefs(void);
void decl_external(struct node *n);
/*
 * After decl_external(): the nodes of that declaration are DROPPED (given
 * back to the parser's temporary arena), or kept.
 */
void decl_external_end(bool dropped);
void decl_unit_end(void);
/* The innermost visible symbol; TAG selects the tag name space. */
struct decl_sym *decl_lookup(const struct ident *name, bool tag);
/* Frees the symbols of the unit. */
void decl_release(void);

#endif
