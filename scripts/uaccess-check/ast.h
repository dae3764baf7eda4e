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

#define NODE_KINDS \
	/* expressions */ \
	K(IDENT) K(INTEGER) K(FLOATING) K(CHAR) K(STRING) \
	K(BINARY) K(ASSIGN) K(UNARY) K(POSTFIX) K(COND) K(COMMA) K(CAST) \
	K(SIZEOF_TYPE) K(ALIGNOF_TYPE) K(CALL) K(INDEX) K(MEMBER) K(COMPOUND_LITERAL) \
	K(STMT_EXPR) K(LABEL_ADDR) K(GENERIC) K(GENERIC_ASSOC) K(OFFSETOF) K(VA_ARG) \
	K(TYPES_COMPATIBLE) K(CHOOSE_EXPR) K(HAS_ATTRIBUTE) K(CONVERTVECTOR) \
	/* initializers */ \
	K(INIT_LIST) K(INIT_ITEM) K(DESIG_FIELD) K(DESIG_INDEX) \
	/* statements */ \
	K(COMPOUND) K(EXPR_STMT) K(IF) K(SWITCH) K(WHILE) K(DO) K(FOR) K(GOTO) \
	K(GOTO_COMPUTED) K(CONTINUE) K(BREAK) K(RETURN) K(LABELED) K(CASE) K(DEFAULT) \
	K(ASM) K(ASM_OPERAND) K(LOCAL_LABEL) K(CONTEXT) \
	/* declarations */ \
	K(DECL) K(INIT_DECL) K(STATIC_ASSERT) K(FUNCTION_DEF) K(FILE_ASM) K(EMPTY_DECL) \
	K(TYPE_NAME) K(PARAM) K(ELLIPSIS) \
	/* declarators */ \
	K(DECLARATOR) K(POINTER) K(ARRAY) K(FUNCTION) \
	/* declaration specifiers */ \
	K(SPEC) K(TYPEDEF_NAME) K(STRUCT) K(MEMBER_DECL) K(MEMBER_DECLARATOR) \
	K(ENUM) K(ENUMERATOR) K(TYPEOF) K(ATTRIBUTE) K(ALIGNAS)

enum node_kind {
#define K(k) N_##k,
	NODE_KINDS
#undef K
	N_NR_KINDS
};

struct type;
struct ident;

struct node {
	uint16_t kind;
	uint16_t op;		/* operator, keyword or flags, per kind */
	uint16_t flags;		/* AST_F_*, set by the semantic pass (in padding: free) */
	struct srcpos pos;
	struct node *next;	/* next in a list */
	struct node *tail;	/* in a list's head: its last node (NULL: itself) */
	struct type *type;	/* filled by semantic evaluation */
	union {
		struct node *kid[4];
		struct {
			struct ident *name;
			struct node *unused[3];
		};
		struct {
			const char *str;	/* literal spelling */
			uint32_t len;
		};
	};
};

/*
 * Children per kind (kid[0..3]):
 *   BINARY, ASSIGN, COMMA, INDEX: lhs, rhs        UNARY, POSTFIX: operand
 *   COND: cond, then (NULL for "a ?: b"), else    CAST: type name, operand
 *   CALL: function, arguments (list)              MEMBER: base, name (op '.' or ARROW)
 *   COMPOUND_LITERAL: type name, init list        STMT_EXPR: compound
 *   GENERIC: control, associations                GENERIC_ASSOC: type name or NULL, expr
 *   OFFSETOF: type name, designators              VA_ARG: expr, type name
 *   TYPES_COMPATIBLE: type name, type name        CHOOSE_EXPR: cond, a, b
 *   HAS_ATTRIBUTE: expr or type name, attribute   SIZEOF_TYPE, ALIGNOF_TYPE: type name
 *   INIT_LIST: items   INIT_ITEM: designators, value   DESIG_INDEX: first, last or NULL
 *   COMPOUND: items    EXPR_STMT: expr or NULL   IF: cond, then, else   SWITCH/WHILE: cond, body
 *   DO: body, cond     FOR: init (decl or expr), cond, step, body    RETURN: expr or NULL
 *   GOTO, LABEL_ADDR, DESIG_FIELD, LABELED: name (LABELED kid[2]: attributes)
 *   GOTO_COMPUTED: expr   CASE: first, last or NULL
 *   LABELED, CASE and DEFAULT are block items: they mark the item after them
 *   ASM: template, outputs, inputs, a node with clobbers and labels (op: 1 volatile,
 *        2 goto, 4 inline)
 *   ASM_OPERAND: name (ident node or NULL), constraint, expr   LOCAL_LABEL: names
 *   CONTEXT: expr, expr, expr
 *   DECL: specifiers, init declarators    INIT_DECL: declarator, initializer, asm label, attributes
 *         (a file-scope initializer is NULL once evaluated: the symbol's "defined" says it was there)
 *   STATIC_ASSERT: expr, message or NULL  FUNCTION_DEF: specifiers, declarator, K&R decls, body
 *   STRING: kid[2] the next piece of a concatenation "a" "b" (kid[3] the last, in the first)
 *   INTEGER, FLOATING, CHAR: str and len only; the node ends there (no kid[2], kid[3])
 *   FILE_ASM: string   TYPE_NAME: specifiers, abstract declarator   PARAM: specifiers, declarator
 *   DECLARATOR: name (NULL if abstract)
 *   POINTER: qualifiers, inner, attributes written before the '*' in parentheses
 *   ARRAY: inner, size, qualifiers (op: static, '*')   FUNCTION: inner, parameters (op: variadic, K&R)
 *   SPEC: op is the keyword                TYPEDEF_NAME: name
 *   STRUCT: tag (ident node), members, attributes after the body, attributes after the
 *           keyword (op STRUCT or UNION, | AST_HAS_BODY)
 *   MEMBER_DECL: specifiers, member declarators   MEMBER_DECLARATOR: declarator, width, attributes
 *   ENUM: tag, enumerators, attributes    ENUMERATOR: name, value, attributes
 *   TYPEOF: expr or type name (op: unqual)     ATTRIBUTE: name, arguments   ALIGNAS: expr or type name
 */

/* ->flags: allocated in the arena of a file-scope initializer (see ast_temp_begin()). */
#define AST_F_TEMP 0x0002

/* N_STRUCT's op flag: the specifier has a body (a definition). */
#define AST_HAS_BODY 0x8000
/* ->flags: a noderef access was reported for this expression already. */
#define AST_F_ACCESS_SEEN 0x0001
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
/* Dumps a tree, one node a line, for --dump-ast. */
void ast_dump(FILE *out, const struct node *n, int depth);
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
