// SPDX-License-Identifier: GPL-2.0
/*
 * #if / #elif expressions: integer arithmetic in the target's intmax_t and
 * uintmax_t (64 bits on every supported target), with C's rules for
 * signedness, short-circuit evaluation (no error in unevaluated operands),
 * defined, __has_include and the builtin __has_* macros.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "pp_int.h"
#include "target.h"

struct value {
	uint64_t v;
	bool is_unsigned;
};

struct expr {
	struct token tok;	/* current token */
	int skip;		/* > 0 inside an unevaluated operand */
	int depth;
	bool error;
	const struct token *at;
	int ntokens;		/* for include-guard detection of "!defined X" */
	struct ident *guard;
	int guard_state;
};

extern struct ident *ppexpr_guard;

static void next(struct expr *e)
{
	macro_get_nopad(&e->tok);
	e->ntokens++;
}

static void expr_error(struct expr *e, const struct token *t, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void expr_error(struct expr *e, const struct token *t, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	if (e->error)
		return;
	e->error = true;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	diag_error(token_pos(t->kind == TOK_NEWLINE ? e->at : t), "%s", msg);
}

static struct value cond_expr(struct expr *e);

/* An integer constant that does not fit in 64 bits: its value means nothing. */
static bool parse_int(const char *s, size_t len, struct value *out, bool *is_float,
		      bool *overflow)
{
	uint64_t v = 0;
	size_t i = 0;
	int base = 10, nl = 0, nu = 0;
	bool any = false;

	*is_float = false;
	*overflow = false;
	if (len > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		base = 16;
		i = 2;
	} else if (len > 1 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) {
		base = 2;
		i = 2;
	} else if (s[0] == '0') {
		base = 8;
	}
	for (; i < len; i++) {
		int d;
		char c = s[i];

		if (c >= '0' && c <= '9')
			d = c - '0';
		else if (base == 16 && c >= 'a' && c <= 'f')
			d = c - 'a' + 10;
		else if (base == 16 && c >= 'A' && c <= 'F')
			d = c - 'A' + 10;
		else
			break;
		if (d >= base) {
			if (base == 8 && d < 10) {
				/* maybe a float like 09.5; checked below */
				any = true;
				v = v * 10 + d;
				continue;
			}
			return false;
		}
		if (v > (UINT64_MAX - d) / base)
			*overflow = true;
		v = v * base + d;
		any = true;
	}
	if (i < len && (s[i] == '.' || ((s[i] == 'e' || s[i] == 'E') && base != 16) ||
			((s[i] == 'p' || s[i] == 'P') && base == 16))) {
		*is_float = true;
		return false;
	}
	if (!any && base != 8)
		return false;
	for (; i < len; i++) {
		char c = s[i];

		if ((c == 'u' || c == 'U') && !nu)
			nu = 1;
		else if ((c == 'l' || c == 'L') && nl < 2 &&
			 (nl == 0 || s[i - 1] == c))
			nl++;
		else
			return false;
	}
	out->v = v;
	/* an unsuffixed decimal that does not fit intmax_t is unsigned (gcc warns) */
	out->is_unsigned = nu || (v > INT64_MAX);
	return true;
}

/* A multi-character constant so far, RESULT, followed by the unit C. */
static uint64_t char_append(uint64_t result, uint64_t c, int width)
{
	if (width >= 64)
		return c;
	return (result << width) | (c & ((1ULL << width) - 1));
}

static uint64_t char_value(struct expr *e, const struct token *t, bool *is_unsigned)
{
	const char *s = t->str, *end = t->str + t->len - 1;
	int width = 8, nchars = 0;
	bool wide = false;
	uint64_t result = 0;

	*is_unsigned = false;
	if (*s == 'L') {
		wide = true;
		width = target.size_wchar * 8;
		*is_unsigned = target.wchar_unsigned;
		s++;
	} else if (*s == 'u' && s[1] == '8') {
		s += 2;
		*is_unsigned = true;
	} else if (*s == 'u') {
		wide = true;
		width = 16;
		*is_unsigned = true;
		s++;
	} else if (*s == 'U') {
		wide = true;
		width = 32;
		*is_unsigned = true;
		s++;
	}
	s++;	/* the quote */
	while (s < end) {
		uint32_t units[4];
		uint64_t c;
		unsigned int n, i;

		if (lit_decode(&s, end, wide, &c) != LIT_CODE_POINT) {
			result = char_append(result, c, width);
			nchars++;
			continue;
		}
		/* '\u00e9' is two chars, as its UTF-8 encoding */
		n = lit_encode(c, width / 8, units);
		for (i = 0; i < n; i++)
			result = char_append(result, units[i], width);
		nchars += n;
	}
	if (nchars == 0) {
		expr_error(e, t, "empty character constant");
		return 0;
	}
	if (!wide && nchars == 1 && !target.char_unsigned && !*is_unsigned)
		result = (uint64_t)(int64_t)(signed char)result;
	else if (!wide && nchars > 1)
		result = (uint64_t)(int64_t)(int32_t)result;
	else if (wide && !*is_unsigned && width == 32)
		result = (uint64_t)(int64_t)(int32_t)result;
	else if (wide && !*is_unsigned && width == 16)
		result = (uint64_t)(int64_t)(int16_t)result;
	return result;
}

/* defined X / defined(X) */
static struct value parse_defined(struct expr *e)
{
	struct value r = { 0, false };
	bool paren = false;
	struct token name;

	pp.prevent_expansion++;
	next(e);
	if (e->tok.kind == TOK_LPAREN) {
		paren = true;
		next(e);
	}
	name = e->tok;
	if (name.kind != TOK_IDENT) {
		expr_error(e, &name, "operator \"defined\" requires an identifier");
		pp.prevent_expansion--;
		return r;
	}
	r.v = name.id->macro != NULL;
	if (e->guard_state == 1 && !paren)
		e->guard = name.id;
	next(e);
	if (paren) {
		if (e->tok.kind != TOK_RPAREN)
			expr_error(e, &e->tok, "missing ')' after \"defined\"");
		else
			next(e);
		if (e->guard_state == 1)
			e->guard = name.id;
	}
	pp.prevent_expansion--;
	return r;
}

/* __has_include("x") / __has_include(<x>) */
static struct value parse_has_include(struct expr *e, bool next_dir)
{
	struct value r = { 0, false };
	struct strbuf sb = { 0 };
	struct token op = e->tok;
	bool angled = false;

	next(e);
	if (e->tok.kind != TOK_LPAREN) {
		expr_error(e, &op, "missing '(' after \"__has_include\"");
		return r;
	}
	next(e);
	if (e->tok.kind == TOK_STRING && e->tok.str[0] == '"') {
		sb_add(&sb, e->tok.str + 1, e->tok.len - 2);
		next(e);
	} else if (e->tok.kind == TOK_LT) {
		angled = true;
		for (;;) {
			size_t len;
			const char *s;

			next(e);
			if (e->tok.kind == TOK_NEWLINE) {
				expr_error(e, &op, "missing terminating > character");
				sb_free(&sb);
				return r;
			}
			if (e->tok.kind == TOK_GT)
				break;
			s = token_spelling(&e->tok, &len);
			if (sb.len && e->tok.flags & TF_SPACE)
				sb_addc(&sb, ' ');
			sb_add(&sb, s, len);
		}
		next(e);
	} else {
		expr_error(e, &op, "operator \"__has_include\" requires a header-name");
		return r;
	}
	if (e->tok.kind != TOK_RPAREN)
		expr_error(e, &op, "missing ')' after \"__has_include\" operand");
	else
		next(e);
	if (!e->skip && sb.len)
		r.v = pp_has_include(sb.buf, sb.len, angled, next_dir);
	sb_free(&sb);
	return r;
}

static struct value primary(struct expr *e)
{
	struct value r = { 0, false };
	struct token t = e->tok;

	switch (t.kind) {
	case TOK_NUMBER: {
		bool is_float, overflow;
		/* a 1,000-digit spelling is not worth repeating in full */
		int shown = t.len > 40 ? 40 : (int)t.len;
		const char *more = t.len > 40 ? "..." : "";

		if (!parse_int(t.str, t.len, &r, &is_float, &overflow)) {
			if (is_float)
				expr_error(e, &t, "floating constant in preprocessor expression");
			else
				expr_error(e, &t, "invalid integer constant \"%.*s%s\" in #if",
					   shown, t.str, more);
		} else if (overflow && !e->skip && !e->error) {
			/* sparse stops there, exit status 1: the run fails too */
			e->error = true;
			diag_error_failing(token_pos(&t),
					   "integer constant \"%.*s%s\" is too large for its type",
					   shown, t.str, more);
		}
		next(e);
		return r;
	}
	case TOK_CHAR:
		r.v = char_value(e, &t, &r.is_unsigned);
		r.is_unsigned = false;
		next(e);
		return r;
	case TOK_IDENT:
		if (t.id->pp_builtin == BI_DEFINED)
			return parse_defined(e);
		if (t.id->pp_builtin == BI_HAS_INCLUDE || t.id->pp_builtin == BI_HAS_INCLUDE_NEXT)
			return parse_has_include(e, t.id->pp_builtin == BI_HAS_INCLUDE_NEXT);
		if (!e->skip)
			diag_warning(CHECK_UNDEF, token_pos(&t), "\"%s\" is not defined, evaluates to 0",
				     t.id->name);
		next(e);
		return r;
	case TOK_LPAREN:
		if (++e->depth > PP_MAX_EXPR_DEPTH) {
			expr_error(e, &t, "#if expression nested too deeply");
			return r;
		}
		next(e);
		r = cond_expr(e);
		e->depth--;
		if (e->tok.kind != TOK_RPAREN)
			expr_error(e, &e->tok, "missing ')' in expression");
		else
			next(e);
		return r;
	case TOK_NEWLINE:
		expr_error(e, &t, "#if with no expression");
		return r;
	default: {
		size_t len;
		const char *s = token_spelling(&t, &len);

		if (t.kind == TOK_STRING)
			expr_error(e, &t, "token \"%.*s\" is not valid in preprocessor expressions",
				   (int)len, s);
		else
			expr_error(e, &t, "token \"%.*s\" is not valid in preprocessor expressions",
				   (int)len, s);
		next(e);
		return r;
	}
	}
}

static struct value unary(struct expr *e)
{
	struct value r;
	int op = e->tok.kind;

	switch (op) {
	case TOK_PLUS:
	case TOK_MINUS:
	case TOK_TILDE:
	case TOK_NOT:
		if (++e->depth > PP_MAX_EXPR_DEPTH) {
			expr_error(e, &e->tok, "#if expression nested too deeply");
			return (struct value){ 0, false };
		}
		if (op == TOK_NOT && e->ntokens == 1)
			e->guard_state = 1;
		next(e);
		r = unary(e);
		e->depth--;
		if (op == TOK_MINUS)
			r.v = -r.v;
		else if (op == TOK_TILDE)
			r.v = ~r.v;
		else if (op == TOK_NOT) {
			r.v = !r.v;
			r.is_unsigned = false;
		}
		return r;
	default:
		if (!(e->guard_state == 1 && e->ntokens == 2))
			e->guard_state = 0;
		return primary(e);
	}
}

static int precedence(int kind)
{
	switch (kind) {
	case TOK_STAR: case TOK_SLASH: case TOK_PERCENT: return 10;
	case TOK_PLUS: case TOK_MINUS: return 9;
	case TOK_SHL: case TOK_SHR: return 8;
	case TOK_LT: case TOK_GT: case TOK_LE: case TOK_GE: return 7;
	case TOK_EQ: case TOK_NE: return 6;
	case TOK_AMP: return 5;
	case TOK_CARET: return 4;
	case TOK_PIPE: return 3;
	case TOK_ANDAND: return 2;
	case TOK_OROR: return 1;
	default: return 0;
	}
}

static struct value binary_op(struct expr *e, int op, struct value a, struct value b,
			      const struct token *at)
{
	struct value r;
	bool u = a.is_unsigned || b.is_unsigned;

	r.is_unsigned = u;
	switch (op) {
	case TOK_STAR: r.v = a.v * b.v; break;
	case TOK_SLASH:
	case TOK_PERCENT:
		if (b.v == 0) {
			if (!e->skip)
				expr_error(e, at, "division by zero in #if");
			r.v = 0;
			break;
		}
		if (u)
			r.v = op == TOK_SLASH ? a.v / b.v : a.v % b.v;
		else if ((int64_t)b.v == -1)
			r.v = op == TOK_SLASH ? -a.v : 0;
		else
			r.v = op == TOK_SLASH ? (uint64_t)((int64_t)a.v / (int64_t)b.v) :
						(uint64_t)((int64_t)a.v % (int64_t)b.v);
		break;
	case TOK_PLUS: r.v = a.v + b.v; break;
	case TOK_MINUS: r.v = a.v - b.v; break;
	case TOK_SHL:
	case TOK_SHR: {
		bool left = op == TOK_SHL;
		int64_t n = (int64_t)b.v;

		r.is_unsigned = a.is_unsigned;
		if (!b.is_unsigned && n < 0) {
			left = !left;
			n = -n;
		}
		if (b.is_unsigned && b.v > 64)
			n = 64;
		if (left)
			r.v = n >= 64 ? 0 : a.v << n;
		else if (a.is_unsigned)
			r.v = n >= 64 ? 0 : a.v >> n;
		else
			r.v = n >= 64 ? ((int64_t)a.v < 0 ? -1 : 0) :
				(uint64_t)((int64_t)a.v >> n);
		break;
	}
	case TOK_LT: r.v = u ? a.v < b.v : (int64_t)a.v < (int64_t)b.v; r.is_unsigned = false; break;
	case TOK_GT: r.v = u ? a.v > b.v : (int64_t)a.v > (int64_t)b.v; r.is_unsigned = false; break;
	case TOK_LE: r.v = u ? a.v <= b.v : (int64_t)a.v <= (int64_t)b.v; r.is_unsigned = false; break;
	case TOK_GE: r.v = u ? a.v >= b.v : (int64_t)a.v >= (int64_t)b.v; r.is_unsigned = false; break;
	case TOK_EQ: r.v = a.v == b.v; r.is_unsigned = false; break;
	case TOK_NE: r.v = a.v != b.v; r.is_unsigned = false; break;
	case TOK_AMP: r.v = a.v & b.v; break;
	case TOK_CARET: r.v = a.v ^ b.v; break;
	case TOK_PIPE: r.v = a.v | b.v; break;
	default: r.v = 0; break;
	}
	return r;
}

/* Precedence climbing; && and || short-circuit by raising e->skip. */
static struct value binary(struct expr *e, int min_prec)
{
	struct value a = unary(e);

	for (;;) {
		int op = e->tok.kind, prec = precedence(op);
		struct token at = e->tok;
		struct value b;

		if (!prec || prec < min_prec || e->error)
			return a;
		e->guard_state = 0;
		e->guard = NULL;
		next(e);
		if (e->tok.kind == TOK_NEWLINE) {
			expr_error(e, &at, "operator '%s' has no right operand",
				   token_punct_spelling[op]);
			return a;
		}
		if (op == TOK_ANDAND || op == TOK_OROR) {
			bool short_circuit = op == TOK_ANDAND ? !a.v : !!a.v;

			e->skip += short_circuit;
			b = binary(e, prec + 1);
			e->skip -= short_circuit;
			a.v = op == TOK_ANDAND ? (a.v && b.v) : (a.v || b.v);
			a.is_unsigned = false;
			continue;
		}
		b = binary(e, prec + 1);
		a = binary_op(e, op, a, b, &at);
	}
}

static struct value cond_expr(struct expr *e)
{
	struct value c = binary(e, 1), a, b;

	if (e->tok.kind == TOK_QUESTION) {
		e->guard = NULL;
		next(e);
		e->skip += !c.v;
		a = cond_expr(e);
		e->skip -= !c.v;
		if (e->tok.kind != TOK_COLON) {
			expr_error(e, &e->tok, "'?' without following ':'");
			return a;
		}
		next(e);
		e->skip += !!c.v;
		b = cond_expr(e);
		e->skip -= !!c.v;
		a.v = c.v ? a.v : b.v;
		a.is_unsigned = a.is_unsigned || b.is_unsigned;
		return a;
	}
	while (e->tok.kind == TOK_COMMA) {
		e->guard = NULL;
		next(e);
		c = cond_expr(e);
	}
	return c;
}

bool ppexpr_eval(const struct token *at)
{
	struct expr e = { .at = at };
	struct value v;

	pp.in_directive = true;
	next(&e);
	v = cond_expr(&e);
	if (!e.error && e.tok.kind != TOK_NEWLINE) {
		size_t len;
		const char *s = token_spelling(&e.tok, &len);

		if (e.tok.kind == TOK_RPAREN)
			expr_error(&e, &e.tok, "missing '(' in expression");
		else
			expr_error(&e, &e.tok, "missing binary operator before token \"%.*s\"",
				   (int)len, s);
	}
	while (e.tok.kind != TOK_NEWLINE)
		macro_get_nopad(&e.tok);
	/* "!defined X" or "!defined(X)" and nothing else: an include guard */
	if (!e.error && e.guard && (e.ntokens == 4 || e.ntokens == 6))
		ppexpr_guard = e.guard;
	return !e.error && v.v != 0;
}
