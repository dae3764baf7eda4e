/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The abstract syntax tree.  One node type with a kind and at most four
 * children keeps the grammar's actions one call each; the views below
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
#define AST(kind, view, s0, s1, s2, s3) N_##kind,
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
struct node;
/* Whether the specifier list SPECS has the keyword SPEC (SPEC_INLINE, SPEC_STATIC...). */
bool ast_has_spec(const struct node *specs, int spec);
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
struct parse_deferred;

struct node {
	uint16_t kind;
	uint16_t op;		/* operator, keyword or flags, per kind */
	uint16_t flags;		/* AST_F_*, set by the parser or the semantic pass (in padding: free) */
	struct srcpos pos;
	/*
	 * An expression's last token (its closing ')' or ']', its last
	 * operand's last token), pos for other nodes: with the first token,
	 * found by walking down the left operands, the range a diagnostic
	 * underlines (ast_range()).  In padding before ->next: free.
	 */
	uint32_t end_loc;
	struct node *next;	/* next in a list */
	struct node *tail;	/* in a list's head: its last node (NULL: itself) */
	struct type *type;	/* filled by semantic evaluation */
	/*
	 * Four slots, named per kind in ast.def.  The kind's view names its
	 * children (n->if_stmt.cond, n->function_def.body); the node's own
	 * fields, which are no children, are read directly (n->name,
	 * n->sym), each in a slot its kinds leave free of children.  kid[]
	 * is for the code that handles every kind alike (ast.c) and the
	 * parser's glue.  A walk over the tree follows only the child slots
	 * (ast_for_each_child()); ast.c checks at compile time that every
	 * field is where ast.def puts it.
	 */
	union {
		struct node *kid[4];
		/* the own fields, by slot */
		struct {
			union {
				struct ident *name;	/* NULL: an abstract DECLARATOR */
				const char *str;	/* a literal's spelling */
				/* SPEC _Atomic(T): a TYPE_NAME that walks do not visit (as ever) */
				struct node *atomic_type;
			};
			union {
				uint32_t len;		/* of str */
				/* COMPOUND: its closing brace (a function's implicit return) */
				struct srcpos end;
			};
			union {
				/* MEMBER: the member selected (evaluated) */
				struct type_member *member;
				/* PARAM: its trailing attributes, not walked (as ever) */
				struct node *param_attributes;
				/* CALL: the function called by name, if any */
				struct decl_sym *callee;
				/*
				 * DECL: its block-scope objects with a cleanup(fn)
				 * attribute, in declaration order (evaluated).
				 */
				struct decl_cleanup *cleanups;
				/*
				 * GOTO, LABEL_ADDR, an asm goto's label (IDENT): the
				 * LABELED statement it names, NULL if none (resolved
				 * when the function's definition is met).
				 */
				struct node *label;
				/* SWITCH: its CASE and DEFAULT labels in order (resolved) */
				struct node *cases;
				/* CASE, DEFAULT: the next of its switch */
				struct node *next_case;
				/*
				 * COMPOUND: a function body not parsed yet, its
				 * tokens (parse.h), NULL once parsed
				 */
				struct parse_deferred *deferred;
			};
			union {
				/* the declaration a name denotes (IDENT: evaluated) */
				struct decl_sym *sym;
				/* GENERIC, CHOOSE_EXPR: the operand chosen */
				struct node *chosen;
				/* STRING: the last piece of next_piece's chain */
				struct node *last_piece;
				/* CASE, DEFAULT: its SWITCH, NULL if none */
				struct node *in_switch;
			};
		};
		/* the views: children by name (several kinds may share one) */
		struct { const void *slot0_, *slot1_; struct node *next_piece; } string;
		struct { struct node *lhs, *rhs; } binary;	/* BINARY, ASSIGN, COMMA */
		struct { struct node *operand; } unary;		/* UNARY, POSTFIX */
		struct { struct node *cond, *then, *otherwise; } conditional;
		struct { struct node *type_name, *operand; } cast;
		struct { struct node *type_name; } of_type;	/* SIZEOF_TYPE, ALIGNOF_TYPE */
		struct { struct node *fn, *args; } call;
		struct { struct node *array, *index; } subscript;
		struct { struct node *base, *field; } mem;
		struct { struct node *type_name, *items; } compound_literal;
		struct { struct node *compound; } stmt_expr;
		struct { struct node *control, *assocs; } gen;
		struct { struct node *type_name, *expr; } assoc;
		struct { struct node *type_name, *designators; } offset_of;
		struct { struct node *expr, *type_name; } va_arg_expr;
		struct { struct node *first, *second; } types_compatible;
		struct { struct node *cond, *a, *b; } choose;
		struct { struct node *operand, *attribute; } has_attribute;
		struct { struct node *expr, *type_name; } convertvector;
		struct { struct node *items; } init_list;
		struct { struct node *designators, *value; } init_item;
		struct { struct node *first, *last; } desig_index;
		struct { struct node *items; } compound;
		struct { struct node *expr; } expr_stmt;
		struct { struct node *cond, *then, *otherwise; } if_stmt;
		struct { struct node *cond, *body; } switch_stmt;
		struct { struct node *cond, *body; } while_stmt;
		struct { struct node *body, *cond; } do_stmt;
		struct { struct node *init, *cond, *step, *body; } for_stmt;
		struct { struct node *expr; } goto_computed;
		struct { struct node *expr; } return_stmt;
		struct { const void *slot0_; struct node *stmt, *attributes; } labeled;
		struct { struct node *first, *last; } case_label;
		struct { struct node *template, *outputs, *inputs, *tail; } asm_stmt;
		struct { struct node *clobbers, *labels; } asm_tail;
		struct { struct node *symbolic_name, *constraint, *expr; } asm_operand;
		struct { struct node *names; } local_label;
		struct { struct node *lock, *delta; } context;
		struct { struct node *specifiers, *declarators; } decl;
		struct {
			struct node *declarator, *initializer, *asm_label, *attributes;
		} init_decl;
		struct { struct node *expr, *message; } static_assertion;
		struct { struct node *specifiers, *declarator, *knr_decls, *body; } function_def;
		struct { struct node *string; } file_asm;
		struct { struct node *specifiers, *declarator; } type_name;
		struct { struct node *specifiers, *declarator; } param;
		struct { struct node *qualifiers, *inner, *attributes; } pointer;
		struct { struct node *inner, *size, *qualifiers; } array;
		struct { struct node *inner, *params; } function;
		struct { struct node *tag, *members, *attributes, *keyword_attributes; } record;
		struct { struct node *specifiers, *declarators; } member_decl;
		struct { struct node *declarator, *width, *attributes; } member_declarator;
		struct { struct node *tag, *enumerators, *attributes; } enum_spec;
		struct { const void *slot0_; struct node *value, *attributes; } enumerator;
		struct { struct node *operand; } typeof_spec;
		struct { const void *slot0_; struct node *args; } attribute;
		struct { struct node *operand; } alignas_spec;
	};
};

/*
 * The slot names of ast.def that are own fields, not children (and "_",
 * nothing): AST_IS_OWN(s) is 1 for them, 0 for a child's name.  A new
 * own field needs its line here, or ast.c's checks take it for a child
 * of the kind's view.
 */
#define AST_OWN__ ~, 1
#define AST_OWN_name ~, 1
#define AST_OWN_sym ~, 1
#define AST_OWN_str ~, 1
#define AST_OWN_len ~, 1
#define AST_OWN_end ~, 1
#define AST_OWN_member ~, 1
#define AST_OWN_callee ~, 1
#define AST_OWN_chosen ~, 1
#define AST_OWN_last_piece ~, 1
#define AST_OWN_atomic_type ~, 1
#define AST_OWN_param_attributes ~, 1
#define AST_OWN_cleanups ~, 1
#define AST_OWN_label ~, 1
#define AST_OWN_cases ~, 1
#define AST_OWN_deferred ~, 1
#define AST_OWN_next_case ~, 1
#define AST_OWN_in_switch ~, 1
#define AST_SECOND_(a, b, ...) b
#define AST_PROBE_(...) AST_SECOND_(__VA_ARGS__, 0, ~)
#define AST_IS_OWN(s) AST_PROBE_(AST_OWN_##s)

/*
 * ->flags: allocated in the arena of file-scope declarations (see
 * ast_temp_begin()): part of the declaration being evaluated, or of one
 * kept; ast_temp_holds() tells which.
 */
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

/* N_FUNCTION's op: a prototype ending in "...", or an identifier list (K&R) */
#define AST_FUNCTION_VARIADIC 1
#define AST_FUNCTION_KR 2
/* N_ASM's op: its qualifiers */
#define AST_ASM_VOLATILE 1
#define AST_ASM_GOTO 2
#define AST_ASM_INLINE 4
/* N_TYPEOF's op: typeof_unqual */
#define AST_TYPEOF_UNQUAL 1
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

/*
 * The declarator a POINTER, ARRAY or FUNCTION declarator applies to:
 * from the outside in, they lead to the DECLARATOR (its name) or to NULL
 * (abstract).
 */
static inline struct node *declarator_inner(const struct node *d)
{
	if (d->kind == N_POINTER)
		return d->pointer.inner;
	return d->kind == N_ARRAY ? d->array.inner : d->function.inner;
}

/*
 * The DECLARATOR (the name) D declares, through its pointers, arrays and
 * functions; NULL if D is abstract.
 */
static inline struct node *declarator_id(struct node *d)
{
	while (d && d->kind != N_DECLARATOR)
		d = declarator_inner(d);
	return d;
}

/*
 * E without its casts: the operand the value came from, for the questions
 * a cast does not change (which object, which call, which local).
 */
static inline struct node *ast_strip_casts(const struct node *e)
{
	while (e && e->kind == N_CAST)
		e = e->cast.operand;
	return (struct node *)e;
}

/* The operand a true condition of COND E yields: then, or the condition in "a ?: b". */
static inline struct node *conditional_then(const struct node *e)
{
	return e->conditional.then ? e->conditional.then : e->conditional.cond;
}

/* Whether the body of the function definition FD waits unparsed (parse_deferred_body()). */
static inline bool ast_body_deferred(const struct node *fd)
{
	return fd->function_def.body && fd->function_def.body->deferred;
}

struct node *ast_new(int kind, struct srcpos pos, struct node *a, struct node *b,
		     struct node *c, struct node *d);
struct node *ast_op(int kind, int op, struct srcpos pos, struct node *a, struct node *b,
		    struct node *c);
struct node *ast_name(int kind, struct srcpos pos, struct ident *name);
struct node *ast_literal(int kind, struct srcpos pos, const char *str, uint32_t len);
/* N, whose last token is at END (a ')', ']' or '}' of its own): the parser's actions. */
static inline struct node *ast_end(struct node *n, struct srcpos end)
{
	n->end_loc = end.loc;
	return n;
}
/*
 * What a diagnostic about expression N underlines: from its first token
 * to its last, the caret at N's own position (an operator, a call's '(').
 */
struct srcrange ast_range(const struct node *n);
/* Appends list B to list A (either may be NULL); returns the head. */
struct node *ast_append(struct node *a, struct node *b);
/* "a" "b": B joins the pieces of literal A (see N_STRING). */
struct node *ast_string_concat(struct node *a, struct node *b);
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
 * The nodes of a file-scope declaration go to a temporary arena from
 * ast_temp_begin() to ast_temp_end() (the parser's, before the declaration
 * is evaluated); ast_temp_release() then gives them back, unless
 * ast_temp_keep() was called since (something refers to them):
 * ast_temp_droppable() says which, and ast_temp_holds() whether a node is
 * one of them, so that pointers to them can be cleared before.
 */
void ast_temp_begin(void);
void ast_temp_end(void);
void ast_temp_keep(void);
bool ast_temp_droppable(void);
bool ast_temp_holds(const void *p);
void ast_temp_release(void);
/*
 * Changes whenever nodes are given back: a node's address then names
 * another node later, so what is remembered by address (a cache) must
 * be remembered with it.
 */
unsigned long ast_generation(void);

extern const char *const node_kind_names[N_NR_KINDS];

#endif
