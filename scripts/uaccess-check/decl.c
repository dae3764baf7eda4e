// SPDX-License-Identifier: GPL-2.0
/*
 * Declarations: types of declarations from specifiers and declarators,
 * struct/union layout, enums, and the symbol table of the two name spaces
 * (ordinary and tags) with block scopes.  See decl.h.
 *
 * Nothing here reports: an unknown construct gives TYPE_ERROR, an array
 * size that cannot be folded gives an array of unknown length, a bit-field
 * width that cannot be folded marks the record's layout as unknown.
 */
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "decl.h"
#include "parser.tab.h"
#include "target.h"
#include "token.h"
#include "type.h"
#include "util.h"

/* ---------------------------------------------------------------- */
/* Symbol table */

struct decl_slot {
	struct decl_slot *next;
	const struct ident *name;
	bool tag;
	struct decl_sym *top;
};

#define DECL_HASH_BITS 12
#define DECL_HASH_SIZE (1u << DECL_HASH_BITS)

struct decl_chunk {
	struct decl_chunk *next;
	size_t used;
	char mem[];
};

#define DECL_CHUNK_SIZE (64 * 1024)

static struct decl_slot *slots[DECL_HASH_SIZE];
/* Records whose layout is not known (a width or size we could not fold). */
static const struct type *unknown_layout[DECL_HASH_SIZE];
static unsigned int nunknown;
static struct decl_chunk *chunks;
static struct decl_sym *scopes[256];	/* symbols per depth (deeper ones share the last) */
static unsigned int depth;
static FILE *dump_out;
static unsigned int fn_depth;		/* inside a function body */

static void *decl_alloc(size_t size)
{
	void *p;

	size = (size + 15) & ~(size_t)15;
	if (size > DECL_CHUNK_SIZE / 4) {
		struct decl_chunk *c = xmalloc(sizeof(*c) + size);

		c->used = size;
		c->next = chunks ? chunks->next : NULL;
		if (chunks)
			chunks->next = c;
		else
			chunks = c;
		memset(c->mem, 0, size);
		return c->mem;
	}
	if (!chunks || chunks->used + size > DECL_CHUNK_SIZE) {
		struct decl_chunk *c = xmalloc(sizeof(*c) + DECL_CHUNK_SIZE);

		c->used = 0;
		c->next = chunks;
		chunks = c;
	}
	p = chunks->mem + chunks->used;
	chunks->used += size;
	memset(p, 0, size);
	return p;
}

static struct decl_slot **slot_ref(const struct ident *name, bool tag)
{
	uintptr_t h = ((uintptr_t)name >> 4) ^ tag;

	return &slots[(h ^ (h >> DECL_HASH_BITS)) & (DECL_HASH_SIZE - 1)];
}

static struct decl_slot *slot_get(const struct ident *name, bool tag, bool create)
{
	struct decl_slot **ref = slot_ref(name, tag), *s;

	for (s = *ref; s; s = s->next)
		if (s->name == name && s->tag == tag)
			return s;
	if (!create)
		return NULL;
	s = decl_alloc(sizeof(*s));
	s->name = name;
	s->tag = tag;
	s->next = *ref;
	*ref = s;
	return s;
}

struct decl_sym *decl_lookup(const struct ident *name, bool tag)
{
	struct decl_slot *s = name ? slot_get(name, tag, false) : NULL;

	return s ? s->top : NULL;
}

static unsigned int type_hash(const struct type *t)
{
	uintptr_t h = (uintptr_t)t >> 4;

	return (h ^ (h >> DECL_HASH_BITS)) & (DECL_HASH_SIZE - 1);
}

/* Open addressing; past half full, later records are just not remembered. */
static void layout_set_unknown(const struct type *t)
{
	unsigned int h = type_hash(t);

	if (nunknown >= DECL_HASH_SIZE / 2)
		return;
	while (unknown_layout[h] && unknown_layout[h] != t)
		h = (h + 1) & (DECL_HASH_SIZE - 1);
	if (!unknown_layout[h])
		nunknown++;
	unknown_layout[h] = t;
}

static bool layout_is_unknown(const struct type *t)
{
	unsigned int h;

	while (t->kind == TYPE_ARRAY)
		t = t->base;
	if (t->kind == TYPE_ERROR)
		return true;
	if (!type_is_record(t))
		return false;
	if (nunknown >= DECL_HASH_SIZE / 2)
		return true;	/* the set is full: assume the worst */
	t = t->main;
	for (h = type_hash(t); unknown_layout[h]; h = (h + 1) & (DECL_HASH_SIZE - 1))
		if (unknown_layout[h] == t)
			return true;
	return false;
}

static unsigned int scope_slot(void)
{
	return depth < ARRAY_SIZE(scopes) ? depth : ARRAY_SIZE(scopes) - 1;
}

static struct decl_sym *declare(struct ident *name, enum decl_sym_kind kind, struct type *t,
				struct node *decl)
{
	bool tag = kind == DS_TAG;
	struct decl_sym *sym = decl_alloc(sizeof(*sym));
	struct decl_slot *s;

	sym->name = name;
	sym->kind = kind;
	sym->type = t;
	sym->decl = decl;
	sym->depth = depth;
	if (!name)
		return sym;
	s = slot_get(name, tag, true);
	sym->shadowed = s->top;
	s->top = sym;
	sym->scope_next = scopes[scope_slot()];
	scopes[scope_slot()] = sym;
	return sym;
}

static void push_scope(void)
{
	depth++;
	if (depth < ARRAY_SIZE(scopes))
		scopes[depth] = NULL;
}

static void pop_scope(void)
{
	struct decl_sym *sym, **keep = &scopes[scope_slot()];

	/* past the table's depth, a scope shares its slot with the deeper ones */
	for (sym = *keep; sym; sym = sym->scope_next) {
		if (sym->depth < depth)
			break;
		slot_get(sym->name, sym->kind == DS_TAG, false)->top = sym->shadowed;
	}
	*keep = sym;
	if (depth)
		depth--;
}

void decl_release(void)
{
	while (chunks) {
		struct decl_chunk *c = chunks;

		chunks = c->next;
		free(c);
	}
	memset(slots, 0, sizeof(slots));
	memset(unknown_layout, 0, sizeof(unknown_layout));
	nunknown = 0;
	memset(scopes, 0, sizeof(scopes));
	depth = fn_depth = 0;
	dump_out = NULL;
}

/* ---------------------------------------------------------------- */
/* Integer constant folding (what declarations need) */

struct cval {
	uint64_t v;
	struct type *t;
};

static struct type *err_type(void)
{
	return type_basic(TYPE_ERROR);
}

static struct type *type_of_name(struct node *tn);
static bool fold(struct node *e, struct cval *r);

/* Truncates (and sign-extends) r->v to the width of r->t. */
static void cval_fit(struct cval *r)
{
	unsigned int bits;

	if (r->t->kind == TYPE_BOOL) {
		r->v = r->v != 0;
		return;
	}
	bits = type_bits(r->t);
	if (!bits || bits >= 64)
		return;
	r->v &= (UINT64_C(1) << bits) - 1;
	if (type_is_signed(r->t) && (r->v >> (bits - 1)))
		r->v |= ~((UINT64_C(1) << bits) - 1);
}

static bool cval_convert(struct cval *r, struct type *t)
{
	if (!type_is_integer(t) || type_bits(t) > 64)
		return false;
	r->t = t;
	cval_fit(r);
	return true;
}

static bool fits(uint64_t v, struct type *t)
{
	unsigned int bits = type_bits(t);

	if (bits >= 64)
		return type_is_signed(t) ? !(v >> 63) : true;
	return type_is_signed(t) ? v < (UINT64_C(1) << (bits - 1)) : v < (UINT64_C(1) << bits);
}

static bool fold_integer(struct node *e, struct cval *r)
{
	static const enum type_kind dec[] = { TYPE_INT, TYPE_LONG, TYPE_LLONG };
	static const enum type_kind other[] = {
		TYPE_INT, TYPE_UINT, TYPE_LONG, TYPE_ULONG, TYPE_LLONG, TYPE_ULLONG,
	};
	const char *s = e->str, *end = e->str + e->len;
	unsigned int base = 10, nlong = 0, i, n;
	bool uns = false;
	uint64_t v = 0;
	const enum type_kind *cand;

	if (end - s > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		base = 16;
		s += 2;
	} else if (end - s > 1 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) {
		base = 2;
		s += 2;
	} else if (s[0] == '0') {
		base = 8;
	}
	for (; s < end; s++) {
		unsigned int d;

		if (*s >= '0' && *s <= '9')
			d = *s - '0';
		else if (base == 16 && *s >= 'a' && *s <= 'f')
			d = *s - 'a' + 10;
		else if (base == 16 && *s >= 'A' && *s <= 'F')
			d = *s - 'A' + 10;
		else if (*s == '\'')
			continue;
		else
			break;
		if (d >= base || v > (UINT64_MAX - d) / base)
			return false;
		v = v * base + d;
	}
	for (; s < end; s++) {
		if (*s == 'u' || *s == 'U')
			uns = true;
		else if (*s == 'l' || *s == 'L')
			nlong++;
		else
			return false;
	}
	if (nlong > 2)
		return false;
	if (base == 10 && !uns) {
		cand = dec + nlong;
		n = ARRAY_SIZE(dec) - nlong;
	} else {
		cand = other + 2 * nlong + uns;
		n = ARRAY_SIZE(other) - 2 * nlong - uns;
	}
	for (i = 0; i < n; i++) {
		struct type *t = type_basic(cand[i]);

		if (uns && type_is_signed(t))
			continue;
		if (fits(v, t)) {
			r->v = v;
			r->t = t;
			return true;
		}
	}
	return false;
}

static bool fold_char(struct node *e, struct cval *r)
{
	const char *s = e->str, *end = e->str + e->len;
	uint64_t v;

	if (e->len < 3 || s[0] != '\'' || end[-1] != '\'')
		return false;
	s++;
	end--;
	if (*s != '\\') {
		if (end - s != 1)
			return false;
		v = (unsigned char)*s;
	} else {
		s++;
		switch (*s) {
		case 'n': v = '\n'; s++; break;
		case 't': v = '\t'; s++; break;
		case 'r': v = '\r'; s++; break;
		case 'a': v = '\a'; s++; break;
		case 'b': v = '\b'; s++; break;
		case 'f': v = '\f'; s++; break;
		case 'v': v = '\v'; s++; break;
		case 'e': v = 27; s++; break;
		case '\\': case '\'': case '"': case '?': v = *s++; break;
		case 'x':
			for (v = 0, s++; s < end; s++) {
				int d = *s >= '0' && *s <= '9' ? *s - '0' :
					*s >= 'a' && *s <= 'f' ? *s - 'a' + 10 :
					*s >= 'A' && *s <= 'F' ? *s - 'A' + 10 : -1;
				if (d < 0)
					return false;
				v = v * 16 + d;
			}
			break;
		default:
			for (v = 0; s < end && *s >= '0' && *s <= '7'; s++)
				v = v * 8 + (*s - '0');
			break;
		}
		if (s != end || v > 255)
			return false;
	}
	if (!target.char_unsigned && v > 127)
		v |= ~UINT64_C(0xff);
	r->v = v;
	r->t = type_basic(TYPE_INT);
	cval_fit(r);
	return true;
}

/* The type of a few expression forms, for sizeof and typeof; NULL if unknown. */
static struct type *expr_type(struct node *e)
{
	struct decl_sym *sym;
	struct type *t;

	if (!e)
		return NULL;
	switch (e->kind) {
	case N_IDENT:
		sym = decl_lookup(e->name, false);
		if (!sym || sym->kind == DS_TYPEDEF || sym->kind == DS_TAG)
			return NULL;
		if (sym->kind == DS_ENUMERATOR)
			return type_basic(TYPE_INT);
		return sym->type->kind == TYPE_ERROR ? NULL : sym->type;
	case N_CAST:
		t = type_of_name(e->kid[0]);
		return t->kind == TYPE_ERROR ? NULL : t;
	case N_STRING:
		return NULL;
	case N_MEMBER:
		t = expr_type(e->kid[0]);
		if (!t)
			return NULL;
		if (e->op == ARROW) {
			if (t->kind != TYPE_POINTER && t->kind != TYPE_ARRAY)
				return NULL;
			t = t->base;
		}
		if (type_is_record(t) && e->kid[1]) {
			uint64_t off;
			struct type_member *m = type_member_find(t, e->kid[1]->name->name, &off);

			return m ? m->type : NULL;
		}
		return NULL;
	case N_INDEX:
		t = expr_type(e->kid[0]);
		if (t && (t->kind == TYPE_POINTER || t->kind == TYPE_ARRAY))
			return t->base;
		return NULL;
	case N_UNARY:
		if (e->op == '*') {
			t = expr_type(e->kid[0]);
			return t && (t->kind == TYPE_POINTER || t->kind == TYPE_ARRAY) ? t->base : NULL;
		}
		if (e->op == '&') {
			t = expr_type(e->kid[0]);
			return t ? type_pointer(t) : NULL;
		}
		return NULL;
	case N_CHOOSE_EXPR: {
		struct cval v;

		return fold(e->kid[0], &v) ? expr_type(v.v ? e->kid[1] : e->kid[2]) : NULL;
	}
	case N_INTEGER: case N_CHAR: case N_BINARY: case N_COND: case N_SIZEOF_TYPE: {
		struct cval v;

		return fold(e, &v) ? v.t : NULL;
	}
	default:
		return NULL;
	}
}

static bool fold_sizeof(struct type *t, struct cval *r, bool align)
{
	int64_t size;

	if (!t || t->kind == TYPE_ERROR)
		return false;
	if (align) {
		if (layout_is_unknown(t))
			return false;
		size = type_align_pref(t);
	} else {
		size = type_sizeof(t);
		if (size < 0 || !type_is_complete(t) || layout_is_unknown(t))
			return false;
	}
	r->v = size;
	r->t = type_size_t();
	return true;
}

static bool fold_binary(struct node *e, struct cval *r)
{
	struct cval a, b;
	struct type *t;
	bool sgn;

	if (!fold(e->kid[0], &a))
		return false;
	if (e->op == ANDAND || e->op == OROR) {
		if ((e->op == ANDAND) != (a.v != 0)) {
			r->v = e->op == OROR;
		} else {
			if (!fold(e->kid[1], &b))
				return false;
			r->v = b.v != 0;
		}
		r->t = type_basic(TYPE_INT);
		return true;
	}
	if (!fold(e->kid[1], &b))
		return false;
	if (e->op == SHL || e->op == SHR) {
		r->t = type_promote(a.t);
		cval_convert(&a, r->t);
		if ((int64_t)b.v < 0 || b.v >= type_bits(r->t))
			return false;
		r->v = e->op == SHL ? a.v << b.v :
		       type_is_signed(r->t) ? (uint64_t)((int64_t)a.v >> b.v) : a.v >> b.v;
		cval_fit(r);
		return true;
	}
	t = type_usual_arith(a.t, b.t);
	if (!cval_convert(&a, t) || !cval_convert(&b, t))
		return false;
	sgn = type_is_signed(t);
	r->t = t;
	switch (e->op) {
	case '+': r->v = a.v + b.v; break;
	case '-': r->v = a.v - b.v; break;
	case '*': r->v = a.v * b.v; break;
	case '/': case '%':
		if (!b.v || (sgn && (int64_t)b.v == -1))
			return false;
		if (e->op == '/')
			r->v = sgn ? (uint64_t)((int64_t)a.v / (int64_t)b.v) : a.v / b.v;
		else
			r->v = sgn ? (uint64_t)((int64_t)a.v % (int64_t)b.v) : a.v % b.v;
		break;
	case '&': r->v = a.v & b.v; break;
	case '|': r->v = a.v | b.v; break;
	case '^': r->v = a.v ^ b.v; break;
	case '<': r->v = sgn ? (int64_t)a.v < (int64_t)b.v : a.v < b.v; goto cmp;
	case '>': r->v = sgn ? (int64_t)a.v > (int64_t)b.v : a.v > b.v; goto cmp;
	case LE: r->v = sgn ? (int64_t)a.v <= (int64_t)b.v : a.v <= b.v; goto cmp;
	case GE: r->v = sgn ? (int64_t)a.v >= (int64_t)b.v : a.v >= b.v; goto cmp;
	case EQ: r->v = a.v == b.v; goto cmp;
	case NE: r->v = a.v != b.v; goto cmp;
	default:
		return false;
	}
	cval_fit(r);
	return true;
cmp:
	r->t = type_basic(TYPE_INT);
	return true;
}

static bool fold(struct node *e, struct cval *r)
{
	struct decl_sym *sym;
	struct cval a, b;
	struct type *t, *u;

	if (!e)
		return false;
	switch (e->kind) {
	case N_INTEGER:
		return fold_integer(e, r);
	case N_CHAR:
		return fold_char(e, r);
	case N_IDENT:
		sym = decl_lookup(e->name, false);
		if (!sym || sym->kind != DS_ENUMERATOR || !sym->value_known)
			return false;
		r->v = sym->value;
		r->t = sym->type;
		return true;
	case N_UNARY:
		if (e->op == SIZEOF)
			return fold_sizeof(expr_type(e->kid[0]), r, false);
		if (e->op == ALIGNOF)
			return fold_sizeof(expr_type(e->kid[0]), r, true);
		if (!fold(e->kid[0], &a))
			return false;
		r->t = type_promote(a.t);
		cval_convert(&a, r->t);
		switch (e->op) {
		case '+': r->v = a.v; break;
		case '-': r->v = -a.v; break;
		case '~': r->v = ~a.v; break;
		case '!': r->v = !a.v; r->t = type_basic(TYPE_INT); break;
		default: return false;
		}
		cval_fit(r);
		return true;
	case N_SIZEOF_TYPE:
		return fold_sizeof(type_of_name(e->kid[0]), r, false);
	case N_ALIGNOF_TYPE:
		return fold_sizeof(type_of_name(e->kid[0]), r, true);
	case N_BINARY:
		return fold_binary(e, r);
	case N_COMMA:
		return false;
	case N_COND:
		if (!fold(e->kid[0], &a))
			return false;
		if (!fold(e->kid[1] ? e->kid[1] : e->kid[0], r) || !fold(e->kid[2], &b))
			return false;
		t = type_usual_arith(r->t, b.t);
		if (!a.v)
			*r = b;
		return cval_convert(r, t);
	case N_CAST:
		t = type_of_name(e->kid[0]);
		return fold(e->kid[1], r) && cval_convert(r, t);
	case N_TYPES_COMPATIBLE:
		t = type_of_name(e->kid[0]);
		u = type_of_name(e->kid[1]);
		if (t->kind == TYPE_ERROR || u->kind == TYPE_ERROR)
			return false;
		r->v = type_compatible(type_unqualified(t), type_unqualified(u), TC_GCC);
		r->t = type_basic(TYPE_INT);
		return true;
	case N_CHOOSE_EXPR:
		if (!fold(e->kid[0], &a))
			return false;
		return fold(a.v ? e->kid[1] : e->kid[2], r);
	default:
		return false;
	}
}

/* ---------------------------------------------------------------- */
/* Attributes */

/* The attribute's name without the __x__ spelling's underscores. */
static bool attr_is(const struct node *a, const char *name)
{
	const char *s = a->name->name;
	size_t n = strlen(name), len = a->name->len;

	if (len == n + 4 && s[0] == '_' && s[1] == '_' && s[len - 1] == '_' && s[len - 2] == '_')
		return !strncmp(s + 2, name, n);
	return len == n && !memcmp(s, name, n);
}

/* What the attributes of one list say, for a type or a declaration. */
struct attrs {
	unsigned int annot;
	unsigned int as;
	bool has_as;
	bool packed;
	bool transparent;
	bool bitwise;
	bool bad;		/* an argument we could not fold */
	uint32_t align;		/* aligned(N) */
	uint64_t vector_size;
	int mode;		/* mode(): size in bytes, 0 if none */
};

static void attr_one(struct node *a, struct attrs *at)
{
	struct node *arg = a->kid[1];
	struct cval v;

	if (a->kind != N_ATTRIBUTE || !a->name)
		return;
	if (attr_is(a, "noderef")) {
		at->annot |= TA_NODEREF;
	} else if (attr_is(a, "force")) {
		at->annot |= TA_FORCE;
	} else if (attr_is(a, "nocast")) {
		at->annot |= TA_NOCAST;
	} else if (attr_is(a, "safe")) {
		at->annot |= TA_SAFE;
	} else if (attr_is(a, "bitwise")) {
		at->bitwise = true;
	} else if (attr_is(a, "packed")) {
		at->packed = true;
	} else if (attr_is(a, "transparent_union")) {
		at->transparent = true;
	} else if (attr_is(a, "address_space")) {
		if (arg && arg->kind == N_IDENT) {
			at->as = type_addrspace(arg->name->name);
			at->has_as = true;
		} else if (fold(arg, &v) && v.v < AS_FIRST_NAMED) {
			at->as = v.v;
			at->has_as = true;
		} else {
			at->bad = true;
		}
	} else if (attr_is(a, "aligned")) {
		uint32_t al = type_biggest_alignment();

		if (arg && (!fold(arg, &v) || !v.v || (v.v & (v.v - 1)) || v.v > (1u << 28))) {
			at->bad = true;
			return;
		}
		if (arg)
			al = v.v;
		if (al > at->align)
			at->align = al;
	} else if (attr_is(a, "vector_size")) {
		if (fold(arg, &v) && v.v && !(v.v & (v.v - 1)))
			at->vector_size = v.v;
		else
			at->bad = true;
	} else if (attr_is(a, "mode") && arg && arg->kind == N_IDENT) {
		static const char *const modes[] = { "QI", "HI", "SI", "DI", "TI" };
		const char *m = arg->name->name;
		unsigned int i;

		if (m[0] == '_' && m[1] == '_')
			m += 2;
		for (i = 0; i < ARRAY_SIZE(modes); i++)
			if (!strncmp(m, modes[i], 2) && (m[2] == 0 || m[2] == '_'))
				at->mode = 1 << i;
		if (!strcmp(m, "byte") || !strcmp(m, "__byte__"))
			at->mode = 1;
		else if (!strcmp(m, "word") || !strcmp(m, "__word__"))
			at->mode = target.size_long;
		else if (!strcmp(m, "pointer") || !strcmp(m, "__pointer__"))
			at->mode = target.size_pointer;
		if (!at->mode)
			at->bad = true;
	}
}

static void attrs_collect(struct node *list, struct attrs *at)
{
	for (; list; list = list->next)
		if (list->kind == N_ATTRIBUTE)
			attr_one(list, at);
}

/* The checker's type attributes (address space, noderef, ...) applied to T. */
static struct type *apply_type_attrs(struct type *t, const struct attrs *at)
{
	if (t->kind == TYPE_ERROR)
		return t;
	if (at->annot)
		t = type_annotated(t, at->annot);
	if (at->has_as)
		t = type_with_as(t, at->as);
	return t;
}

/* mode(QI...TI) on an integer type: the integer of that size and signedness. */
static struct type *apply_mode(struct type *t, int size)
{
	static const enum type_kind kinds[] = {
		TYPE_SCHAR, TYPE_SHORT, TYPE_INT, TYPE_LONG, TYPE_LLONG, TYPE_INT128,
	};
	unsigned int i;

	if (!type_is_integer(t) || t->kind == TYPE_ENUM)
		return err_type();
	for (i = 0; i < ARRAY_SIZE(kinds); i++) {
		struct type *k = type_basic(kinds[i]);

		if (type_sizeof(k) == size)
			return type_is_signed(t) ? k : type_to_unsigned(k);
	}
	return err_type();
}

/* vector_size(N) on T: N a multiple of T's size. */
static struct type *apply_vector(struct type *t, uint64_t size)
{
	int64_t es = type_sizeof(t);

	if (!type_is_arithmetic(t) || es <= 0 || size % es)
		return err_type();
	return type_vector(t, size);
}

/* ---------------------------------------------------------------- */
/* Specifiers */

static struct type *record_type(struct node *n);
static struct type *enum_type(struct node *n);
static struct type *declarator_type(struct node *d, struct type *t, struct node **name);

/*
 * Specifiers to a type.  Attributes of the list go to *at when given
 * (the caller decides what the declaration-level ones mean); their type
 * parts (address space, noderef...) are applied here.  *is_typedef tells
 * whether the storage class is typedef.
 */
static struct type *specs_type(struct node *specs, struct attrs *at_out, bool *is_typedef)
{
	unsigned int nlong = 0, quals = 0, as = 0;
	bool sgn = false, uns = false, cplx = false, bad = false, has_as = false;
	int base = 0;			/* the keyword, or -1 for a type given whole */
	struct type *t = NULL;
	struct attrs at = { 0 };
	struct node *s;

	if (is_typedef)
		*is_typedef = false;
	for (s = specs; s; s = s->next) {
		switch (s->kind) {
		case N_SPEC:
			switch (s->op) {
			case TYPEDEF:
				if (is_typedef)
					*is_typedef = true;
				break;
			case CONST: quals |= TQ_CONST; break;
			case VOLATILE: quals |= TQ_VOLATILE; break;
			case RESTRICT: quals |= TQ_RESTRICT; break;
			case ATOMIC:
				if (s->kid[0]) {
					bad |= base != 0;
					base = -1;
					t = type_of_name(s->kid[0]);
				}
				quals |= TQ_ATOMIC;
				break;
			case SEG_GS: as = type_addrspace("__seg_gs"); has_as = true; break;
			case SEG_FS: as = type_addrspace("__seg_fs"); has_as = true; break;
			case LONG: nlong++; break;
			case SIGNED: sgn = true; break;
			case UNSIGNED: uns = true; break;
			case COMPLEX: cplx = true; break;
			case SHORT: case VOID: case CHAR: case INT: case FLOAT: case DOUBLE:
			case BOOL: case INT128: case FLOAT16: case FLOAT32: case FLOAT64:
			case FLOAT128: case AUTO_TYPE: case IMAGINARY:
				if (base && !(base == SHORT && s->op == INT) &&
				    !(base == INT && s->op == SHORT))
					bad = true;
				if (!base || base == INT)
					base = s->op;
				break;
			default:
				break;	/* storage classes, inline, _Noreturn */
			}
			break;
		case N_TYPEDEF_NAME: {
			struct decl_sym *sym = decl_lookup(s->name, false);

			bad |= base != 0;
			base = -1;
			t = sym && sym->kind == DS_TYPEDEF ? sym->type : err_type();
			break;
		}
		case N_STRUCT:
			bad |= base != 0;
			base = -1;
			t = record_type(s);
			break;
		case N_ENUM:
			bad |= base != 0;
			base = -1;
			t = enum_type(s);
			break;
		case N_TYPEOF:
			bad |= base != 0;
			base = -1;
			if (s->kid[0] && s->kid[0]->kind == N_TYPE_NAME)
				t = type_of_name(s->kid[0]);
			else
				t = expr_type(s->kid[0]);
			if (!t)
				t = err_type();
			else if (s->op)
				t = type_unqualified(t);
			break;
		case N_ATTRIBUTE:
			attr_one(s, &at);
			break;
		default:
			break;	/* _Alignas: the object's, not the type's */
		}
	}
	if (bad || (sgn && uns))
		return err_type();
	if (base == -1) {
		if (nlong || sgn || uns || cplx)
			return err_type();
	} else {
		enum type_kind k;

		switch (base) {
		case VOID: k = TYPE_VOID; break;
		case BOOL: k = TYPE_BOOL; break;
		case CHAR: k = sgn ? TYPE_SCHAR : uns ? TYPE_UCHAR : TYPE_CHAR; break;
		case SHORT: k = uns ? TYPE_USHORT : TYPE_SHORT; break;
		case INT128: k = uns ? TYPE_UINT128 : TYPE_INT128; break;
		case FLOAT: case FLOAT32: k = TYPE_FLOAT; break;
		case FLOAT16: k = TYPE_FLOAT16; break;
		case FLOAT64: k = TYPE_DOUBLE; break;
		case FLOAT128: k = TYPE_FLOAT128; break;
		case DOUBLE: k = nlong ? TYPE_LDOUBLE : TYPE_DOUBLE; break;
		case 0: case INT:
			if (base == 0 && !nlong && !sgn && !uns && !cplx && !at.mode)
				return err_type();	/* implicit int, __auto_type... */
			k = nlong == 0 ? TYPE_INT : nlong == 1 ? TYPE_LONG : TYPE_LLONG;
			if (uns)
				k++;
			break;
		default:
			return err_type();
		}
		if ((nlong && base != INT && base != 0 && base != DOUBLE) || nlong > 2 ||
		    ((sgn || uns) && (k < TYPE_CHAR || k > TYPE_UINT128)))
			return err_type();
		t = type_basic(k);
		if (cplx)
			t = type_complex(t);
	}
	if (at.mode)
		t = apply_mode(t, at.mode);
	if (at.vector_size)
		t = apply_vector(t, at.vector_size);
	if (t->kind == TYPE_ERROR)
		return t;
	if (quals)
		t = type_qualified(t, quals);
	if (has_as)
		t = type_with_as(t, as);
	t = apply_type_attrs(t, &at);
	if (at_out)
		*at_out = at;
	return t;
}

/* A type name (casts, sizeof, typeof): specifiers and an abstract declarator. */
static struct type *type_of_name(struct node *tn)
{
	struct type *t;

	if (!tn || tn->kind != N_TYPE_NAME)
		return err_type();
	t = specs_type(tn->kid[0], NULL, NULL);
	return declarator_type(tn->kid[1], t, NULL);
}

/* ---------------------------------------------------------------- */
/* Declarators */

static struct type *param_type(struct node *p, struct node **name)
{
	struct type *t = specs_type(p->kid[0], NULL, NULL);

	t = declarator_type(p->kid[1], t, name);
	if (t->kind == TYPE_ARRAY)
		t = type_pointer(t->base);
	else if (t->kind == TYPE_FUNCTION)
		t = type_pointer(t);
	return t;
}

static struct type *function_type(struct node *fn, struct type *ret)
{
	struct type *small[16], **params = small;
	unsigned int n = 0, cap = ARRAY_SIZE(small), flags = 0;
	struct node *p;

	if (ret->kind == TYPE_ERROR || ret->kind == TYPE_FUNCTION || ret->kind == TYPE_ARRAY)
		return err_type();
	if (fn->op == 2 || !fn->kid[1])
		return type_function(ret, NULL, 0, TF_OLDSTYLE, NULL);
	push_scope();		/* prototype scope: tags declared in parameters */
	for (p = fn->kid[1]; p; p = p->next) {
		struct type *t;

		if (p->kind == N_ELLIPSIS) {
			flags |= TF_VARIADIC;
			continue;
		}
		if (p->kind != N_PARAM)
			continue;
		t = param_type(p, NULL);
		if (t->kind == TYPE_VOID && !p->kid[1] && n == 0 && !p->next)
			break;	/* (void) */
		if (n == cap) {
			struct type **np = xmalloc(2 * cap * sizeof(*np));

			memcpy(np, params, n * sizeof(*np));
			if (params != small)
				free(params);
			params = np;
			cap *= 2;
		}
		params[n++] = t;
	}
	pop_scope();
	ret = type_function(ret, params, n, flags, NULL);
	if (params != small)
		free(params);
	return ret;
}

/*
 * The declarator's derivations applied to T, outermost first; *name gets
 * the N_DECLARATOR node (NULL if abstract).
 */
static struct type *declarator_type(struct node *d, struct type *t, struct node **name)
{
	struct attrs at = { 0 };
	struct cval v;
	struct node *q;
	unsigned int quals = 0;

	if (name)
		*name = NULL;
	while (d) {
		switch (d->kind) {
		case N_DECLARATOR:
			if (name)
				*name = d;
			return t;
		case N_POINTER:
			if (t->kind == TYPE_ERROR)
				return t;
			quals = 0;
			memset(&at, 0, sizeof(at));
			for (q = d->kid[0]; q; q = q->next) {
				if (q->kind == N_SPEC && q->op == CONST)
					quals |= TQ_CONST;
				else if (q->kind == N_SPEC && q->op == VOLATILE)
					quals |= TQ_VOLATILE;
				else if (q->kind == N_SPEC && q->op == RESTRICT)
					quals |= TQ_RESTRICT;
				else if (q->kind == N_SPEC && q->op == ATOMIC)
					quals |= TQ_ATOMIC;
				else if (q->kind == N_ATTRIBUTE)
					attr_one(q, &at);
			}
			t = type_pointer(t);
			if (quals)
				t = type_qualified(t, quals);
			t = apply_type_attrs(t, &at);
			d = d->kid[1];
			break;
		case N_ARRAY:
			if (t->kind == TYPE_ERROR || t->kind == TYPE_FUNCTION || !type_is_complete(t))
				t = err_type();
			else if (d->kid[1] && fold(d->kid[1], &v) &&
				 (!type_is_signed(v.t) || (int64_t)v.v >= 0) && v.v < (UINT64_C(1) << 60))
				t = type_array(t, v.v);
			else
				t = type_array(t, -1);	/* [], [*], VLA or not folded */
			d = d->kid[0];
			break;
		case N_FUNCTION:
			t = function_type(d, t);
			d = d->kid[0];
			break;
		default:
			return err_type();
		}
	}
	return t;
}

/* ---------------------------------------------------------------- */
/* Structs, unions, enums */

static struct decl_sym *tag_lookup(struct ident *name, bool current_only)
{
	struct decl_sym *sym = decl_lookup(name, true);

	if (sym && current_only && sym->depth != depth)
		return NULL;
	return sym;
}

static void dump_type_line(const char *name, struct type *t)
{
	struct strbuf sb = { 0 };

	type_print(&sb, t, NULL);
	fprintf(dump_out, "%s: %s\n", name, sb_cstr(&sb));
	sb_free(&sb);
}

static void dump_record(struct type *t, bool unknown)
{
	unsigned int i;

	if (unknown)
		fprintf(dump_out, "%s %s: size ? align ?\n", t->kind == TYPE_UNION ? "union" : "struct",
			t->name ? t->name : "<anonymous>");
	else
		fprintf(dump_out, "%s %s: size %lld align %u\n",
			t->kind == TYPE_UNION ? "union" : "struct",
			t->name ? t->name : "<anonymous>", (long long)type_sizeof(t),
			type_align_pref(t));
	for (i = 0; i < t->rec.nmembers; i++) {
		const struct type_member *m = &t->rec.members[i];
		struct strbuf sb = { 0 };

		type_print(&sb, m->type, NULL);
		if (m->width >= 0)
			fprintf(dump_out, "  .%s offset %llu bit %u width %d: %s\n",
				m->name ? m->name : "<anonymous>", (unsigned long long)m->offset,
				m->bit, m->width, sb_cstr(&sb));
		else
			fprintf(dump_out, "  .%s offset %llu: %s\n", m->name ? m->name : "<anonymous>",
				(unsigned long long)m->offset, sb_cstr(&sb));
		sb_free(&sb);
	}
}

/* struct { ... }; inside a struct: an anonymous member (C11, no tag). */
static bool is_anonymous_record(struct node *specs, struct type *t)
{
	for (; specs; specs = specs->next)
		if (specs->kind == N_STRUCT)
			return !specs->kid[0] && type_is_record(t);
	return false;
}

/* One member declaration: adds its members to *members (grown as needed). */
static bool member_decl(struct node *md, struct type_member **members, unsigned int *n,
			unsigned int *cap)
{
	struct attrs sat = { 0 };
	struct type *base = specs_type(md->kid[0], &sat, NULL);
	struct node *d = md->kid[1];
	bool unknown = false;

	do {
		struct attrs at = sat;
		struct type_member *m;
		struct node *name = NULL;
		struct type *t = base;
		struct cval v;

		if (d) {
			t = declarator_type(d->kid[0], base, &name);
			attrs_collect(d->kid[2], &at);
			if (at.vector_size && !sat.vector_size)
				t = apply_vector(t, at.vector_size);
		} else if (!is_anonymous_record(md->kid[0], base)) {
			return false;	/* "int;" or "struct tag { };": no member */
		}
		if (*n == *cap) {
			*cap = *cap ? 2 * *cap : 16;
			*members = xrealloc(*members, *cap * sizeof(**members));
		}
		m = &(*members)[(*n)++];
		memset(m, 0, sizeof(*m));
		m->name = name && name->name ? name->name->name : NULL;
		m->type = t;
		m->width = -1;
		m->align = at.align;
		m->flags = at.packed ? TM_PACKED : 0;
		m->decl = d ? (void *)d : (void *)md;
		if (d && d->kid[1]) {
			if (fold(d->kid[1], &v) && (int64_t)v.v >= 0 && v.v <= 128 &&
			    (v.v <= type_bits(t) || !type_is_integer(t))) {
				m->width = v.v;
			} else {
				unknown = true;
				m->width = type_is_integer(t) ? (int)type_bits(t) : 0;
			}
		}
		/* an unknown length is only harmless for the last member */
		if (layout_is_unknown(t) || (t->kind == TYPE_ARRAY && t->array.len < 0 &&
					     (md->next || (d && d->next))))
			unknown = true;
		d = d ? d->next : NULL;
	} while (d);
	return unknown;
}

static struct type *record_type(struct node *n)
{
	enum type_kind kind = (n->op & ~AST_HAS_BODY) == UNION ? TYPE_UNION : TYPE_STRUCT;
	struct ident *tag = n->kid[0] ? n->kid[0]->name : NULL;
	struct type_member *members = NULL;
	unsigned int nm = 0, cap = 0;
	struct type_layout lay = { 0 };
	struct decl_sym *sym = NULL;
	struct attrs at = { 0 };
	bool unknown = false;
	struct node *md;
	struct type *t;

	if (!(n->op & AST_HAS_BODY)) {
		sym = tag ? tag_lookup(tag, false) : NULL;
		if (sym && sym->type->kind == kind)
			return sym->type;
		t = type_record_new(kind, tag ? tag->name : NULL);
		if (tag)
			declare(tag, DS_TAG, t, n);
		return t;
	}
	if (tag)
		sym = tag_lookup(tag, true);
	if (sym && sym->type->kind == kind && !(sym->type->flags & TF_COMPLETE)) {
		t = sym->type;
	} else {
		t = type_record_new(kind, tag ? tag->name : NULL);
		sym = tag ? declare(tag, DS_TAG, t, n) : NULL;
	}
	for (md = n->kid[1]; md; md = md->next)
		if (md->kind == N_MEMBER_DECL)
			unknown |= member_decl(md, &members, &nm, &cap);
	attrs_collect(n->kid[2], &at);
	lay.packed = at.packed;
	lay.transparent = at.transparent && kind == TYPE_UNION;
	lay.align = at.align;
	type_record_complete(t, members, nm, &lay);
	free(members);
	if (sym)
		sym->layout_unknown = unknown;
	if (unknown)
		layout_set_unknown(t);
	if (dump_out && !fn_depth)
		dump_record(t, unknown);
	return t;
}

static void dump_enum(struct type *t, struct node *e)
{
	fprintf(dump_out, "enum %s: size %lld align %u\n", t->name ? t->name : "<anonymous>",
		(long long)type_sizeof(t), type_align_pref(t));
	for (; e; e = e->next) {
		struct decl_sym *es = e->kind == N_ENUMERATOR ? decl_lookup(e->name, false) : NULL;

		if (!es || es->decl != e)
			continue;
		if (!es->value_known)
			fprintf(dump_out, "  %s = ?\n", e->name->name);
		else if (type_is_signed(es->type))
			fprintf(dump_out, "  %s = %lld\n", e->name->name, (long long)es->value);
		else
			fprintf(dump_out, "  %s = %llu\n", e->name->name,
				(unsigned long long)es->value);
	}
}

static struct type *enum_type(struct node *n)
{
	struct ident *tag = n->kid[0] ? n->kid[0]->name : NULL;
	struct decl_sym *sym = NULL;
	struct attrs at = { 0 };
	int64_t min = 0;
	uint64_t max = 0;
	struct cval v = { 0, type_basic(TYPE_INT) };
	bool known = true, first = true;
	struct node *e;
	struct type *t;

	if (!n->kid[1]) {
		sym = tag ? tag_lookup(tag, false) : NULL;
		if (sym && sym->type->kind == TYPE_ENUM)
			return sym->type;
		t = type_enum_new(tag ? tag->name : NULL);
		if (tag)
			declare(tag, DS_TAG, t, n);
		return t;
	}
	if (tag)
		sym = tag_lookup(tag, true);
	if (sym && sym->type->kind == TYPE_ENUM && !(sym->type->flags & TF_COMPLETE))
		t = sym->type;
	else
		t = type_enum_new(tag ? tag->name : NULL);
	if (tag && (!sym || sym->type != t))
		declare(tag, DS_TAG, t, n);
	for (e = n->kid[1]; e; e = e->next) {
		struct decl_sym *es;

		if (e->kind != N_ENUMERATOR)
			continue;
		if (e->kid[1]) {
			known = fold(e->kid[1], &v);
		} else if (!first && known) {
			v.v++;
			if (!fits(v.v, v.t) && !(type_is_signed(v.t) && (int64_t)v.v == INT64_MIN))
				v.t = type_basic(type_is_signed(v.t) ? TYPE_LLONG : TYPE_ULLONG);
		}
		first = false;
		/* inside the enum, an enumerator has the type of its value, or int */
		if (known && (type_is_signed(v.t) ? (int64_t)v.v >= INT32_MIN &&
			      (int64_t)v.v <= INT32_MAX : v.v <= INT32_MAX))
			v.t = type_basic(TYPE_INT);
		es = declare(e->name, DS_ENUMERATOR, v.t, e);
		es->value_known = known;
		es->value = v.v;
		if (!known)
			continue;
		if (type_is_signed(v.t) && (int64_t)v.v < 0) {
			if ((int64_t)v.v < min)
				min = v.v;
		} else if (v.v > max) {
			max = v.v;
		}
	}
	attrs_collect(n->kid[2], &at);
	type_enum_complete(t, min, max, at.packed, NULL);
	if (dump_out && !fn_depth)
		dump_enum(t, n->kid[1]);
	return t;
}

/* ---------------------------------------------------------------- */
/* Declarations and bodies */

static void walk(struct node *n);

/* The type of one declarator of a declaration, with its attributes. */
static struct type *init_decl_type(struct node *id, struct type *base, const struct attrs *sat,
				   bool is_typedef, struct node **name)
{
	struct attrs at = *sat;
	struct type *t;

	t = declarator_type(id->kid[0], base, name);
	attrs_collect(id->kid[3], &at);
	if (at.mode && !sat->mode && t->kind != TYPE_ERROR)
		t = apply_mode(t, at.mode);
	if (at.vector_size && !sat->vector_size && t->kind != TYPE_ERROR)
		t = apply_vector(t, at.vector_size);
	if (is_typedef && t->kind != TYPE_ERROR) {
		if (at.bitwise)
			t = type_bitwise(t, *name && (*name)->name ? (*name)->name->name : NULL);
		if (at.align)
			t = type_aligned(t, at.align);
	}
	return t;
}

static void declaration(struct node *decl)
{
	struct attrs sat = { 0 };
	bool is_typedef;
	struct type *base = specs_type(decl->kid[0], &sat, &is_typedef);
	struct node *id;

	for (id = decl->kid[1]; id; id = id->next) {
		struct node *name = NULL;
		struct type *t;
		enum decl_sym_kind kind;

		if (id->kind != N_INIT_DECL)
			continue;
		t = init_decl_type(id, base, &sat, is_typedef, &name);
		kind = is_typedef ? DS_TYPEDEF : t->kind == TYPE_FUNCTION ? DS_FUNCTION : DS_OBJECT;
		id->type = t;
		if (name && name->name) {
			declare(name->name, kind, t, id);
			if (dump_out && !fn_depth)
				dump_type_line(name->name->name, t);
		}
		if (id->kid[1])
			walk(id->kid[1]);
	}
}

static void function_def(struct node *fd)
{
	struct attrs sat = { 0 };
	struct type *base = specs_type(fd->kid[0], &sat, NULL);
	struct node *id = fd->kid[1], *name = NULL, *fn, *p;
	struct type *t;

	if (!fd->kid[0])
		base = type_basic(TYPE_INT);	/* K&R implicit int */
	t = init_decl_type(id, base, &sat, false, &name);
	id->type = t;
	if (name && name->name) {
		declare(name->name, DS_FUNCTION, t, id);
		if (dump_out && !fn_depth)
			dump_type_line(name->name->name, t);
	}
	fn_depth++;
	push_scope();
	/* the function declarator applying to the name: its parameters */
	for (fn = NULL, p = id->kid[0]; p && p->kind != N_DECLARATOR;
	     p = p->kid[p->kind == N_POINTER]) {
		if (p->kind == N_FUNCTION && p->kid[0] && p->kid[0]->kind == N_DECLARATOR)
			fn = p;
	}
	if (fn && fn->op != 2) {
		for (p = fn->kid[1]; p; p = p->next) {
			struct node *pn = NULL;
			struct type *pt;

			if (p->kind != N_PARAM)
				continue;
			pt = param_type(p, &pn);
			if (pn && pn->name)
				declare(pn->name, DS_OBJECT, pt, p);
		}
	}
	for (p = fd->kid[2]; p; p = p->next)	/* K&R parameter declarations */
		if (p->kind == N_DECL)
			declaration(p);
	if (fd->kid[3] && fd->kid[3]->kind == N_COMPOUND) {
		for (p = fd->kid[3]->kid[0]; p; p = p->next)
			walk(p);
	}
	pop_scope();
	fn_depth--;
}

/* Statements and expressions: declarations in blocks and statement expressions. */
static void walk(struct node *n)
{
	int i;

	if (n) {
		switch (n->kind) {
		case N_DECL:
			declaration(n);
			return;
		case N_FUNCTION_DEF:
			function_def(n);
			return;
		case N_COMPOUND:
		case N_FOR:
			push_scope();
			for (i = 0; i < 4; i++) {
				struct node *k;

				for (k = n->kid[i]; k; k = k->next)
					walk(k);
			}
			pop_scope();
			return;
		case N_TYPE_NAME:
			type_of_name(n);
			return;
		case N_IDENT: case N_INTEGER: case N_FLOATING: case N_CHAR: case N_STRING:
		case N_GOTO: case N_LABEL_ADDR: case N_DESIG_FIELD: case N_DECLARATOR:
		case N_STATIC_ASSERT: case N_FILE_ASM: case N_EMPTY_DECL: case N_ATTRIBUTE:
		case N_ENUMERATOR: case N_ASM: case N_LOCAL_LABEL: case N_MEMBER:
			if (n->kind == N_MEMBER)
				walk(n->kid[0]);
			return;
		case N_LABELED:
			walk(n->kid[1]);
			return;
		default:
			for (i = 0; i < 4; i++) {
				struct node *k;

				for (k = n->kid[i]; k; k = k->next)
					walk(k);
			}
			return;
		}
	}
}

/* The typedefs gcc predefines (parse.c's builtin_typedefs()). */
static void builtin_typedefs(void)
{
	struct type *va = type_pointer(type_basic(TYPE_CHAR));

	if (target.size_pointer == 8) {
		struct type *tag = type_record_new(TYPE_STRUCT, "__va_list_tag");
		struct type_layout lay = { 0 };
		struct type_member m[4];
		static const char *const names[] = {
			"gp_offset", "fp_offset", "overflow_arg_area", "reg_save_area",
		};
		unsigned int i;

		memset(m, 0, sizeof(m));
		for (i = 0; i < ARRAY_SIZE(m); i++) {
			m[i].name = ident_get(names[i])->name;
			m[i].type = i < 2 ? type_basic(TYPE_UINT) : type_pointer(type_basic(TYPE_VOID));
			m[i].width = -1;
		}
		type_record_complete(tag, m, ARRAY_SIZE(m), &lay);
		va = type_array(tag, 1);
	}
	declare(ident_get("__builtin_va_list"), DS_TYPEDEF, va, NULL);
	declare(ident_get("__builtin_ms_va_list"), DS_TYPEDEF,
		type_pointer(type_basic(TYPE_CHAR)), NULL);
	declare(ident_get("__int128_t"), DS_TYPEDEF, type_basic(TYPE_INT128), NULL);
	declare(ident_get("__uint128_t"), DS_TYPEDEF, type_basic(TYPE_UINT128), NULL);
}

void decl_unit(struct node *unit, FILE *dump)
{
	struct node *n;

	dump_out = dump;
	depth = fn_depth = 0;
	builtin_typedefs();
	for (n = unit; n; n = n->next) {
		if (n->kind == N_DECL)
			declaration(n);
		else if (n->kind == N_FUNCTION_DEF)
			function_def(n);
	}
	dump_out = NULL;
}
