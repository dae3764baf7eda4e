/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The C type system: GNU C11 types on the target's data model, with the
 * checker's own annotations (address space, noderef, bitwise, ...) kept on
 * the types they qualify.
 *
 * Types are canonical: there is one node for "int", one for "const int",
 * one for "char __user *", so identical types are equal pointers and
 * comparing types is cheap.  A main type (no qualifier, annotation or
 * alignment override) is the root of its variants; every variant points
 * to it through ->main.  Struct, union and enum types are unique per
 * declaration, and a bitwise type (typedef unsigned int __bitwise __le32)
 * is a new main type of its own, distinct from its base.
 *
 * Nodes live in one arena per translation unit: type_init() after
 * target_finish(), type_release() at the end of the unit.  Nothing here
 * reports diagnostics: invalid requests get a usable answer and the
 * caller, who has the source position, complains.
 */
#ifndef UACCESS_CHECK_TYPE_H
#define UACCESS_CHECK_TYPE_H

#include <stdbool.h>
#include <stdint.h>

#include "util.h"

enum type_kind {
	/* basic types, one node each (type_basic()) */
	TYPE_VOID,
	TYPE_BOOL,
	TYPE_CHAR, TYPE_SCHAR, TYPE_UCHAR,
	TYPE_SHORT, TYPE_USHORT,
	TYPE_INT, TYPE_UINT,
	TYPE_LONG, TYPE_ULONG,
	TYPE_LLONG, TYPE_ULLONG,
	TYPE_INT128, TYPE_UINT128,
	TYPE_FLOAT16, TYPE_FLOAT, TYPE_DOUBLE, TYPE_LDOUBLE, TYPE_FLOAT128,
	/* the type of an erroneous expression: compatible with everything */
	TYPE_ERROR,
	TYPE_NR_BASIC,
	/* derived types */
	TYPE_COMPLEX = TYPE_NR_BASIC,	/* base: the real type */
	TYPE_VECTOR,			/* base: the element type */
	TYPE_POINTER,			/* base: the pointed-to type */
	TYPE_ARRAY,			/* base: the element type */
	TYPE_FUNCTION,			/* base: the return type */
	TYPE_STRUCT,
	TYPE_UNION,
	TYPE_ENUM,			/* base: the underlying type, once complete */
	TYPE_NR_KINDS
};

/* C qualifiers. */
enum type_qual {
	TQ_CONST = 1 << 0,
	TQ_VOLATILE = 1 << 1,
	TQ_RESTRICT = 1 << 2,
	TQ_ATOMIC = 1 << 3,
};

/* The checker's annotations (sparse's attributes of the same names). */
enum type_annot {
	TA_NODEREF = 1 << 0,
	TA_FORCE = 1 << 1,
	TA_NOCAST = 1 << 2,
	TA_SAFE = 1 << 3,
	TA_BITWISE = 1 << 4,	/* on the main type made by type_bitwise() */
};

/*
 * Address spaces.  The kernel's numbered spaces keep their numbers
 * whether written address_space(1) or address_space(__user); other names
 * get numbers from AS_FIRST_NAMED, so they cannot meet a numeric one
 * (the front end refuses numbers from AS_FIRST_NAMED on).
 */
enum {
	AS_KERNEL = 0,		/* the generic space */
	AS_USER = 1,
	AS_IOMEM = 2,
	AS_PERCPU = 3,
	AS_RCU = 4,
	AS_FIRST_NAMED = 256,
};

/* ->flags */
enum type_flag {
	/*
	 * struct, union, enum: the body was seen; array (main type): found
	 * complete once, as it stays (type_is_complete() caches it)
	 */
	TF_COMPLETE = 1 << 0,
	/*
	 * A variant: ->align overrides the main type's (aligned() on a
	 * typedef, or _Atomic).  A struct or union: an attribute set its
	 * alignment or a member's (gcc's TYPE_USER_ALIGN).
	 */
	TF_USER_ALIGN = 1 << 1,
	TF_PACKED = 1 << 2,	/* struct, union, enum with __attribute__((packed)) */
	TF_TRANSPARENT = 1 << 3,	/* union with transparent_union */
	TF_VARIADIC = 1 << 4,	/* function: ends with "..." */
	TF_OLDSTYLE = 1 << 5,	/* function without a prototype: int f() */
	TF_VLA = 1 << 6,	/* array of variable length */
	TF_FLEXIBLE = 1 << 7,	/* struct whose last member is a flexible array */
	/*
	 * An array whose constant length the pass could not fold: neither
	 * incomplete nor variable, just unknown (sizeof is unknown, never an
	 * error).
	 */
	TF_LEN_UNKNOWN = 1 << 8,
	/*
	 * A struct or union with a member the front end could not lay out
	 * (a bit-field width it could not fold...): its size and offsets
	 * are not to be trusted.
	 */
	TF_LAYOUT_UNKNOWN = 1 << 9,
	/* struct with __attribute__((designated_init)): initialized by member names only */
	TF_DESIGNATED_INIT = 1 << 10,
	/*
	 * An array (main type) whose sizeof is in ->size, cached: each
	 * dimension of a declarator asks for the size of the one inside.
	 */
	TF_SIZE_KNOWN = 1 << 11,
	/*
	 * A struct that is TF_FLEXIBLE or has a member of a struct type that
	 * is TF_FLEX_WITHIN (what -Wflexible-array-* call a flexible
	 * structure); TF_FLEX_WITHIN_UNIONS counts a union member holding one
	 * too (-Wflexible-array-union).  Made when the record is completed,
	 * from its members' flags: no walk of the type graph.
	 */
	TF_FLEX_WITHIN = 1 << 12,
	TF_FLEX_WITHIN_UNIONS = 1 << 13,
};

/*
 * A member of a struct or union.  The caller fills name, type, width,
 * align, flags and decl; type_record_complete() fills offset and bit.
 * The name is not copied (identifier names live as long as the unit):
 * lookups compare the pointers first.
 */
struct type_member {
	const char *name;		/* NULL: unnamed bit-field or anonymous struct/union */
	struct type *type;
	uint64_t offset;		/* bytes from the start of the record */
	int32_t width;			/* bit-field width, -1 if not a bit-field */
	uint8_t bit;			/* bit-fields: first bit from offset (0-7), in gcc's bit order */
	uint8_t flags;			/* TM_* */
	uint32_t align;			/* aligned(N) on the member, in bytes; 0 if none */
	uint32_t decl_loc;		/* where it is declared (a struct srcpos), if TM_DECLARED */
	const char *counted_by;		/* __counted_by(n): n, the member holding the length */
	/*
	 * guarded_by(lock), pt_guarded_by(lock): the lock as written, not
	 * evaluated (its names are the record's members, "&lock", or what
	 * is visible at file scope); NULL if none.
	 */
	struct node *guarded_by, *pt_guarded_by;
};

enum type_member_flag {
	TM_PACKED = 1 << 0,		/* __attribute__((packed)) on the member */
	TM_DECLARED = 1 << 1,		/* decl_loc is known */
};

/* Struct or union attributes and the #pragma pack in force at its '}'. */
struct type_layout {
	bool packed;
	bool transparent;		/* transparent_union */
	uint32_t align;			/* aligned(N) on the record, in bytes; 0 if none */
	uint32_t pack;			/* #pragma pack value (pack_current()), 0 if none */
	bool unknown;			/* sets TF_LAYOUT_UNKNOWN */
};

struct type {
	uint8_t kind;			/* enum type_kind */
	uint8_t quals;			/* enum type_qual */
	uint8_t annot;			/* enum type_annot */
	uint8_t mclass;			/* struct, union: gcc's mode class (layout.c only) */
	uint16_t flags;			/* enum type_flag */
	uint16_t as;			/* address space */
	uint32_t align;			/* __alignof__ in bytes, see type_align_pref() */
	uint64_t size;			/* struct, union, enum, vector: bytes */
	struct type *main;		/* the main variant (itself for a main type) */
	struct type *base;		/* per kind, see enum type_kind; bitwise: the base type */
	const char *name;		/* tag, or name of a bitwise type; NULL if none */
	union {
		struct {		/* TYPE_ARRAY */
			int64_t len;	/* -1 if unknown ([] or VLA) */
			const void *vla;	/* the size expression of a VLA */
		} array;
		struct {		/* TYPE_FUNCTION */
			struct type **params;
			uint32_t nparams;
		} fn;
		struct {		/* TYPE_STRUCT, TYPE_UNION */
			struct type_member *members;
			uint32_t nmembers;
			/* names to members, made at the first lookup in a big record */
			struct member_index *index;
		} rec;
		struct {		/* TYPE_ENUM */
			/* the __bitwise type all its values have (sparse's bitwise enums) */
			struct type *restricted;
		} enm;
	};
	/* internal: interning */
	struct type *pointer;		/* the pointer to this type, once made */
	struct type *variants;		/* main type: its other variants */
	struct type *next;		/* next variant, or next in a hash chain */
};

/* Life cycle of the types of one translation unit. */
void type_init(void);
void type_release(void);

/* Basic types: TYPE_VOID .. TYPE_ERROR. */
struct type *type_basic(enum type_kind kind);
/* size_t, ptrdiff_t, wchar_t as gcc defines them for the target. */
struct type *type_size_t(void);
struct type *type_ptrdiff_t(void);
struct type *type_wchar_t(void);

/* Derived types (interned: the same arguments give the same node). */
struct type *type_pointer(struct type *to);
struct type *type_array(struct type *elem, int64_t len);	/* len -1: [] */
struct type *type_array_vla(struct type *elem, const void *size_expr);	/* never interned */
struct type *type_array_len_unknown(struct type *elem);			/* never interned */
/* An array like A (length, variable or unknown) of ELEM. */
struct type *type_array_like(const struct type *a, struct type *elem);
/* An array declared without a length: "T x[]", a flexible array member. */
static inline bool type_array_incomplete(const struct type *t)
{
	return t->kind == TYPE_ARRAY && t->array.len < 0 && !(t->flags & (TF_VLA | TF_LEN_UNKNOWN));
}
struct type *type_complex(struct type *real);
struct type *type_vector(struct type *elem, uint64_t size);	/* vector_size(size) */
struct type *type_function(struct type *ret, struct type *const *params,
			   unsigned int nparams, unsigned int flags);

/*
 * Variants.  Qualifiers and annotations of an array type go to its
 * elements (C11 6.7.3p9), its alignment stays on the array.  An _Atomic
 * variant may be more aligned than its main type, as gcc makes it.
 */
struct type *type_variant(struct type *t, unsigned int quals, unsigned int annot,
			  unsigned int as);	/* exactly these; keeps t's alignment */
struct type *type_qualified(struct type *t, unsigned int quals);	/* adds */
struct type *type_unqualified(struct type *t);	/* drops C qualifiers only */
struct type *type_annotated(struct type *t, unsigned int annot);	/* adds */
struct type *type_with_as(struct type *t, unsigned int as);
/* aligned(N) on a typedef: sets the alignment, even below the natural one. */
struct type *type_aligned(struct type *t, unsigned int align);
/* A new integer type, distinct from every other: typedef __bitwise. */
struct type *type_bitwise(struct type *base, const char *name);

/* Address space numbers from names ("__user" -> AS_USER) and back. */
unsigned int type_addrspace(const char *name);
const char *type_addrspace_name(unsigned int as);	/* NULL for a bare number */

/*
 * Struct, union and enum types: new incomplete types, completed (laid out)
 * when the body has been read.  Members are copied.
 */
struct type *type_record_new(enum type_kind kind, const char *tag);
void type_record_complete(struct type *t, const struct type_member *members,
			  unsigned int n, const struct type_layout *attrs);
/*
 * transparent_union written on a typedef of a complete union: gcc makes
 * the typedef's type a transparent copy; the union itself is marked here.
 */
void type_record_set_transparent(struct type *t);
struct type *type_enum_new(const char *tag);
/*
 * min: the smallest enumerator, or 0 if none is negative; max: the largest,
 * or 0 if none is positive.  fixed: the underlying type if the source
 * names one, else NULL (gcc's choice: int or unsigned int, wider if needed,
 * the smallest that fits if packed).
 */
void type_enum_complete(struct type *t, int64_t min, uint64_t max, bool packed,
			struct type *fixed);

/*
 * Member lookup, through anonymous struct and union members; *offset gets
 * the offset of the member from the start of t.  NULL if there is none.
 */
struct type_member *type_member_find(const struct type *t, const char *name,
				     uint64_t *offset);
/*
 * The position in T's members of the one named NAME, or of the anonymous
 * member that holds it; -1 if none.  Hashed in records of many members.
 */
int64_t type_member_position(const struct type *t, const char *name);

/* offsetof(T, a.b[3].c): one element per member name or index. */
struct type_path {
	const char *member;		/* NULL: an index */
	int64_t index;
};

enum type_path_error {
	TP_OK,
	TP_NOT_RECORD,			/* .member on a type that is no struct or union */
	TP_NO_MEMBER,
	TP_NOT_ARRAY,			/* [index] on a type that is no array */
	TP_BITFIELD,			/* the path ends on a bit-field */
};

enum type_path_error type_offsetof(const struct type *t, const struct type_path *path,
				   unsigned int n, int64_t *offset, struct type **result,
				   unsigned int *failed);

/* Sizes in bytes: -1 if unknown (incomplete type, VLA); void and functions 1, as gcc. */
int64_t type_sizeof(const struct type *t);
/* _Alignof: the alignment the ABI guarantees, in a struct too. */
unsigned int type_alignof(const struct type *t);
/* __alignof__: gcc's preferred alignment (i386: 8 for long long and double). */
unsigned int type_align_pref(const struct type *t);
/* __BIGGEST_ALIGNMENT__: aligned without argument. */
unsigned int type_biggest_alignment(void);

/* Arithmetic. */
int type_rank(const struct type *t);	/* integer conversion rank, 0 if not an integer */
bool type_is_signed(const struct type *t);
unsigned int type_bits(const struct type *t);	/* width of an integer type */
struct type *type_promote(struct type *t);	/* integer promotions (C11 6.3.1.1) */
struct type *type_promote_bitfield(struct type *t, int width);
struct type *type_promote_arg(struct type *t);	/* default argument promotions */
struct type *type_usual_arith(struct type *a, struct type *b);	/* C11 6.3.1.8 */
struct type *type_to_unsigned(struct type *t);	/* the unsigned type of the same rank */
struct type *type_decay(struct type *t);	/* array and function to pointer */

/* Compatibility (C11 6.2.7) and composite type. */
enum type_compat_flags {
	TC_IGNORE_QUALS = 1 << 0,	/* top-level qualifiers */
	TC_IGNORE_AS = 1 << 1,		/* address spaces and noderef, at every level */
	TC_GCC = 1 << 2,		/* gcc's view: no annotation matters, bitwise neither */
	/*
	 * With TC_GCC, a __bitwise type is still a type of its own: _Generic
	 * and __builtin_types_compatible_p as sparse reads them, which the
	 * kernel's headers rely on under __CHECKER__ (__unqual_scalar_typeof()
	 * in READ_ONCE() keeps a __le32 a __le32).
	 */
	TC_BITWISE = 1 << 3,
};

bool type_compatible(const struct type *a, const struct type *b, unsigned int flags);
struct type *type_composite(struct type *a, struct type *b);

/*
 * C syntax: type_print(sb, t, "p") gives "const char __user *p",
 * "int (*p)[4]", "void (*p)(int)"; name may be NULL for an abstract
 * declarator.  type_str() returns the text in one of a few rotating
 * buffers, for diagnostics.
 */
void type_print(struct strbuf *sb, const struct type *t, const char *name);
const char *type_str(const struct type *t);
/* The same with "restricted" before a __bitwise type: "restricted __le32 *p", as sparse. */
void type_print_restricted(struct strbuf *sb, const struct type *t, const char *name);

static inline bool type_is_integer(const struct type *t)
{
	return (t->kind >= TYPE_BOOL && t->kind <= TYPE_UINT128) ||
		(t->kind == TYPE_ENUM && (t->main->flags & TF_COMPLETE));
}

static inline bool type_is_real_floating(const struct type *t)
{
	return t->kind >= TYPE_FLOAT16 && t->kind <= TYPE_FLOAT128;
}

static inline bool type_is_floating(const struct type *t)
{
	return type_is_real_floating(t) ||
		(t->kind == TYPE_COMPLEX && type_is_real_floating(t->main->base));
}

static inline bool type_is_arithmetic(const struct type *t)
{
	return type_is_integer(t) || type_is_real_floating(t) || t->kind == TYPE_COMPLEX;
}

static inline bool type_is_pointer(const struct type *t)
{
	return t->kind == TYPE_POINTER;
}

static inline bool type_is_scalar(const struct type *t)
{
	return type_is_arithmetic(t) || t->kind == TYPE_POINTER;
}

static inline bool type_is_array(const struct type *t)
{
	return t->kind == TYPE_ARRAY;
}

static inline bool type_is_function(const struct type *t)
{
	return t->kind == TYPE_FUNCTION;
}

static inline bool type_is_record(const struct type *t)
{
	return t->kind == TYPE_STRUCT || t->kind == TYPE_UNION;
}

/*
 * Written __force: the type itself, or for a pointer the type it points
 * to ("(__force char *)p" puts the attribute on char), arrays looked through.
 */
bool type_is_force(const struct type *t);

static inline bool type_is_bitwise(const struct type *t)
{
	return t->main->annot & TA_BITWISE;
}

bool type_is_complete(const struct type *t);
bool type_is_vla(const struct type *t);

/* Between type.c and layout.c only. */
void *type_arena_alloc(size_t size);

#endif
