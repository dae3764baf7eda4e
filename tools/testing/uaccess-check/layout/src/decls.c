// SPDX-License-Identifier: GPL-2.0
/*
 * A parser for the declarations the layout test compares with gcc: a
 * subset of C, compiled by gcc as it is, and turned into types here
 * through the type module's API, as the checker's front end will do.
 *
 *   typedef SPECIFIERS DECLARATOR ATTRIBUTES;
 *   SPECIFIERS;                      (a struct, union or enum definition)
 *   #pragma pack(...)                (all of gcc's forms)
 *   #if NAME / #ifdef NAME / #ifndef NAME / #else / #endif, where NAME is
 *   one of __x86_64__, __i386__, __LP64__, __SIZEOF_INT128__
 *
 * Specifiers: the basic types, _Complex, const, volatile, struct, union
 * and enum (with or without body, with attributes after the keyword or
 * after the body), typedef names.  Declarators: pointers, arrays,
 * (*name)[N].  Members: declarators with an optional bit-field width and
 * attributes; anonymous struct and union members.  Attributes: packed,
 * aligned, aligned(N), transparent_union, vector_size(N).  Constant
 * expressions: numbers, enumerators, sizeof(type), unary - ~, binary
 * + - * << |, parentheses.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "layout-test.h"
#include "target.h"

enum tok_kind { T_EOF, T_IDENT, T_NUM, T_PUNCT, T_PRAGMA, T_DIRECTIVE };

struct tok {
	enum tok_kind kind;
	char *text;			/* identifier, punctuator, directive line */
	uint64_t num;
	size_t pos;			/* offset in the text */
};

struct sym {
	char *name;
	enum { S_TYPEDEF, S_TAG, S_ENUMERATOR } kind;
	struct type *type;
	__int128 value;
};

struct parser {
	struct decls *d;
	struct tok *toks;
	unsigned int ntoks, i;
	struct sym *syms;
	unsigned int nsyms;
};

struct attrs {
	bool packed, transparent;
	uint32_t align;
	uint64_t vector_size;
};

static void __attribute__((noreturn, format(printf, 2, 3)))
error(struct parser *p, const char *fmt, ...)
{
	const char *text = p->d->text;
	size_t pos = p->toks[p->i].pos;
	unsigned int line = 1;
	size_t k;
	va_list ap;

	for (k = 0; k < pos; k++)
		line += text[k] == '\n';
	fprintf(stderr, "layout-test: line %u: ", line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(2);
}

/* Tokens */

/* Whether gcc predefines it for the target: the target module knows. */
bool macro_defined(const char *name)
{
	static struct strbuf predef;
	char line[128];

	if (!predef.len)
		target_predefines(&predef);
	snprintf(line, sizeof(line), "#define %s ", name);
	return strstr(sb_cstr(&predef), line);
}

static void push_tok(struct parser *p, enum tok_kind kind, const char *s, size_t n,
		     size_t pos)
{
	struct tok *t;

	p->toks = xrealloc(p->toks, (p->ntoks + 1) * sizeof(*p->toks));
	t = &p->toks[p->ntoks++];
	t->kind = kind;
	t->text = xstrndup(s, n);
	t->num = 0;
	t->pos = pos;
}

/* #if/#ifdef/#ifndef/#else/#endif on the macros above; pragmas become tokens. */
static const char *directive(struct parser *p, const char *s, const char *text,
			     bool *skipping, int *depth, int *skip_depth)
{
	const char *e = strchr(s, '\n');
	size_t n = e ? (size_t)(e - s) : strlen(s);
	char line[256], word[64], name[64];

	snprintf(line, sizeof(line), "%.*s", (int)n, s);
	word[0] = name[0] = '\0';
	sscanf(line, "# %63s %63s", word, name);
	if (!strcmp(word, "ifdef") || !strcmp(word, "ifndef") || !strcmp(word, "if")) {
		bool on = macro_defined(name) == (strcmp(word, "ifndef") != 0);

		++*depth;
		if (!*skipping && !on) {
			*skipping = true;
			*skip_depth = *depth;
		}
	} else if (!strcmp(word, "else")) {
		if (*skipping && *skip_depth == *depth)
			*skipping = false;
		else if (!*skipping) {
			*skipping = true;
			*skip_depth = *depth;
		}
	} else if (!strcmp(word, "endif")) {
		if (*skipping && *skip_depth == *depth)
			*skipping = false;
		--*depth;
	} else if (!*skipping && !strcmp(word, "pragma")) {
		push_tok(p, T_PRAGMA, s, n, s - text);
	}
	return s + n;
}

static void tokenize(struct parser *p, const char *text)
{
	const char *s = text;
	bool skipping = false, bol = true;
	int depth = 0, skip_depth = 0;

	while (*s) {
		if (*s == '\n') {
			bol = true;
			s++;
		} else if (isspace((unsigned char)*s)) {
			s++;
		} else if (s[0] == '/' && s[1] == '*') {
			const char *e = strstr(s + 2, "*/");

			s = e ? e + 2 : s + strlen(s);
		} else if (s[0] == '/' && s[1] == '/') {
			s += strcspn(s, "\n");
		} else if (*s == '#' && bol) {
			s = directive(p, s, text, &skipping, &depth, &skip_depth);
		} else if (skipping) {
			bol = false;
			s += strcspn(s, "\n");
		} else if (isalpha((unsigned char)*s) || *s == '_') {
			const char *b = s;

			while (isalnum((unsigned char)*s) || *s == '_')
				s++;
			push_tok(p, T_IDENT, b, s - b, b - text);
			bol = false;
		} else if (isdigit((unsigned char)*s)) {
			char *end;

			push_tok(p, T_NUM, s, 0, s - text);
			p->toks[p->ntoks - 1].num = strtoull(s, &end, 0);
			s = end;
			while (*s == 'u' || *s == 'U' || *s == 'l' || *s == 'L')
				s++;
			bol = false;
		} else {
			size_t n = (s[0] == '<' && s[1] == '<') || (s[0] == '.' && s[1] == '.') ?
				2 + (s[0] == '.') : 1;

			push_tok(p, T_PUNCT, s, n, s - text);
			s += n;
			bol = false;
		}
	}
	push_tok(p, T_EOF, "", 0, s - text);
}

static struct tok *peek(struct parser *p)
{
	return &p->toks[p->i];
}

static bool is(struct parser *p, const char *s)
{
	struct tok *t = peek(p);

	return (t->kind == T_IDENT || t->kind == T_PUNCT) && !strcmp(t->text, s);
}

static bool accept(struct parser *p, const char *s)
{
	if (!is(p, s))
		return false;
	p->i++;
	return true;
}

static void expect(struct parser *p, const char *s)
{
	if (!accept(p, s))
		error(p, "expected '%s' before '%s'", s, peek(p)->text);
}

static struct sym *lookup(struct parser *p, const char *name, int kind)
{
	unsigned int i;

	for (i = p->nsyms; i-- > 0;)
		if ((int)p->syms[i].kind == kind && !strcmp(p->syms[i].name, name))
			return &p->syms[i];
	return NULL;
}

static struct sym *add_sym(struct parser *p, const char *name, int kind)
{
	struct sym *s;

	p->syms = xrealloc(p->syms, (p->nsyms + 1) * sizeof(*p->syms));
	s = &p->syms[p->nsyms++];
	memset(s, 0, sizeof(*s));
	s->name = xstrdup(name);
	s->kind = kind;
	return s;
}

static void add_named(struct parser *p, const char *c_name, struct type *t)
{
	struct decls *d = p->d;

	d->named = xrealloc(d->named, (d->nnamed + 1) * sizeof(*d->named));
	d->named[d->nnamed].c_name = xstrdup(c_name);
	d->named[d->nnamed].type = t;
	d->named[d->nnamed].decl = d->nspans;
	d->nnamed++;
}

/* Attributes */

/* Mathematical values: enumerators may be negative or above INT64_MAX. */
typedef __int128 val_t;

static val_t const_expr(struct parser *p);
static struct type *type_name(struct parser *p);

static void attribute(struct parser *p, struct attrs *a)
{
	struct tok *t = peek(p);
	const char *name;

	if (t->kind != T_IDENT)
		error(p, "attribute name expected");
	p->i++;
	name = t->text;
	if (!strcmp(name, "packed") || !strcmp(name, "__packed__")) {
		a->packed = true;
	} else if (!strcmp(name, "aligned") || !strcmp(name, "__aligned__")) {
		uint32_t n = type_biggest_alignment();


		if (accept(p, "(")) {
			n = const_expr(p);
			expect(p, ")");
		}
		if (n > a->align)
			a->align = n;
	} else if (!strcmp(name, "transparent_union")) {
		a->transparent = true;
	} else if (!strcmp(name, "vector_size")) {
		expect(p, "(");
		a->vector_size = const_expr(p);
		expect(p, ")");
	} else {
		error(p, "unknown attribute %s", name);
	}
}

static void attributes(struct parser *p, struct attrs *a)
{
	while (accept(p, "__attribute__")) {
		expect(p, "(");
		expect(p, "(");
		do
			attribute(p, a);
		while (accept(p, ","));
		expect(p, ")");
		expect(p, ")");
	}
}

/* Specifiers and declarators */

struct specs {
	struct type *type;
	unsigned int quals;
	struct attrs attrs;
	bool anon_record;		/* struct/union with a body and no tag */
};

static void specifiers(struct parser *p, struct specs *s);
static struct type *declarator(struct parser *p, struct type *t, const char **name);

static struct type *record(struct parser *p, bool is_union, struct specs *out)
{
	struct type_layout lay = { 0 };
	struct type_member *m = NULL;
	unsigned int n = 0;
	struct attrs a = { 0 };
	struct type *t = NULL;
	const char *tag = NULL;
	struct sym *sym;
	char cname[160];

	attributes(p, &a);
	if (peek(p)->kind == T_IDENT && !is(p, "__attribute__")) {
		tag = peek(p)->text;
		p->i++;
		sym = lookup(p, tag, S_TAG);
		if (sym && (!is(p, "{") || !(sym->type->flags & TF_COMPLETE)))
			t = sym->type;
	}
	if (!t) {
		t = type_record_new(is_union ? TYPE_UNION : TYPE_STRUCT, tag);
		if (tag) {
			add_sym(p, tag, S_TAG)->type = t;
			snprintf(cname, sizeof(cname), "%s %s", is_union ? "union" : "struct", tag);
			add_named(p, cname, t);
		}
	}
	if (!accept(p, "{"))
		return t;
	out->anon_record = !tag;
	while (!accept(p, "}")) {
		struct specs ms = { 0 };

		specifiers(p, &ms);
		if (accept(p, ";")) {
			if (!ms.anon_record)
				continue;
			m = xrealloc(m, (n + 1) * sizeof(*m));
			memset(&m[n], 0, sizeof(*m));
			m[n].type = ms.type;
			m[n].width = -1;
			n++;
			continue;
		}
		do {
			struct type_member mem = { .width = -1 };
			struct attrs ma = ms.attrs;
			const char *name = NULL;
			struct type *mt = ms.type;

			if (!is(p, ":"))
				mt = declarator(p, mt, &name);
			if (accept(p, ":"))
				mem.width = (int32_t)const_expr(p);
			attributes(p, &ma);
			if (ma.vector_size)
				mt = type_vector(mt, ma.vector_size);
			mem.name = name;
			mem.type = mt;
			mem.align = ma.align;
			mem.flags = ma.packed ? TM_PACKED : 0;
			m = xrealloc(m, (n + 1) * sizeof(*m));
			m[n++] = mem;
		} while (accept(p, ","));
		expect(p, ";");
	}
	attributes(p, &a);
	lay.packed = a.packed;
	lay.transparent = a.transparent;
	lay.align = a.align;
	lay.pack = pack_current();
	type_record_complete(t, m, n, &lay);
	free(m);
	return t;
}

static struct type *enumeration(struct parser *p)
{
	struct attrs a = { 0 };
	struct type *t = NULL;
	const char *tag = NULL;
	val_t next = 0, min = 0, max = 0;
	struct sym *sym;
	char cname[160];

	attributes(p, &a);
	if (peek(p)->kind == T_IDENT && !is(p, "__attribute__")) {
		tag = peek(p)->text;
		p->i++;
		sym = lookup(p, tag, S_TAG);
		if (sym && !is(p, "{"))
			t = sym->type;
	}
	if (!t) {
		t = type_enum_new(tag);
		if (tag) {
			add_sym(p, tag, S_TAG)->type = t;
			snprintf(cname, sizeof(cname), "enum %s", tag);
			add_named(p, cname, t);
		}
	}
	if (!accept(p, "{"))
		return t;
	while (!accept(p, "}")) {
		struct tok *name = peek(p);

		if (name->kind != T_IDENT)
			error(p, "enumerator expected");
		p->i++;
		if (accept(p, "="))
			next = const_expr(p);
		add_sym(p, name->text, S_ENUMERATOR)->value = next;
		if (next < min)
			min = next;
		if (next > max)
			max = next;
		next++;
		accept(p, ",");
	}
	attributes(p, &a);
	type_enum_complete(t, (int64_t)min, (uint64_t)max, a.packed, NULL);
	return t;
}

static void specifiers(struct parser *p, struct specs *s)
{
	int nlong = 0, sign = 0, cplx = 0;
	enum type_kind k = TYPE_NR_KINDS;
	struct tok *t;
	struct sym *sym;

	for (;;) {
		t = peek(p);
		if (is(p, "__attribute__")) {
			attributes(p, &s->attrs);
			continue;
		}
		if (t->kind != T_IDENT)
			break;
		if (!strcmp(t->text, "const"))
			s->quals |= TQ_CONST;
		else if (!strcmp(t->text, "volatile"))
			s->quals |= TQ_VOLATILE;
		else if (!strcmp(t->text, "_Atomic"))
			s->quals |= TQ_ATOMIC;
		else if (!strcmp(t->text, "signed"))
			sign = 1;
		else if (!strcmp(t->text, "unsigned"))
			sign = 2;
		else if (!strcmp(t->text, "long"))
			nlong++;
		else if (!strcmp(t->text, "_Complex"))
			cplx = 1;
		else if (!strcmp(t->text, "short"))
			k = TYPE_SHORT;
		else if (!strcmp(t->text, "int"))
			k = k == TYPE_NR_KINDS ? TYPE_INT : k;
		else if (!strcmp(t->text, "char"))
			k = TYPE_CHAR;
		else if (!strcmp(t->text, "_Bool"))
			k = TYPE_BOOL;
		else if (!strcmp(t->text, "void"))
			k = TYPE_VOID;
		else if (!strcmp(t->text, "float"))
			k = TYPE_FLOAT;
		else if (!strcmp(t->text, "double"))
			k = TYPE_DOUBLE;
		else if (!strcmp(t->text, "__int128"))
			k = TYPE_INT128;
		else if (!strcmp(t->text, "_Float16"))
			k = TYPE_FLOAT16;
		else if (!strcmp(t->text, "__float128") || !strcmp(t->text, "_Float128"))
			k = TYPE_FLOAT128;
		else if (!strcmp(t->text, "struct") || !strcmp(t->text, "union")) {
			p->i++;
			s->type = record(p, t->text[0] == 'u', s);
			continue;
		} else if (!strcmp(t->text, "enum")) {
			p->i++;
			s->type = enumeration(p);
			continue;
		} else if (!s->type && k == TYPE_NR_KINDS && !nlong && !sign && !cplx &&
			   (sym = lookup(p, t->text, S_TYPEDEF))) {
			s->type = sym->type;
		} else {
			break;
		}
		p->i++;
	}
	if (!s->type) {
		if (k == TYPE_NR_KINDS)
			k = cplx && !nlong && !sign ? TYPE_DOUBLE : TYPE_INT;
		if (k == TYPE_DOUBLE && nlong)
			k = TYPE_LDOUBLE;
		else if (k == TYPE_INT && nlong)
			k = nlong == 1 ? TYPE_LONG : TYPE_LLONG;
		if (k == TYPE_CHAR && sign)
			k = sign == 1 ? TYPE_SCHAR : TYPE_UCHAR;
		else if (sign == 2 && (k == TYPE_SHORT || k == TYPE_INT || k == TYPE_LONG ||
				       k == TYPE_LLONG || k == TYPE_INT128))
			k++;	/* the unsigned kind follows the signed one */
		s->type = type_basic(k);
		if (cplx)
			s->type = type_complex(s->type);
	}
	if (s->quals)
		s->type = type_qualified(s->type, s->quals);
}

/* Array suffixes apply right to left: int a[2][3] is an array of 2 int[3]. */
static struct type *suffixes(struct parser *p, struct type *t)
{
	int64_t len = -1;

	if (!accept(p, "["))
		return t;
	if (!is(p, "]"))
		len = (int64_t)const_expr(p);
	expect(p, "]");
	t = suffixes(p, t);
	return type_array(t, len);
}

static struct type *declarator(struct parser *p, struct type *t, const char **name)
{
	while (accept(p, "*")) {
		t = type_pointer(t);
		while (is(p, "const") || is(p, "volatile")) {
			t = type_qualified(t, is(p, "const") ? TQ_CONST : TQ_VOLATILE);
			p->i++;
		}
	}
	if (accept(p, "(")) {
		/* (*name)[N]: a pointer to what the suffixes make */
		expect(p, "*");
		if (peek(p)->kind == T_IDENT)
			*name = peek(p)->text, p->i++;
		expect(p, ")");
		return type_pointer(suffixes(p, t));
	}
	if (peek(p)->kind == T_IDENT && !is(p, "__attribute__")) {
		*name = peek(p)->text;
		p->i++;
	}
	return suffixes(p, t);
}

static struct type *type_name(struct parser *p)
{
	struct specs s = { 0 };
	const char *name = NULL;

	specifiers(p, &s);
	return declarator(p, s.type, &name);
}

/* Constant expressions, in uint64_t arithmetic. */

static val_t primary(struct parser *p)
{
	struct tok *t = peek(p);
	struct sym *sym;
	val_t v;

	if (accept(p, "-"))
		return -primary(p);
	if (accept(p, "~"))
		return ~primary(p);
	if (accept(p, "(")) {
		v = const_expr(p);
		expect(p, ")");
		return v;
	}
	if (accept(p, "sizeof")) {
		expect(p, "(");
		v = type_sizeof(type_name(p));
		expect(p, ")");
		return v;
	}
	p->i++;
	if (t->kind == T_NUM)
		return t->num;
	if (t->kind == T_IDENT && (sym = lookup(p, t->text, S_ENUMERATOR)))
		return sym->value;
	p->i--;
	error(p, "constant expected before '%s'", t->text);
}

static val_t const_expr(struct parser *p)
{
	val_t v = primary(p);

	for (;;) {
		if (accept(p, "+"))
			v += primary(p);
		else if (accept(p, "-"))
			v -= primary(p);
		else if (accept(p, "*"))
			v *= primary(p);
		else if (accept(p, "<<"))
			v <<= (int)primary(p);
		else if (accept(p, "|"))
			v |= primary(p);
		else
			return v;
	}
}

/* Declarations */

static void pragma(struct parser *p, const char *line)
{
	char action[32] = "", id[64] = "";
	const char *s = strstr(line, "pack");
	int n = -1;

	if (!s || !(s = strchr(s, '(')))
		return;
	s++;
	while (*s == ' ')
		s++;
	if (isdigit((unsigned char)*s)) {
		pack_set(atoi(s));
		return;
	}
	if (*s == ')') {
		pack_set(0);
		return;
	}
	sscanf(s, "%31[a-z]", action);
	s += strlen(action);
	while (*s == ' ' || *s == ',') {
		while (*s == ' ' || *s == ',')
			s++;
		if (isdigit((unsigned char)*s))
			n = atoi(s);
		else
			sscanf(s, "%63[A-Za-z0-9_]", id);
		s += strcspn(s, ",)");
	}
	if (!strcmp(action, "push"))
		pack_push(id[0] ? id : NULL, n);
	else if (!strcmp(action, "pop"))
		pack_pop(id[0] ? id : NULL);
	else
		error(p, "bad #pragma pack");
}

static void declaration(struct parser *p)
{
	struct specs s = { 0 };
	bool is_typedef = accept(p, "typedef");
	const char *name = NULL;
	struct type *t;

	specifiers(p, &s);
	if (!is_typedef) {
		/* a definition, or a declaration of a tag */
		expect(p, ";");
		return;
	}
	t = declarator(p, s.type, &name);
	attributes(p, &s.attrs);
	expect(p, ";");
	if (!name)
		error(p, "typedef without a name");
	if (s.attrs.vector_size)
		t = type_vector(t, s.attrs.vector_size);
	if (s.attrs.align)
		t = type_aligned(t, s.attrs.align);
	add_sym(p, name, S_TYPEDEF)->type = t;
	add_named(p, name, t);
}

void decls_parse(struct decls *d, const char *text)
{
	struct parser p = { .d = d };
	unsigned int i;

	d->text = text;
	tokenize(&p, text);
	while (peek(&p)->kind != T_EOF) {
		size_t start = peek(&p)->pos;

		if (peek(&p)->kind == T_PRAGMA) {
			pragma(&p, peek(&p)->text);
			p.i++;
			continue;
		}
		declaration(&p);
		d->spans = xrealloc(d->spans, (d->nspans + 1) * sizeof(*d->spans));
		d->spans[d->nspans].start = start;
		d->spans[d->nspans].end = p.toks[p.i - 1].pos + 1;
		d->nspans++;
	}
	/* the tokens outlive the parse: the types point to member names */
	d->tokens = p.toks;
	for (i = 0; i < p.nsyms; i++)
		free(p.syms[i].name);
	free(p.syms);
}
