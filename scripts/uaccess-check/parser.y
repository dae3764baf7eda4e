/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The GNU C grammar, as the kernel writes C.  Actions are one call each:
 * they build the AST (ast.c) and keep the typedef scopes the scanner needs
 * (parse.c); all semantics are left to the later passes.
 */
%define api.pure full
%define parse.error custom
%locations
%define api.location.type {struct srcpos}
%param {struct parse_state *ps}

/* Kbuild runs bison -t: the parser's tracing costs time on every token. */
%code top {
#define YYDEBUG 0
}

%code requires {
#include <stdint.h>

#include "ast.h"
#include "parse.h"
}

/*
 * A location is the struct srcpos of the symbol's first token.  (An
 * index into a table of positions would make bison's copies smaller, but
 * the table grows with the longest declaration: 100 MB for the tables of
 * net/mac80211/airtime.c.)
 */
%code provides {
int yylex(YYSTYPE *lval, struct srcpos *lloc, struct parse_state *ps);
/* bison calls it only when its stack is exhausted: syntax errors go to yyreport_syntax_error() */
void yyerror(struct srcpos *lloc, struct parse_state *ps, const char *msg);
}

%code {
#include "token.h"

#define YYMAXDEPTH PARSE_MAX_DEPTH

#define POS(loc) (loc)

/* A node's position is that of its first token unless an action says otherwise. */
#define YYLLOC_DEFAULT(cur, rhs, n) \
	do { \
		if (n) \
			(cur) = YYRHSLOC(rhs, 1); \
		else \
			(cur) = YYRHSLOC(rhs, 0); \
	} while (0)
}

%union {
	struct node *node;
	struct ident *id;
	int op;
}

%token <id> IDENTIFIER TYPEDEF_NAME
%token <node> INTEGER_CONSTANT FLOATING_CONSTANT CHAR_CONSTANT STRING_LITERAL
/* '(' followed by __attribute__ right after a type: a parenthesized declarator */
%token DECL_LPAREN
/*
 * BODY_START begins the parse of a deferred function body (parse.c),
 * which DEFERRED_BODY stands for in the definition until then.
 */
%token BODY_START
%token <node> DEFERRED_BODY
/* the op of _Alignof nodes (the ABI alignment); never returned by the scanner */
%token ALIGNOF_ABI
/* __alignof__ or _Alignof: the spelling decides which alignment */
%token <id> ALIGNOF
%token ARROW INC DEC SHL SHR LE GE EQ NE ANDAND OROR ELLIPSIS
%token MUL_ASSIGN DIV_ASSIGN MOD_ASSIGN ADD_ASSIGN SUB_ASSIGN SHL_ASSIGN SHR_ASSIGN
%token AND_ASSIGN XOR_ASSIGN OR_ASSIGN

%token AUTO BREAK CASE CHAR CONST CONTINUE DEFAULT DO DOUBLE ELSE ENUM EXTERN FLOAT FOR
%token GOTO IF INLINE INT LONG REGISTER RESTRICT RETURN SHORT SIGNED SIZEOF STATIC STRUCT
%token SWITCH TYPEDEF UNION UNSIGNED VOID VOLATILE WHILE ALIGNAS ATOMIC BOOL
%token COMPLEX GENERIC IMAGINARY NORETURN STATIC_ASSERT THREAD_LOCAL ATTRIBUTE ASM TYPEOF
%token TYPEOF_UNQUAL AUTO_TYPE EXTENSION LABEL INT128 FLOAT16 FLOAT32 FLOAT64 FLOAT128
%token SEG_GS SEG_FS REAL IMAG BUILTIN_OFFSETOF BUILTIN_VA_ARG BUILTIN_TYPES_COMPATIBLE_P
%token BUILTIN_CHOOSE_EXPR BUILTIN_HAS_ATTRIBUTE BUILTIN_CONVERTVECTOR CONTEXT

%type <node> argument_expression_list
%type <node> assignment_expression expression expression_opt constant_expression
%type <node> string_literal generic_assoc_list generic_association offsetof_designator
%type <node> type_name specifier_qualifier_list
%type <node> declaration declaration_specifiers declaration_specifier storage_class_specifier
%type <node> type_specifier type_qualifier function_specifier alignment_specifier
%type <node> init_declarator_list init_declarator declared_declarator initializer
%type <node> initializer_list initializer_item designation designator_list designator
%type <node> struct_or_union_specifier struct_declaration_list struct_declaration
%type <node> struct_declarator_list struct_declarator enum_specifier enumerator_list
%type <node> enumerator typeof_specifier declarator direct_declarator pointer
%type <node> type_qualifier_list parameter_type_list parameter_list parameter_declaration
%type <node> identifier_list abstract_declarator direct_abstract_declarator
%type <node> attributes attributes_opt attribute attribute_list attribute_word attribute_args
%type <node> asm_label_opt static_assert_declaration array_suffix attribute_item label
%type <node> statement body compound_statement function_body block_item_list block_item
%type <node> expression_statement selection_statement iteration_statement jump_statement
%type <node> asm_statement asm_operands_opt asm_operands asm_operand asm_clobbers
%type <node> asm_labels local_label_declaration label_list
%type <node> translation_unit external_declaration function_definition declaration_list
%type <node> declaration_list_opt any_identifier ident_node for_init implicit_int_function
%type <op> assignment_operator asm_qualifiers struct_or_union

%right THEN ELSE
%right '=' MUL_ASSIGN DIV_ASSIGN MOD_ASSIGN ADD_ASSIGN SUB_ASSIGN SHL_ASSIGN SHR_ASSIGN AND_ASSIGN XOR_ASSIGN OR_ASSIGN
%right '?' ':'
%left OROR
%left ANDAND
%left '|'
%left '^'
%left '&'
%left EQ NE
%left '<' '>' LE GE
%left SHL SHR
%left '+' '-'
%left '*' '/' '%'
%right UNARY
%left INC DEC '[' '(' '.' ARROW

/*
 * Conflicts, all resolved the way gcc reads the code:
 * - shift/reduce on __attribute__ (11): after a struct/union/enum body, a
 *   declarator, an asm label or a label, an attribute belongs to what
 *   precedes it rather than starting the next specifier list;
 * - shift/reduce on '(' after _Atomic: _Atomic(type) is the specifier;
 * - shift/reduce on ';' after an attribute: "__attribute__((fallthrough));"
 *   is a statement, not an empty declaration;
 * "( __attribute__((x)) *p)" right after a type is a parenthesized
 * declarator ("void (__rcu *handler)(void)"), elsewhere a parameter list
 * may start so: the scanner tells them apart (DECL_LPAREN), the grammar
 * could not without a reduce/reduce conflict.
 */
%expect 13

%start input

%%

input
	: translation_unit			{ (void)$1; }
	| BODY_START compound_statement		{ ps->body = $2; }
	;

translation_unit
	: %empty				{ $$ = NULL; }
	| translation_unit external_declaration	{ $$ = parse_toplevel(ps, $1, $2); }
	;

external_declaration
	: function_definition
	| declaration
	| ASM '(' string_literal ')' ';'	{ $$ = ast_new(N_FILE_ASM, POS(@1), $3, NULL, NULL, NULL); }
	| ';'					{ $$ = ast_new(N_EMPTY_DECL, POS(@1), NULL, NULL, NULL, NULL); }
	| EXTENSION external_declaration	{ $$ = $2; }
	| implicit_int_function
	| error ';'				{ $$ = parse_recovered(ps, true); }
	| error '}'				{ $$ = parse_recovered(ps, true); }
	;

/*
 * The lookahead is the body's '{' (or a K&R declaration): an inline
 * function's body may be set aside, unparsed, for the semantic pass to
 * parse if the function is used (parse_defer_body()).  It then drops the
 * lookahead, and the scanner gives DEFERRED_BODY.
 */
function_definition
	: declaration_specifiers declared_declarator
	  { parse_function_begin(ps, $2);
	    if (parse_defer_body(ps, $1, yychar))
		    yyclearin; }
	  declaration_list_opt function_body
	  { $$ = parse_function_end(ps, $1, $2, $4, $5); }
	;

function_body
	: compound_statement
	| DEFERRED_BODY
	;

/* K&R: "main() { }", an implicit int return type (gcc warns) */
implicit_int_function
	: declared_declarator
	  { parse_function_begin(ps, $1); } declaration_list_opt compound_statement
	  { $$ = parse_function_end(ps, NULL, $1, $3, $4); }
	;

declaration_list_opt
	: %empty				{ $$ = NULL; }
	| declaration_list
	;

declaration_list
	: declaration
	| declaration_list declaration		{ $$ = ast_append($1, $2); }
	;

/* Expressions */

any_identifier
	: IDENTIFIER				{ $$ = ast_name(N_IDENT, POS(@1), $1); }
	| TYPEDEF_NAME				{ $$ = ast_name(N_IDENT, POS(@1), $1); }
	;

ident_node
	: IDENTIFIER				{ $$ = ast_name(N_IDENT, POS(@1), $1); }
	;


string_literal
	: STRING_LITERAL
	| string_literal STRING_LITERAL		{ $$ = ast_string_concat($1, $2); }
	;

generic_assoc_list
	: generic_association
	| generic_assoc_list ',' generic_association	{ $$ = ast_append($1, $3); }
	;

generic_association
	: type_name ':' assignment_expression	{ $$ = ast_new(N_GENERIC_ASSOC, POS(@1), $1, $3, NULL, NULL); }
	| DEFAULT ':' assignment_expression	{ $$ = ast_new(N_GENERIC_ASSOC, POS(@1), NULL, $3, NULL, NULL); }
	;

offsetof_designator
	: any_identifier			{ $$ = ast_name(N_DESIG_FIELD, POS(@1), $1->name); }
	| offsetof_designator '.' any_identifier
						{ $$ = ast_append($1, ast_name(N_DESIG_FIELD, POS(@3), $3->name)); }
	| offsetof_designator '[' expression ']'
						{ $$ = ast_append($1, ast_new(N_DESIG_INDEX, POS(@2), $3, NULL, NULL, NULL)); }
	;


argument_expression_list
	: assignment_expression
	| argument_expression_list ',' assignment_expression	{ $$ = ast_append($1, $3); }
	;

/*
 * Primary, postfix, unary, cast, binary, conditional and assignment
 * expressions are one nonterminal ordered by precedence: an operand
 * reaches its operator in one reduction instead of eight, which is most
 * of the parser's time on kernel code.  The postfix operators bind
 * tightest (the last %left line), so "-a[i]", "(T)x->y" and "*p++" group
 * as in C.  The price is that "a + b = c" parses (as (a + b) = c) and is
 * refused by the semantic pass ("lvalue required"), as in gcc.
 */
assignment_expression
	: IDENTIFIER				{ $$ = ast_name(N_IDENT, POS(@1), $1); }
	| INTEGER_CONSTANT
	| FLOATING_CONSTANT
	| CHAR_CONSTANT
	| string_literal
	| '(' expression ')'			{ $2->flags |= AST_F_PAREN; $$ = ast_end($2, @3); }
	| '(' compound_statement ')'		{ $$ = ast_end(ast_new(N_STMT_EXPR, POS(@1), $2, NULL, NULL, NULL), @3); }
	| GENERIC '(' assignment_expression ',' generic_assoc_list ')'
						{ $$ = ast_end(ast_new(N_GENERIC, POS(@1), $3, $5, NULL, NULL), @6); }
	| BUILTIN_OFFSETOF '(' type_name ',' offsetof_designator ')'
						{ $$ = ast_end(ast_new(N_OFFSETOF, POS(@1), $3, $5, NULL, NULL), @6); }
	| BUILTIN_VA_ARG '(' assignment_expression ',' type_name ')'
						{ $$ = ast_end(ast_new(N_VA_ARG, POS(@1), $3, $5, NULL, NULL), @6); }
	| BUILTIN_TYPES_COMPATIBLE_P '(' type_name ',' type_name ')'
						{ $$ = ast_end(ast_new(N_TYPES_COMPATIBLE, POS(@1), $3, $5, NULL, NULL), @6); }
	| BUILTIN_CHOOSE_EXPR '(' assignment_expression ',' assignment_expression ',' assignment_expression ')'
						{ $$ = ast_end(ast_new(N_CHOOSE_EXPR, POS(@1), $3, $5, $7, NULL), @8); }
	| BUILTIN_HAS_ATTRIBUTE '(' assignment_expression ',' attribute_item ')'
						{ $$ = ast_end(ast_new(N_HAS_ATTRIBUTE, POS(@1), $3, $5, NULL, NULL), @6); }
	| BUILTIN_HAS_ATTRIBUTE '(' type_name ',' attribute_item ')'
						{ $$ = ast_end(ast_new(N_HAS_ATTRIBUTE, POS(@1), $3, $5, NULL, NULL), @6); }
	| BUILTIN_CONVERTVECTOR '(' assignment_expression ',' type_name ')'
						{ $$ = ast_end(ast_new(N_CONVERTVECTOR, POS(@1), $3, $5, NULL, NULL), @6); }
	| assignment_expression '[' expression ']'	{ $$ = ast_end(ast_new(N_INDEX, POS(@2), $1, $3, NULL, NULL), @4); }
	| assignment_expression '(' ')'		{ $$ = ast_end(ast_new(N_CALL, POS(@2), $1, NULL, NULL, NULL), @3); }
	| assignment_expression '(' argument_expression_list ')'
						{ $$ = ast_end(ast_new(N_CALL, POS(@2), $1, $3, NULL, NULL), @4); }
	| assignment_expression '.' any_identifier	{ $$ = ast_op(N_MEMBER, OP_DOT, POS(@2), $1, $3, NULL); }
	| assignment_expression ARROW any_identifier
						{ $$ = ast_op(N_MEMBER, OP_ARROW, POS(@2), $1, $3, NULL); }
	| assignment_expression INC		{ $$ = ast_end(ast_op(N_POSTFIX, OP_INC, POS(@2), $1, NULL, NULL), @2); }
	| assignment_expression DEC		{ $$ = ast_end(ast_op(N_POSTFIX, OP_DEC, POS(@2), $1, NULL, NULL), @2); }
	| '(' type_name ')' '{' initializer_list ',' '}'
						{ $$ = ast_end(ast_new(N_COMPOUND_LITERAL, POS(@1), $2, $5, NULL, NULL), @7); }
	| '(' type_name ')' '{' initializer_list '}'
						{ $$ = ast_end(ast_new(N_COMPOUND_LITERAL, POS(@1), $2, $5, NULL, NULL), @6); }
	| '(' type_name ')' '{' '}'		{ $$ = ast_end(ast_new(N_COMPOUND_LITERAL, POS(@1), $2, NULL, NULL, NULL), @5); }
		| INC assignment_expression %prec UNARY	{ $$ = ast_op(N_UNARY, OP_INC, POS(@1), $2, NULL, NULL); }
	| DEC assignment_expression %prec UNARY	{ $$ = ast_op(N_UNARY, OP_DEC, POS(@1), $2, NULL, NULL); }
	| '&' assignment_expression %prec UNARY	{ $$ = ast_op(N_UNARY, OP_ADDR, POS(@1), $2, NULL, NULL); }
	| '*' assignment_expression %prec UNARY	{ $$ = ast_op(N_UNARY, OP_DEREF, POS(@1), $2, NULL, NULL); }
	| '+' assignment_expression %prec UNARY	{ $$ = ast_op(N_UNARY, OP_PLUS, POS(@1), $2, NULL, NULL); }
	| '-' assignment_expression %prec UNARY	{ $$ = ast_op(N_UNARY, OP_MINUS, POS(@1), $2, NULL, NULL); }
	| '~' assignment_expression %prec UNARY	{ $$ = ast_op(N_UNARY, OP_BITNOT, POS(@1), $2, NULL, NULL); }
	| '!' assignment_expression %prec UNARY	{ $$ = ast_op(N_UNARY, OP_NOT, POS(@1), $2, NULL, NULL); }
	| SIZEOF assignment_expression %prec UNARY
						{ $$ = ast_op(N_UNARY, OP_SIZEOF, POS(@1), $2, NULL, NULL); }
	| SIZEOF '(' type_name ')' %prec UNARY	{ $$ = ast_end(ast_new(N_SIZEOF_TYPE, POS(@1), $3, NULL, NULL, NULL), @4); }
	| ALIGNOF assignment_expression %prec UNARY
						{ $$ = ast_op(N_UNARY, parse_alignof_op($1), POS(@1), $2, NULL, NULL); }
	| ALIGNOF '(' type_name ')' %prec UNARY	{ $$ = ast_end(ast_op(N_ALIGNOF_TYPE, parse_alignof_op($1), POS(@1), $3, NULL, NULL), @4); }
	| ANDAND any_identifier			{ $$ = ast_end(ast_name(N_LABEL_ADDR, POS(@1), $2->name), @2); }
	| REAL assignment_expression %prec UNARY	{ $$ = ast_op(N_UNARY, OP_REAL, POS(@1), $2, NULL, NULL); }
	| IMAG assignment_expression %prec UNARY	{ $$ = ast_op(N_UNARY, OP_IMAG, POS(@1), $2, NULL, NULL); }
	| EXTENSION assignment_expression %prec UNARY	{ $$ = $2; }
	| '(' type_name ')' assignment_expression %prec UNARY
						{ $$ = ast_new(N_CAST, POS(@1), $2, $4, NULL, NULL); }
	| assignment_expression '*' assignment_expression	{ $$ = ast_op(N_BINARY, OP_MUL, POS(@2), $1, $3, NULL); }
	| assignment_expression '/' assignment_expression	{ $$ = ast_op(N_BINARY, OP_DIV, POS(@2), $1, $3, NULL); }
	| assignment_expression '%' assignment_expression	{ $$ = ast_op(N_BINARY, OP_MOD, POS(@2), $1, $3, NULL); }
	| assignment_expression '+' assignment_expression	{ $$ = ast_op(N_BINARY, OP_ADD, POS(@2), $1, $3, NULL); }
	| assignment_expression '-' assignment_expression	{ $$ = ast_op(N_BINARY, OP_SUB, POS(@2), $1, $3, NULL); }
	| assignment_expression SHL assignment_expression	{ $$ = ast_op(N_BINARY, OP_SHL, POS(@2), $1, $3, NULL); }
	| assignment_expression SHR assignment_expression	{ $$ = ast_op(N_BINARY, OP_SHR, POS(@2), $1, $3, NULL); }
	| assignment_expression '<' assignment_expression	{ $$ = ast_op(N_BINARY, OP_LT, POS(@2), $1, $3, NULL); }
	| assignment_expression '>' assignment_expression	{ $$ = ast_op(N_BINARY, OP_GT, POS(@2), $1, $3, NULL); }
	| assignment_expression LE assignment_expression	{ $$ = ast_op(N_BINARY, OP_LE, POS(@2), $1, $3, NULL); }
	| assignment_expression GE assignment_expression	{ $$ = ast_op(N_BINARY, OP_GE, POS(@2), $1, $3, NULL); }
	| assignment_expression EQ assignment_expression	{ $$ = ast_op(N_BINARY, OP_EQ, POS(@2), $1, $3, NULL); }
	| assignment_expression NE assignment_expression	{ $$ = ast_op(N_BINARY, OP_NE, POS(@2), $1, $3, NULL); }
	| assignment_expression '&' assignment_expression	{ $$ = ast_op(N_BINARY, OP_AND, POS(@2), $1, $3, NULL); }
	| assignment_expression '^' assignment_expression	{ $$ = ast_op(N_BINARY, OP_XOR, POS(@2), $1, $3, NULL); }
	| assignment_expression '|' assignment_expression	{ $$ = ast_op(N_BINARY, OP_OR, POS(@2), $1, $3, NULL); }
	| assignment_expression ANDAND assignment_expression	{ $$ = ast_op(N_BINARY, OP_ANDAND, POS(@2), $1, $3, NULL); }
	| assignment_expression OROR assignment_expression	{ $$ = ast_op(N_BINARY, OP_OROR, POS(@2), $1, $3, NULL); }
	| assignment_expression '?' expression ':' assignment_expression %prec '?'
						{ $$ = ast_new(N_COND, POS(@2), $1, $3, $5, NULL); }
	| assignment_expression '?' ':' assignment_expression %prec '?'
						{ $$ = ast_new(N_COND, POS(@2), $1, NULL, $4, NULL); }
	| assignment_expression assignment_operator assignment_expression %prec '='
						{ $$ = ast_op(N_ASSIGN, $2, POS(@2), $1, $3, NULL); }
	;

assignment_operator
	: '='		{ $$ = OP_ASSIGN; }
	| MUL_ASSIGN	{ $$ = OP_MUL_ASSIGN; }
	| DIV_ASSIGN	{ $$ = OP_DIV_ASSIGN; }
	| MOD_ASSIGN	{ $$ = OP_MOD_ASSIGN; }
	| ADD_ASSIGN	{ $$ = OP_ADD_ASSIGN; }
	| SUB_ASSIGN	{ $$ = OP_SUB_ASSIGN; }
	| SHL_ASSIGN	{ $$ = OP_SHL_ASSIGN; }
	| SHR_ASSIGN	{ $$ = OP_SHR_ASSIGN; }
	| AND_ASSIGN	{ $$ = OP_AND_ASSIGN; }
	| XOR_ASSIGN	{ $$ = OP_XOR_ASSIGN; }
	| OR_ASSIGN	{ $$ = OP_OR_ASSIGN; }
	;

expression
	: assignment_expression
	| expression ',' assignment_expression	{ $$ = ast_new(N_COMMA, POS(@2), $1, $3, NULL, NULL); }
	;

expression_opt
	: %empty				{ $$ = NULL; }
	| expression
	;

constant_expression
	: assignment_expression
	;

/* Declarations */

declaration
	: declaration_specifiers ';'		{ $$ = parse_declaration(ps, $1, NULL, POS(@1)); }
	| declaration_specifiers init_declarator_list ';'
						{ $$ = parse_declaration(ps, $1, $2, POS(@1)); }
	| static_assert_declaration
	;

static_assert_declaration
	: STATIC_ASSERT '(' constant_expression ',' string_literal ')' ';'
						{ $$ = parse_static_assert(ps, POS(@1), $3, $5); }
	| STATIC_ASSERT '(' constant_expression ')' ';'
						{ $$ = parse_static_assert(ps, POS(@1), $3, NULL); }
	;

declaration_specifiers
	: declaration_specifier			{ $$ = parse_specifiers_begin(ps, $1); }
	| declaration_specifiers declaration_specifier
						{ $$ = parse_specifiers(ps, $1, $2); }
	;

declaration_specifier
	: storage_class_specifier
	| type_specifier
	| type_qualifier
	| function_specifier
	| alignment_specifier
	| attribute
	;

storage_class_specifier
	: TYPEDEF		{ $$ = ast_op(N_SPEC, SPEC_TYPEDEF, POS(@1), NULL, NULL, NULL); }
	| EXTERN		{ $$ = ast_op(N_SPEC, SPEC_EXTERN, POS(@1), NULL, NULL, NULL); }
	| STATIC		{ $$ = ast_op(N_SPEC, SPEC_STATIC, POS(@1), NULL, NULL, NULL); }
	| THREAD_LOCAL		{ $$ = ast_op(N_SPEC, SPEC_THREAD_LOCAL, POS(@1), NULL, NULL, NULL); }
	| AUTO			{ $$ = ast_op(N_SPEC, SPEC_AUTO, POS(@1), NULL, NULL, NULL); }
	| REGISTER		{ $$ = ast_op(N_SPEC, SPEC_REGISTER, POS(@1), NULL, NULL, NULL); }
	;

type_specifier
	: VOID			{ $$ = ast_op(N_SPEC, SPEC_VOID, POS(@1), NULL, NULL, NULL); }
	| CHAR			{ $$ = ast_op(N_SPEC, SPEC_CHAR, POS(@1), NULL, NULL, NULL); }
	| SHORT			{ $$ = ast_op(N_SPEC, SPEC_SHORT, POS(@1), NULL, NULL, NULL); }
	| INT			{ $$ = ast_op(N_SPEC, SPEC_INT, POS(@1), NULL, NULL, NULL); }
	| LONG			{ $$ = ast_op(N_SPEC, SPEC_LONG, POS(@1), NULL, NULL, NULL); }
	| FLOAT			{ $$ = ast_op(N_SPEC, SPEC_FLOAT, POS(@1), NULL, NULL, NULL); }
	| DOUBLE		{ $$ = ast_op(N_SPEC, SPEC_DOUBLE, POS(@1), NULL, NULL, NULL); }
	| SIGNED		{ $$ = ast_op(N_SPEC, SPEC_SIGNED, POS(@1), NULL, NULL, NULL); }
	| UNSIGNED		{ $$ = ast_op(N_SPEC, SPEC_UNSIGNED, POS(@1), NULL, NULL, NULL); }
	| BOOL			{ $$ = ast_op(N_SPEC, SPEC_BOOL, POS(@1), NULL, NULL, NULL); }
	| COMPLEX		{ $$ = ast_op(N_SPEC, SPEC_COMPLEX, POS(@1), NULL, NULL, NULL); }
	| IMAGINARY		{ $$ = ast_op(N_SPEC, SPEC_IMAGINARY, POS(@1), NULL, NULL, NULL); }
	| INT128		{ $$ = ast_op(N_SPEC, SPEC_INT128, POS(@1), NULL, NULL, NULL); }
	| FLOAT16		{ $$ = ast_op(N_SPEC, SPEC_FLOAT16, POS(@1), NULL, NULL, NULL); }
	| FLOAT32		{ $$ = ast_op(N_SPEC, SPEC_FLOAT32, POS(@1), NULL, NULL, NULL); }
	| FLOAT64		{ $$ = ast_op(N_SPEC, SPEC_FLOAT64, POS(@1), NULL, NULL, NULL); }
	| FLOAT128		{ $$ = ast_op(N_SPEC, SPEC_FLOAT128, POS(@1), NULL, NULL, NULL); }
	| AUTO_TYPE		{ $$ = ast_op(N_SPEC, SPEC_AUTO_TYPE, POS(@1), NULL, NULL, NULL); }
	| ATOMIC '(' type_name ')'	{ $$ = ast_op(N_SPEC, SPEC_ATOMIC, POS(@1), $3, NULL, NULL); }
	| struct_or_union_specifier
	| enum_specifier
	| typeof_specifier
	| TYPEDEF_NAME		{ $$ = ast_name(N_TYPEDEF_NAME, POS(@1), $1); }
	;

typeof_specifier
	: TYPEOF '(' expression ')'		{ $$ = ast_op(N_TYPEOF, 0, POS(@1), $3, NULL, NULL); }
	| TYPEOF '(' type_name ')'		{ $$ = ast_op(N_TYPEOF, 0, POS(@1), $3, NULL, NULL); }
	| TYPEOF_UNQUAL '(' expression ')'	{ $$ = ast_op(N_TYPEOF, AST_TYPEOF_UNQUAL, POS(@1), $3, NULL, NULL); }
	| TYPEOF_UNQUAL '(' type_name ')'	{ $$ = ast_op(N_TYPEOF, AST_TYPEOF_UNQUAL, POS(@1), $3, NULL, NULL); }
	;

struct_or_union_specifier
	: struct_or_union attributes_opt any_identifier '{' struct_declaration_list '}' attributes_opt
		{ $$ = parse_struct(ps, $1, POS(@1), $3, $5, $2, $7, 1); }
	| struct_or_union attributes_opt '{' struct_declaration_list '}' attributes_opt
		{ $$ = parse_struct(ps, $1, POS(@1), NULL, $4, $2, $6, 1); }
	| struct_or_union attributes_opt any_identifier '{' '}' attributes_opt
		{ $$ = parse_struct(ps, $1, POS(@1), $3, NULL, $2, $6, 1); }
	| struct_or_union attributes_opt '{' '}' attributes_opt
		{ $$ = parse_struct(ps, $1, POS(@1), NULL, NULL, $2, $5, 1); }
	| struct_or_union attributes_opt any_identifier
		{ $$ = parse_struct(ps, $1, POS(@1), $3, NULL, $2, NULL, 0); }
	;

struct_or_union
	: STRUCT	{ $$ = SPEC_STRUCT; }
	| UNION		{ $$ = SPEC_UNION; }
	;

struct_declaration_list
	: struct_declaration
	| struct_declaration_list struct_declaration	{ $$ = ast_append($1, $2); }
	;

struct_declaration
	: specifier_qualifier_list struct_declarator_list ';'
						{ $$ = parse_member_decl(ps, $1, $2, POS(@1)); }
	| specifier_qualifier_list ';'		{ $$ = parse_member_decl(ps, $1, NULL, POS(@1)); }
	| static_assert_declaration
	| EXTENSION struct_declaration		{ $$ = $2; }
	| ';'					{ $$ = NULL; }
	| error ';'				{ $$ = parse_recovered(ps, false); }
	;

specifier_qualifier_list
	: type_specifier			{ $$ = parse_specifiers_begin(ps, $1); }
	| type_qualifier			{ $$ = parse_specifiers_begin(ps, $1); }
	| alignment_specifier			{ $$ = parse_specifiers_begin(ps, $1); }
	| attribute				{ $$ = parse_specifiers_begin(ps, $1); }
	| specifier_qualifier_list type_specifier	{ $$ = parse_specifiers(ps, $1, $2); }
	| specifier_qualifier_list type_qualifier	{ $$ = parse_specifiers(ps, $1, $2); }
	| specifier_qualifier_list alignment_specifier	{ $$ = parse_specifiers(ps, $1, $2); }
	| specifier_qualifier_list attribute	{ $$ = parse_specifiers(ps, $1, $2); }
	;

struct_declarator_list
	: struct_declarator
	| struct_declarator_list ',' attributes_opt struct_declarator
						{ $$ = ast_append($1, parse_lead_attrs(ps, $4, $3)); }
	;

struct_declarator
	: declarator attributes_opt		{ $$ = ast_new(N_MEMBER_DECLARATOR, $1->pos, $1, NULL, $2, NULL); }
	| ':' constant_expression attributes_opt
						{ $$ = ast_new(N_MEMBER_DECLARATOR, POS(@1), NULL, $2, $3, NULL); }
	| declarator ':' constant_expression attributes_opt
						{ $$ = ast_new(N_MEMBER_DECLARATOR, $1->pos, $1, $3, $4, NULL); }
	;

enum_specifier
	: ENUM attributes_opt any_identifier '{' enumerator_list '}' attributes_opt
		{ $$ = ast_new(N_ENUM, POS(@1), $3, $5, ast_append($2, $7), NULL); }
	| ENUM attributes_opt any_identifier '{' enumerator_list ',' '}' attributes_opt
		{ $$ = ast_new(N_ENUM, POS(@1), $3, $5, ast_append($2, $8), NULL); }
	| ENUM attributes_opt '{' enumerator_list '}' attributes_opt
		{ $$ = ast_new(N_ENUM, POS(@1), NULL, $4, ast_append($2, $6), NULL); }
	| ENUM attributes_opt '{' enumerator_list ',' '}' attributes_opt
		{ $$ = ast_new(N_ENUM, POS(@1), NULL, $4, ast_append($2, $7), NULL); }
	| ENUM attributes_opt any_identifier	{ $$ = ast_new(N_ENUM, POS(@1), $3, NULL, $2, NULL); }
	;

enumerator_list
	: enumerator
	| enumerator_list ',' enumerator	{ $$ = ast_append($1, $3); }
	;

enumerator
	: any_identifier attributes_opt		{ $$ = parse_enumerator(ps, $1, NULL, $2); }
	| any_identifier attributes_opt '=' constant_expression
						{ $$ = parse_enumerator(ps, $1, $4, $2); }
	;

type_qualifier
	: CONST			{ $$ = ast_op(N_SPEC, SPEC_CONST, POS(@1), NULL, NULL, NULL); }
	| RESTRICT		{ $$ = ast_op(N_SPEC, SPEC_RESTRICT, POS(@1), NULL, NULL, NULL); }
	| VOLATILE		{ $$ = ast_op(N_SPEC, SPEC_VOLATILE, POS(@1), NULL, NULL, NULL); }
	| ATOMIC		{ $$ = ast_op(N_SPEC, SPEC_ATOMIC, POS(@1), NULL, NULL, NULL); }
	| SEG_GS		{ $$ = ast_op(N_SPEC, SPEC_SEG_GS, POS(@1), NULL, NULL, NULL); }
	| SEG_FS		{ $$ = ast_op(N_SPEC, SPEC_SEG_FS, POS(@1), NULL, NULL, NULL); }
	;

function_specifier
	: INLINE		{ $$ = ast_op(N_SPEC, SPEC_INLINE, POS(@1), NULL, NULL, NULL); }
	| NORETURN		{ $$ = ast_op(N_SPEC, SPEC_NORETURN, POS(@1), NULL, NULL, NULL); }
	;

alignment_specifier
	: ALIGNAS '(' type_name ')'		{ $$ = ast_new(N_ALIGNAS, POS(@1), $3, NULL, NULL, NULL); }
	| ALIGNAS '(' constant_expression ')'	{ $$ = ast_new(N_ALIGNAS, POS(@1), $3, NULL, NULL, NULL); }
	;

init_declarator_list
	: init_declarator
	| init_declarator_list ',' attributes_opt init_declarator
						{ $$ = ast_append($1, parse_lead_attrs(ps, $4, $3)); }
	;

/* The name is declared as soon as its declarator is complete (C11 6.2.1). */
declared_declarator
	: declarator asm_label_opt attributes_opt
						{ $$ = parse_declarator(ps, $1, $2, $3); }
	;

init_declarator
	: declared_declarator
	| declared_declarator '=' initializer
						{ $$ = parse_init(ps, $1, $3); }
	;

asm_label_opt
	: %empty				{ $$ = NULL; }
	| ASM '(' string_literal ')'		{ $$ = $3; }
	;

declarator
	: pointer direct_declarator		{ $$ = parse_pointer_declarator(ps, $1, $2); }
	| direct_declarator
	;

direct_declarator
	: IDENTIFIER				{ $$ = ast_name(N_DECLARATOR, POS(@1), $1); }
	| '(' declarator ')'			{ $$ = $2; }
	| DECL_LPAREN attributes declarator ')'	{ $$ = parse_paren_attrs(ps, $2, $3); }
	| direct_declarator array_suffix	{ $$ = parse_array(ps, $1, $2); }
	| direct_declarator '(' parameter_type_list ')'
						{ $$ = parse_function_declarator(ps, $1, $3, POS(@2)); }
	| direct_declarator '(' ')'		{ $$ = parse_function_declarator(ps, $1, NULL, POS(@2)); }
	| direct_declarator '(' identifier_list ')'
						{ $$ = parse_kr_declarator(ps, $1, $3, POS(@2)); }
	;

/* [size], [const size], [static size], [*] and the GNU/C99 variants */
array_suffix
	: '[' ']'				{ $$ = ast_op(N_ARRAY, 0, POS(@1), NULL, NULL, NULL); }
	| '[' assignment_expression ']'		{ $$ = ast_op(N_ARRAY, 0, POS(@1), NULL, $2, NULL); }
	| '[' type_qualifier_list ']'		{ $$ = ast_op(N_ARRAY, 0, POS(@1), NULL, NULL, $2); }
	| '[' type_qualifier_list assignment_expression ']'
						{ $$ = ast_op(N_ARRAY, 0, POS(@1), NULL, $3, $2); }
	| '[' STATIC assignment_expression ']'	{ $$ = ast_op(N_ARRAY, AST_ARRAY_STATIC, POS(@1), NULL, $3, NULL); }
	| '[' STATIC type_qualifier_list assignment_expression ']'
						{ $$ = ast_op(N_ARRAY, AST_ARRAY_STATIC, POS(@1), NULL, $4, $3); }
	| '[' type_qualifier_list STATIC assignment_expression ']'
						{ $$ = ast_op(N_ARRAY, AST_ARRAY_STATIC, POS(@1), NULL, $4, $2); }
	| '[' '*' ']'				{ $$ = ast_op(N_ARRAY, AST_ARRAY_STAR, POS(@1), NULL, NULL, NULL); }
	;

pointer
	: '*'					{ $$ = ast_new(N_POINTER, POS(@1), NULL, NULL, NULL, NULL); }
	| '*' type_qualifier_list		{ $$ = ast_new(N_POINTER, POS(@1), $2, NULL, NULL, NULL); }
	| '*' pointer				{ $$ = parse_pointer(ps, ast_new(N_POINTER, POS(@1), NULL, NULL, NULL, NULL), $2); }
	| '*' type_qualifier_list pointer	{ $$ = parse_pointer(ps, ast_new(N_POINTER, POS(@1), $2, NULL, NULL, NULL), $3); }
	;

type_qualifier_list
	: type_qualifier
	| attribute
	| type_qualifier_list type_qualifier	{ $$ = ast_append($1, $2); }
	| type_qualifier_list attribute		{ $$ = ast_append($1, $2); }
	;

parameter_type_list
	: parameter_list
	| parameter_list ',' ELLIPSIS		{ $$ = ast_append($1, ast_new(N_ELLIPSIS, POS(@3), NULL, NULL, NULL, NULL)); }
	;

parameter_list
	: parameter_declaration
	| parameter_list ',' parameter_declaration	{ $$ = ast_append($1, $3); }
	;

parameter_declaration
	: declaration_specifiers declarator attributes_opt
						{ $$ = parse_param(ps, POS(@1), $1, $2, $3); }
	| declaration_specifiers abstract_declarator
						{ $$ = parse_param(ps, POS(@1), $1, $2, NULL); }
	| declaration_specifiers		{ $$ = parse_param(ps, POS(@1), $1, NULL, NULL); }
	;

identifier_list
	: ident_node
	| identifier_list ',' ident_node	{ $$ = ast_append($1, $3); }
	;

type_name
	: specifier_qualifier_list		{ $$ = parse_type_name(ps, POS(@1), $1, NULL); }
	| specifier_qualifier_list abstract_declarator
						{ $$ = parse_type_name(ps, POS(@1), $1, $2); }
	;

abstract_declarator
	: pointer				{ $$ = parse_pointer_declarator(ps, $1, NULL); }
	| direct_abstract_declarator
	| pointer direct_abstract_declarator	{ $$ = parse_pointer_declarator(ps, $1, $2); }
	;

direct_abstract_declarator
	: '(' abstract_declarator ')'		{ $$ = $2; }
	| DECL_LPAREN attributes abstract_declarator ')'	{ $$ = parse_paren_attrs(ps, $2, $3); }
	| array_suffix				{ $$ = parse_array(ps, NULL, $1); }
	| direct_abstract_declarator array_suffix	{ $$ = parse_array(ps, $1, $2); }
	| '(' ')'				{ $$ = parse_function_declarator(ps, NULL, NULL, POS(@1)); }
	| '(' parameter_type_list ')'		{ $$ = parse_function_declarator(ps, NULL, $2, POS(@1)); }
	| direct_abstract_declarator '(' ')'	{ $$ = parse_function_declarator(ps, $1, NULL, POS(@2)); }
	| direct_abstract_declarator '(' parameter_type_list ')'
						{ $$ = parse_function_declarator(ps, $1, $3, POS(@2)); }
	;

initializer
	: assignment_expression
	| '{' initializer_list '}'		{ $$ = ast_new(N_INIT_LIST, POS(@1), $2, NULL, NULL, NULL); }
	| '{' initializer_list ',' '}'		{ $$ = ast_new(N_INIT_LIST, POS(@1), $2, NULL, NULL, NULL);
						  $$->op = AST_INIT_TRAILING_COMMA; }
	| '{' '}'				{ $$ = ast_new(N_INIT_LIST, POS(@1), NULL, NULL, NULL, NULL); }
	;

initializer_list
	: initializer_item
	| initializer_list ',' initializer_item	{ $$ = ast_append($1, $3); }
	;

initializer_item
	: initializer				{ $$ = ast_new(N_INIT_ITEM, $1->pos, NULL, $1, NULL, NULL); }
	| designation initializer		{ $$ = ast_new(N_INIT_ITEM, POS(@1), $1, $2, NULL, NULL); }
	| any_identifier ':' initializer	{ $$ = ast_new(N_INIT_ITEM, POS(@1), ast_name(N_DESIG_FIELD, POS(@1), $1->name), $3, NULL, NULL); }
	;

designation
	: designator_list '='
	| designator_list			/* GNU: [index] value */
	;

designator_list
	: designator
	| designator_list designator		{ $$ = ast_append($1, $2); }
	;

designator
	: '[' constant_expression ']'		{ $$ = ast_new(N_DESIG_INDEX, POS(@1), $2, NULL, NULL, NULL); }
	| '[' constant_expression ELLIPSIS constant_expression ']'
						{ $$ = ast_new(N_DESIG_INDEX, POS(@1), $2, $4, NULL, NULL); }
	| '.' any_identifier			{ $$ = ast_name(N_DESIG_FIELD, POS(@2), $2->name); }
	;

/* Attributes */

attributes_opt
	: %empty				{ $$ = NULL; }
	| attributes
	;

attributes
	: attribute
	| attributes attribute			{ $$ = ast_append($1, $2); }
	;

attribute
	: ATTRIBUTE '(' '(' attribute_list ')' ')'	{ $$ = $4; }
	;

attribute_list
	: %empty				{ $$ = NULL; }
	| attribute_item
	| attribute_list ','			{ $$ = $1; }
	| attribute_list ',' attribute_item	{ $$ = ast_append($1, $3); }
	;

attribute_item
	: attribute_word
	| attribute_word '(' attribute_args ')'	{ $$ = parse_attribute(ps, $1, $3); }
	| attribute_word '(' ')'		{ $$ = $1; }
	;

attribute_word
	: IDENTIFIER			{ $$ = ast_name(N_ATTRIBUTE, POS(@1), $1); }
	| TYPEDEF_NAME			{ $$ = ast_name(N_ATTRIBUTE, POS(@1), $1); }
	| CONST				{ $$ = parse_attribute_keyword(ps, POS(@1), "const"); }
	| VOLATILE			{ $$ = parse_attribute_keyword(ps, POS(@1), "volatile"); }
	| INLINE			{ $$ = parse_attribute_keyword(ps, POS(@1), "inline"); }
	| NORETURN			{ $$ = parse_attribute_keyword(ps, POS(@1), "noreturn"); }
	| CONTEXT			{ $$ = parse_attribute_keyword(ps, POS(@1), "__context__"); }
	| RESTRICT			{ $$ = parse_attribute_keyword(ps, POS(@1), "restrict"); }
	;

/*
 * Under __CHECKER__ the kernel names an address space after gcc's x86
 * segment keywords: address_space(__seg_gs).  The macro does not expand
 * itself again, so the keyword reaches the grammar as the space's name.
 */
attribute_args
	: argument_expression_list
	| SEG_GS				{ $$ = parse_attribute_name(ps, POS(@1), "__seg_gs"); }
	| SEG_FS				{ $$ = parse_attribute_name(ps, POS(@1), "__seg_fs"); }
	;

/* Statements */

statement
	: compound_statement
	| expression_statement
	| selection_statement
	| iteration_statement
	| jump_statement
	| asm_statement
	| CONTEXT '(' assignment_expression ')' ';'
						{ $$ = ast_new(N_CONTEXT, POS(@1), NULL, $3, NULL, NULL); }
	| CONTEXT '(' assignment_expression ',' assignment_expression ')' ';'
						{ $$ = ast_new(N_CONTEXT, POS(@1), $3, $5, NULL, NULL); }
	| attribute ';'				{ $$ = ast_new(N_EXPR_STMT, POS(@1), NULL, NULL, NULL, NULL); }
	| error ';'				{ $$ = parse_recovered(ps, false); }
	;

/*
 * Labels, case and default are block items of their own, as in C23: a
 * label may then precede a declaration or the closing brace (gcc accepts
 * both), and the grammar has no conflict between "L:" alone and "L: stmt".
 * The statement a label marks is the item that follows it.
 */
label
	: any_identifier ':' attributes_opt	{ $$ = parse_label(ps, $1, NULL, $3); }
	| CASE constant_expression ':'		{ $$ = ast_new(N_CASE, POS(@1), $2, NULL, NULL, NULL); }
	| CASE constant_expression ELLIPSIS constant_expression ':'
						{ $$ = ast_new(N_CASE, POS(@1), $2, $4, NULL, NULL); }
	| DEFAULT ':'				{ $$ = ast_new(N_DEFAULT, POS(@1), NULL, NULL, NULL, NULL); }
	;

compound_statement
	: '{' { parse_scope_push(ps); } block_item_list '}'
						{ $$ = parse_compound(ps, POS(@1), $3, POS(@4)); }
	| '{' '}'				{ $$ = ast_new(N_COMPOUND, POS(@1), NULL, NULL, NULL, NULL);
						  $$->end = POS(@2); }
	;

block_item_list
	: block_item
	| block_item_list block_item		{ $$ = ast_append($1, $2); }
	;

block_item
	: declaration
	| statement
	| local_label_declaration
	| function_definition			/* GNU nested functions */
	| label
	| EXTENSION declaration			{ $$ = $2; }
	;

local_label_declaration
	: LABEL label_list ';'			{ $$ = ast_new(N_LOCAL_LABEL, POS(@1), $2, NULL, NULL, NULL); }
	;

label_list
	: any_identifier
	| label_list ',' any_identifier		{ $$ = ast_append($1, $3); }
	;

expression_statement
	: ';'					{ $$ = ast_new(N_EXPR_STMT, POS(@1), NULL, NULL, NULL, NULL); }
	| expression ';'			{ $$ = ast_new(N_EXPR_STMT, $1->pos, $1, NULL, NULL, NULL); }
	;

/* The body of if/else/switch/loops: a statement, maybe labeled ("else out: f();") */
body
	: statement
	| label body				{ $$ = ast_append($1, $2); }
	;

selection_statement
	: IF '(' expression ')' body %prec THEN
						{ $$ = ast_new(N_IF, POS(@1), $3, $5, NULL, NULL); }
	| IF '(' expression ')' body ELSE body
						{ $$ = ast_new(N_IF, POS(@1), $3, $5, $7, NULL); }
	| SWITCH '(' expression ')' body	{ $$ = ast_new(N_SWITCH, POS(@1), $3, $5, NULL, NULL); }
	;

iteration_statement
	: WHILE '(' expression ')' body		{ $$ = ast_new(N_WHILE, POS(@1), $3, $5, NULL, NULL); }
	| DO body WHILE '(' expression ')' ';'
						{ $$ = ast_new(N_DO, POS(@1), $2, $5, NULL, NULL); }
	| FOR '(' { parse_scope_push(ps); } for_init expression_opt ';' expression_opt ')' body
						{ $$ = parse_for(ps, POS(@1), $4, $5, $7, $9); }
	;

for_init
	: expression_opt ';'
	| declaration
	;

jump_statement
	: GOTO any_identifier ';'		{ $$ = ast_name(N_GOTO, POS(@1), $2->name); }
	| GOTO '*' expression ';'		{ $$ = ast_new(N_GOTO_COMPUTED, POS(@1), $3, NULL, NULL, NULL); }
	| CONTINUE ';'				{ $$ = ast_new(N_CONTINUE, POS(@1), NULL, NULL, NULL, NULL); }
	| BREAK ';'				{ $$ = ast_new(N_BREAK, POS(@1), NULL, NULL, NULL, NULL); }
	| RETURN expression_opt ';'		{ $$ = ast_new(N_RETURN, POS(@1), $2, NULL, NULL, NULL); }
	;

asm_statement
	: ASM asm_qualifiers '(' string_literal asm_operands_opt ')' ';'
						{ $$ = parse_asm(ps, POS(@1), $2, $4, $5); }
	;

asm_qualifiers
	: %empty				{ $$ = 0; }
	| asm_qualifiers VOLATILE		{ $$ = parse_asm_qualifier(ps, $1, AST_ASM_VOLATILE, POS(@2)); }
	| asm_qualifiers GOTO			{ $$ = parse_asm_qualifier(ps, $1, AST_ASM_GOTO, POS(@2)); }
	| asm_qualifiers INLINE			{ $$ = parse_asm_qualifier(ps, $1, AST_ASM_INLINE, POS(@2)); }
	;

/* outputs : inputs : clobbers : labels, each part optional */
asm_operands_opt
	: %empty				{ $$ = NULL; }
	| ':' asm_operands			{ $$ = parse_asm_parts(ps, $2, NULL, NULL, NULL); }
	| ':' asm_operands ':' asm_operands	{ $$ = parse_asm_parts(ps, $2, $4, NULL, NULL); }
	| ':' asm_operands ':' asm_operands ':' asm_clobbers
						{ $$ = parse_asm_parts(ps, $2, $4, $6, NULL); }
	| ':' asm_operands ':' asm_operands ':' asm_clobbers ':' asm_labels
						{ $$ = parse_asm_parts(ps, $2, $4, $6, $8); }
	;

asm_operands
	: %empty				{ $$ = NULL; }
	| asm_operand
	| asm_operands ',' asm_operand		{ $$ = ast_append($1, $3); }
	;

asm_operand
	: string_literal '(' expression ')'	{ $$ = ast_new(N_ASM_OPERAND, POS(@1), NULL, $1, $3, NULL); }
	| '[' any_identifier ']' string_literal '(' expression ')'
						{ $$ = ast_new(N_ASM_OPERAND, POS(@1), $2, $4, $6, NULL); }
	;

asm_clobbers
	: %empty				{ $$ = NULL; }
	| string_literal
	| asm_clobbers ',' string_literal	{ $$ = ast_append($1, $3); }
	;

asm_labels
	: %empty				{ $$ = NULL; }
	| any_identifier
	| asm_labels ',' any_identifier		{ $$ = ast_append($1, $3); }
	;

%%

/*
 * A syntax error, in the user's words: bison's names of the unexpected
 * and every expected symbol go to parse_syntax_error(), which spells
 * them as C does.
 */
static int yyreport_syntax_error(const yypcontext_t *ctx, struct parse_state *ps)
{
	yysymbol_kind_t expected[YYNTOKENS];
	const char *names[YYNTOKENS];
	int n = yypcontext_expected_tokens(ctx, expected, YYNTOKENS), i;

	if (n < 0)
		n = 0;
	for (i = 0; i < n; i++)
		names[i] = yysymbol_name(expected[i]);
	parse_syntax_error(ps, *yypcontext_location(ctx), yysymbol_name(yypcontext_token(ctx)),
			   names, n);
	return 0;
}
