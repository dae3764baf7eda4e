// SPDX-License-Identifier: GPL-2.0
/*
 * Macro definition and expansion, following gcc's algorithm closely: a
 * stack of token contexts; a macro is disabled while its expansion is
 * being read and a name read while its macro is disabled is painted so it
 * never expands; arguments are pre-expanded lazily; ## is applied when the
 * left operand is read; padding tokens carry the spacing that stringizing
 * and -E output depend on.  Getting these the way gcc does is what makes
 * the token stream of a kernel unit identical to gcc's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "lexer.h"
#include "names.h"
#include "pp_int.h"
#include "target.h"

struct context {
	struct token *toks;
	uint32_t pos, n;
	struct macro *macro;	/* re-enabled when the context is left */
	struct ident *id;
	struct expansion *exp;	/* given to every token read, if set */
};

static struct context *ctx;
static int nctx, ctx_cap;
static int get_nesting;
/* location of the ')' that ended the last argument list collected */
static uint32_t last_rparen;
static struct arena_mark scratch_base;

/* A padding with no source: "avoid paste" */
static const struct token avoid_paste = { .kind = TOK_PADDING };

struct macro_arg {
	struct token *first;	/* raw, with paddings; NULL: omitted (for , ## __VA_ARGS__) */
	uint32_t count;
	struct token *expanded;
	uint32_t expanded_count;
	bool has_expanded;
	struct token stringified;
	bool has_stringified;
};

struct tokvec {
	struct token *t;
	uint32_t n, cap;
};

/*
 * Gives V room for CAP tokens: in place when its array is the scratch
 * arena's last allocation (the common case while one vector fills), else
 * by a copy that leaves the old array behind until the arena is reset.
 */
static void tv_reserve(struct tokvec *v, uint32_t cap)
{
	struct token *nt;

	if (v->t && arena_extend(&pp.scratch, v->t, v->cap * sizeof(*nt), cap * sizeof(*nt))) {
		v->cap = cap;
		return;
	}
	nt = arena_alloc(&pp.scratch, cap * sizeof(*nt));
	if (v->n)
		memcpy(nt, v->t, v->n * sizeof(*nt));
	v->t = nt;
	v->cap = cap;
}

static void __attribute__((noinline)) tv_grow(struct tokvec *v)
{
	tv_reserve(v, vec_next_cap(v->cap, v->n + 1, 16));
}

static inline void tv_push(struct tokvec *v, const struct token *t)
{
	if (unlikely(v->n == v->cap))
		tv_grow(v);
	v->t[v->n++] = *t;
}

static void tv_push_n(struct tokvec *v, const struct token *t, uint32_t n)
{
	if (v->n + n > v->cap)
		tv_reserve(v, vec_next_cap(v->cap, v->n + n, 16));
	memcpy(v->t + v->n, t, n * sizeof(*t));
	v->n += n;
}

static struct token padding_from(const struct token *source)
{
	struct token p = *source;

	p.kind = TOK_PADDING;
	p.flags = TF_PAD_SRC | (source->flags & TF_SPACE);
	return p;
}

void macro_init(void)
{
	arena_mark(&pp.scratch, &scratch_base);
}

static void push_context(struct token *toks, uint32_t n, struct macro *m, struct ident *id,
			 struct expansion *exp)
{
	/* enter_macro_context() stops below: the contexts it leads to are few */
	if (nctx >= PP_MAX_CONTEXTS + 64)
		fatal("internal error: macro contexts beyond their limit");
	vec_grow(ctx, nctx + 1, ctx_cap, 64);
	ctx[nctx].toks = toks;
	ctx[nctx].pos = 0;
	ctx[nctx].n = n;
	ctx[nctx].macro = m;
	ctx[nctx].id = id;
	ctx[nctx].exp = exp;
	nctx++;
}

static void pop_context(void)
{
	struct context *c = &ctx[--nctx];

	/* contiguous contexts of one expansion re-enable it only at the end */
	if (c->macro && !(nctx && ctx[nctx - 1].macro == c->macro))
		c->macro->disabled = false;
}

/*
 * Unread the token just read: it came from the current context (a context
 * that ended while looking ahead is gone, and the token after it came
 * from its parent) or from the file.
 */
static void backup_token(const struct token *t)
{
	if (!nctx) {
		pp_unlex(t);
		return;
	}
	if (ctx[nctx - 1].pos) {
		ctx[nctx - 1].pos--;
	} else {
		struct token *c = arena_alloc(&pp.scratch, sizeof(*c));

		*c = *t;
		push_context(c, 1, NULL, NULL, NULL);
	}
}

/* ---------------------------------------------------------------- */
/* Stringizing */

/* Stringizing, with gcc's rule for where a space goes. */
static struct token stringify(const struct macro_arg *arg, const struct token *at,
			      const struct expansion *exp)
{
	struct strbuf sb = { 0 };
	const struct token *source = NULL;
	bool have_source = false;	/* source is "NULL" in gcc terms when false */
	unsigned int backslashes = 0;
	uint32_t i;
	struct token r = *at;

	sb_addc(&sb, '"');
	for (i = 0; i < arg->count; i++) {
		const struct token *t = &arg->first[i];
		size_t len, k;
		const char *s;
		bool escape;

		if (t->kind == TOK_PADDING) {
			if (!have_source || (!(source->flags & TF_SPACE) && !(t->flags & TF_PAD_SRC))) {
				source = t;
				have_source = t->flags & TF_PAD_SRC;
			}
			continue;
		}
		if (sb.len > 1) {
			const struct token *src = have_source ? source : t;

			if (src->flags & TF_SPACE)
				sb_addc(&sb, ' ');
		}
		have_source = false;
		source = NULL;
		s = token_spelling(t, &len);
		escape = t->kind == TOK_STRING || t->kind == TOK_CHAR;
		if (t->kind == TOK_OTHER && s[0] == '\\')
			backslashes++;
		else
			backslashes = 0;
		if (!escape) {
			sb_add(&sb, s, len);
			continue;
		}
		for (k = 0; k < len; k++) {
			if (s[k] == '"' || s[k] == '\\')
				sb_addc(&sb, '\\');
			if (s[k] == '\n')
				sb_addstr(&sb, "\\n");
			else
				sb_addc(&sb, s[k]);
		}
	}
	if (backslashes & 1) {
		struct srcpos pos = { .loc = exp->name_loc };

		diag_warning(CHECK_PP_EXTRA, pos, "invalid string literal, ignoring final '\\'");
		sb.len--;
	}
	sb_addc(&sb, '"');
	r.kind = TOK_STRING;
	r.str = arena_strndup(&pp.perm, sb.buf, sb.len);
	r.len = sb.len;
	r.flags = 0;
	sb_free(&sb);
	return r;
}

/* ---------------------------------------------------------------- */
/* Definitions */

static bool token_equal(const struct token *a, const struct token *b)
{
	size_t la, lb;
	const char *sa, *sb;

	if (a->kind != b->kind || (a->flags & (TF_SPACE | TF_STRINGIFY | TF_PASTE_LEFT)) !=
				  (b->flags & (TF_SPACE | TF_STRINGIFY | TF_PASTE_LEFT)))
		return false;
	if (a->kind == TOK_MACRO_ARG)
		return a->len == b->len;
	sa = token_spelling(a, &la);
	sb = token_spelling(b, &lb);
	return la == lb && !memcmp(sa, sb, la);
}

static bool same_definition(const struct macro *a, const struct macro *b)
{
	uint32_t i;

	if (a->funlike != b->funlike || a->variadic != b->variadic ||
	    a->nparams != b->nparams || a->nbody != b->nbody)
		return false;
	for (i = 0; i < a->nparams; i++)
		if (a->params[i] != b->params[i])
			return false;
	for (i = 0; i < a->nbody; i++)
		if (!token_equal(&a->body[i], &b->body[i]))
			return false;
	return true;
}

static int param_index(const struct macro *m, const struct ident *id)
{
	int k;

	for (k = 0; k < m->nparams; k++)
		if (m->params[k] == id)
			return k;
	return -1;
}

/* gcc's wording: "expected X, found "y"" or "expected X before end of line" */
static void param_error(const struct token *toks, size_t n, size_t i, const char *what)
{
	size_t len;
	const char *sp;

	if (i >= n) {
		diag_error(token_pos(&toks[n - 1]), "%s before end of line", what);
		return;
	}
	sp = token_spelling(&toks[i], &len);
	diag_error(token_pos(&toks[i]), "%s, found \"%.*s\"", what, (int)len, sp);
}

static void def_error(const struct token *t, const char *msg)
{
	diag_error(token_pos(t), "%s", msg);
}

/*
 * Parses "NAME(params) body" (the tokens after the name).  Parameters in
 * the body become TOK_MACRO_ARG, # and ## become flags, as in gcc.
 */
struct macro *macro_parse_definition(struct ident *name, const struct token *toks,
				     size_t n, struct srcpos pos)
{
	struct macro *m = arena_alloc(&pp.perm, sizeof(*m));
	struct ident *params[256];
	struct token *body;
	size_t i = 0, nb = 0;

	memset(m, 0, sizeof(*m));
	m->loc = pos.loc;
	if (n && toks[0].kind == TOK_LPAREN && !(toks[0].flags & TF_SPACE)) {
		m->funlike = true;
		i = 1;
		for (;;) {
			if (i >= n) {
				param_error(toks, n, i, "expected parameter name");
				return NULL;
			}
			if (toks[i].kind == TOK_RPAREN && m->nparams == 0) {
				i++;
				break;
			}
			if (toks[i].kind == TOK_ELLIPSIS) {
				m->variadic = true;
				params[m->nparams++] = ident_get("__VA_ARGS__");
				i++;
			} else if (toks[i].kind == TOK_IDENT) {
				uint32_t k;

				if (toks[i].id->pp_builtin == BI_VA_ARGS) {
					def_error(&toks[i], "__VA_ARGS__ can only appear in the expansion of a C99 variadic macro");
					return NULL;
				}
				for (k = 0; k < m->nparams; k++)
					if (params[k] == toks[i].id) {
						diag_error(token_pos(&toks[i]), "duplicate macro parameter \"%s\"",
							   toks[i].id->name);
						return NULL;
					}
				if (m->nparams == ARRAY_SIZE(params)) {
					def_error(&toks[i], "too many macro parameters");
					return NULL;
				}
				params[m->nparams++] = toks[i].id;
				i++;
				if (i < n && toks[i].kind == TOK_ELLIPSIS) {
					m->variadic = true;
					i++;
				}
			} else {
				param_error(toks, n, i, "expected parameter name");
				return NULL;
			}
			if (i < n && toks[i].kind == TOK_RPAREN) {
				i++;
				break;
			}
			if (i < n && toks[i].kind == TOK_COMMA && !m->variadic) {
				i++;
				continue;
			}
			if (m->variadic)
				def_error(i < n ? &toks[i] : &toks[n - 1], "expected ')' after \"...\"");
			else if (i >= n)
				def_error(&toks[n - 1], "expected ')' before end of line");
			else
				param_error(toks, n, i, "expected ',' or ')'");
			return NULL;
		}
		m->params = arena_alloc(&pp.perm, m->nparams * sizeof(*m->params));
		memcpy(m->params, params, m->nparams * sizeof(*params));
	} else if (n && !(toks[0].flags & TF_SPACE)) {
		diag_warning(CHECK_PP_EXTRA, token_pos(&toks[0]),
			     "missing whitespace after the macro name");
	}
	body = arena_alloc(&pp.perm, (n - i + 1) * sizeof(*body));
	for (; i < n; i++) {
		struct token t = toks[i];

		t.flags &= ~TF_BOL;
		if (t.kind == TOK_IDENT) {
			int k = param_index(m, t.id);

			if (k >= 0) {
				t.kind = TOK_MACRO_ARG;
				t.len = k;
			} else if (t.id->pp_builtin == BI_VA_ARGS && !m->variadic) {
				diag_warning(CHECK_PP_EXTRA, token_pos(&t),
					     "__VA_ARGS__ can only appear in the expansion of a C99 variadic macro");
			} else if (t.id->pp_builtin == BI_VA_OPT) {
				if (m->variadic)
					m->has_vaopt = true;
				else
					diag_warning(CHECK_PP_EXTRA, token_pos(&t),
						     "__VA_OPT__ can only appear in the expansion of a C2X variadic macro");
			}
		}
		if (m->funlike && t.kind == TOK_HASH) {
			/* # param: the stringized parameter takes the place of the # */
			int k = -1;

			if (i + 1 < n && toks[i + 1].kind == TOK_IDENT)
				k = param_index(m, toks[i + 1].id);
			if (k < 0) {
				def_error(&t, "'#' is not followed by a macro parameter");
				return NULL;
			}
			i++;
			t.kind = TOK_MACRO_ARG;
			t.id = toks[i].id;
			t.len = k;
			t.loc = toks[i].loc;
			t.flags = (t.flags & TF_SPACE) | TF_STRINGIFY;
		}
		if (t.kind == TOK_HASHHASH) {
			if (nb == 0 || i + 1 == n) {
				def_error(&t, "'##' cannot appear at either end of a macro expansion");
				return NULL;
			}
			body[nb - 1].flags |= TF_PASTE_LEFT;
			continue;
		}
		body[nb++] = t;
	}
	if (nb) {
		body[0].flags &= ~TF_SPACE;
		/* the spelling a body token keeps in each expansion (source.h) */
		m->body_start = body[0].loc;
		if (body[nb - 1].loc >= m->body_start)
			m->body_len = body[nb - 1].loc + 1 - m->body_start;
	}
	m->body = body;
	m->nbody = nb;
	return m;
}

void macro_install(struct ident *name, struct macro *m, struct srcpos pos)
{
	struct macro *old = name->macro;

	/* gcc lets the vector keywords be redefined silently (xor_vmx.c does) */
	if (old && old->conditional) {
		;
	} else if (old && old->builtin) {
		diag_warning(CHECK_MACRO_REDEFINED, pos, "\"%s\" redefined", name->name);
	} else if (old && !same_definition(old, m)) {
		/* no note after a warning a system header keeps quiet */
		if (diag_warning(CHECK_MACRO_REDEFINED, pos, "\"%s\" redefined", name->name) &&
		    old->loc) {
			struct srcpos p = { .loc = old->loc };

			/* gcc names the line only */
			diag_note_line(p, "this is the location of the previous definition");
		}
	}
	name->macro = m;
}

void macro_spell(struct strbuf *sb, const struct macro *m, const struct ident *name)
{
	uint32_t i;

	sb_printf(sb, "#define %s", name->name);
	if (m->funlike) {
		sb_addc(sb, '(');
		for (i = 0; i < m->nparams; i++) {
			if (i)
				sb_addc(sb, ',');
			if (m->variadic && i == m->nparams - 1u &&
			    m->params[i]->pp_builtin == BI_VA_ARGS) {
				sb_addstr(sb, "...");
				break;
			}
			sb_addstr(sb, m->params[i]->name);
			if (m->variadic && i == m->nparams - 1u)
				sb_addstr(sb, "...");
		}
		sb_addc(sb, ')');
	}
	if (m->nbody)
		sb_addc(sb, ' ');
	for (i = 0; i < m->nbody; i++) {
		const struct token *t = &m->body[i];
		size_t len;
		const char *s;

		if (i && t->flags & TF_SPACE)
			sb_addc(sb, ' ');
		if (t->flags & TF_STRINGIFY)
			sb_addc(sb, '#');
		if (t->kind == TOK_MACRO_ARG) {
			s = m->params[t->len]->name;
			len = strlen(s);
		} else {
			s = token_spelling(t, &len);
		}
		sb_add(sb, s, len);
		if (t->flags & TF_PASTE_LEFT)
			sb_addstr(sb, " ##");
	}
}

/* ---------------------------------------------------------------- */
/* Expansion */

static void get_token(struct token *t);

static void get_nopad(struct token *t)
{
	do
		get_token(t);
	while (t->kind == TOK_PADDING);
}

void macro_get_nopad(struct token *t)
{
	get_nopad(t);
}

/*
 * The end of an argument inside a context, gcc's CPP_EOF marker: an EOF
 * token with a flag no real EOF has.
 */
#define TOK_ARG_END TOK_EOF
#define TF_ARG_END TF_VAOPT

static bool is_arg_end(const struct token *t)
{
	return t->kind == TOK_ARG_END && t->flags & TF_ARG_END;
}

/* Could pre-expanding ARG change it?  Only if it names a macro. */
static bool arg_has_macro(const struct macro_arg *arg)
{
	uint32_t i;

	for (i = 0; i < arg->count; i++)
		if (arg->first[i].kind == TOK_IDENT && arg->first[i].id->macro &&
		    !(arg->first[i].flags & TF_NOEXPAND))
			return true;
	return false;
}

static void expand_arg(struct macro_arg *arg)
{
	struct tokvec v = { 0 };
	struct token t;
	bool saved = pp.ignore_pragma_op;

	arg->has_expanded = true;
	if (arg->count == 0 || !arg->first) {
		arg->expanded = NULL;
		arg->expanded_count = 0;
		return;
	}
	if (!arg_has_macro(arg)) {
		/* nothing to expand: the argument is its own expansion */
		arg->expanded = arg->first;
		arg->expanded_count = arg->count;
		return;
	}
	/* the argument and its end marker */
	push_context(arg->first, arg->count + 1, NULL, NULL, NULL);
	pp.ignore_pragma_op = true;
	for (;;) {
		get_token(&t);
		if (is_arg_end(&t))
			break;
		tv_push(&v, &t);
	}
	pop_context();
	pp.ignore_pragma_op = saved;
	arg->expanded = v.t;
	arg->expanded_count = v.n;
}

static const struct token *last_token(const struct tokvec *v)
{
	return v->n ? &v->t[v->n - 1] : NULL;
}

/* __VA_OPT__ bookkeeping, as gcc's vaopt_state */
struct vaopt {
	int state;		/* 0: outside, 1: saw __VA_OPT__, 2+: inside, paren depth + 2 */
	bool include;		/* __VA_ARGS__ has tokens */
};

/* Replaces the parameters of M's body by the arguments, as gcc's replace_args. */
static void replace_args(struct macro *m, struct macro_arg *args, const struct expansion *exp,
			 struct tokvec *out)
{
	const struct token *src, *limit = m->body + m->nbody;
	struct vaopt va = { 0 };
	int vaopt_start = -1;	/* index in out where __VA_OPT__ content starts, -1 none */
	bool vaopt_tracking = m->has_vaopt;

	if (vaopt_tracking) {
		struct macro_arg *va_arg = &args[m->nparams - 1];
		uint32_t k;

		if (!va_arg->has_expanded)
			expand_arg(va_arg);
		va.include = false;
		for (k = 0; k < va_arg->expanded_count; k++)
			if (va_arg->expanded[k].kind != TOK_PADDING)
				va.include = true;
	}

	for (src = m->body; src < limit; src++) {
		struct macro_arg *arg;
		const struct token *from;
		uint32_t count;
		int paste_flag = -1;	/* index in out of a token whose PASTE_LEFT is reset */

		/* __VA_OPT__ handling */
		if (vaopt_tracking) {
			if (va.state == 0 && src->kind == TOK_IDENT &&
			    src->id->pp_builtin == BI_VA_OPT) {
				va.state = 1;
				continue;
			}
			if (va.state == 1) {
				if (src->kind != TOK_LPAREN) {
					diag_error(token_pos(src), "__VA_OPT__ must be followed by an open parenthesis");
					va.state = 0;
				} else {
					va.state = 2;
					/* padding on the left of __VA_OPT__ (unless RHS of ##) */
					if (src - 1 != m->body && !(src[-2].flags & TF_PASTE_LEFT)) {
						struct token p = padding_from(src - 1);

						tv_push(out, &p);
					}
					vaopt_start = out->n;
				}
				continue;
			}
			if (va.state >= 2) {
				if (src->kind == TOK_LPAREN) {
					va.state++;
				} else if (src->kind == TOK_RPAREN && --va.state == 1) {
					int start = vaopt_start;

					va.state = 0;
					vaopt_start = -1;
					/* remove tail padding from inside __VA_OPT__ */
					while ((int)out->n > start && out->t[out->n - 1].kind == TOK_PADDING)
						out->n--;
					if (start > 0 && (int)out->n == start &&
					    out->t[start - 1].flags & TF_PASTE_LEFT)
						out->t[start - 1].flags &= ~TF_PASTE_LEFT;
					if (src->flags & TF_PASTE_LEFT) {
						if ((int)out->n > start && out->n &&
						    out->t[out->n - 1].kind != TOK_PADDING)
							out->t[out->n - 1].flags |= TF_PASTE_LEFT;
					} else {
						tv_push(out, &avoid_paste);
					}
					continue;
				}
				if (!va.include)
					continue;
			}
		}

		if (src->kind != TOK_MACRO_ARG) {
			tv_push(out, src);
			continue;
		}

		arg = &args[src->len];
		if (src->flags & TF_STRINGIFY) {
			if (!arg->has_stringified) {
				arg->stringified = stringify(arg, src, exp);
				arg->has_stringified = true;
			}
			arg->stringified.loc = src->loc;
			from = &arg->stringified;
			count = 1;
		} else if (src->flags & TF_PASTE_LEFT) {
			from = arg->first;
			count = arg->count;
		} else if (src != m->body && src[-1].flags & TF_PASTE_LEFT) {
			from = arg->first;
			count = arg->count;
			if (out->n) {
				const struct token *prev = last_token(out);

				if (prev->kind == TOK_COMMA && m->variadic &&
				    src->len == m->nparams - 1u) {
					/* , ## __VA_ARGS__: swallow the comma if omitted */
					if (!arg->first)
						out->n--;
					else
						paste_flag = out->n - 1;
				} else if (count == 0 && (int)out->n - 1 != vaopt_start - 1) {
					paste_flag = out->n - 1;
				}
			}
		} else {
			if (!arg->has_expanded)
				expand_arg(arg);
			from = arg->expanded;
			count = arg->expanded_count;
			if (vaopt_start >= 0 && (int)out->n == vaopt_start) {
				while (count && from->kind == TOK_PADDING) {
					from++;
					count--;
				}
			}
		}

		/* padding on the left of an argument (unless RHS of ##) */
		if (!pp.in_directive && src != m->body && !(src[-1].flags & TF_PASTE_LEFT) &&
		    !(vaopt_start >= 0 && (int)out->n == vaopt_start)) {
			struct token p = padding_from(src);

			tv_push(out, &p);
		}

		if (count) {
			/*
			 * A substituted argument is part of this expansion
			 * (the context sets its origin): __LINE__ in it is the
			 * line of the invocation, as in gcc, and a diagnostic
			 * names the macro.
			 */
			tv_push_n(out, from, count);
			if (src->flags & TF_PASTE_LEFT)
				paste_flag = out->n - 1;
		}

		/* avoid paste on RHS (even case count == 0) */
		if (!pp.in_directive && !(src->flags & TF_PASTE_LEFT) &&
		    !(vaopt_start >= 0 && (int)out->n == vaopt_start))
			tv_push(out, &avoid_paste);

		if (paste_flag >= 0) {
			struct token *p = &out->t[paste_flag];

			if (src->flags & TF_PASTE_LEFT)
				p->flags |= TF_PASTE_LEFT;
			else
				p->flags &= ~TF_PASTE_LEFT;
		}
	}
}

/*
 * Drops the rest of an invocation that cannot be expanded, without keeping
 * its tokens: what is left of absurdly nested arguments costs no memory.
 */
static void skip_invocation(int depth)
{
	struct token t;

	while (depth >= 0) {
		get_token(&t);
		if (t.kind == TOK_LPAREN)
			depth++;
		else if (t.kind == TOK_RPAREN)
			depth--;
		else if (t.kind == TOK_EOF || t.kind == TOK_NEWLINE) {
			backup_token(&t);
			return;
		}
	}
}

/* Collects the arguments of a function-like macro invocation. */
static struct macro_arg *collect_args(struct ident *id, struct macro *m, const struct token *name,
				      bool *ok)
{
	uint32_t nalloc = m->nparams ? m->nparams : 1;
	struct macro_arg *args = arena_alloc(&pp.scratch, nalloc * sizeof(*args));
	uint32_t argc = 0;
	struct token t;
	struct tokvec v;

	memset(args, 0, nalloc * sizeof(*args));
	*ok = false;
	do {
		int depth = 0;
		struct macro_arg *arg;

		argc++;
		arg = &args[argc <= nalloc ? argc - 1 : nalloc - 1];
		memset(&v, 0, sizeof(v));
		for (;;) {
			get_token(&t);
			if (t.kind == TOK_PADDING) {
				if (v.n == 0)
					continue;
			} else if (t.kind == TOK_LPAREN) {
				if (++depth > PP_MAX_ARG_PARENS) {
					diag_error(token_pos(&t), "parentheses nested too deeply in the arguments of macro \"%s\" (more than %d levels)",
						   id->name, PP_MAX_ARG_PARENS);
					skip_invocation(depth);
					return NULL;
				}
			} else if (t.kind == TOK_RPAREN) {
				if (depth-- == 0)
					break;
			} else if (t.kind == TOK_COMMA) {
				if (depth == 0 && !(m->variadic && argc == m->nparams))
					break;
			} else if (t.kind == TOK_EOF || t.kind == TOK_NEWLINE) {
				break;
			}
			tv_push(&v, &t);
		}
		while (v.n && v.t[v.n - 1].kind == TOK_PADDING)
			v.n--;
		{
			/* the end marker lets pre-expansion stop at the argument's end */
			struct token end = { .kind = TOK_ARG_END, .flags = TF_ARG_END };

			tv_push(&v, &end);
		}
		arg->first = v.t;
		arg->count = v.n - 1;
	} while (t.kind != TOK_RPAREN && t.kind != TOK_EOF && t.kind != TOK_NEWLINE);

	if (t.kind == TOK_EOF || t.kind == TOK_NEWLINE) {
		if (nctx || pp.in_directive)
			backup_token(&t);
		else if (t.kind == TOK_EOF)
			pp_unlex(&t);
		diag_error(token_pos(name), "unterminated argument list invoking macro \"%s\"",
			   id->name);
		return NULL;
	}
	last_rparen = t.loc;
	/* a single empty argument is no argument */
	if (argc == 1 && m->nparams == 0 && args[0].count == 0)
		argc = 0;
	if (argc < m->nparams) {
		if (argc + 1 == m->nparams && m->variadic) {
			/* the variadic part was omitted entirely */
			args[m->nparams - 1].first = NULL;
			args[m->nparams - 1].count = 0;
		} else {
			diag_error(token_pos(name), "macro \"%s\" requires %u arguments, but only %u given",
				   id->name, m->nparams, argc);
			return NULL;
		}
	} else if (argc > m->nparams) {
		diag_error(token_pos(name), "macro \"%s\" passed %u arguments, but takes just %u",
			   id->name, argc, m->nparams);
		return NULL;
	} else if (m->variadic && argc == 1 && args[0].count == 0 && target.gnu_mode) {
		/* gnu: , ## b with the only (variadic) parameter empty drops the comma */
		args[0].first = NULL;
	}
	*ok = true;
	return args;
}

/* Is the next token '('?  Looks across the ends of contexts, as gcc. */
static struct macro_arg *funlike_invocation(struct ident *id, struct macro *m,
					    const struct token *name, bool *ok)
{
	struct token t, padding;
	bool have_padding = false;

	*ok = false;
	pp.prevent_expansion++;
	pp.about_to_expand++;
	pp.parsing_args = 1;
	for (;;) {
		get_token(&t);
		if (t.kind != TOK_PADDING)
			break;
		if (!have_padding || (!(padding.flags & TF_SPACE) && !(t.flags & TF_PAD_SRC))) {
			padding = t;
			have_padding = true;
		}
	}
	if (t.kind == TOK_LPAREN) {
		struct macro_arg *args;

		pp.parsing_args = 2;
		args = collect_args(id, m, name, ok);
		pp.parsing_args = 0;
		pp.prevent_expansion--;
		pp.about_to_expand--;
		return args;
	}
	pp.parsing_args = 0;
	pp.prevent_expansion--;
	pp.about_to_expand--;
	/* the end of the file is not backed up: it is returned again */
	if (t.kind != TOK_EOF || is_arg_end(&t)) {
		backup_token(&t);
		if (have_padding) {
			struct token *p = arena_alloc(&pp.scratch, sizeof(*p));

			*p = padding;
			push_context(p, 1, NULL, NULL, NULL);
		}
	}
	return NULL;
}

/*
 * A new expansion of ID (M, or NULL for a built-in) named at NAME; for a
 * function-like macro the invocation ended at last_rparen.
 */
static struct expansion *new_expansion(struct ident *id, const struct token *name,
				       const struct macro *m)
{
	uint32_t args_start = 0, args_len = 0;

	/* arguments written in a file: one segment for all their tokens */
	if (m && m->funlike && !loc_is_macro(name->loc) && !loc_is_macro(last_rparen) &&
	    last_rparen >= name->loc) {
		args_start = name->loc;
		args_len = last_rparen + 1 - name->loc;
	}
	return source_new_expansion(id, name->loc, name->seg, m ? m->body_start : 0,
				    m ? m->body_len : 0, args_start, args_len);
}

static struct token *make_token(const struct token *at, int kind, const char *s, size_t len)
{
	struct token *t = arena_alloc(&pp.scratch, sizeof(*t));

	*t = *at;
	t->kind = kind;
	t->str = arena_strndup(&pp.perm, s, len);
	t->len = len;
	t->flags &= TF_SPACE;
	return t;
}

static void quote_into(struct strbuf *sb, const char *s)
{
	sb_addc(sb, '"');
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			sb_addc(sb, '\\');
		if (*s == '\n')
			sb_addstr(sb, "\\n");
		else
			sb_addc(sb, *s);
	}
	sb_addc(sb, '"');
}

/* The line __LINE__ stands for, as gcc resolves it. */
static uint32_t builtin_line(const struct token *name)
{
	if (pp.top_macro && pp.top_macro->macro && !pp.top_macro->macro->funlike &&
	    !pp.top_macro->macro->builtin)
		return source_place(pp.invocation.loc).line;
	return source_user_place(name->loc).line;
}

static uint32_t builtin_file(const struct token *name)
{
	if (pp.top_macro && pp.top_macro->macro && !pp.top_macro->macro->funlike &&
	    !pp.top_macro->macro->builtin)
		return source_place(pp.invocation.loc).file;
	return source_user_place(name->loc).file;
}

/* __has_attribute(x) and friends: the argument, as gcc parses it. */
static struct token *builtin_has(const struct token *name, int kind)
{
	struct token t, attr;
	int value = 0;
	char buf[32];

	get_nopad(&t);
	if (t.kind != TOK_LPAREN) {
		diag_error(token_pos(name), "missing '(' after \"%s\"", name->id->name);
		backup_token(&t);
		return make_token(name, TOK_NUMBER, "0", 1);
	}
	/* the operand is not expanded: a __has_attribute( in it would recurse */
	pp.prevent_expansion++;
	get_nopad(&attr);
	if (attr.kind == TOK_IDENT) {
		get_nopad(&t);
		if (t.kind == TOK_COLON) {
			/* scope::name */
			struct token t2;

			get_nopad(&t2);
			if (t2.kind == TOK_COLON) {
				get_nopad(&attr);
				get_nopad(&t);
			}
		}
		/* "scope::" must be followed by a name too */
		if (attr.kind != TOK_IDENT)
			diag_error(token_pos(&attr), "macro \"%s\" requires an identifier",
				   name->id->name);
		else if (kind == BI_HAS_BUILTIN)
			value = names_has_builtin(attr.id->name, attr.id->len);
		else
			value = names_has_attribute(attr.id->name, attr.id->len);
	} else {
		diag_error(token_pos(&attr), "macro \"%s\" requires an identifier", name->id->name);
		t = attr;
	}
	while (t.kind != TOK_RPAREN && t.kind != TOK_NEWLINE && t.kind != TOK_EOF)
		get_nopad(&t);
	pp.prevent_expansion--;
	if (t.kind != TOK_RPAREN) {
		diag_error(token_pos(name), "missing ')' after \"%s\" operand", name->id->name);
		backup_token(&t);
	}
	snprintf(buf, sizeof(buf), "%d", value);
	return make_token(name, TOK_NUMBER, buf, strlen(buf));
}

/* _Pragma("...") */
static bool do_pragma_op(const struct token *name)
{
	struct token t, str;
	struct strbuf sb = { 0 };
	size_t i, start;

	get_nopad(&t);
	if (t.kind != TOK_LPAREN)
		goto bad;
	get_nopad(&str);
	if (str.kind != TOK_STRING)
		goto bad;
	get_nopad(&t);
	if (t.kind != TOK_RPAREN)
		goto bad;
	/* destringize: drop the prefix and quotes, unescape \" and \\ */
	start = (const char *)memchr(str.str, '"', str.len) - str.str + 1;
	for (i = start; i < str.len - 1; i++) {
		if (str.str[i] == '\\' && (str.str[i + 1] == '"' || str.str[i + 1] == '\\'))
			i++;
		sb_addc(&sb, str.str[i]);
	}
	pp_do_pragma_text(sb.buf ? sb.buf : "", sb.len, name);
	sb_free(&sb);
	return true;
bad:
	diag_error(token_pos(name), "_Pragma takes a parenthesized string literal");
	backup_token(&t);
	return false;
}

static int builtin_macro(struct token *name)
{
	int kind = name->id->pp_builtin;
	struct strbuf sb = { 0 };
	struct token *r = NULL;
	char buf[64];

	switch (kind) {
	case BI_PRAGMA:
		if (pp.in_directive || pp.ignore_pragma_op)
			return 0;
		return do_pragma_op(name) ? 1 : 0;
	case BI_HAS_INCLUDE:
	case BI_HAS_INCLUDE_NEXT:
		/* handled by the #if evaluator */
		return 0;
	case BI_HAS_ATTRIBUTE:
	case BI_HAS_CPP_ATTRIBUTE:
	case BI_HAS_C_ATTRIBUTE:
	case BI_HAS_BUILTIN:
		r = builtin_has(name, kind);
		break;
	case BI_LINE:
		snprintf(buf, sizeof(buf), "%u", builtin_line(name));
		r = make_token(name, TOK_NUMBER, buf, strlen(buf));
		break;
	case BI_FILE:
	case BI_BASE_FILE:
		quote_into(&sb, pp_remap_file_name(kind == BI_FILE ?
						   source_file_name(builtin_file(name)) :
						   pp_base_file_name()));
		r = make_token(name, TOK_STRING, sb.buf, sb.len);
		break;
	case BI_INCLUDE_LEVEL:
		snprintf(buf, sizeof(buf), "%d", pp.include_depth);
		r = make_token(name, TOK_NUMBER, buf, strlen(buf));
		break;
	case BI_COUNTER:
		snprintf(buf, sizeof(buf), "%u", pp.counter++);
		r = make_token(name, TOK_NUMBER, buf, strlen(buf));
		break;
	case BI_DATE:
	case BI_TIME:
	case BI_TIMESTAMP: {
		time_t now = time(NULL);
		struct tm *tm = localtime(&now);

		strftime(buf, sizeof(buf), kind == BI_DATE ? "\"%b %e %Y\"" :
			 kind == BI_TIME ? "\"%H:%M:%S\"" : "\"%a %b %e %H:%M:%S %Y\"", tm);
		r = make_token(name, TOK_STRING, buf, strlen(buf));
		break;
	}
	default:
		return 0;
	}
	sb_free(&sb);
	r->loc = expansion_loc(new_expansion(name->id, name, NULL));
	push_context(r, 1, NULL, NULL, NULL);
	return 1;
}

/*
 * The Nth token ahead (0: the next), paddings skipped and nothing
 * expanded, as cpp_peek_token(): the contexts' tokens, then the file's,
 * read and unread.  False at the end of an argument, a directive or the
 * input.
 */
bool macro_peek_token(unsigned int n, struct token *out)
{
	struct token file[4];
	unsigned int nfile = 0;
	int c;
	bool ok = false;

	for (c = nctx - 1; c >= 0; c--) {
		uint32_t pos;

		for (pos = ctx[c].pos; pos < ctx[c].n; pos++) {
			const struct token *t = &ctx[c].toks[pos];

			if (t->kind == TOK_PADDING)
				continue;
			if (is_arg_end(t))
				return false;
			if (!n--) {
				*out = *t;
				return true;
			}
		}
	}
	if (n >= ARRAY_SIZE(file))
		return false;
	for (;;) {
		pp_lex(&file[nfile]);
		if (file[nfile].kind == TOK_EOF || file[nfile].kind == TOK_NEWLINE) {
			nfile++;
			break;
		}
		if (file[nfile].kind == TOK_PADDING)
			continue;
		if (nfile++ == n) {
			*out = file[n];
			ok = true;
			break;
		}
	}
	while (nfile)
		pp_unlex(&file[--nfile]);
	return ok;
}

/* Returns 1 when an expansion was pushed, 0 when NAME stays as it is. */
static int enter_macro_context(struct token *name)
{
	struct ident *id = name->id;
	struct macro *m = id->macro;
	struct expansion *exp;
	struct macro_arg *args = NULL;

	/*
	 * A chain of macros each ending in the next keeps a context per
	 * macro: past the limit the name stays as it is, with one error.
	 */
	if (nctx >= PP_MAX_CONTEXTS) {
		diag_error(token_pos(name), "macro expansion nested too deeply (more than %d levels)",
			   PP_MAX_CONTEXTS);
		return 0;
	}
	if (m->builtin)
		return builtin_macro(name);
	if (m->funlike) {
		bool ok;

		args = funlike_invocation(id, m, name, &ok);
		if (!args)
			return 0;
	}
	exp = new_expansion(id, name, m);
	if (m->funlike && m->nparams) {
		struct tokvec out = { 0 };

		replace_args(m, args, exp, &out);
		push_context(out.t, out.n, m, id, exp);
	} else {
		/* the body is read in place: the context gives its tokens EXP */
		push_context(m->body, m->nbody, m, id, exp);
	}
	m->disabled = true;
	return 1;
}

/* Pasting: spell both, rescan, one token must come out. */
static bool word_chars(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		unsigned char c = s[i];

		if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		      (c >= '0' && c <= '9') || c == '_' || c == '$'))
			return false;
	}
	return true;
}

/*
 * The common pastes, name##name and name##number, make one identifier
 * (number##name one pp-number) without running the scanner.
 */
static bool paste_words(struct token *lhs, const struct token *rhs)
{
	char buf[256];
	size_t llen, rlen;
	const char *ls = token_spelling(lhs, &llen), *rs = token_spelling(rhs, &rlen);

	if ((lhs->kind != TOK_IDENT && lhs->kind != TOK_NUMBER) ||
	    (rhs->kind != TOK_IDENT && rhs->kind != TOK_NUMBER) ||
	    llen + rlen > sizeof(buf) || !word_chars(ls, llen) || !word_chars(rs, rlen))
		return false;
	memcpy(buf, ls, llen);
	memcpy(buf + llen, rs, rlen);
	if (lhs->kind == TOK_IDENT) {
		lhs->id = ident_intern(buf, llen + rlen);
	} else {
		lhs->str = arena_strndup(&pp.perm, buf, llen + rlen);
		lhs->len = llen + rlen;
	}
	lhs->flags &= TF_SPACE;
	return true;
}

static bool paste_tokens(struct token *lhs, const struct token *rhs)
{
	char buf[512], *p = buf;
	size_t llen, rlen, total;
	const char *ls = token_spelling(lhs, &llen), *rs = token_spelling(rhs, &rlen);
	struct lexer *lx;
	struct token t, end;
	int k;
	bool ok;

	if (paste_words(lhs, rhs))
		return true;
	total = llen + rlen + 3;
	if (total > sizeof(buf))
		p = xmalloc(total);
	memcpy(p, ls, llen);
	/* "/" ## "/" must not make a comment */
	total = llen;
	if (lhs->kind == TOK_SLASH && rhs->kind != TOK_ASSIGN)
		p[total++] = ' ';
	memcpy(p + total, rs, rlen);
	total += rlen;
	p[total] = p[total + 1] = '\0';
	/* the result keeps LHS's location: the scratch buffer's mean nothing */
	lx = lexer_new(p, total, 0);
	k = lexer_next(lx, &t);
	ok = k < TOK_NR_KINDS && k != TOK_EOF && k != TOK_NEWLINE &&
	     t.len == total && lexer_next(lx, &end) == TOK_EOF;
	if (ok) {
		uint8_t flags = lhs->flags & TF_SPACE;

		if (k == TOK_IDENT) {
			lhs->id = pp_intern_token(t.str, t.len);
		} else {
			lhs->str = arena_strndup(&pp.perm, t.str, t.len);
			lhs->len = t.len;
		}
		lhs->kind = k;
		lhs->flags = flags | (t.flags & TF_DIGRAPH);
	}
	lexer_free(lx);
	if (p != buf)
		free(p);
	return ok;
}

static void paste_all(struct token *lhs)
{
	struct context *c = &ctx[nctx - 1];
	const struct token *rhs;
	struct token *res;

	do {
		if (c->pos >= c->n)
			break;
		rhs = &c->toks[c->pos++];
		if (rhs->kind == TOK_PADDING) {
			if (!(rhs->flags & TF_PAD_SRC))
				continue;
		}
		if (!paste_tokens(lhs, rhs)) {
			size_t ll, rl;
			const char *ls = token_spelling(lhs, &ll), *rs = token_spelling(rhs, &rl);

			diag_error(token_pos(lhs),
				   "pasting \"%.*s\" and \"%.*s\" does not give a valid preprocessing token",
				   (int)ll, ls, (int)rl, rs);
			c->pos--;
			break;
		}
	} while (rhs->flags & TF_PASTE_LEFT);
	lhs->flags &= ~TF_PASTE_LEFT;
	res = arena_alloc(&pp.scratch, sizeof(*res));
	*res = *lhs;
	/* the result lives in a context of the same expansion */
	push_context(res, 1, c->macro, c->id, c->exp);
}

/*
 * A name that has a macro: paint it if the macro is disabled, else expand
 * it.  Returns true when the caller must read the next token (the
 * expansion was pushed and, in a directive, gets no padding); otherwise T
 * is the token to return.  Out of get_token, whose common path (a token
 * from a context or the file that is not a macro name) stays small.
 */
static bool __attribute__((noinline)) expand_name(struct token *t, struct macro *m)
{
	struct ident *id = t->id;

	if (m->disabled) {
		t->flags |= TF_NOEXPAND;
		return false;
	}
	if (!nctx && !pp.about_to_expand) {
		pp.top_macro = id;
		pp.invocation = *t;
	}
	if (pp.prevent_expansion)
		return false;
	if (unlikely(m->conditional)) {
		struct ident *to = pp_altivec_expansion(t);

		if (!to || !to->macro || to->macro->disabled)
			return false;
		t->id = to;
		if (!enter_macro_context(t)) {
			t->id = id;
			return false;
		}
	} else if (!enter_macro_context(t)) {
		return false;
	}
	if (pp.in_directive)
		return true;
	*t = padding_from(t);
	return false;
}

static void get_token(struct token *t)
{
	get_nesting++;
	for (;;) {
		struct macro *m;

		if (nctx) {
			struct context *c = &ctx[nctx - 1];

			if (likely(c->pos < c->n)) {
				*t = c->toks[c->pos++];
				if (c->exp)
					t->loc = source_expansion_loc(c->exp, t->loc, &t->seg);
				if (unlikely(t->flags & TF_PASTE_LEFT)) {
					paste_all(t);
					continue;
				}
			} else {
				pop_context();
				if (pp.in_directive)
					continue;
				*t = avoid_paste;
				break;
			}
		} else {
			if (get_nesting == 1 && !pp.parsing_args) {
				/* (the base chunk stays, no other chunk has its address) */
				if (pp.scratch.cur != scratch_base.cur)
					arena_reset(&pp.scratch, &scratch_base);
				pp.top_macro = NULL;
			}
			pp_lex(t);
		}
		if (t->kind != TOK_IDENT || t->flags & TF_NOEXPAND)
			break;
		m = t->id->macro;
		if (likely(!m) || !expand_name(t, m))
			break;
	}
	get_nesting--;
}

void macro_get(struct token *t)
{
	get_token(t);
}

void macro_end_unit(void)
{
	while (nctx)
		pop_context();
	pp_altivec_end_unit();
	pp.top_macro = NULL;
	arena_reset(&pp.scratch, &scratch_base);
}
