/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The parser's glue: the token feed from the preprocessor (keywords,
 * typedef names), and the functions the grammar's actions call.
 */
#ifndef UACCESS_CHECK_PARSE_H
#define UACCESS_CHECK_PARSE_H

#include <stdbool.h>

#include "ast.h"
#include "options.h"
#include "token.h"

/*
 * The parser's stack: kernel expressions nest deep after macro expansion.
 * A level of the syntax tree takes a few entries: the stack outgrows
 * -fmax-nesting-depth, whose error (one declaration left unchecked) is
 * kinder than the parser's (the rest of the unit).
 */
#define PARSE_MAX_DEPTH (opts.max_nesting_depth > 100000 / 12 ? \
			 12L * opts.max_nesting_depth : 100000L)

struct parse_state {
	struct node *unit;		/* the translation unit, a list of declarations */
	/* specifier lists of the declarations being parsed, innermost last */
	struct node **specs;
	unsigned int nspecs, specs_cap;
	/* the scanner's view of declarations, for the typedef-name decision */
	bool type_seen;			/* a type specifier came: a name now is a declarator */
	int tag_state;			/* 1: after struct/union/enum, 2: after the tag */
	bool member_next;		/* after . or ->: a member name */
	/* "T a, b;": after a declarator's name, the ',' at its level re-arms type_seen */
	bool decl_active, after_declarator;
	int decl_paren, decl_braces;
	uint64_t params;		/* per paren depth: a parameter list */
	int paren_depth;
	int attr_paren;			/* paren depth where an attribute's list ends, or -1 */
	bool attr_next;			/* __attribute__ or _Alignas seen, its '(' comes */
	int typeof_paren;		/* paren depth where typeof(...) ends, or -1 */
	bool typeof_next;
	unsigned char *braces;		/* per open brace: 1 if a struct/union/enum body */
	int nbraces, braces_cap;
	unsigned int errors;
	unsigned long nodes_seen;	/* ast_node_count() at the last external declaration */
	/* function definitions being parsed, and _Static_asserts met inside them */
	unsigned int fn_nesting, fn_asserts;
	struct token peek;		/* one token of lookahead for DECL_LPAREN */
	bool has_peek;
	bool cur_is_operand;
	char cur_unterminated;		/* the token is a '"' or '\'' that the line left open */
	struct srcpos cur_pos, prev_pos;	/* of the last two tokens read, for syntax errors */
	/*
	 * Called with each external declaration as soon as it is complete, or
	 * NULL; then consume_end(), with whether its nodes are given back
	 * (ast_temp_begin(): the unit is not kept as a whole).
	 */
	void (*consume)(struct node *decl);
	void (*consume_end)(bool dropped);
	/* tokens read again before the preprocessor's: a body given back (parse_defer_body()) */
	const struct token *replay;
	unsigned int nreplay, replay_pos;
	/* a deferred body's packed tokens being read (parse.c), the last one's location */
	const unsigned char *packed, *packed_end;
	uint32_t packed_loc;
	bool body_start;		/* BODY_START comes first: a deferred body's parse */
	struct node *deferred;		/* the DEFERRED_BODY to give next, if any */
	struct node *body;		/* the body a deferred parse read */
};

/*
 * The body of an inline function at file scope, left unparsed (its tokens)
 * until the semantic pass needs it (parse_deferred_body()).
 */
struct parse_deferred {
	uint32_t size;			/* bytes of packed tokens (parse.c) */
	unsigned char packed[];
};

/*
 * The names of typedefs the compiler predefines: NAME(0), NAME(1)...
 * until NULL.  The parser knows no builtin: the driver gives it the
 * semantic pass's list (sema/builtin.h).
 */
typedef const char *parse_typedef_name_fn(unsigned int i);
/*
 * Parses the unit the preprocessor has begun, with the typedef names
 * TYPEDEF_NAME gives declared; returns the AST (a list), or, with
 * CONSUME, gives it CONSUME one external declaration at a time (and
 * CONSUME_END after each) and returns NULL.
 */
struct node *parse_unit(parse_typedef_name_fn *typedef_name, void (*consume)(struct node *decl),
			void (*consume_end)(bool dropped));
/*
 * Declares the typedef names TYPEDEF_NAME gives in the current scope:
 * those an architecture's pragma declares (pp_hooks.neon_types).
 */
void parse_typedefs(parse_typedef_name_fn *typedef_name);
/*
 * A syntax error at POS: bison's names of the unexpected symbol and of
 * the NEXPECTED symbols that could have come instead.
 */
void parse_syntax_error(struct parse_state *ps, struct srcpos pos, const char *unexpected,
			const char *const *expected, int nexpected);

/*
 * Whether the body of N tokens TOKS of an inline function must be parsed
 * where it is written instead of when it is used (parse_deferred_body()):
 * a check that walks every body as written registers one at start-up
 * (checks/statements.c), so that the parser asks no check itself.  Without
 * any, every such body may wait.
 */
typedef bool parse_want_body_fn(const struct token *toks, unsigned int n);
void parse_want_body_add(parse_want_body_fn *fn);

/* Type specifier keywords (void, int, unsigned, __auto_type...), by token. */
bool parse_is_type_keyword(int tok);

/*
 * The body of the function definition FD, if it was set aside unparsed:
 * parses it (the parse errors are reported then) and puts it in place.
 * False if FD's body was there already.  The driver gives it to the
 * semantic pass (decl_unit_begin()), which calls it when FD is used.
 */
bool parse_deferred_body(struct node *fd);

/* Actions */
bool parse_defer_body(struct parse_state *ps, struct node *specs, int lookahead);
struct node *parse_toplevel(struct parse_state *ps, struct node *list, struct node *decl);
struct node *parse_recovered(struct parse_state *ps, bool file_scope);
void parse_function_begin(struct parse_state *ps, struct node *init_decl);
struct node *parse_function_end(struct parse_state *ps, struct node *specs, struct node *init_decl,
				struct node *krdecls, struct node *body);
struct node *parse_declaration(struct parse_state *ps, struct node *specs, struct node *decls,
			       struct srcpos pos);
struct node *parse_specifiers_begin(struct parse_state *ps, struct node *spec);
struct node *parse_specifiers(struct parse_state *ps, struct node *list, struct node *spec);
int parse_alignof_op(const struct ident *kw);
struct node *parse_struct(struct parse_state *ps, int kind, struct srcpos pos, struct node *tag,
			  struct node *members, struct node *lead, struct node *trail, int has_body);
struct node *parse_static_assert(struct parse_state *ps, struct srcpos pos, struct node *expr,
				 struct node *message);
struct node *parse_member_decl(struct parse_state *ps, struct node *specs, struct node *decls,
			       struct srcpos pos);
struct node *parse_enumerator(struct parse_state *ps, struct node *name, struct node *value,
			      struct node *attrs);
struct node *parse_declarator(struct parse_state *ps, struct node *decl, struct node *asm_label,
			      struct node *attrs);
struct node *parse_init(struct parse_state *ps, struct node *init_decl, struct node *init);
struct node *parse_lead_attrs(struct parse_state *ps, struct node *decl, struct node *attrs);
struct node *parse_paren_attrs(struct parse_state *ps, struct node *attrs, struct node *decl);
struct node *parse_pointer(struct parse_state *ps, struct node *outer, struct node *rest);
struct node *parse_pointer_declarator(struct parse_state *ps, struct node *ptr, struct node *inner);
struct node *parse_function_declarator(struct parse_state *ps, struct node *inner,
				       struct node *params, struct srcpos pos);
struct node *parse_kr_declarator(struct parse_state *ps, struct node *inner, struct node *names,
				 struct srcpos pos);
struct node *parse_param(struct parse_state *ps, struct srcpos pos, struct node *specs,
			 struct node *decl, struct node *attrs);
struct node *parse_type_name(struct parse_state *ps, struct srcpos pos, struct node *specs,
			     struct node *decl);
struct node *parse_attribute(struct parse_state *ps, struct node *word, struct node *args);
struct node *parse_attribute_keyword(struct parse_state *ps, struct srcpos pos, const char *name);
struct node *parse_attribute_name(struct parse_state *ps, struct srcpos pos, const char *name);
struct node *parse_label(struct parse_state *ps, struct node *name, struct node *stmt,
			 struct node *attrs);
struct node *parse_array(struct parse_state *ps, struct node *inner, struct node *suffix);
void parse_scope_push(struct parse_state *ps);
/* A block; a label ending it gets an empty statement at the closing brace RBRACE (AST_F_NO_STMT). */
struct node *parse_compound(struct parse_state *ps, struct srcpos pos, struct node *items,
			    struct srcpos rbrace);
struct node *parse_for(struct parse_state *ps, struct srcpos pos, struct node *init,
		       struct node *cond, struct node *step, struct node *body);
/* QUALS with the asm qualifier Q (1 volatile, 2 goto, 4 inline) at POS added. */
int parse_asm_qualifier(struct parse_state *ps, int quals, int q, struct srcpos pos);
struct node *parse_asm(struct parse_state *ps, struct srcpos pos, int quals, struct node *tmpl,
		       struct node *parts);
struct node *parse_asm_parts(struct parse_state *ps, struct node *outputs, struct node *inputs,
			     struct node *clobbers, struct node *labels);

#endif
