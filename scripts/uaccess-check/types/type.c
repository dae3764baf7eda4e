// SPDX-License-Identifier: GPL-2.0
/*
 * The C type system: canonical type nodes, variants, conversions,
 * compatibility and printing.  Sizes, alignments and record layout are in
 * layout.c.
 *
 * Canonical nodes make "same type" a pointer comparison, which the
 * checks do on every conversion; they also keep memory small, since the
 * kernel's headers spell the same few hundred types millions of times.
 * Basic types are static nodes; a pointer type hangs off its target
 * (->pointer); arrays, vectors, complex and function types are found in
 * one hash table; qualified and annotated variants in a list on their
 * main type, where there are rarely more than a handful.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "target.h"
#include "type.h"

static struct arena type_arena;
static struct type basics[TYPE_NR_BASIC];
static struct type *size_t_type, *ptrdiff_t_type, *wchar_t_type;

/* Derived types by structure. */
static struct type **table;
static size_t table_size, table_count;

/* Address space names beyond the kernel's four. */
static const char **as_names;
static unsigned int as_count;

static const char *const kernel_spaces[] = {
	[AS_USER] = "__user",
	[AS_IOMEM] = "__iomem",
	[AS_PERCPU] = "__percpu",
	[AS_RCU] = "__rcu",
};

static struct type *type_alloc(void)
{
	struct type *t = arena_alloc(&type_arena, sizeof(*t));

	memset(t, 0, sizeof(*t));
	t->main = t;
	return t;
}

/* Basic types */

struct type *type_basic(enum type_kind kind)
{
	return &basics[kind < TYPE_NR_BASIC ? kind : TYPE_ERROR];
}

/*
 * A scalar is aligned on its size, up to __BIGGEST_ALIGNMENT__ (s390x:
 * __int128 on 8 bytes), as gcc aligns modes.
 */
static void set_basic(enum type_kind kind, uint64_t size, uint32_t align)
{
	struct type *t = &basics[kind];

	if (target.max_align && align > (uint32_t)target.max_align)
		align = target.max_align;

	memset(t, 0, sizeof(*t));
	t->kind = kind;
	t->main = t;
	t->size = size;
	t->align = align;
	t->flags = TF_COMPLETE;
}

/*
 * size_t and friends are whatever gcc's __SIZE_TYPE__ says for the
 * target, so the predefined macros are the one source of truth.
 */
static struct type *type_from_gcc_name(const char *predef, const char *macro,
				       enum type_kind dflt)
{
	static const struct {
		const char *name;
		enum type_kind kind;
	} names[] = {
		{ "long long unsigned int", TYPE_ULLONG },
		{ "long long int", TYPE_LLONG },
		{ "long unsigned int", TYPE_ULONG },
		{ "long int", TYPE_LONG },
		{ "short unsigned int", TYPE_USHORT },
		{ "short int", TYPE_SHORT },
		{ "unsigned int", TYPE_UINT },
		{ "int", TYPE_INT },
	};
	const char *p = strstr(predef, macro);
	size_t i, n;

	if (!p)
		return type_basic(dflt);
	p += strlen(macro);
	n = strcspn(p, "\n");
	for (i = 0; i < ARRAY_SIZE(names); i++)
		if (strlen(names[i].name) == n && !strncmp(p, names[i].name, n))
			return type_basic(names[i].kind);
	return type_basic(dflt);
}

void type_init(void)
{
	struct strbuf predef = { 0 };
	enum type_kind k;

	set_basic(TYPE_VOID, 1, 1);
	set_basic(TYPE_ERROR, 1, 1);
	set_basic(TYPE_BOOL, 1, 1);
	for (k = TYPE_CHAR; k <= TYPE_UCHAR; k++)
		set_basic(k, 1, 1);
	set_basic(TYPE_SHORT, target.size_short, target.size_short);
	set_basic(TYPE_INT, target.size_int, target.size_int);
	set_basic(TYPE_LONG, target.size_long, target.size_long);
	set_basic(TYPE_LLONG, target.size_long_long, target.size_long_long);
	set_basic(TYPE_INT128, 16, 16);
	for (k = TYPE_SHORT; k <= TYPE_INT128; k += 2)
		set_basic(k + 1, basics[k].size, basics[k].align);
	set_basic(TYPE_FLOAT16, 2, 2);
	set_basic(TYPE_FLOAT, 4, 4);
	set_basic(TYPE_DOUBLE, 8, 8);
	set_basic(TYPE_LDOUBLE, target.size_long_double, target.align_long_double);
	set_basic(TYPE_FLOAT128, 16, 16);

	target_predefines(&predef);
	size_t_type = type_from_gcc_name(sb_cstr(&predef), "#define __SIZE_TYPE__ ",
					 target.size_pointer == 8 ? TYPE_ULONG : TYPE_UINT);
	ptrdiff_t_type = type_from_gcc_name(predef.buf, "#define __PTRDIFF_TYPE__ ",
					    target.size_pointer == 8 ? TYPE_LONG : TYPE_INT);
	wchar_t_type = type_from_gcc_name(predef.buf, "#define __WCHAR_TYPE__ ", TYPE_INT);
	sb_free(&predef);
}

void type_release(void)
{
	arena_release(&type_arena);
	free(table);
	table = NULL;
	table_size = table_count = 0;
	free(as_names);
	as_names = NULL;
	as_count = 0;
	memset(basics, 0, sizeof(basics));
}

struct type *type_size_t(void)
{
	return size_t_type;
}

struct type *type_ptrdiff_t(void)
{
	return ptrdiff_t_type;
}

struct type *type_wchar_t(void)
{
	return wchar_t_type;
}

/* Address spaces */

unsigned int type_addrspace(const char *name)
{
	unsigned int i;

	for (i = 1; i < ARRAY_SIZE(kernel_spaces); i++)
		if (!strcmp(name, kernel_spaces[i]))
			return i;
	for (i = 0; i < as_count; i++)
		if (!strcmp(name, as_names[i]))
			return AS_FIRST_NAMED + i;
	if (AS_FIRST_NAMED + as_count > UINT16_MAX)
		return AS_FIRST_NAMED;
	as_names = xrealloc(as_names, (as_count + 1) * sizeof(*as_names));
	as_names[as_count] = arena_strndup(&type_arena, name, strlen(name));
	return AS_FIRST_NAMED + as_count++;
}

const char *type_addrspace_name(unsigned int as)
{
	if (as > 0 && as < ARRAY_SIZE(kernel_spaces))
		return kernel_spaces[as];
	if (as >= AS_FIRST_NAMED && as - AS_FIRST_NAMED < as_count)
		return as_names[as - AS_FIRST_NAMED];
	return NULL;
}

/* The derived-type table */

static uint64_t mix(uint64_t h, uint64_t v)
{
	h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
	return h;
}

static uint64_t hash_node(const struct type *t)
{
	uint64_t h = mix(t->kind, (uintptr_t)t->base);
	uint32_t i;

	switch (t->kind) {
	case TYPE_ARRAY:
		return mix(h, (uint64_t)t->array.len);
	case TYPE_VECTOR:
		return mix(h, t->size);
	case TYPE_FUNCTION:
		h = mix(h, t->flags);
		for (i = 0; i < t->fn.nparams; i++)
			h = mix(h, (uintptr_t)t->fn.params[i]);
		return mix(h, t->fn.nparams);
	default:
		return h;
	}
}

static bool same_node(const struct type *a, const struct type *b)
{
	if (a->kind != b->kind || a->base != b->base)
		return false;
	switch (a->kind) {
	case TYPE_ARRAY:
		return a->array.len == b->array.len;
	case TYPE_VECTOR:
		return a->size == b->size;
	case TYPE_FUNCTION:
		return a->flags == b->flags && a->fn.nparams == b->fn.nparams &&
			(!a->fn.nparams || !memcmp(a->fn.params, b->fn.params,
						   a->fn.nparams * sizeof(*a->fn.params)));
	default:
		return true;
	}
}

static void table_grow(void)
{
	size_t n = table_size ? table_size * 2 : 1024, i;
	struct type **t = xcalloc(n, sizeof(*t));

	for (i = 0; i < table_size; i++) {
		struct type *p = table[i], *next;

		for (; p; p = next) {
			size_t h = hash_node(p) & (n - 1);

			next = p->next;
			p->next = t[h];
			t[h] = p;
		}
	}
	free(table);
	table = t;
	table_size = n;
}

/*
 * Returns the interned node equal to *key, making it from key if there
 * is none; a function's parameter array is copied then.
 */
static struct type *intern(const struct type *key)
{
	struct type *t;
	size_t h;

	if (table_count >= table_size)
		table_grow();
	h = hash_node(key) & (table_size - 1);
	for (t = table[h]; t; t = t->next)
		if (same_node(t, key))
			return t;
	t = type_alloc();
	*t = *key;
	t->main = t;
	if (t->kind == TYPE_FUNCTION && t->fn.nparams) {
		size_t n = t->fn.nparams * sizeof(*t->fn.params);

		t->fn.params = arena_alloc(&type_arena, n);
		memcpy(t->fn.params, key->fn.params, n);
	}
	t->next = table[h];
	table[h] = t;
	table_count++;
	return t;
}

/* Derived types */

struct type *type_pointer(struct type *to)
{
	struct type *p = to->pointer;

	if (p)
		return p;
	p = type_alloc();
	p->kind = TYPE_POINTER;
	p->base = to;
	p->size = p->align = target.size_pointer;
	to->pointer = p;
	return p;
}

struct type *type_array(struct type *elem, int64_t len)
{
	struct type key = { .kind = TYPE_ARRAY, .base = elem };

	key.array.len = len < 0 ? -1 : len;
	return intern(&key);
}

struct type *type_array_vla(struct type *elem, const void *size_expr)
{
	struct type *t = type_alloc();

	t->kind = TYPE_ARRAY;
	t->base = elem;
	t->flags = TF_VLA;
	t->array.len = -1;
	t->array.vla = size_expr;
	return t;
}

struct type *type_array_len_unknown(struct type *elem)
{
	struct type *t = type_alloc();

	t->kind = TYPE_ARRAY;
	t->base = elem;
	t->flags = TF_LEN_UNKNOWN;
	t->array.len = -1;
	t->main = t;
	return t;
}

struct type *type_array_like(const struct type *a, struct type *elem)
{
	if (a->flags & TF_VLA)
		return type_array_vla(elem, a->array.vla);
	if (a->flags & TF_LEN_UNKNOWN)
		return type_array_len_unknown(elem);
	return type_array(elem, a->array.len);
}

struct type *type_complex(struct type *real)
{
	struct type key = { .kind = TYPE_COMPLEX, .base = real->main };
	struct type *t = intern(&key);

	t->size = 2 * real->main->size;
	t->align = real->main->align;
	return t;
}

/*
 * gcc aligns a vector on its size ("always naturally align vectors", so
 * that the ABI does not depend on the ISA options); the 32-bit Arm ABI
 * on 8 bytes at most.
 */
struct type *type_vector(struct type *elem, uint64_t size)
{
	struct type key = { .kind = TYPE_VECTOR, .base = elem->main, .size = size };
	struct type *t = intern(&key);

	t->align = size && !(size & (size - 1)) && size < (1u << 28) ?
		(uint32_t)size : 1;
	if (target.max_vector_align && t->align > (uint32_t)target.max_vector_align)
		t->align = target.max_vector_align;
	return t;
}

struct type *type_function(struct type *ret, struct type *const *params,
			   unsigned int nparams, unsigned int flags)
{
	struct type key = { .kind = TYPE_FUNCTION, .base = ret };

	key.flags = flags & (TF_VARIADIC | TF_OLDSTYLE);
	key.fn.params = (struct type **)params;
	key.fn.nparams = nparams;
	key.size = key.align = 1;
	return intern(&key);
}

/* Variants */

/* Qualifiers and annotations of an array are its elements'. */
static const struct type *elements(const struct type *t)
{
	while (t->kind == TYPE_ARRAY)
		t = t->base;
	return t;
}

/*
 * gcc gives an _Atomic type the alignment of the lock-free type of its
 * size, if there is one (i386: _Atomic long long on 8 bytes, in a struct
 * too).
 */
static void atomic_align(const struct type *m, bool *user_align, uint32_t *align)
{
	int64_t size = type_sizeof(m);

	if (m->kind == TYPE_LDOUBLE || m->kind == TYPE_FUNCTION || m->kind == TYPE_VOID)
		return;
	if (size == 1 || size == 2 || size == 4 || size == 8 ||
	    (size == 16 && target.size_pointer == 8)) {
		*user_align = true;
		*align = type_align_pref(m) > size ? type_align_pref(m) : (uint32_t)size;
	}
}

static struct type *variant_of(struct type *t, unsigned int quals, unsigned int annot,
			       unsigned int as, bool user_align, uint32_t align)
{
	struct type *m = t->main, *v;

	annot &= ~TA_BITWISE;
	if ((quals & TQ_ATOMIC) && !user_align)
		atomic_align(m, &user_align, &align);
	if (!quals && !annot && !as && !user_align)
		return m;
	for (v = m->variants; v; v = v->next)
		if (v->quals == quals && v->annot == (annot | (m->annot & TA_BITWISE)) &&
		    v->as == as && !!(v->flags & TF_USER_ALIGN) == user_align &&
		    (!user_align || v->align == align))
			return v;
	v = type_alloc();
	*v = *m;
	v->main = m;
	v->quals = quals;
	v->annot = annot | (m->annot & TA_BITWISE);
	v->as = as;
	v->flags = (m->flags & ~TF_USER_ALIGN) | (user_align ? TF_USER_ALIGN : 0);
	if (user_align)
		v->align = align;
	v->pointer = NULL;
	v->variants = NULL;
	v->next = m->variants;
	m->variants = v;
	return v;
}

/*
 * The variant with these qualifiers and t's own alignment override (not
 * the one _Atomic brings).
 */
static struct type *rebuild(struct type *t, unsigned int quals, unsigned int annot,
			    unsigned int as)
{
	bool user = t->main != t && (t->flags & TF_USER_ALIGN) && !(t->quals & TQ_ATOMIC);
	struct type *elem, *a;

	if (t->kind != TYPE_ARRAY)
		return variant_of(t, quals, annot, as, user, t->align);
	elem = rebuild(t->base, quals, annot, as);
	if (elem == t->base)
		return t;
	a = type_array_like(t, elem);
	return user ? variant_of(a, 0, 0, 0, true, t->align) : a;
}

struct type *type_variant(struct type *t, unsigned int quals, unsigned int annot,
			  unsigned int as)
{
	return rebuild(t, quals, annot, as);
}

struct type *type_qualified(struct type *t, unsigned int quals)
{
	const struct type *e = elements(t);

	if ((e->quals | quals) == e->quals)
		return t;
	return rebuild(t, e->quals | quals, e->annot, e->as);
}

struct type *type_unqualified(struct type *t)
{
	const struct type *e = elements(t);

	if (!e->quals)
		return t;
	return rebuild(t, 0, e->annot, e->as);
}

struct type *type_annotated(struct type *t, unsigned int annot)
{
	const struct type *e = elements(t);

	if ((e->annot | annot) == e->annot)
		return t;
	return rebuild(t, e->quals, e->annot | annot, e->as);
}

struct type *type_with_as(struct type *t, unsigned int as)
{
	const struct type *e = elements(t);

	if (e->as == as)
		return t;
	return rebuild(t, e->quals, e->annot, as);
}

struct type *type_aligned(struct type *t, unsigned int align)
{
	if (!align || (align & (align - 1)))
		return t;
	return variant_of(t, t->quals, t->annot, t->as, true, align);
}

/*
 * Each __bitwise typedef makes a type of its own: __le32 and __be32 are
 * both unsigned int to gcc and incompatible to the checker.
 */
struct type *type_bitwise(struct type *base, const char *name)
{
	struct type *m = base->main, *t;

	if (m->kind == TYPE_ENUM && m->base)
		m = m->base->main;
	t = type_alloc();
	*t = *m;
	t->main = t;
	t->base = m;
	t->annot = TA_BITWISE;
	t->flags = TF_COMPLETE;
	t->name = name ? arena_strndup(&type_arena, name, strlen(name)) : NULL;
	t->pointer = t->variants = t->next = NULL;
	if (base->flags & TF_USER_ALIGN)
		t = variant_of(t, 0, 0, 0, true, base->align);
	if (base->quals || base->annot || base->as)
		t = type_variant(t, base->quals, base->annot, base->as);
	return t;
}

struct type *type_record_new(enum type_kind kind, const char *tag)
{
	struct type *t = type_alloc();

	t->kind = kind == TYPE_UNION ? TYPE_UNION : TYPE_STRUCT;
	t->name = tag ? arena_strndup(&type_arena, tag, strlen(tag)) : NULL;
	t->align = 1;
	return t;
}

struct type *type_enum_new(const char *tag)
{
	struct type *t = type_record_new(TYPE_STRUCT, tag);

	t->kind = TYPE_ENUM;
	return t;
}

void *type_arena_alloc(size_t size)
{
	return arena_alloc(&type_arena, size);
}

bool type_is_complete(const struct type *t)
{
	const struct type *a;

	switch (t->kind) {
	case TYPE_VOID:
	case TYPE_FUNCTION:
		return false;
	case TYPE_ARRAY:
		/* a loop, and cached: each dimension of a declarator asks about the one inside */
		for (a = t; a->kind == TYPE_ARRAY && !(a->main->flags & TF_COMPLETE); a = a->base) {
			if (a->array.len < 0)
				return false;
		}
		if (a->kind != TYPE_ARRAY && !type_is_complete(a))
			return false;
		t->main->flags |= TF_COMPLETE;
		return true;
	case TYPE_STRUCT:
	case TYPE_UNION:
	case TYPE_ENUM:
		return t->main->flags & TF_COMPLETE;
	default:
		return true;
	}
}

bool type_is_vla(const struct type *t)
{
	for (; t->kind == TYPE_ARRAY; t = t->base) {
		if (t->flags & TF_VLA)
			return true;
		/* all lengths are known below an array found complete: no walk down a long chain */
		if (t->main->flags & (TF_COMPLETE | TF_SIZE_KNOWN))
			return false;
	}
	return false;
}

/* Arithmetic */

/* The integer kind an integer type behaves as: enums and bitwise types as their base. */
static enum type_kind int_kind(const struct type *t)
{
	const struct type *m = t->main;

	if (m->kind == TYPE_ENUM)
		m = m->base ? m->base->main : type_basic(TYPE_INT);
	return m->kind;
}

int type_rank(const struct type *t)
{
	static const unsigned char ranks[] = {
		[TYPE_BOOL] = 1,
		[TYPE_CHAR] = 2, [TYPE_SCHAR] = 2, [TYPE_UCHAR] = 2,
		[TYPE_SHORT] = 3, [TYPE_USHORT] = 3,
		[TYPE_INT] = 4, [TYPE_UINT] = 4,
		[TYPE_LONG] = 5, [TYPE_ULONG] = 5,
		[TYPE_LLONG] = 6, [TYPE_ULLONG] = 6,
		[TYPE_INT128] = 7, [TYPE_UINT128] = 7,
	};
	enum type_kind k;

	if (!type_is_integer(t))
		return 0;
	k = int_kind(t);
	return k < ARRAY_SIZE(ranks) ? ranks[k] : 0;
}

bool type_is_signed(const struct type *t)
{
	switch (int_kind(t)) {
	case TYPE_CHAR:
		return !target.char_unsigned;
	case TYPE_SCHAR:
	case TYPE_SHORT:
	case TYPE_INT:
	case TYPE_LONG:
	case TYPE_LLONG:
	case TYPE_INT128:
		return true;
	default:
		return type_is_real_floating(t);
	}
}

unsigned int type_bits(const struct type *t)
{
	if (int_kind(t) == TYPE_BOOL)
		return 1;
	return basics[int_kind(t) < TYPE_NR_BASIC ? int_kind(t) : TYPE_ERROR].size * 8;
}

struct type *type_to_unsigned(struct type *t)
{
	switch (int_kind(t)) {
	case TYPE_CHAR:
	case TYPE_SCHAR:
		return type_basic(TYPE_UCHAR);
	case TYPE_SHORT:
	case TYPE_INT:
	case TYPE_LONG:
	case TYPE_LLONG:
	case TYPE_INT128:
		return type_basic(int_kind(t) + 1);
	default:
		return type_is_integer(t) ? type_basic(int_kind(t)) : t;
	}
}

struct type *type_promote(struct type *t)
{
	struct type *i = type_basic(TYPE_INT);

	if (!type_is_integer(t))
		return t->main;
	if (type_rank(t) < type_rank(i))
		return type_bits(t) < type_bits(i) || type_is_signed(t) ?
			i : type_basic(TYPE_UINT);
	return type_basic(int_kind(t));
}

/*
 * gcc promotes a bit-field narrower than int to int, whatever its declared
 * type (unsigned long x:3 too); wider ones keep their type.
 */
struct type *type_promote_bitfield(struct type *t, int width)
{
	unsigned int ib = type_bits(type_basic(TYPE_INT));

	if (type_is_integer(t) && width >= 0 && (unsigned int)width < ib)
		return type_basic(TYPE_INT);
	if (type_is_integer(t) && (unsigned int)width == ib && type_rank(t) <= 4)
		return type_is_signed(t) ? type_basic(TYPE_INT) : type_basic(TYPE_UINT);
	return type_promote(t);
}

struct type *type_promote_arg(struct type *t)
{
	if (t->kind == TYPE_FLOAT || t->kind == TYPE_FLOAT16)
		return type_basic(TYPE_DOUBLE);
	return type_promote(t);
}

/*
 * gcc's c_common_type(): the greater precision wins; at equal precision
 * _FloatN beats long double, which beats double.
 */
static int float_rank(enum type_kind k)
{
	switch (k) {
	case TYPE_FLOAT16:
		return 16 * 4;
	case TYPE_FLOAT:
		return 32 * 4;
	case TYPE_DOUBLE:
		return 64 * 4;
	case TYPE_LDOUBLE:
		if (target.long_double_x87)
			return 80 * 4;
		return target.size_long_double * 8 * 4 + 1;
	case TYPE_FLOAT128:
		return 128 * 4 + 2;
	default:
		return 0;
	}
}

static struct type *arith_real(struct type *a, struct type *b)
{
	struct type *u, *s;

	if (type_is_real_floating(a) || type_is_real_floating(b))
		return float_rank(a->main->kind) >= float_rank(b->main->kind) ?
			a->main : b->main;
	a = type_promote(a);
	b = type_promote(b);
	if (a == b)
		return a;
	if (type_is_signed(a) == type_is_signed(b))
		return type_rank(a) >= type_rank(b) ? a : b;
	u = type_is_signed(a) ? b : a;
	s = type_is_signed(a) ? a : b;
	if (type_rank(u) >= type_rank(s))
		return u;
	if (type_bits(s) > type_bits(u))
		return s;
	return type_to_unsigned(s);
}

struct type *type_usual_arith(struct type *a, struct type *b)
{
	struct type *ra, *rb, *r;

	if (a->kind == TYPE_ERROR || b->kind == TYPE_ERROR)
		return type_basic(TYPE_ERROR);
	if (a->kind == TYPE_VECTOR)
		return a->main;
	if (b->kind == TYPE_VECTOR)
		return b->main;
	ra = a->kind == TYPE_COMPLEX ? a->main->base : a;
	rb = b->kind == TYPE_COMPLEX ? b->main->base : b;
	r = arith_real(ra, rb);
	if (a->kind == TYPE_COMPLEX || b->kind == TYPE_COMPLEX)
		return type_complex(r);
	return r;
}

struct type *type_decay(struct type *t)
{
	if (t->kind == TYPE_ARRAY)
		return type_pointer(t->base);
	if (t->kind == TYPE_FUNCTION)
		return type_pointer(t);
	return t;
}

/* Compatibility */

static bool compat(const struct type *a, const struct type *b, unsigned int flags);

/* C11 6.7.6.3p15: a parameter list against an unprototyped declaration. */
static bool self_promoting(const struct type *f)
{
	uint32_t i;

	if (f->flags & TF_VARIADIC)
		return false;
	for (i = 0; i < f->fn.nparams; i++) {
		struct type *p = f->fn.params[i];

		if (p->main->kind == TYPE_FLOAT ||
		    !compat(type_promote(p), p, TC_IGNORE_QUALS))
			return false;
	}
	return true;
}

static bool compat_function(const struct type *a, const struct type *b, unsigned int flags)
{
	uint32_t i;

	flags &= ~TC_IGNORE_QUALS;
	/* qualifiers of a return type do not count (C17 6.7.6.3p5) */
	if (!compat(a->base, b->base, flags | TC_IGNORE_QUALS))
		return false;
	if ((a->flags & TF_OLDSTYLE) && (b->flags & TF_OLDSTYLE))
		return true;
	if (a->flags & TF_OLDSTYLE)
		return self_promoting(b);
	if (b->flags & TF_OLDSTYLE)
		return self_promoting(a);
	if (a->fn.nparams != b->fn.nparams ||
	    (a->flags & TF_VARIADIC) != (b->flags & TF_VARIADIC))
		return false;
	for (i = 0; i < a->fn.nparams; i++)
		if (!compat(a->fn.params[i], b->fn.params[i], flags | TC_IGNORE_QUALS))
			return false;
	return true;
}

bool type_is_force(const struct type *t)
{
	if (t->annot & TA_FORCE)
		return true;
	if (t->kind != TYPE_POINTER)
		return false;
	for (t = t->base; t->kind == TYPE_ARRAY; t = t->base)
		;
	return t->annot & TA_FORCE;
}

static const struct type *gcc_view(const struct type *m)
{
	while (m->annot & TA_BITWISE)
		m = m->base->main;
	return m;
}

static bool compat(const struct type *a, const struct type *b, unsigned int flags)
{
	const struct type *ma, *mb;
	unsigned int annot_mask;

	if (a == b)
		return true;
	if (a->kind == TYPE_ERROR || b->kind == TYPE_ERROR)
		return true;
	if (!(flags & TC_IGNORE_QUALS) && a->quals != b->quals)
		return false;
	if (!(flags & (TC_IGNORE_AS | TC_GCC)) && a->as != b->as)
		return false;
	annot_mask = flags & TC_GCC ? 0 :
		TA_NOCAST | (flags & TC_IGNORE_AS ? 0 : TA_NODEREF);
	if ((a->annot ^ b->annot) & annot_mask)
		return false;
	ma = a->main;
	mb = b->main;
	if ((flags & (TC_GCC | TC_BITWISE)) == TC_GCC) {
		ma = gcc_view(ma);
		mb = gcc_view(mb);
	}
	if (ma == mb)
		return true;
	/* an enum is compatible with its underlying type */
	if (ma->kind == TYPE_ENUM && mb->kind != TYPE_ENUM && ma->base)
		return ma->base->main == mb;
	if (mb->kind == TYPE_ENUM && ma->kind != TYPE_ENUM && mb->base)
		return mb->base->main == ma;
	if (ma->kind != mb->kind)
		return false;
	if (ma->kind == TYPE_ARRAY) {
		/* the qualifiers of an array are its elements': top-level still */
		if (ma->array.len >= 0 && mb->array.len >= 0 &&
		    ma->array.len != mb->array.len)
			return false;
		return compat(ma->base, mb->base, flags);
	}
	flags &= ~TC_IGNORE_QUALS;
	switch (ma->kind) {
	case TYPE_POINTER:
		return compat(ma->base, mb->base, flags);
	case TYPE_COMPLEX:
		return compat(ma->base, mb->base, flags);
	case TYPE_VECTOR:
		return ma->size == mb->size && compat(ma->base, mb->base, flags);
	case TYPE_FUNCTION:
		return compat_function(ma, mb, flags);
	default:
		/* basic, bitwise, struct, union, enum: one node each */
		return false;
	}
}

bool type_compatible(const struct type *a, const struct type *b, unsigned int flags)
{
	return compat(a, b, flags);
}

/*
 * C11 6.2.7p3, for compatible types: array lengths and prototypes that
 * one declaration gives and the other does not.
 */
struct type *type_composite(struct type *a, struct type *b)
{
	struct type *m, **params;
	uint32_t i;

	if (a == b || a->kind != b->kind || a->kind == TYPE_ERROR)
		return a;
	switch (a->kind) {
	case TYPE_POINTER:
		m = type_composite(a->base, b->base);
		if (m == a->base)
			return a;
		return rebuild(type_pointer(m), a->quals, a->annot, a->as);
	case TYPE_ARRAY:
		/* a known length wins, then a variable one */
		if (a->array.len < 0 && (b->array.len >= 0 ||
		    ((b->flags & TF_VLA) && !(a->flags & TF_VLA)))) {
			m = a;
			a = b;
			b = m;
		}
		m = type_composite(a->base, b->base);
		if (m == a->base)
			return a;
		return type_array_like(a, m);
	case TYPE_FUNCTION:
		if (a->flags & TF_OLDSTYLE)
			return b;
		if ((b->flags & TF_OLDSTYLE) || a->fn.nparams != b->fn.nparams)
			return a;
		params = xmalloc((a->fn.nparams + 1) * sizeof(*params));
		for (i = 0; i < a->fn.nparams; i++)
			params[i] = type_composite(a->fn.params[i], b->fn.params[i]);
		m = type_function(type_composite(a->base, b->base), params,
				  a->fn.nparams, a->flags);
		free(params);
		return rebuild(m, a->quals, a->annot, a->as);
	default:
		return a;
	}
}

/* Printing */

static const char *const basic_names[TYPE_NR_BASIC] = {
	[TYPE_VOID] = "void", [TYPE_BOOL] = "_Bool",
	[TYPE_CHAR] = "char", [TYPE_SCHAR] = "signed char",
	[TYPE_UCHAR] = "unsigned char",
	[TYPE_SHORT] = "short", [TYPE_USHORT] = "unsigned short",
	[TYPE_INT] = "int", [TYPE_UINT] = "unsigned int",
	[TYPE_LONG] = "long", [TYPE_ULONG] = "unsigned long",
	[TYPE_LLONG] = "long long", [TYPE_ULLONG] = "unsigned long long",
	[TYPE_INT128] = "__int128", [TYPE_UINT128] = "unsigned __int128",
	[TYPE_FLOAT16] = "_Float16", [TYPE_FLOAT] = "float",
	[TYPE_DOUBLE] = "double", [TYPE_LDOUBLE] = "long double",
	/* gcc's __float128 is _Float128, which can also be _Complex */
	[TYPE_FLOAT128] = "_Float128", [TYPE_ERROR] = "<error>",
};

static void add_word(struct strbuf *sb, const char *w)
{
	if (sb->len && sb->buf[sb->len - 1] != ' ' && sb->buf[sb->len - 1] != '*' &&
	    sb->buf[sb->len - 1] != '(')
		sb_addc(sb, ' ');
	sb_addstr(sb, w);
}

static void print_quals(struct strbuf *sb, unsigned int quals)
{
	if (quals & TQ_CONST)
		add_word(sb, "const");
	if (quals & TQ_VOLATILE)
		add_word(sb, "volatile");
	if (quals & TQ_RESTRICT)
		add_word(sb, "restrict");
	if (quals & TQ_ATOMIC)
		add_word(sb, "_Atomic");
}

/*
 * The annotations as the kernel spells them: __user is noderef plus
 * address space 1, so that is what "__user" means here too.
 */
static void print_annotations(struct strbuf *sb, const struct type *t)
{
	const char *name = type_addrspace_name(t->as);
	bool noderef = t->annot & TA_NODEREF;
	char buf[64];

	if (t->as && t->as < AS_FIRST_NAMED && name) {
		if (noderef) {
			add_word(sb, name);
			noderef = false;
		} else {
			snprintf(buf, sizeof(buf), "__attribute__((address_space(%s)))", name);
			add_word(sb, buf);
		}
	} else if (name) {
		add_word(sb, name);
	} else if (t->as) {
		snprintf(buf, sizeof(buf), "__attribute__((address_space(%u)))", t->as);
		add_word(sb, buf);
	}
	if (noderef)
		add_word(sb, "__attribute__((noderef))");
	if (t->annot & TA_FORCE)
		add_word(sb, "__force");
	if (t->annot & TA_NOCAST)
		add_word(sb, "__nocast");
	if (t->annot & TA_SAFE)
		add_word(sb, "__safe");
	if (t->main != t && (t->flags & TF_USER_ALIGN) && !(t->quals & TQ_ATOMIC)) {
		snprintf(buf, sizeof(buf), "__attribute__((aligned(%u)))", t->align);
		add_word(sb, buf);
	}
}

/* type_print_restricted(): "restricted" before each __bitwise type's name, as sparse says it */
static bool say_restricted;

static void print_specifiers(struct strbuf *sb, const struct type *t)
{
	const struct type *m = t->main;
	char buf[64];

	print_quals(sb, t->quals);
	switch (m->kind) {
	case TYPE_STRUCT:
	case TYPE_UNION:
	case TYPE_ENUM:
		add_word(sb, m->kind == TYPE_STRUCT ? "struct" :
			 m->kind == TYPE_UNION ? "union" : "enum");
		add_word(sb, m->name ? m->name : "<anonymous>");
		break;
	case TYPE_COMPLEX:
		add_word(sb, "_Complex");
		add_word(sb, basic_names[m->base->kind < TYPE_NR_BASIC ?
					 m->base->kind : TYPE_ERROR]);
		break;
	case TYPE_VECTOR:
		print_specifiers(sb, m->base);
		snprintf(buf, sizeof(buf), "__attribute__((vector_size(%llu)))",
			 (unsigned long long)m->size);
		add_word(sb, buf);
		break;
	default:
		if (m->annot & TA_BITWISE) {
			if (say_restricted)
				add_word(sb, "restricted");
			if (m->name) {
				add_word(sb, m->name);
				break;
			}
			print_specifiers(sb, m->base);
			add_word(sb, "__bitwise");
			break;
		}
		add_word(sb, basic_names[m->kind < TYPE_NR_BASIC ? m->kind : TYPE_ERROR]);
		break;
	}
	print_annotations(sb, t);
}

static void print_params(struct strbuf *sb, const struct type *f)
{
	uint32_t i;

	sb_addc(sb, '(');
	for (i = 0; i < f->fn.nparams; i++) {
		if (i)
			sb_addstr(sb, ", ");
		type_print(sb, f->fn.params[i], NULL);
	}
	if (f->flags & TF_VARIADIC)
		sb_addstr(sb, i ? ", ..." : "...");
	else if (!i && !(f->flags & TF_OLDSTYLE))
		sb_addstr(sb, "void");
	sb_addc(sb, ')');
}

/*
 * The declarator grows around the name from the outside in: a pointer
 * prefixes "*", arrays and functions append, and a pointer to an array
 * or function needs parentheses.
 */
void type_print(struct strbuf *sb, const struct type *t, const char *name)
{
	struct strbuf decl = { 0 }, tmp = { 0 };

	if (name)
		sb_addstr(&decl, name);
	for (;;) {
		if (t->kind == TYPE_POINTER) {
			tmp.len = 0;
			sb_addc(&tmp, '*');
			print_quals(&tmp, t->quals);
			print_annotations(&tmp, t);
			if (decl.len && tmp.len > 1)
				sb_addc(&tmp, ' ');
			if (decl.len)
				sb_add(&tmp, decl.buf, decl.len);
			decl.len = 0;
			if (t->base->kind == TYPE_ARRAY || t->base->kind == TYPE_FUNCTION) {
				sb_addc(&decl, '(');
				sb_add(&decl, tmp.buf, tmp.len);
				sb_addc(&decl, ')');
			} else {
				sb_add(&decl, tmp.buf, tmp.len);
			}
			t = t->base;
		} else if (t->kind == TYPE_ARRAY) {
			if (t->flags & TF_VLA)
				sb_addstr(&decl, "[*]");
			else if (t->array.len < 0)
				sb_addstr(&decl, "[]");
			else
				sb_printf(&decl, "[%lld]", (long long)t->array.len);
			if (t->main != t && (t->flags & TF_USER_ALIGN))
				sb_printf(&decl, " __attribute__((aligned(%u)))", t->align);
			t = t->base;
		} else if (t->kind == TYPE_FUNCTION) {
			print_params(&decl, t);
			t = t->base;
		} else {
			break;
		}
	}
	print_specifiers(sb, t);
	if (decl.len) {
		if (decl.buf[0] != '[')
			sb_addc(sb, ' ');
		sb_add(sb, decl.buf, decl.len);
	}
	sb_free(&decl);
	sb_free(&tmp);
}

void type_print_restricted(struct strbuf *sb, const struct type *t, const char *name)
{
	say_restricted = true;
	type_print(sb, t, name);
	say_restricted = false;
}

const char *type_str(const struct type *t)
{
	static struct strbuf ring[4];
	static unsigned int next;
	struct strbuf *sb = &ring[next++ % ARRAY_SIZE(ring)];

	sb->len = 0;
	type_print(sb, t, NULL);
	return sb_cstr(sb);
}
