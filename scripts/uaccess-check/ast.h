/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The abstract syntax tree.  One node type with a kind and at most four
 * children keeps the grammar's actions one call each; the accessors below
 * name the children per kind.  Every node has the position of the token
 * that best identifies it (the operator of a binary expression, the name
 * of a declarator), with the macro expansion it came from.
 */
#ifndef UACCESS_CHECK_AST_H
#define UACCESS_CHECK_AST_H

#include <stdbool.h>
#include <stdio.h>

#include "diag.h"

enum node_kind {
#define AST(kind, s0, s1, s2, s3) N_##kind,
#include "ast.def"
#undef AST
	N_NR_KINDS
};

/* A node's op: an operator or a specifier keyword (ops.def). */
enum ast_op {
	OP_NONE,
#define OP(name, spelling) OP_##name,
#define SPEC(name, spelling)
#include "ops.def"
#undef OP
#undef SPEC
	OP_NR
};

enum ast_spec {
	SPEC_NONE = OP_NR,	/* apart from the operators: a slip shows in --dump-ast */
#define OP(name, spelling)
#define SPEC(name, spelling) SPEC_##name,
#include "ops.def"
#undef OP
#undef SPEC
	SPEC_NR
};

/* The spelling of an operator or a specifier keyword ("<<=", "typedef"). */
const char *ast_op_spelling(int op);
/* A type specifier keyword (int, _Bool, __auto_type...), not a storage class or qualifier. */
static inline bool ast_spec_is_type(int spec)
{
	return spec >= SPEC_VOID && spec <= SPEC_AUTO_TYPE;
}

struct type;
struct ident;
struct decl_sym;
struct decl_cleanup;
struct type_member;

struct node {
	uint16_t kind;
	uint16_t op;		/* operator, keyword or flags, per kind */
	uint16_t flags;		/* AST_F_*, set by the parser or the semantic pass (in padding: free) */
	struct srcpos pos;
	struct node *next;	/* next in a list */
	struct node *tail;	/* in a list's head: its last node (NULL: itself) */
	struct type *type;	/* filled by semantic evaluation */
	/*
	 * The slots, named per kind in ast.def; the per-kind views below
	 * name the fields that are not children: a walk over the tree
	 * follows only the child slots (ast_for_each_child()).
	 */
	union {
		struct node *kid[4];
		struct {			/* names: IDENT, DECLARATOR, GOTO, ... */
			struct ident *name;
			struct decl_sym *sym;	/* IDENT: the declaration it denotes (evaluated) */
			/*
			 * GOTO, LABEL_ADDR, an asm goto's label (IDENT): the
			 * LABELED statement it names, NULL if none (resolved
			 * when the function's definition is met).
			 */
			struct node *label;
		};
		struct {
			const char *str;	/* literal spelling */
			uint32_t len;
		};
		struct {			/* MEMBER */
			struct node *base, *field;
			struct type_member *member;	/* the member selected (evaluated) */
		} mem;
		struct {			/* CALL */
			struct node *fn, *args;
			struct decl_sym *callee;	/* the function called by name, if any */
		} call;
		struct {			/* SWITCH */
			struct node *cond, *body;
			struct node *cases;	/* its CASE and DEFAULT labels in order (cs.next; resolved) */
		} sw;
		struct {			/* CASE, DEFAULT */
			struct node *first, *last;
			struct node *next;	/* the next case label of its switch */
			struct node *sw;	/* its SWITCH, NULL if none */
		} cs;
		struct {			/* GENERIC */
			struct node *control, *assocs;
			struct node *chosen;	/* the association's expression chosen */
		} gen;
		struct {			/* DECL */
			struct node *specifiers, *declarators;
			/*
			 * Its block-scope objects with a cleanup(fn)
			 * attribute, in declaration order (evaluated).
			 */
			struct decl_cleanup *cleanups;
		} decl;
		struct {			/* CHOOSE_EXPR */
			struct node *cond, *a, *b;
			struct node *chosen;	/* a or b, when cond folds */
		} choose;
	};
};


/* ->flags: allocated in the arena of a file-scope initializer (see ast_temp_begin()). */
#define AST_F_TEMP 0x0002
/* ->flags: N_CALL of a noreturn function (attribute, _Noreturn or builtin) */
#define AST_F_NORETURN 0x0004
/* ->flags: an expression written in parentheses (the parser drops them; -Wparentheses) */
#define AST_F_PAREN 0x0008
/*
 * ->flags: the empty statement the parser adds at the closing brace
 * after a label that ends a block ("case 1: }"), which C23 and gcc
 * accept; it has the brace's position.
 */
#define AST_F_NO_STMT 0x0010
/*
 * ->flags: a FUNCTION_DEF whose body holds a _Static_assert (the parser
 * counts them), which sparse evaluates as it parses, even in an inline
 * function never called; on the STATIC_ASSERT, evaluated already.
 */
#define AST_F_HAS_ASSERT 0x0020
#define AST_F_ASSERTED 0x0040
/*
 * ->flags, set by evaluation on the expression that designates an object
 * (identifier, *p, p->m, s.m, a[i]): the object is read, written, or both
 * ("x += 1", "x++", a "+r" asm operand), where sema delivers its read and
 * write events (hooks.def), plus the outputs of asm statements.  Neither
 * on "&x", sizeof(x), an array or function designator, or anything
 * unevaluated; the flow layer takes them as the accesses of the code.
 */
#define AST_F_READ 0x0080
#define AST_F_WRITE 0x0100

/*
 * ->flags of labels, set when they are resolved (stmt_resolve_labels()):
 * a LABELED statement some goto, &&label or asm goto names; one whose
 * label was declared with __label__; a second definition of a label
 * (the references name the first); the first reference to a label the
 * function does not define.
 */
#define AST_F_LABEL_USED 0x0200
#define AST_F_LABEL_LOCAL 0x0400
#define AST_F_LABEL_DUPLICATE 0x0800
#define AST_F_LABEL_UNDEFINED 0x1000

/* N_ARRAY's op: [static N], [*] */
#define AST_ARRAY_STATIC 1
#define AST_ARRAY_STAR 2
/* N_INIT_LIST's op: written with a comma before the '}' ("{ 0, }" is no "{ 0 }" for sparse). */
#define AST_INIT_TRAILING_COMMA 1
/* N_STRUCT's op flag: the specifier has a body (a definition). */
#define AST_HAS_BODY 0x8000
/* N_STRUCT's op: #pragma pack in force at its end, 0 none, else log2(pack) + 1 */
#define AST_PACK_SHIFT 12
#define AST_PACK_MASK (7 << AST_PACK_SHIFT)

struct node *ast_new(int kind, struct srcpos pos, struct node *a, struct node *b,
		     struct node *c, struct node *d);
struct node *ast_op(int kind, int op, struct srcpos pos, struct node *a, struct node *b,
		    struct node *c);
struct node *ast_name(int kind, struct srcpos pos, struct ident *name);
struct node *ast_literal(int kind, struct srcpos pos, const char *str, uint32_t len);
/* Appends list B to list A (either may be NULL); returns the head. */
struct node *ast_append(struct node *a, struct node *b);
/* "a" "b": B joins the pieces of literal A (see N_STRING). */
struct node *ast_string_concat(struct node *a, struct node *b);
/*
 * Dumps a tree, one node a line, for --dump-ast: after evaluation, with
 * each expression's type and the declaration or member it denotes.
 */
void ast_dump(FILE *out, const struct node *n, int depth);
/* Calls FN on each child of N (each node of the lists in its child slots). */
void ast_for_each_child(struct node *n, void (*fn)(struct node *child, void *arg), void *arg);
/* True if slot I of a node of KIND holds a child (ast.def). */
bool ast_is_child_slot(int kind, int i);
/*
 * Nesting is bounded so that the passes can recurse over the tree: a node
 * of ROOT more than LIMIT levels below it (children of a node one level
 * down, the elements of a list at the same level), or NULL.  Walks
 * without recursion; ast_node_count() (the nodes made so far) tells when
 * it is not needed.
 */
struct node *ast_too_deep(struct node *root, unsigned int limit);
unsigned long ast_node_count(void);
/* Frees every node of the unit. */
void ast_release(void);

/*
 * Nodes of a file-scope initializer go to a temporary arena between
 * ast_temp_begin() and ast_temp_end(); once the declaration has been
 * evaluated, ast_temp_release() gives them back, unless ast_temp_keep()
 * was called since (a symbol refers to one of them):
 * ast_temp_droppable() says which, so that pointers to them can be
 * cleared before.
 */
void ast_temp_begin(void);
void ast_temp_end(void);
void ast_temp_keep(void);
bool ast_temp_droppable(void);
void ast_temp_release(void);

extern const char *const node_kind_names[N_NR_KINDS];

#endif
