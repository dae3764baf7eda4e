// SPDX-License-Identifier: GPL-2.0
/*
 * The parser's glue.  The scanner side turns preprocessed tokens into the
 * grammar's tokens and decides, for each identifier, whether it names a
 * typedef here (C is not context-free without that).  The decision uses
 * the scopes the actions keep, plus one rule: once a declaration has a
 * type specifier, the next identifier is the declarator even if it names
 * a typedef ("typedef int T; void f(void) { long T; }").  The action side
 * builds the AST and keeps those scopes; no semantics here.
 */
#include <stdlib.h>
#include <string.h>

#include "options.h"
#include "pack.h"
#include "parse.h"
#include "parser.tab.h"
#include "pp.h"
#include "scope.h"
#include "token.h"

static void keywords_init(void)
{
	static bool done;
	static const struct {
		const char *name;
		int token;
	} kw[] = {
#define KW(name, tok) { name, tok },
#include "keywords.def"
#undef KW
	};
	size_t i;

	if (done)
		return;
	done = true;
	for (i = 0; i < ARRAY_SIZE(kw); i++)
		ident_get(kw[i].name)->keyword = kw[i].token;
}

static const short punct_tokens[TOK_NR_KINDS] = {
	[TOK_LBRACKET] = '[', [TOK_RBRACKET] = ']', [TOK_LPAREN] = '(', [TOK_RPAREN] = ')',
	[TOK_LBRACE] = '{', [TOK_RBRACE] = '}', [TOK_DOT] = '.', [TOK_ARROW] = ARROW,
	[TOK_INC] = INC, [TOK_DEC] = DEC, [TOK_AMP] = '&', [TOK_STAR] = '*', [TOK_PLUS] = '+',
	[TOK_MINUS] = '-', [TOK_TILDE] = '~', [TOK_NOT] = '!', [TOK_SLASH] = '/',
	[TOK_PERCENT] = '%', [TOK_SHL] = SHL, [TOK_SHR] = SHR, [TOK_LT] = '<', [TOK_GT] = '>',
	[TOK_LE] = LE, [TOK_GE] = GE, [TOK_EQ] = EQ, [TOK_NE] = NE, [TOK_CARET] = '^',
	[TOK_PIPE] = '|', [TOK_ANDAND] = ANDAND, [TOK_OROR] = OROR, [TOK_QUESTION] = '?',
	[TOK_COLON] = ':', [TOK_SEMI] = ';', [TOK_ELLIPSIS] = ELLIPSIS, [TOK_ASSIGN] = '=',
	[TOK_MUL_ASSIGN] = MUL_ASSIGN, [TOK_DIV_ASSIGN] = DIV_ASSIGN,
	[TOK_MOD_ASSIGN] = MOD_ASSIGN, [TOK_ADD_ASSIGN] = ADD_ASSIGN,
	[TOK_SUB_ASSIGN] = SUB_ASSIGN, [TOK_SHL_ASSIGN] = SHL_ASSIGN,
	[TOK_SHR_ASSIGN] = SHR_ASSIGN, [TOK_AND_ASSIGN] = AND_ASSIGN,
	[TOK_XOR_ASSIGN] = XOR_ASSIGN, [TOK_OR_ASSIGN] = OR_ASSIGN, [TOK_COMMA] = ',',
	[TOK_HASH] = '#', [TOK_HASHHASH] = '#',
};

/* Type specifier keywords: they make the next identifier a declarator, not a type. */
bool parse_is_type_keyword(int tok)
{
	switch (tok) {
	case VOID: case CHAR: case SHORT: case INT: case LONG: case FLOAT: case DOUBLE:
	case SIGNED: case UNSIGNED: case BOOL: case COMPLEX: case IMAGINARY: case INT128:
	case FLOAT16: case FLOAT32: case FLOAT64: case FLOAT128: case AUTO_TYPE:
		return true;
	default:
		return false;
	}
}

/* Tokens that may stand between the type and the declarator's name. */
static bool keeps_type_seen(int tok)
{
	switch (tok) {
	case '*': case '(': case CONST: case VOLATILE: case RESTRICT: case ATOMIC:
	case SEG_GS: case SEG_FS: case TYPEDEF: case EXTERN: case STATIC: case AUTO:
	case REGISTER: case THREAD_LOCAL: case INLINE: case NORETURN: case ATTRIBUTE:
	case ALIGNAS: case EXTENSION:
		return true;
	default:
		return parse_is_type_keyword(tok);
	}
}

static void push_brace(struct parse_state *ps, bool body)
{
	vec_grow(ps->braces, ps->nbraces + 1, ps->braces_cap, 64);
	ps->braces[ps->nbraces++] = body;
}

static bool pop_brace(struct parse_state *ps)
{
	return ps->nbraces ? ps->braces[--ps->nbraces] : false;
}

/* The grammar token of an identifier, with the typedef-name decision. */
static int classify_ident(struct parse_state *ps, struct ident *id)
{
	bool in_attr = ps->attr_paren >= 0;

	if (ps->member_next || in_attr) {
		ps->member_next = false;
		return scope_is_typedef(id) ? TYPEDEF_NAME : IDENTIFIER;
	}
	if (ps->tag_state == 1) {
		ps->tag_state = 2;
		return IDENTIFIER;
	}
	if (ps->tag_state == 2) {
		ps->tag_state = 0;
		ps->type_seen = true;
	}
	if (scope_is_typedef(id) && !ps->type_seen) {
		ps->type_seen = true;
		ps->after_declarator = false;
		return TYPEDEF_NAME;
	}
	if (ps->type_seen) {
		/* a declarator: a ',' at this level starts the next one */
		ps->decl_active = true;
		ps->decl_paren = ps->paren_depth;
		ps->decl_braces = ps->nbraces;
		ps->after_declarator = true;
	} else {
		ps->after_declarator = false;
	}
	ps->type_seen = false;
	return IDENTIFIER;
}

/* The paren depths params has a bit for. */
static bool paren_tracked(const struct parse_state *ps)
{
	return ps->paren_depth >= 0 && ps->paren_depth < (int)sizeof(ps->params) * 8;
}

/* Bookkeeping for punctuators and keywords other than identifiers. */
static void track_token(struct parse_state *ps, int tok)
{
	bool in_attr = ps->attr_paren >= 0;

	/* "struct tag" ends with anything but a body or an attribute */
	if (!in_attr && ps->tag_state && tok != '{' && tok != ATTRIBUTE && !ps->attr_next) {
		if (ps->tag_state == 2)
			ps->type_seen = true;
		ps->tag_state = 0;
	}
	if (tok == '(') {
		ps->paren_depth++;
		/* "f(" after a declarator's name opens a parameter list */
		if (paren_tracked(ps)) {
			uint64_t bit = 1ull << ps->paren_depth;

			ps->params = ps->after_declarator ? ps->params | bit : ps->params & ~bit;
		}
		ps->after_declarator = false;
		if (ps->attr_next && !in_attr) {
			ps->attr_next = false;
			ps->attr_paren = ps->paren_depth;
		} else if (ps->typeof_next && !in_attr) {
			ps->typeof_next = false;
			ps->typeof_paren = ps->paren_depth;
			ps->type_seen = false;
		}
		return;
	}
	if (tok == ')') {
		/*
		 * "(*f)(" and "(*)(": a '(' after ')' may open parameters.
		 * Calls get marked too, which only keeps ',' from re-arming
		 * type_seen there: the safe side.
		 */
		ps->after_declarator = !in_attr;
		if (ps->paren_depth == ps->attr_paren) {
			ps->attr_paren = -1;
		} else if (ps->paren_depth == ps->typeof_paren && !in_attr) {
			ps->typeof_paren = -1;
			ps->paren_depth--;
			ps->type_seen = true;
			return;
		}
		/* an unbalanced ')' after a syntax error: the recovery resets it */
		if (ps->paren_depth > 0)
			ps->paren_depth--;
		if (!in_attr)
			ps->type_seen = false;
		return;
	}
	if (in_attr)
		return;
	ps->after_declarator = false;
	switch (tok) {
	case ',':
		/* "T a, b;" — b is a declarator even if it names a typedef */
		if (ps->decl_active && ps->paren_depth == ps->decl_paren &&
		    ps->nbraces == ps->decl_braces &&
		    !(ps->paren_depth > 0 && paren_tracked(ps) &&
		      ps->params & (1ull << ps->paren_depth))) {
			ps->type_seen = true;
			return;
		}
		break;
	case ';':
		ps->decl_active = false;
		break;
	case STRUCT: case UNION: case ENUM:
		ps->tag_state = 1;
		ps->type_seen = false;
		return;
	case ATTRIBUTE: case ALIGNAS:
		ps->attr_next = true;
		return;
	case TYPEOF: case TYPEOF_UNQUAL:
		ps->typeof_next = true;
		return;
	case '{':
		push_brace(ps, ps->tag_state != 0);
		ps->tag_state = 0;
		ps->type_seen = false;
		return;
	case '}':
		ps->type_seen = pop_brace(ps);
		ps->tag_state = 0;
		return;
	case '.': case ARROW:
		ps->member_next = true;
		ps->type_seen = false;
		return;
	}
	if (parse_is_type_keyword(tok))
		ps->type_seen = true;
	else if (!keeps_type_seen(tok))
		ps->type_seen = false;
}

static bool is_floating(const struct token *t)
{
	bool hex = t->len > 1 && t->str[0] == '0' && (t->str[1] == 'x' || t->str[1] == 'X');
	uint32_t i;

	for (i = 0; i < t->len; i++) {
		char c = t->str[i];

		if (c == '.')
			return true;
		if (!hex && (c == 'e' || c == 'E'))
			return true;
		if (hex && (c == 'p' || c == 'P'))
			return true;
	}
	return false;
}

static void unpack_token(struct parse_state *ps, struct token *t);

/* The next token: one read again (parse_defer_body()), or the preprocessor's. */
static void source_token(struct parse_state *ps, struct token *t)
{
	if (ps->packed) {
		unpack_token(ps, t);
		return;
	}
	if (!ps->replay) {
		pp_next(t);
		return;
	}
	*t = ps->replay[ps->replay_pos++];
	/* the preprocessor's tokens again once a body given back is read */
	if (ps->replay_pos == ps->nreplay)
		ps->replay = NULL;
}

static void next_token(struct parse_state *ps, struct token *t)
{
	if (ps->has_peek) {
		*t = ps->peek;
		ps->has_peek = false;
	} else {
		source_token(ps, t);
	}
}

/* Is the next token __attribute__? */
static bool attribute_follows(struct parse_state *ps)
{
	if (!ps->has_peek) {
		source_token(ps, &ps->peek);
		ps->has_peek = true;
	}
	return ps->peek.kind == TOK_IDENT && ps->peek.id->keyword == ATTRIBUTE;
}

int yylex(YYSTYPE *lval, struct srcpos *lloc, struct parse_state *ps)
{
	struct token t;
	int tok;

	/* a unit that stopped (diag_stop_unit()) ends here, as at its end */
	if (unlikely(diag_unit_stopped()))
		return 0;
	if (unlikely(ps->body_start)) {
		ps->body_start = false;
		*lloc = ps->cur_pos;
		return BODY_START;
	}
	if (ps->deferred) {
		lval->node = ps->deferred;
		ps->deferred = NULL;
		*lloc = lval->node->pos;
		return DEFERRED_BODY;
	}
	next_token(ps, &t);
	ps->prev_pos = ps->cur_pos;
	ps->cur_pos = *lloc = token_pos(&t);
	/* a name or constant starting a line ends a statement that lacked its ';' */
	ps->cur_is_operand = (t.kind == TOK_IDENT && !t.id->keyword) || t.kind == TOK_NUMBER ||
			     t.kind == TOK_CHAR || t.kind == TOK_STRING;
	ps->cur_unterminated = t.kind == TOK_OTHER && (t.str[0] == '"' || t.str[0] == '\'') ?
			       t.str[0] : 0;
	switch (t.kind) {
	case TOK_EOF:
		return 0;
	case TOK_IDENT:
		tok = t.id->keyword;
		if (!tok) {
			lval->id = t.id;
			return classify_ident(ps, t.id);
		}
		lval->id = t.id;
		track_token(ps, tok);
		return tok;
	case TOK_NUMBER:
		tok = is_floating(&t) ? FLOATING_CONSTANT : INTEGER_CONSTANT;
		lval->node = ast_literal(tok == FLOATING_CONSTANT ? N_FLOATING : N_INTEGER,
					 *lloc, t.str, t.len);
		break;
	case TOK_CHAR:
		tok = CHAR_CONSTANT;
		lval->node = ast_literal(N_CHAR, *lloc, t.str, t.len);
		break;
	case TOK_STRING:
		tok = STRING_LITERAL;
		lval->node = ast_literal(N_STRING, *lloc, t.str, t.len);
		break;
	case TOK_OTHER:
		/* a stray character: the grammar has no use for it */
		tok = (unsigned char)t.str[0];
		if (tok < 128)
			return tok == 0 ? '@' : tok;
		return '@';
	default:
		tok = t.kind >= TOK_FIRST_PUNCT ? punct_tokens[t.kind] : '@';
		if (tok == '(' && ps->type_seen && ps->attr_paren < 0 && attribute_follows(ps)) {
			track_token(ps, tok);
			return DECL_LPAREN;
		}
		track_token(ps, tok);
		return tok;
	}
	/* a literal ends a declarator context, but not inside __attribute__(()) */
	if (ps->attr_paren < 0) {
		ps->type_seen = false;
		ps->tag_state = 0;
		ps->after_declarator = false;
	}
	ps->member_next = false;
	return tok;
}

void yyerror(struct srcpos *lloc, struct parse_state *ps, const char *msg)
{
	ps->errors++;
	diag_error(*lloc, "nested too deeply for the parser (more than %ld levels)", PARSE_MAX_DEPTH);
}

/* Bison's names of the tokens that are not spelled in the grammar. */
static const struct {
	const char *bison, *user;
} token_words[] = {
	{ "IDENTIFIER", "identifier" }, { "TYPEDEF_NAME", "type name" },
	{ "INTEGER_CONSTANT", "number" }, { "FLOATING_CONSTANT", "number" },
	{ "CHAR_CONSTANT", "character constant" }, { "STRING_LITERAL", "string literal" },
	{ "DECL_LPAREN", "'('" }, { "DEFERRED_BODY", "'{'" }, { "BODY_START", "'{'" },
	{ "ARROW", "'->'" }, { "INC", "'++'" }, { "DEC", "'--'" },
	{ "SHL", "'<<'" }, { "SHR", "'>>'" }, { "LE", "'<='" }, { "GE", "'>='" },
	{ "EQ", "'=='" }, { "NE", "'!='" }, { "ANDAND", "'&&'" }, { "OROR", "'||'" },
	{ "ELLIPSIS", "'...'" }, { "MUL_ASSIGN", "'*='" }, { "DIV_ASSIGN", "'/='" },
	{ "MOD_ASSIGN", "'%='" }, { "ADD_ASSIGN", "'+='" }, { "SUB_ASSIGN", "'-='" },
	{ "SHL_ASSIGN", "'<<='" }, { "SHR_ASSIGN", "'>>='" }, { "AND_ASSIGN", "'&='" },
	{ "XOR_ASSIGN", "'^='" }, { "OR_ASSIGN", "'|='" }, { "ALIGNOF_ABI", "'_Alignof'" },
	{ "end of file", "end of input" },
};

/* Keywords by bison name: the first spelling of each. */
static const struct {
	const char *bison, *spelling;
} keyword_words[] = {
#define KW(spelling, token) { #token, spelling },
#include "keywords.def"
#undef KW
};

/* A token as the user reads it: ';', 'struct', identifier. */
static const char *token_word(const char *bison, char *buf, size_t size)
{
	size_t i;

	if (bison[0] == '\'')
		return bison;
	for (i = 0; i < ARRAY_SIZE(token_words); i++)
		if (!strcmp(token_words[i].bison, bison))
			return token_words[i].user;
	for (i = 0; i < ARRAY_SIZE(keyword_words); i++)
		if (!strcmp(keyword_words[i].bison, bison)) {
			snprintf(buf, size, "'%s'", keyword_words[i].spelling);
			return buf;
		}
	return bison;
}

static bool expects(const char *const *expected, int n, const char *name)
{
	int i;

	for (i = 0; i < n; i++)
		if (!strcmp(expected[i], name))
			return true;
	return false;
}

/*
 * A syntax error in a system header (-isystem, the compiler's own
 * headers, #pragma GCC system_header) ends the unit, as a missing header
 * ends gcc's: such a header is the compiler's, not the user's, and what
 * the checker cannot parse there (gcc's arm_neon.h and its builtin vector
 * types) it cannot parse in every line after it either: thousands of
 * errors of one cause.  The unit's own code is not checked, which the
 * note says.
 */
static void stop_in_system_header(struct srcpos pos)
{
	struct srcplace p = source_user_place(pos.loc);
	const char *name, *base;

	if (!pos.loc || !source_file_is_system(p.file))
		return;
	name = source_file_name(p.file);
	base = strrchr(name, '/');
	diag_stop_unit(pos, "syntax error in system header '%s'", base ? base + 1 : name);
}

void parse_syntax_error(struct parse_state *ps, struct srcpos pos, const char *unexpected,
			const char *const *expected, int nexpected)
{
	char ubuf[64], ebuf[4][64], list[300];
	const char *what = token_word(unexpected, ubuf, sizeof(ubuf));
	/* the token read before the last one */
	struct srcpos prev = ps->prev_pos;
	size_t len = 0;
	int i;

	ps->errors++;
	/* the preprocessor warned, as gcc's does; the error is gcc's too */
	if (ps->cur_unterminated && pos.loc == ps->cur_pos.loc) {
		diag_error(pos, "missing terminating %c character", ps->cur_unterminated);
		stop_in_system_header(pos);
		return;
	}
	list[0] = 0;
	if (nexpected <= 4) {
		const char *words[4];
		int n = 0, j;

		/* '(' is two symbols of the grammar (DECL_LPAREN): once for the user */
		for (i = 0; i < nexpected; i++) {
			const char *w = token_word(expected[i], ebuf[i], sizeof(ebuf[i]));

			for (j = 0; j < n && strcmp(words[j], w); j++)
				;
			if (j == n)
				words[n++] = w;
		}
		for (i = 0; i < n; i++)
			len += snprintf(list + len, sizeof(list) - len, "%s%s",
					i == 0 ? "" : i == n - 1 ? " or " : ", ", words[i]);
	} else if (!strcmp(unexpected, "end of file") && expects(expected, nexpected, "'}'")) {
		snprintf(list, sizeof(list), "'}'");	/* a body left open */
	} else if (expects(expected, nexpected, "INTEGER_CONSTANT")) {
		snprintf(list, sizeof(list), "expression");
	} else if (expects(expected, nexpected, "INT")) {
		snprintf(list, sizeof(list), "declaration specifiers");
	}
	/*
	 * An expression statement missing its ';' is reported at the end of
	 * the line that lacks it, as gcc does, when the next line starts with
	 * an operand; after a declaration gcc names the next token.
	 */
	if (expects(expected, nexpected, "';'") && ps->cur_is_operand && prev.loc &&
	    !loc_is_macro(pos.loc) && !loc_is_macro(prev.loc)) {
		struct srcplace p = source_place(pos.loc), q = source_place(prev.loc);

		if (q.file == p.file && q.line < p.line)
			pos = prev;
	}
	if (list[0])
		diag_error(pos, "syntax error: expected %s before %s", list, what);
	else
		diag_error(pos, "syntax error before %s", what);
	stop_in_system_header(pos);
}

/* ---------------------------------------------------------------- */
/* Actions */

static void push_specs(struct parse_state *ps, struct node *specs)
{
	vec_grow(ps->specs, ps->nspecs + 1, ps->specs_cap, 32);
	ps->specs[ps->nspecs++] = specs;
}

static void pop_specs(struct parse_state *ps)
{
	if (ps->nspecs)
		ps->nspecs--;
}

static bool specs_have_typedef(const struct node *specs)
{
	for (; specs; specs = specs->next)
		if (specs->kind == N_SPEC && specs->op == SPEC_TYPEDEF)
			return true;
	return false;
}

/*
 * The first specifier of a list: the list is pushed, for the lexer to
 * see a typedef being declared.  An empty __attribute__(()) is no node,
 * so a list may start empty: its first node then takes its place.
 */
struct node *parse_specifiers_begin(struct parse_state *ps, struct node *spec)
{
	push_specs(ps, spec);
	return spec;
}

struct node *parse_specifiers(struct parse_state *ps, struct node *list, struct node *spec)
{
	if (!list) {
		if (ps->nspecs)
			ps->specs[ps->nspecs - 1] = spec;
		return spec;
	}
	return ast_append(list, spec);
}

/* What a node too deep is part of, for the message. */
static const char *nesting_what(const struct node *n)
{
	switch (n->kind) {
	case N_INIT_LIST: case N_INIT_ITEM: case N_DESIG_FIELD: case N_DESIG_INDEX:
		return "initializer";
	case N_COMPOUND: case N_EXPR_STMT: case N_IF: case N_SWITCH: case N_WHILE: case N_DO:
	case N_FOR: case N_GOTO: case N_GOTO_COMPUTED: case N_CONTINUE: case N_BREAK:
	case N_RETURN: case N_LABELED: case N_CASE: case N_DEFAULT: case N_DECL:
	case N_LOCAL_LABEL:
		return "statement";
	case N_DECLARATOR: case N_POINTER: case N_ARRAY: case N_FUNCTION: case N_PARAM:
	case N_TYPE_NAME: case N_INIT_DECL:
		return "declarator";
	case N_STRUCT: case N_MEMBER_DECL: case N_MEMBER_DECLARATOR: case N_ENUM:
	case N_ENUMERATOR: case N_TYPEOF: case N_SPEC: case N_TYPEDEF_NAME:
		return "type";
	default:
		return "expression";
	}
}

/*
 * The passes after the parser recurse over the tree: a declaration nested
 * deeper than -fmax-nesting-depth (no kernel code comes near it) is
 * reported once and dropped, before it can overflow their stack.  The
 * parser's own stack is bison's, on the heap.
 */
static bool nested_too_deeply(struct parse_state *ps, struct node *decl)
{
	unsigned long made = ast_node_count() - ps->nodes_seen;
	struct node *deep;

	ps->nodes_seen = ast_node_count();
	if (!decl || made <= opts.max_nesting_depth)
		return false;
	deep = ast_too_deep(decl, opts.max_nesting_depth);
	if (!deep)
		return false;
	ps->errors++;
	diag_error(deep->pos, "%s nested too deeply (more than %u levels)", nesting_what(deep),
		   opts.max_nesting_depth);
	return true;
}

/*
 * DECL, evaluated at once with consume(): its nodes are given back after,
 * unless it is a function definition whose body has been parsed or the
 * evaluation kept them (see ast_temp_begin()), and the next declaration's
 * go to the same place.  A body still waiting (an inline function nothing
 * used yet) is not kept with its definition: consume_end() keeps what its
 * evaluation will need.
 */
struct node *parse_toplevel(struct parse_state *ps, struct node *list, struct node *decl)
{
	bool dropped;

	if (!ps->consume) {
		if (nested_too_deeply(ps, decl))
			return list;
		return ps->unit = ast_append(list, decl);
	}
	ast_temp_end();
	if (decl && !nested_too_deeply(ps, decl))
		ps->consume(decl);
	else
		decl = NULL;
	if (decl && (decl->kind == N_FILE_ASM ||
		     (decl->kind == N_FUNCTION_DEF &&
		      (!ast_body_deferred(decl) || decl->function_def.knr_decls))))
		ast_temp_keep();
	dropped = ast_temp_droppable();
	/*
	 * No specifier list is open between external declarations, but a
	 * syntax error recovered inside one (a member, a statement) can
	 * leave its declaration's: it would point into what is dropped.
	 */
	ps->nspecs = 0;
	ps->consume_end(dropped);
	ast_temp_release();
	ast_temp_begin();
	return NULL;
}

struct node *parse_recovered(struct parse_state *ps, bool file_scope)
{
	if (file_scope) {
		/* the error may have left scopes and specifier lists open */
		while (scope_depth())
			scope_pop();
		ps->nspecs = 0;
		ps->nbraces = 0;
		ps->paren_depth = 0;
		ps->attr_paren = ps->typeof_paren = -1;
		ps->fn_nesting = ps->fn_asserts = 0;
	}
	ps->type_seen = false;
	ps->tag_state = 0;
	return NULL;
}

/* The declarator's name node, through pointers, arrays and functions. */
static struct node *declarator_name(struct node *d)
{
	while (d && d->kind != N_DECLARATOR)
		d = declarator_inner(d);
	return d;
}

/* The function declarator that applies to the name itself. */
static struct node *name_function(struct node *d)
{
	struct node *fn = NULL;

	while (d && d->kind != N_DECLARATOR) {
		if (d->kind == N_FUNCTION && d->function.inner &&
		    d->function.inner->kind == N_DECLARATOR)
			fn = d;
		d = declarator_inner(d);
	}
	return fn;
}

struct node *parse_declarator(struct parse_state *ps, struct node *decl, struct node *asm_label,
			      struct node *attrs)
{
	struct node *name = declarator_name(decl);

	if (name && name->name)
		scope_declare(name->name, ps->nspecs && specs_have_typedef(ps->specs[ps->nspecs - 1]));
	return ast_new(N_INIT_DECL, name ? name->pos : decl->pos, decl, NULL, asm_label, attrs);
}

/*
 * "T a, __user *b": attributes before a declarator other than the first
 * join that declarator's own (of an INIT_DECL or a MEMBER_DECLARATOR).
 */
struct node *parse_lead_attrs(struct parse_state *ps, struct node *decl, struct node *attrs)
{
	struct node **own = decl->kind == N_INIT_DECL ? &decl->init_decl.attributes :
			    &decl->member_declarator.attributes;

	if (attrs)
		*own = ast_append(attrs, *own);
	return decl;
}

/*
 * "void (__rcu *fn)(void)": attributes before the '*' of a parenthesized
 * declarator qualify what the pointer points to, as sparse reads them
 * (the POINTER's attributes).
 */
struct node *parse_paren_attrs(struct parse_state *ps, struct node *attrs, struct node *decl)
{
	if (decl && decl->kind == N_POINTER)
		decl->pointer.attributes = ast_append(attrs, decl->pointer.attributes);
	return decl;
}

struct node *parse_init(struct parse_state *ps, struct node *init_decl, struct node *init)
{
	init_decl->init_decl.initializer = init;
	return init_decl;
}

struct node *parse_declaration(struct parse_state *ps, struct node *specs, struct node *decls,
			       struct srcpos pos)
{
	pop_specs(ps);
	return ast_new(N_DECL, pos, specs, decls, NULL, NULL);
}

void parse_function_begin(struct parse_state *ps, struct node *init_decl)
{
	struct node *fn = name_function(init_decl->init_decl.declarator), *p;

	scope_push();
	ps->fn_nesting++;
	if (!fn)
		return;
	/* the parameters are visible in the body */
	for (p = fn->function.params; p; p = p->next) {
		struct node *name = NULL;

		if (p->kind == N_PARAM)
			name = declarator_name(p->param.declarator);
		else if (p->kind == N_IDENT)
			name = p;
		if (name && name->name)
			scope_declare(name->name, false);
	}
}

struct node *parse_function_end(struct parse_state *ps, struct node *specs, struct node *init_decl,
				struct node *krdecls, struct node *body)
{
	struct node *fd;

	scope_pop();
	if (specs)
		pop_specs(ps);
	fd = ast_new(N_FUNCTION_DEF, init_decl->pos, specs, init_decl, krdecls, body);
	/* a nested function's flag may count its parent's: one walk too many, no more */
	if (ps->fn_asserts)
		fd->flags |= AST_F_HAS_ASSERT;
	if (!--ps->fn_nesting)
		ps->fn_asserts = 0;
	return fd;
}

/*
 * Deferred bodies.  A unit includes thousands of inline functions from
 * headers and uses a few hundred, and the semantic pass only evaluates
 * the bodies of those used (sema/unit.c).  The others need not be parsed
 * either: their tokens, packed in 5.5 bytes each on average, are kept
 * instead of their nodes, up to 72 bytes each and two for three tokens,
 * and the parse of half a unit's code is saved.  The body is parsed when
 * it is needed, at file scope, by a parser of its own (bison's is
 * reentrant), with the function's
 * parameters declared: for valid C, it sees the typedef names it saw
 * where it was written, as its evaluation sees the same declarations.
 * What a parse reports in such a body (a syntax error, a duplicated asm
 * qualifier) is reported when, and if, the function is used.
 *
 * Not deferred: a body with a _Static_assert (sparse evaluates them in
 * unused functions too: sema/unit.c prescans them), one the statement
 * checks want to see as written (a parse_want_body_fn of theirs), one
 * the end of input cuts.  Their
 * tokens are given back to the parser, which reads them as if they came
 * now.
 */
static struct arena defer_arena;
/* the checks' parse_want_body_fn, registered at start-up */
static parse_want_body_fn *want_body[4];
static unsigned int nwant_body;
static struct token *capture;
static unsigned int ncapture, capture_cap;
static unsigned char *packbuf;
static size_t npacked, packbuf_cap;

static void capture_token(const struct token *t)
{
	vec_grow(capture, ncapture + 1, capture_cap, 1024);
	capture[ncapture++] = *t;
}

/*
 * A deferred body's tokens, packed: a byte of kind (0x80: a byte of
 * flags follows), the location as a zigzag varint of its difference from
 * the previous token's (most are a few bytes on), then an identifier's
 * ident or a literal's spelling and length; punctuators have nothing
 * more, the parser needs only their kind.  5.5 bytes a token on
 * average (kernel/groups.c, kernel/sched/core.c) against the
 * preprocessor's 24.
 */
static unsigned char *pack_varint(unsigned char *p, uint32_t v)
{
	while (v >= 0x80) {
		*p++ = (unsigned char)(v | 0x80);
		v >>= 7;
	}
	*p++ = (unsigned char)v;
	return p;
}

static uint32_t unpack_varint(const unsigned char **pp)
{
	const unsigned char *p = *pp;
	uint32_t v = 0;
	unsigned int shift = 0;

	do {
		v |= (uint32_t)(*p & 0x7f) << shift;
		shift += 7;
	} while (*p++ & 0x80 && shift < 35);
	*pp = p;
	return v;
}

static bool has_spelling(int kind)
{
	return kind == TOK_NUMBER || kind == TOK_CHAR || kind == TOK_STRING || kind == TOK_OTHER;
}

/* The most bytes a token packs into. */
#define PACKED_MAX (2 + 5 + sizeof(void *) + 5)

/* Appends T, after a token at PREV_LOC, to packbuf. */
static void pack_token(const struct token *t, uint32_t prev_loc)
{
	int32_t delta = (int32_t)(t->loc - prev_loc);
	unsigned char *p;

	vec_grow(packbuf, npacked + PACKED_MAX, packbuf_cap, 4096);
	p = packbuf + npacked;
	*p++ = t->kind | (t->flags ? 0x80 : 0);
	if (t->flags)
		*p++ = t->flags;
	p = pack_varint(p, ((uint32_t)delta << 1) ^ (uint32_t)(delta >> 31));
	if (t->kind == TOK_IDENT) {
		memcpy(p, &t->id, sizeof(t->id));
		p += sizeof(t->id);
	} else if (has_spelling(t->kind)) {
		memcpy(p, &t->str, sizeof(t->str));
		p += sizeof(t->str);
		p = pack_varint(p, t->len);
	}
	npacked = p - packbuf;
}

static void unpack_token(struct parse_state *ps, struct token *t)
{
	const unsigned char *p = ps->packed;
	uint32_t z;

	memset(t, 0, sizeof(*t));
	if (p >= ps->packed_end) {
		t->kind = TOK_EOF;
		return;
	}
	t->kind = *p & 0x7f;
	if (*p++ & 0x80)
		t->flags = *p++;
	z = unpack_varint(&p);
	ps->packed_loc += (z >> 1) ^ -(z & 1);
	t->loc = ps->packed_loc;
	if (t->kind == TOK_IDENT) {
		memcpy(&t->id, p, sizeof(t->id));
		p += sizeof(t->id);
	} else if (has_spelling(t->kind)) {
		memcpy(&t->str, p, sizeof(t->str));
		p += sizeof(t->str);
		t->len = unpack_varint(&p);
	}
	ps->packed = p;
}

void parse_want_body_add(parse_want_body_fn *fn)
{
	unsigned int i;

	for (i = 0; i < nwant_body; i++)
		if (want_body[i] == fn)
			return;
	if (nwant_body == ARRAY_SIZE(want_body))
		fatal("too many parse_want_body_add() callbacks");
	want_body[nwant_body++] = fn;
}

/* Whether a check wants the body of N tokens TOKS parsed where it is written. */
static bool body_wanted(const struct token *toks, unsigned int n)
{
	unsigned int i;

	for (i = 0; i < nwant_body; i++)
		if (want_body[i](toks, n))
			return true;
	return false;
}

bool parse_defer_body(struct parse_state *ps, struct node *specs, int lookahead)
{
	struct parse_deferred *d;
	struct node *body;
	struct token t;
	unsigned int depth = 1, i;
	bool keep = true;

	if (!ps->consume || ps->fn_nesting != 1 || lookahead != '{' || ps->replay ||
	    !ast_has_spec(specs, SPEC_INLINE))
		return false;
	/* the lookahead, read already, is the body's first token */
	memset(&t, 0, sizeof(t));
	t.kind = TOK_LBRACE;
	t.loc = ps->cur_pos.loc;
	ncapture = 0;
	capture_token(&t);
	do {
		next_token(ps, &t);
		capture_token(&t);
		if (t.kind == TOK_EOF) {
			/* read again up to the end of input, where the parser finds it */
			keep = false;
			break;
		}
		if (t.kind == TOK_LBRACE)
			depth++;
		else if (t.kind == TOK_RBRACE)
			depth--;
		else if (t.kind == TOK_IDENT && t.id->keyword == STATIC_ASSERT)
			keep = false;
	} while (depth);
	if (keep && body_wanted(capture, ncapture))
		keep = false;
	if (!keep) {
		/* read again after the lookahead '{', the parser's already */
		ps->replay = capture + 1;
		ps->nreplay = ncapture - 1;
		ps->replay_pos = 0;
		return false;
	}
	for (i = 0, npacked = 0; i < ncapture; i++)
		pack_token(&capture[i], i ? capture[i - 1].loc : 0);
	d = arena_alloc(&defer_arena, sizeof(*d) + npacked);
	d->size = npacked;
	memcpy(d->packed, packbuf, npacked);
	body = ast_new(N_COMPOUND, ps->cur_pos, NULL, NULL, NULL, NULL);
	body->end.loc = t.loc;
	body->end_loc = t.loc;
	body->deferred = d;
	/* the scanner's view, as after a body's last statement and brace */
	track_token(ps, ';');
	track_token(ps, '}');
	ps->deferred = body;
	return true;
}

bool parse_deferred_body(struct node *fd)
{
	struct node *body = fd->function_def.body;
	struct parse_state ps = { .attr_paren = -1, .typeof_paren = -1 };
	struct node *parsed;

	if (!body || !body->deferred)
		return false;
	ps.packed = body->deferred->packed;
	ps.packed_end = body->deferred->packed + body->deferred->size;
	ps.body_start = true;
	ps.cur_pos = body->pos;
	ps.nodes_seen = ast_node_count();
	parse_function_begin(&ps, fd->function_def.declarator);
	yyparse(&ps);
	scope_pop();
	parsed = ps.body;
	if (parsed && nested_too_deeply(&ps, parsed))
		parsed = NULL;
	if (!parsed) {
		/* after a syntax error: an empty body, its errors reported */
		parsed = ast_new(N_COMPOUND, body->pos, NULL, NULL, NULL, NULL);
		parsed->end = body->end;
		parsed->end_loc = body->end_loc;
	}
	fd->function_def.body = parsed;
	free(ps.specs);
	free(ps.braces);
	return true;
}

struct node *parse_static_assert(struct parse_state *ps, struct srcpos pos, struct node *expr,
				 struct node *message)
{
	if (ps->fn_nesting)
		ps->fn_asserts++;
	return ast_new(N_STATIC_ASSERT, pos, expr, message, NULL, NULL);
}

/* _Alignof and alignof give the ABI's alignment, __alignof__ gcc's preferred one. */
int parse_alignof_op(const struct ident *kw)
{
	return kw->name[0] == '_' && kw->name[1] == 'A' ? OP_ALIGNOF_ABI :
	       kw->name[0] == 'a' ? OP_ALIGNOF_ABI : OP_ALIGNOF;
}

struct node *parse_struct(struct parse_state *ps, int kind, struct srcpos pos, struct node *tag,
			  struct node *members, struct node *lead, struct node *trail, int has_body)
{
	/*
	 * op: SPEC_STRUCT or SPEC_UNION, with AST_HAS_BODY when braces were given (maybe
	 * empty) and the #pragma pack in force at the '}' (AST_PACK_SHIFT).
	 */
	unsigned int pack = has_body ? pack_current() : 0, code = 0;
	struct node *n;

	while (pack) {
		code++;
		pack >>= 1;
	}
	/* the attributes after the keyword and after the body: see N_STRUCT in ast.h */
	n = ast_op(N_STRUCT, kind | (has_body ? AST_HAS_BODY : 0) | code << AST_PACK_SHIFT,
		   pos, tag, members, trail);
	n->record.keyword_attributes = lead;
	return n;
}

struct node *parse_member_decl(struct parse_state *ps, struct node *specs, struct node *decls,
			       struct srcpos pos)
{
	pop_specs(ps);
	return ast_new(N_MEMBER_DECL, pos, specs, decls, NULL, NULL);
}

struct node *parse_enumerator(struct parse_state *ps, struct node *name, struct node *value,
			      struct node *attrs)
{
	struct node *n = ast_name(N_ENUMERATOR, name->pos, name->name);

	n->enumerator.value = value;
	n->enumerator.attributes = attrs;
	scope_declare(name->name, false);
	return n;
}

struct node *parse_pointer(struct parse_state *ps, struct node *outer, struct node *rest)
{
	outer->pointer.inner = rest;
	return outer;
}

struct node *parse_pointer_declarator(struct parse_state *ps, struct node *ptr, struct node *inner)
{
	struct node *p = ptr;

	while (p->pointer.inner)
		p = p->pointer.inner;
	p->pointer.inner = inner;
	return ptr;
}

struct node *parse_function_declarator(struct parse_state *ps, struct node *inner,
				       struct node *params, struct srcpos pos)
{
	struct node *n = ast_new(N_FUNCTION, pos, inner, params, NULL, NULL);
	struct node *p;

	for (p = params; p; p = p->next)
		if (p->kind == N_ELLIPSIS)
			n->op = AST_FUNCTION_VARIADIC;
	return n;
}

struct node *parse_kr_declarator(struct parse_state *ps, struct node *inner, struct node *names,
				 struct srcpos pos)
{
	struct node *n = ast_new(N_FUNCTION, pos, inner, names, NULL, NULL);

	n->op = AST_FUNCTION_KR;
	return n;
}

/* POS: the specifiers', which may be only an empty __attribute__(()) */
struct node *parse_param(struct parse_state *ps, struct srcpos pos, struct node *specs,
			 struct node *decl, struct node *attrs)
{
	pop_specs(ps);
	return ast_new(N_PARAM, specs ? specs->pos : pos, specs, decl, attrs, NULL);
}

struct node *parse_type_name(struct parse_state *ps, struct srcpos pos, struct node *specs,
			     struct node *decl)
{
	pop_specs(ps);
	return ast_new(N_TYPE_NAME, specs ? specs->pos : pos, specs, decl, NULL, NULL);
}

struct node *parse_attribute(struct parse_state *ps, struct node *word, struct node *args)
{
	word->attribute.args = args;
	return word;
}

struct node *parse_attribute_keyword(struct parse_state *ps, struct srcpos pos, const char *name)
{
	return ast_name(N_ATTRIBUTE, pos, ident_get(name));
}

/* A keyword used as the name argument of an attribute. */
struct node *parse_attribute_name(struct parse_state *ps, struct srcpos pos, const char *name)
{
	return ast_name(N_IDENT, pos, ident_get(name));
}

struct node *parse_label(struct parse_state *ps, struct node *name, struct node *stmt,
			 struct node *attrs)
{
	struct node *n = ast_name(N_LABELED, name->pos, name->name);

	n->labeled.stmt = stmt;
	n->labeled.attributes = attrs;
	return n;
}

struct node *parse_array(struct parse_state *ps, struct node *inner, struct node *suffix)
{
	suffix->array.inner = inner;
	return suffix;
}

void parse_scope_push(struct parse_state *ps)
{
	scope_push();
}

struct node *parse_compound(struct parse_state *ps, struct srcpos pos, struct node *items,
			    struct srcpos rbrace)
{
	struct node *last = items && items->tail ? items->tail : items, *n;

	scope_pop();
	if (last && (last->kind == N_LABELED || last->kind == N_CASE || last->kind == N_DEFAULT)) {
		struct node *empty = ast_new(N_EXPR_STMT, rbrace, NULL, NULL, NULL, NULL);

		empty->flags |= AST_F_NO_STMT;
		items = ast_append(items, empty);
	}
	n = ast_new(N_COMPOUND, pos, items, NULL, NULL, NULL);
	n->end = rbrace;
	return n;
}

struct node *parse_for(struct parse_state *ps, struct srcpos pos, struct node *init,
		       struct node *cond, struct node *step, struct node *body)
{
	scope_pop();
	return ast_new(N_FOR, pos, init, cond, step, body);
}

struct node *parse_asm_parts(struct parse_state *ps, struct node *outputs, struct node *inputs,
			     struct node *clobbers, struct node *labels)
{
	struct srcpos none = { 0 };

	return ast_new(N_ASM, outputs ? outputs->pos : none, outputs, inputs, clobbers, labels);
}

/*
 * gcc rejects a repeated asm qualifier (asm volatile volatile), sparse
 * warns about it: so does -Wasm-operands, at the repetition.
 */
int parse_asm_qualifier(struct parse_state *ps, int quals, int q, struct srcpos pos)
{
	if (quals & q)
		diag_warning(CHECK_ASM_OPERANDS, pos, "duplicated asm modifier");
	return quals | q;
}

struct node *parse_asm(struct parse_state *ps, struct srcpos pos, int quals, struct node *tmpl,
		       struct node *parts)
{
	struct node *n = ast_op(N_ASM, quals, pos, tmpl, NULL, NULL);

	if (parts) {
		/* PARTS holds outputs, inputs, clobbers, labels: it becomes the tail */
		n->asm_stmt.outputs = parts->kid[0];
		n->asm_stmt.inputs = parts->kid[1];
		parts->kind = N_ASM_TAIL;
		parts->asm_tail.clobbers = parts->kid[2];
		parts->asm_tail.labels = parts->kid[3];
		parts->kid[2] = parts->kid[3] = NULL;
		n->asm_stmt.tail = parts;
	}
	return n;
}

int yyparse(struct parse_state *ps);

void parse_typedefs(parse_typedef_name_fn *typedef_name)
{
	const char *name;
	unsigned int i;

	for (i = 0; (name = typedef_name(i)); i++)
		scope_declare(ident_get(name), true);
}

struct node *parse_unit(parse_typedef_name_fn *typedef_name, void (*consume)(struct node *decl),
			void (*consume_end)(bool dropped))
{
	struct parse_state ps = { .consume = consume, .consume_end = consume_end,
				  .nodes_seen = ast_node_count() };

	ps.attr_paren = ps.typeof_paren = -1;
	keywords_init();
	/* the names gcc predefines as typedefs */
	parse_typedefs(typedef_name);
	if (consume)
		ast_temp_begin();
	yyparse(&ps);
	if (consume)
		ast_temp_release();	/* a declaration cut by the end of the file */
	/* the bodies still deferred are those of functions nothing used */
	arena_release(&defer_arena);
	/* the end of the unit may leave an open scope after an error */
	scope_reset();
	free(ps.specs);
	free(ps.braces);
	return ps.unit;
}
