/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Semantic evaluation, shared between its parts: declarations
 * (declarator.c, decl.c, unit.c), expressions and conversions (eval.c), statements and function bodies
 * (stmt.c), integer constant expressions (const.c) and initializers
 * (init.c).  One walk over the AST of a unit, in source order, with the
 * scopes of the symbol table (decl.h) following it.
 *
 * The rule of the whole pass: report only what is certain.  A type the
 * pass does not understand becomes TYPE_ERROR, and nothing is reported
 * about an expression that involves one.  The kernel compiles with gcc,
 * so every error the pass reports on the kernel is a bug of the pass.
 */
#ifndef UACCESS_CHECK_SEMA_H
#define UACCESS_CHECK_SEMA_H

#include <stdbool.h>
#include <stdio.h>
#include <stdint.h>

#include "decl.h"
#include "diag.h"

struct node;
struct type;

/*
 * Where the semantic pass is, in one place: the scope and nesting depths
 * the declarations see, whether the code is evaluated, where
 * --dump-types goes.  (stmt.c keeps the function being evaluated, saved
 * and restored around nested bodies.)  Reset by decl_release().
 */
struct sema_state {
	unsigned int depth;		/* block scope depth, 0: file scope */
	unsigned int fn_depth;		/* inside a function body */
	unsigned int proto_depth;	/* inside a parameter list */
	unsigned int record_depth;	/* inside a struct or union body */
	unsigned int unevaluated;	/* inside sizeof, typeof...: nothing is read or written */
	bool static_init;		/* init.c: initializing an object of static storage */
	/*
	 * Inside code that a constant condition makes dead: the arm of a
	 * ?: not taken (which sparse does not even expand), and the branch
	 * of an if (or the body of a while) that a constant condition
	 * skips (which sparse removes before its late warnings).
	 */
	unsigned int dead_arm;
	unsigned int dead_branch;
	/*
	 * Evaluating the _Static_asserts of an inline body that waits
	 * (unit.c): its locals are not declared, so a name not found is a
	 * quiet error and sema_error() only counts.
	 */
	bool prescan;
	unsigned int prescan_errors;
	FILE *dump;			/* --dump-types, or NULL */
};

extern struct sema_state sema;

/* An integer constant: V truncated and sign-extended to the width of T. */
struct cval {
	uint64_t v;
	struct type *t;
};

enum fold_result {
	FOLD_UNKNOWN,		/* the pass cannot tell: nothing is reported */
	FOLD_OK,		/* an integer constant expression, value in *r */
	FOLD_NONCONST,		/* certainly not a constant (a variable, a call...) */
};

/*
 * const.c: folds the integer constant expression E, evaluated first
 * (eval_expr) when it has no type yet.
 */
enum fold_result const_fold(struct node *e, struct cval *r);
/* Folds E without evaluating it: E has been evaluated. */
enum fold_result const_fold_typed(struct node *e, struct cval *r);
/* The constant literal's value and type: integer and character constants. */
bool const_integer_literal(struct node *e, struct cval *r);
/* An integer literal's digits and suffix. */
struct int_literal {
	uint64_t v;
	unsigned int base;	/* 2, 8, 10 or 16 */
	unsigned int nlong;	/* l or ll suffix: 1 or 2 */
	bool uns;		/* u suffix */
};
bool const_integer_parse(const struct node *e, struct int_literal *lit, bool *overflow);
bool const_char_literal(struct node *e, struct cval *r);
/* Truncates and sign-extends r->v to r->t; false if r->t is no integer up to 64 bits. */
bool cval_convert(struct cval *r, struct type *t);
bool cval_fits(uint64_t v, struct type *t);
bool cval_is_negative(const struct cval *r);
/* A null pointer constant: an integer constant 0, or one cast to void *. */
bool const_is_null_pointer(struct node *e);

/*
 * eval.c: the type of expression E, set in e->type: the type of the
 * object for an lvalue (qualified, arrays not decayed), the function type
 * for a function designator.
 */
struct type *eval_expr(struct node *e);
/*
 * The value's type after lvalue conversion and decay: what an operand
 * sees.  A query: no event.
 */
struct type *eval_value(struct node *e);
/*
 * Evaluates E as an operand whose value is used (the consumer calls it
 * once): if E designates an object, its read event goes to the hooks.
 * Returns eval_value(E).
 */
struct type *eval_operand(struct node *e);
/*
 * Evaluates the expression of the asm operand OP (N_ASM_OPERAND), an
 * output or an input, and marks the object it designates written (an
 * output), read (an input) or both (a "+" output).  No event: the asm
 * hook sees the operands.
 */
void eval_asm_operand(struct node *op, bool output);
/* A value read from an object of type T: its address space and noderef dropped. */
struct type *eval_strip_object(struct type *t);
/* The type typeof(E) names. */
struct type *eval_typeof(struct node *e);
/* sizeof/typeof operand: evaluated without the effects of a real evaluation. */
struct type *eval_unevaluated(struct node *e);
bool eval_is_lvalue(const struct node *e);
struct node *eval_accessed_object(struct node *e);
/* The name of the parameter I (0-based) of the function F's declaration, or NULL. */
const char *decl_param_name(const struct decl_sym *f, unsigned int i);
/* The member a '.' or '->' expression selects, or NULL (bit-fields). */
struct type_member *eval_member_of(const struct node *e);

/* Where a value is converted: the checks after the front end hook in here. */
enum conv_kind {
	CONV_ASSIGN,
	CONV_INIT,
	CONV_ARG,
	CONV_RETURN,
	CONV_CAST,
};

struct conv_ctx {
	enum conv_kind kind;
	struct srcpos pos;		/* where to report */
	const char *fn;			/* CONV_ARG: the function's name, if known */
	unsigned int argno;		/* CONV_ARG: 1-based */
	int op;				/* CONV_ASSIGN: the operator, OP_ASSIGN or OP_ADD_ASSIGN... */
	int bit_width;			/* CONV_ASSIGN, CONV_INIT: a bit-field's width, else 0 */
	const char *to_name;		/* the parameter or object given the value, if named */
};

/* What a declaration of an ordinary identifier says besides its type (declaration hook). */
struct decl_info {
	struct node *name;		/* the declarator naming it (its position) */
	struct decl_sym *earlier;	/* the declaration of the name it hides in an outer scope */
	struct type *type;		/* the type this declaration gives (before merging) */
	struct type *previous;		/* the type of the one it redeclares in its scope, or NULL */
	struct srcpos previous_pos;	/* where that one is, if has_previous_pos */
	bool has_previous_pos;
	bool file_scope;
	bool first;			/* no earlier declaration of the symbol is visible */
	bool definition;		/* a body, an initializer, or an object without extern */
	bool is_static, is_extern, is_inline, is_register;
	bool externally_visible;	/* __attribute__((externally_visible)): the kernel's __visible */
};

/*
 * Every implicit and explicit conversion of the value of E to type TO
 * goes through here.  Reports what gcc refuses (struct to int, ...);
 * false if the conversion is impossible.
 */
bool eval_convert(struct node *e, struct type *to, const struct conv_ctx *ctx);
/* The binary operator of a compound assignment: OP_ADD for OP_ADD_ASSIGN, else 0. */
int eval_assign_binop(int op);
/*
 * "a op b" with a vector operand (sema/vector.c): the result's type, or
 * NULL for operands gcc refuses (the caller says so); a scalar that
 * would change its value is reported here.
 */
struct type *eval_vector_binary(struct node *e, int op, struct node *l, struct node *r,
				struct type *a, struct type *b);
/*
 * Converting E, of type FROM, to TO as an assignment does, when either
 * type is a vector: between vectors of one size, and without
 * -flax-vector-conversions as many elements of one type too (gcc's
 * vector_types_convertible_p()); a comparison of vectors is gcc's opaque
 * vector, which converts to any of its size.
 */
bool eval_vector_convertible(const struct node *e, const struct type *to,
			     const struct type *from);

/* stmt.c: a function body, a statement expression's compound. */
/* The body of function definition FD, of SYM (NULL if the declarator was not understood). */
void stmt_function_body(struct node *fd, struct decl_sym *sym, struct type *fn_type);
struct type *stmt_expr(struct node *compound);
bool stmt_in_function(void);
const char *stmt_function_name(void);
/* The symbol of an identifier not declared in this function yet: reported once. */
void stmt_report_undeclared(struct node *id);
/*
 * Resolves the labels of function definition FD on its tree (ast.h:
 * label, sw.cases, cs, AST_F_LABEL_*), before the function_def hook.
 */
void stmt_resolve_labels(struct node *fd);
/* The goto, &&label or asm goto label N is evaluated: its label must be defined. */
void stmt_label_reference(struct node *n);

/*
 * init.c: checks the initializer INIT of an object of type *T (completes
 * []); NAME: the object's, NULL for a compound literal.
 */
void init_check(struct node *init, struct type **t, bool static_storage, const char *name);

/* declarator.c, decl.c, unit.c, symtab.c */
struct type *decl_type_name(struct node *tn);
/* A record (or array of them) with a member the pass could not lay out. */
bool decl_layout_unknown(const struct type *t);
/* A declaration, _Static_assert or function definition in a block or at file scope. */
void decl_declaration(struct node *decl);
void decl_function_def(struct node *fd);
/* A function is referenced by evaluated code: its inline body is evaluated too. */
void decl_use_function(struct decl_sym *sym);
void decl_static_assert(struct node *sa);
void decl_push_scope(void);
void decl_pop_scope(void);
unsigned int decl_depth(void);
/* Declares the implicit "int name()" of a call to an undeclared function. */
struct decl_sym *decl_implicit_function(struct node *id);
/* An identifier used where it is not declared: stays quiet after the first report. */
struct decl_sym *decl_undeclared(struct node *id, unsigned int depth);

/* Diagnostics of the pass: errors only when no TYPE_ERROR is involved. */
void sema_error(struct srcpos pos, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
bool sema_is_error(const struct type *t);

/*
 * attr.c: evaluates E, the lock expression of a context (sparse's
 * __context__ statement and context() attribute): typed and its names
 * bound, but as sparse never evaluates it, without events, uses of
 * functions or diagnostics; a name not declared stays unbound (the
 * kernel's __acquire(RCU)).
 */
void sema_lock_expr(struct node *e);
/* The attribute A (N_ATTRIBUTE) is NAME, spelled NAME or __NAME__. */
bool attr_is(const struct node *a, const char *name);

#endif
