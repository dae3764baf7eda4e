// SPDX-License-Identifier: GPL-2.0
/*
 * Sizes, alignments and the layout of structs, unions and enums, exactly
 * as gcc computes them for the target.
 *
 * The kernel checks its own layouts at build time (BUILD_BUG_ON,
 * static_assert(sizeof(struct x) == N), offsetof in uapi tests), so an
 * approximation would turn into false "static assertion failed" errors.
 * The code follows gcc's stor-layout.cc (layout_decl, place_field,
 * update_alignment_for_field, finalize_record_size) and the i386 hook
 * x86_field_alignment step by step, in bits as gcc counts, and the
 * comments name the gcc function each part mirrors.
 * tools/testing/uaccess-check/layout compares the results with gcc's.
 */
#include <string.h>

#include "target.h"
#include "type.h"

static unsigned int max_u(unsigned int a, unsigned int b)
{
	return a > b ? a : b;
}

static unsigned int min_u(unsigned int a, unsigned int b)
{
	return a < b ? a : b;
}

static uint64_t round_up(uint64_t v, uint64_t align)
{
	return align > 1 ? (v + align - 1) / align * align : v;
}

/* An alignment in bytes as bits; gcc refuses more than 2^28 bytes (ELF). */
static unsigned int align_bits(uint32_t bytes)
{
	return min_u(bytes, 1u << 28) * 8;
}

unsigned int type_biggest_alignment(void)
{
	return target.max_align ? target.max_align : 8;
}

/* Sizes and alignments */

/*
 * An array's size, the product of its lengths and its element's size,
 * saturated at INT64_MAX (0 if one of them is 0): computed by a loop down
 * the dimensions (a typedef chain can stack any number of them) and
 * cached in the array's main type, which it does not change once known.
 */
static int64_t array_sizeof(const struct type *array)
{
	struct type *main = array->main;
	const struct type *t;
	uint64_t lens = 1;
	bool saturated = false;
	int64_t n;

	for (t = main; t->kind == TYPE_ARRAY && !(t->flags & TF_SIZE_KNOWN); t = t->base->main) {
		if (t->array.len < 0)
			return -1;
		if (t->array.len && lens > UINT64_MAX / (uint64_t)t->array.len)
			saturated = true;
		else
			lens *= t->array.len;
	}
	n = t->kind == TYPE_ARRAY ? (int64_t)t->size : type_sizeof(t);
	if (n < 0)
		return -1;
	if (!n || !lens)
		n = 0;
	else if (saturated || lens > (uint64_t)(INT64_MAX / n))
		n = INT64_MAX;
	else
		n *= lens;
	main->size = n;
	main->flags |= TF_SIZE_KNOWN;
	return n;
}

int64_t type_sizeof(const struct type *t)
{
	t = t->main;
	switch (t->kind) {
	case TYPE_ARRAY:
		return t->flags & TF_SIZE_KNOWN ? (int64_t)t->size : array_sizeof(t);
	case TYPE_STRUCT:
	case TYPE_UNION:
	case TYPE_ENUM:
		return t->flags & TF_COMPLETE ? (int64_t)t->size : -1;
	default:
		return (int64_t)t->size;
	}
}

/*
 * gcc's TYPE_USER_ALIGN: an attribute set it, so the ABI adjustments keep
 * off.  The alignment an _Atomic variant may carry is not the user's.
 */
static bool user_aligned(const struct type *t)
{
	for (;;) {
		if (((t->flags & TF_USER_ALIGN) && !(t->quals & TQ_ATOMIC)) ||
		    (t->main->flags & TF_USER_ALIGN))
			return true;
		if (t->kind != TYPE_ARRAY)
			return false;
		t = t->base;
	}
}

/* gcc's TYPE_ALIGN, in bytes. */
unsigned int type_align_pref(const struct type *t)
{
	for (;;) {
		if (t != t->main && (t->flags & TF_USER_ALIGN))
			return t->align;
		t = t->main;
		if (t->kind != TYPE_ARRAY)
			return t->align ? t->align : 1;
		t = t->base;
	}
}

/*
 * gcc's machine mode classes, as far as layout cares: i386 aligns the
 * types of some modes less inside structs, and a struct or union gets a
 * mode from its members and size (compute_record_mode()).
 */
enum mclass { MC_BLK, MC_INT, MC_FLOAT, MC_DF, MC_CINT, MC_CFLOAT, MC_DC, MC_VECTOR };

/* Whether there is an integer mode of that size (up to MAX_FIXED_MODE_SIZE). */
static bool int_mode_size(int64_t size)
{
	return size == 1 || size == 2 || size == 4 || size == 8 ||
		(size == 16 && target.size_pointer == 8);
}

static enum mclass mode_class(const struct type *t)
{
	const struct type *m = t->main;
	int64_t size;

	switch (m->kind) {
	case TYPE_DOUBLE:
		return MC_DF;
	case TYPE_FLOAT16:
	case TYPE_FLOAT:
	case TYPE_LDOUBLE:
	case TYPE_FLOAT128:
		return MC_FLOAT;
	case TYPE_COMPLEX:
		switch (mode_class(m->base)) {
		case MC_INT:
			return MC_CINT;
		case MC_DF:
			return MC_DC;
		default:
			return MC_CFLOAT;
		}
	case TYPE_VECTOR:
		return MC_VECTOR;
	case TYPE_ARRAY:
		/* mode_for_array(): one element is the element's mode */
		size = type_sizeof(m);
		if (size >= 0 && size == type_sizeof(m->base))
			return mode_class(m->base);
		return int_mode_size(size) ? MC_INT : MC_BLK;
	case TYPE_STRUCT:
	case TYPE_UNION:
		return m->mclass;
	case TYPE_VOID:
	case TYPE_FUNCTION:
	case TYPE_ERROR:
		return MC_BLK;
	default:
		return MC_INT;
	}
}

/*
 * i386's x86_field_alignment(): inside a struct, and for _Alignof, types
 * of integer mode (long long, enums, complex integers, small structs) and
 * double (also complex) are aligned on 4 bytes only, _Atomic ones
 * excepted (since gcc 11).  target describes it as align_long_long and
 * align_double below their size; other targets keep the natural
 * alignment.  align is in bits.
 */
static unsigned int field_cap(const struct type *t, unsigned int align)
{
	const struct type *e = t;
	unsigned int cap = 0;

	while (e->kind == TYPE_ARRAY)
		e = e->base;
	switch (mode_class(e)) {
	case MC_INT:
	case MC_CINT:
		if (target.align_long_long < target.size_long_long)
			cap = target.align_long_long * 8;
		break;
	case MC_DF:
	case MC_DC:
		if (target.align_double < 8)
			cap = target.align_double * 8;
		break;
	default:
		break;
	}
	if (!cap || align <= cap || (e->quals & TQ_ATOMIC))
		return align;
	return cap;
}

/* gcc's min_align_of_type(), which _Alignof returns. */
unsigned int type_alignof(const struct type *t)
{
	unsigned int align = type_align_pref(t);

	if (user_aligned(t))
		return align;
	align = min_u(align, type_biggest_alignment());
	return field_cap(t, align * 8) / 8;
}

/* Struct and union layout */

/*
 * gcc's record_layout_info.  The position is split as gcc splits it: a
 * part that is a multiple of offset_align, and bitpos below it (once
 * normalized).  The split shows: a bit-field moved past a unit of its
 * type has only bitpos rounded up.
 */
struct rli {
	uint64_t offset;		/* bits, a multiple of offset_align */
	uint64_t bitpos;		/* bits */
	unsigned int offset_align;	/* bits */
	unsigned int align;		/* bits, the record's alignment so far */
	bool user;			/* TYPE_USER_ALIGN of the record */
	bool is_union;
	unsigned int pack;		/* maximum_field_alignment, bits */
};

/* normalize_rli() */
static void normalize(struct rli *r)
{
	if (r->bitpos >= r->offset_align) {
		r->offset += r->bitpos / r->offset_align * r->offset_align;
		r->bitpos %= r->offset_align;
	}
}

/*
 * The alignment of an integer mode of exactly that many bits, as
 * mode_for_size_tree() finds one (up to MAX_FIXED_MODE_SIZE), 0 if none.
 */
static unsigned int int_mode_align(int32_t bits)
{
	switch (bits) {
	case 8:
	case 16:
	case 32:
	case 64:
		return bits;
	case 128:
		return target.size_pointer == 8 ? 128 : 0;
	default:
		return 0;
	}
}

/* The Arm ABIs let unnamed bit-fields align the record (TARGET_ALIGN_ANON_BITFIELD). */
static bool align_anon_bitfield(void)
{
	return target.align_anon_bitfield;
}

/*
 * layout_decl() for a FIELD_DECL: the alignment the member asks for, in
 * bits, given the alignment known at the current position (0 at the
 * start).  *user gets DECL_USER_ALIGN; *bitfield becomes false when gcc
 * turns a bit-field of a whole mode into an ordinary field.
 */
static unsigned int decl_align(const struct type_member *m, bool packed, unsigned int pack,
			       uint64_t known, bool *user, bool *bitfield)
{
	unsigned int align = m->align ? align_bits(m->align) : 1;
	unsigned int talign = align_bits(type_align_pref(m->type));
	unsigned int xalign;

	*user = m->align != 0;
	*bitfield = m->width >= 0;
	if (m->width == 0) {
		/* zero-width bit-fields ignore packed and #pragma pack */
		packed = false;
		pack = 0;
		if (talign > align) {
			align = talign;
			*user = user_aligned(m->type);
		}
	} else if (m->width > 0) {
		xalign = int_mode_align(m->width);
		if (xalign && type_is_integer(m->type) && !(xalign > 8 && packed) &&
		    (known == 0 || known >= xalign)) {
			align = max_u(align, xalign);
			*bitfield = false;
		}
	} else if (packed && m->align) {
		/* the member's own aligned() beats packed */
	} else if (talign > align) {
		align = talign;
		*user = user_aligned(m->type);
	}
	if (packed && !m->align)
		align = min_u(align, 8);
	if (!packed && !*user)
		align = field_cap(m->type, align);
	if (pack)
		align = min_u(align, pack);
	return align;
}

/*
 * update_alignment_for_field(): the record takes the alignment of its
 * members; a named bit-field also gives it the alignment of its type, an
 * unnamed one nothing (x86: "unnamed bit-fields do not affect alignment").
 */
static void update_align(struct rli *r, const struct type_member *m, bool packed,
			 unsigned int desired, bool user)
{
	const struct type *t = m->type;
	unsigned int talign;

	if (m->width >= 0) {
		if (m->name || align_anon_bitfield()) {
			talign = align_bits(type_align_pref(t));
			if (!user_aligned(t))
				talign = field_cap(t, talign);
			/* a zero-width one ignores packing */
			if (m->width > 0 && r->pack)
				talign = min_u(talign, r->pack);
			else if (m->width > 0 && packed)
				talign = min_u(talign, 8);
			r->align = max_u(r->align, max_u(desired, talign));
			user |= user_aligned(t);
		}
	} else {
		r->align = max_u(r->align, desired);
	}
	r->user |= user;
}

/*
 * excess_unit_span(): would the bit-field cross more units of its type's
 * alignment than the type itself has?  Then gcc starts it at the next one.
 */
static bool excess_unit_span(uint64_t pos, uint64_t width, unsigned int align, uint64_t tsize)
{
	uint64_t offset = pos % align;

	return (offset + width + align - 1) / align > tsize / align;
}

static uint64_t member_bits(const struct type_member *m)
{
	int64_t size;

	if (m->width >= 0)
		return (uint64_t)m->width;
	size = type_sizeof(m->type);
	if (size <= 0 || m->type->main->kind == TYPE_FUNCTION || m->type->kind == TYPE_VOID)
		return 0;
	return (uint64_t)size > UINT64_MAX / 16 ? UINT64_MAX / 16 : (uint64_t)size * 8;
}

/* place_field() for a RECORD_TYPE. */
static void place_struct_member(struct rli *r, struct type_member *m, bool packed)
{
	uint64_t known, pos, bits;
	unsigned int desired, talign;
	bool user, bitfield;

	if (r->bitpos)
		known = r->bitpos & -r->bitpos;
	else
		known = r->offset ? r->offset & -r->offset : 0;
	desired = decl_align(m, packed, r->pack, known, &user, &bitfield);
	update_align(r, m, packed, desired, user);
	if (known && known < desired) {
		if (desired < r->offset_align) {
			r->bitpos = round_up(r->bitpos, desired);
		} else {
			r->offset += round_up(r->bitpos, 8);
			r->bitpos = 0;
			r->offset = round_up(r->offset, desired);
		}
	}

	/* PCC_BITFIELD_TYPE_MATTERS: a bit-field does not straddle needlessly */
	if (bitfield && m->width > 0 && !r->pack &&
	    (!packed || type_align_pref(m->type) <= 1)) {
		talign = align_bits(type_align_pref(m->type));
		if (!user_aligned(m->type))
			talign = field_cap(m->type, talign);
		if (!packed && excess_unit_span(r->offset + r->bitpos, m->width, talign,
						(uint64_t)type_sizeof(m->type) * 8))
			r->bitpos = round_up(r->bitpos, talign);
		if (!packed)
			r->user |= user_aligned(m->type);
	}
	normalize(r);
	pos = r->offset + r->bitpos;
	m->offset = pos / 8;
	m->bit = m->width >= 0 ? pos % 8 : 0;
	bits = member_bits(m);
	if (bits < UINT64_MAX / 4 - pos)
		r->bitpos += bits;
	normalize(r);
}

/* place_union_field(): everything at 0, the size is the largest member's in bytes. */
static void place_union_member(struct rli *r, struct type_member *m, bool packed)
{
	unsigned int desired;
	bool user, bitfield;
	uint64_t bits;

	desired = decl_align(m, packed, r->pack, 0, &user, &bitfield);
	update_align(r, m, packed, desired, user);
	m->offset = 0;
	m->bit = 0;
	bits = round_up(member_bits(m), 8);
	if (bits > r->offset)
		r->offset = bits;
}

/*
 * compute_record_mode(): a struct or union whose members all have a mode
 * gets the mode of a member as large as itself, or an integer mode of
 * its size; else it is BLKmode.
 */
static enum mclass record_mode(const struct type *t, const struct type_member *m,
			       unsigned int n)
{
	enum mclass mode = MC_BLK, c;
	uint64_t bits = t->size * 8;
	unsigned int i;

	for (i = 0; i < n; i++) {
		c = mode_class(m[i].type);
		if ((c == MC_BLK && type_sizeof(m[i].type) != 0) ||
		    (m[i].width < 0 && type_sizeof(m[i].type) < 0))
			return MC_BLK;
		/* the first of the largest precision, here the first */
		if (member_bits(&m[i]) == bits && mode == MC_BLK && c != MC_BLK)
			mode = c;
	}
	if (mode != MC_BLK && (t->kind == TYPE_STRUCT || mode == MC_INT))
		return mode;
	return int_mode_size(t->size) ? MC_INT : MC_BLK;
}

/* Variants made before the body was seen learn the layout now. */
static void update_variants(struct type *t)
{
	struct type *v;

	for (v = t->variants; v; v = v->next) {
		v->base = t->base;
		v->size = t->size;
		v->rec = t->rec;
		v->mclass = t->mclass;
		if (!(v->flags & TF_USER_ALIGN))
			v->align = t->align;
		v->flags = (t->flags & ~TF_USER_ALIGN) | (v->flags & TF_USER_ALIGN);
	}
}

void type_record_set_transparent(struct type *t)
{
	t = t->main;
	if (t->kind != TYPE_UNION || !(t->flags & TF_COMPLETE))
		return;
	t->flags |= TF_TRANSPARENT;
	update_variants(t);
}

/* TF_FLEX_WITHIN and TF_FLEX_WITHIN_UNIONS of a record with N members M */
static unsigned int flex_within(const struct type *t, const struct type_member *m, unsigned int n)
{
	bool is_struct = t->kind == TYPE_STRUCT;
	unsigned int flags = 0, i;

	if (is_struct && n && m[n - 1].width < 0 && type_array_incomplete(m[n - 1].type))
		flags = TF_FLEX_WITHIN | TF_FLEX_WITHIN_UNIONS;
	for (i = 0; i < n; i++) {
		const struct type *mt = m[i].type->main;

		if (!type_is_record(mt) || !(mt->flags & TF_COMPLETE))
			continue;
		flags |= mt->flags & TF_FLEX_WITHIN_UNIONS;
		if (is_struct)
			flags |= mt->flags & TF_FLEX_WITHIN;
	}
	return flags;
}

void type_record_complete(struct type *t, const struct type_member *members,
			  unsigned int n, const struct type_layout *attrs)
{
	static const struct type_layout none;
	struct rli r = { 0 };
	struct type_member *m;
	unsigned int i;
	uint64_t size;

	if (!attrs)
		attrs = &none;
	t = t->main;
	m = n ? type_arena_alloc(n * sizeof(*m)) : NULL;
	if (n)
		memcpy(m, members, n * sizeof(*m));
	r.is_union = t->kind == TYPE_UNION;
	r.pack = align_bits(attrs->pack);
	/* start_record_layout(): an aligned() on the record is a minimum */
	r.align = max_u(8, align_bits(attrs->align));
	r.offset_align = max_u(r.align, align_bits(type_biggest_alignment()));
	r.user = attrs->align != 0;
	for (i = 0; i < n; i++) {
		/* finish_struct(): packed reaches members that have a use for it */
		bool packed = (m[i].flags & TM_PACKED) ||
			(attrs->packed && (m[i].width >= 0 ||
					   type_align_pref(m[i].type) > 1));

		if (r.is_union)
			place_union_member(&r, &m[i], packed);
		else
			place_struct_member(&r, &m[i], packed);
	}
	/* finalize_record_size() */
	size = (r.offset + r.bitpos + 7) / 8;
	t->align = r.align / 8;
	t->size = round_up(size, t->align);
	t->rec.members = m;
	t->rec.nmembers = n;
	t->rec.index = NULL;
	t->flags |= TF_COMPLETE;
	t->flags &= ~(TF_USER_ALIGN | TF_PACKED | TF_TRANSPARENT | TF_FLEXIBLE | TF_LAYOUT_UNKNOWN |
		      TF_FLEX_WITHIN | TF_FLEX_WITHIN_UNIONS);
	if (r.user)
		t->flags |= TF_USER_ALIGN;
	if (attrs->packed)
		t->flags |= TF_PACKED;
	if (attrs->transparent && r.is_union)
		t->flags |= TF_TRANSPARENT;
	if (n && m[n - 1].width < 0 && type_array_incomplete(m[n - 1].type))
		t->flags |= TF_FLEXIBLE;
	t->flags |= flex_within(t, m, n);
	if (attrs->unknown)
		t->flags |= TF_LAYOUT_UNKNOWN;
	t->mclass = record_mode(t, m, n);
	update_variants(t);
}

/* Enums */

/* tree_int_cst_min_precision() */
static unsigned int min_precision(uint64_t v, bool negative, bool is_signed)
{
	unsigned int bits = 0;

	if (negative)
		v = ~v;
	if (!v)
		return 1;
	while (v) {
		bits++;
		v >>= 1;
	}
	return bits + is_signed;
}

/* c_common_type_for_size() */
static struct type *type_for_size(unsigned int bits, bool is_unsigned)
{
	static const enum type_kind kinds[] = {
		TYPE_INT, TYPE_SCHAR, TYPE_SHORT, TYPE_LONG, TYPE_LLONG, TYPE_INT128,
	};
	static const enum type_kind modes[] = {
		TYPE_SCHAR, TYPE_SHORT, TYPE_INT, TYPE_LONG, TYPE_LLONG, TYPE_INT128,
	};
	unsigned int i;

	/* each unsigned kind follows its signed one */
	for (i = 0; i < ARRAY_SIZE(kinds); i++)
		if (bits == type_bits(type_basic(kinds[i])))
			return type_basic(kinds[i] + is_unsigned);
	/* then by machine mode: QI, HI, SI, DI, TI */
	for (i = 0; i < ARRAY_SIZE(modes); i++)
		if (bits <= type_bits(type_basic(modes[i])))
			return type_basic(modes[i] + is_unsigned);
	return type_basic(is_unsigned ? TYPE_ULLONG : TYPE_LLONG);
}

/* finish_enum() */
void type_enum_complete(struct type *t, int64_t min, uint64_t max, bool packed,
			struct type *fixed)
{
	bool negative = min < 0;
	unsigned int prec;
	struct type *base;

	t = t->main;
	if (fixed) {
		base = fixed->main;
	} else {
		prec = max_u(min_precision((uint64_t)min, negative, negative),
			     min_precision(max, false, negative));
		if (packed || prec > type_bits(type_basic(TYPE_INT)))
			base = type_for_size(prec, !negative);
		else
			base = type_basic(negative ? TYPE_INT : TYPE_UINT);
	}
	t->base = base;
	t->size = base->size;
	t->align = base->align;
	t->flags |= TF_COMPLETE | (packed ? TF_PACKED : 0);
	update_variants(t);
}

/* Members */

static bool same_name(const char *a, const char *b)
{
	return a == b || !strcmp(a, b);
}

/*
 * Lookup by name, hashed in a record of many members (a generated one with
 * thousands, designated in any order, is looked up once per designator):
 * each name, and each name an anonymous member holds, to the position of
 * the member that holds it.  The first of a duplicated name wins, as in a
 * scan.
 */
#define INDEX_MIN_MEMBERS 16

struct member_slot {
	const char *name;
	uint32_t pos;
};

struct member_index {
	uint32_t mask;
	struct member_slot slot[];
};

static uint32_t name_hash(const char *s)
{
	uint32_t h = 2166136261u;

	while (*s)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

static void index_add(struct member_index *x, const char *name, uint32_t pos)
{
	uint32_t i;

	for (i = name_hash(name) & x->mask; x->slot[i].name; i = (i + 1) & x->mask)
		if (same_name(x->slot[i].name, name))
			return;
	x->slot[i].name = name;
	x->slot[i].pos = pos;
}

/* The names T's members give a lookup, anonymous members' own included; ADD: record them. */
static uint32_t index_names(const struct type *t, struct member_index *x, uint32_t pos,
			    unsigned int depth)
{
	uint32_t i, n = 0;

	t = t->main;
	if (!type_is_record(t) || !(t->flags & TF_COMPLETE) || depth > 1024)
		return 0;
	for (i = 0; i < t->rec.nmembers; i++) {
		const struct type_member *m = &t->rec.members[i];
		uint32_t at = depth ? pos : i;

		if (m->name) {
			if (x)
				index_add(x, m->name, at);
			n++;
		} else if (m->width < 0 && type_is_record(m->type)) {
			n += index_names(m->type, x, at, depth + 1);
		}
	}
	return n;
}

static const struct member_index *member_index_of(const struct type *t)
{
	struct member_index *x;
	uint32_t n, cap = 16;

	if (t->rec.index)
		return t->rec.index;
	n = index_names(t, NULL, 0, 0);
	while (cap < 2 * n)
		cap *= 2;
	x = type_arena_alloc(sizeof(*x) + cap * sizeof(x->slot[0]));
	memset(x->slot, 0, cap * sizeof(x->slot[0]));
	x->mask = cap - 1;
	index_names(t, x, 0, 0);
	((struct type *)t)->rec.index = x;
	return x;
}

int64_t type_member_position(const struct type *t, const char *name)
{
	const struct member_index *x;
	uint32_t i;

	t = t->main;
	if (!type_is_record(t) || !(t->flags & TF_COMPLETE))
		return -1;
	if (t->rec.nmembers < INDEX_MIN_MEMBERS) {
		uint64_t off;

		for (i = 0; i < t->rec.nmembers; i++) {
			const struct type_member *m = &t->rec.members[i];

			if (m->name ? same_name(m->name, name) :
			    m->width < 0 && type_member_find(m->type, name, &off))
				return i;
		}
		return -1;
	}
	x = member_index_of(t);
	for (i = name_hash(name) & x->mask; x->slot[i].name; i = (i + 1) & x->mask)
		if (same_name(x->slot[i].name, name))
			return x->slot[i].pos;
	return -1;
}

struct type_member *type_member_find(const struct type *t, const char *name,
				     uint64_t *offset)
{
	struct type_member *m, *found;
	int64_t pos;
	uint64_t sub;

	pos = type_member_position(t, name);
	if (pos < 0)
		return NULL;
	m = &t->main->rec.members[pos];
	if (m->name) {
		*offset = m->offset;
		return m;
	}
	found = type_member_find(m->type, name, &sub);
	if (found)
		*offset = m->offset + sub;
	return found;
}

enum type_path_error type_offsetof(const struct type *t, const struct type_path *path,
				   unsigned int n, int64_t *offset, struct type **result,
				   unsigned int *failed)
{
	struct type *cur = (struct type *)t;
	struct type_member *m;
	int64_t off = 0, size;
	uint64_t moff;
	unsigned int i;

	for (i = 0; i < n; i++) {
		if (failed)
			*failed = i;
		if (path[i].member) {
			if (!type_is_record(cur))
				return TP_NOT_RECORD;
			m = type_member_find(cur, path[i].member, &moff);
			if (!m)
				return TP_NO_MEMBER;
			if (m->width >= 0)
				return TP_BITFIELD;
			off += (int64_t)moff;
			cur = m->type;
		} else {
			if (cur->kind != TYPE_ARRAY)
				return TP_NOT_ARRAY;
			size = type_sizeof(cur->base);
			off += path[i].index * (size > 0 ? size : 0);
			cur = cur->base;
		}
	}
	*offset = off;
	if (result)
		*result = cur;
	return TP_OK;
}
