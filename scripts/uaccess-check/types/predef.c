// SPDX-License-Identifier: GPL-2.0
/*
 * The macros gcc 12 predefines, computed from the target and the options
 * (see target.c): the language, the options, the system, the integer and
 * floating types, the atomics; what is peculiar to one architecture comes
 * from its hooks (arch.h) and its ARCH_MACRO rows.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "target_int.h"

static const char *const ctype_names[] = {
	"signed char", "unsigned char", "short int", "short unsigned int",
	"int", "unsigned int", "long int", "long unsigned int",
	"long long int", "long long unsigned int",
};

/* The suffix gcc puts on constants of that type (none below int). */
static const char *const ctype_suffixes[] = {
	"", "", "", "", "", "U", "L", "UL", "LL", "ULL",
};

static int ctype_bits(enum ctype t)
{
	switch (t >> 1) {
	case 0:
		return 8;
	case 1:
		return target.size_short * 8;
	case 2:
		return target.size_int * 8;
	case 3:
		return target.size_long * 8;
	default:
		return target.size_long_long * 8;
	}
}

struct float_format_desc {
	const char *mant_dig, *dig, *min_exp, *min_10_exp, *max_exp;
	const char *max_10_exp, *decimal_dig, *is_iec;
};

#define STR(x) #x
static const struct float_format_desc float_formats[] = {
#define FLOAT_FORMAT(id, m, d, mine, min10, maxe, max10, dd, iec) \
	[FMT_##id] = { STR(m), STR(d), STR(mine), STR(min10), STR(maxe), \
		       STR(max10), STR(dd), STR(iec) },
#include "target.def"
#undef FLOAT_FORMAT
};

struct float_const {
	enum float_format fmt;
	int digits;
	const char *max, *norm_max, *min, *epsilon, *denorm_min;
};

static const struct float_const float_consts[] = {
#define FLOAT_CONST(id, dg, mx, nmx, mn, eps, dmin) \
	{ FMT_##id, dg, mx, nmx, mn, eps, dmin },
#include "target.def"
#undef FLOAT_CONST
};

/* The predefined macros' text, made once per command line: type_init() reads it per unit. */
static struct strbuf predefines;
static bool predefines_valid;

static struct strbuf *out;

void predef(const char *name, const char *value)
{
	/* strict ISO modes define nothing outside the reserved namespace */
	if (!target.gnu_mode && name[0] != '_')
		return;
	sb_printf(out, "#define %s %s\n", name, value);
}

void predef_int(const char *name, long value)
{
	char buf[24];

	snprintf(buf, sizeof(buf), "%ld", value);
	predef(name, buf);
}

/* A macro whose name is built: predef_fmt(value, "__%s_MAX__", "INT8") */
void __attribute__((format(printf, 2, 3)))
predef_fmt(const char *value, const char *fmt, ...)
{
	char name[64];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(name, sizeof(name), fmt, ap);
	va_end(ap);
	predef(name, value);
}

/* Space-separated macro names, each defined to 1 if KEEP(name) says so. */
void predef_list_if(const char *names, bool (*keep)(const char *name))
{
	char name[64];

	while (*names) {
		size_t n = strcspn(names, " ");

		if (n && n < sizeof(name)) {
			memcpy(name, names, n);
			name[n] = '\0';
			if (!keep || keep(name))
				predef(name, "1");
		}
		names += n;
		names += strspn(names, " ");
	}
}

/* Space-separated macro names, each defined to 1. */
void predef_list(const char *names)
{
	predef_list_if(names, NULL);
}

static void emit_language(void)
{
	long v = target.stdc_version;
	bool gnu89_inline = target_opts.gnu89_inline >= 0 ? target_opts.gnu89_inline :
		v < 199901;

	predef("__STDC__", "1");
	if (v) {
		char buf[16];

		snprintf(buf, sizeof(buf), "%ldL", v);
		predef("__STDC_VERSION__", buf);
	}
	if (!target.gnu_mode)
		predef("__STRICT_ANSI__", "1");
	predef("__STDC_HOSTED__", target_opts.freestanding ? "0" : "1");
	if (v >= 201112 || (target.gnu_mode && v >= 199901))
		predef_list("__STDC_UTF_16__ __STDC_UTF_32__");
	predef(gnu89_inline ? "__GNUC_GNU_INLINE__" : "__GNUC_STDC_INLINE__", "1");
	predef("__GNUC__", "12");
	predef("__GNUC_MINOR__", "2");
	predef("__GNUC_PATCHLEVEL__", "0");
	predef("__VERSION__", "\"12.2.0\"");
	predef("__GXX_ABI_VERSION", "1017");
	predef("__CHECKER__", "1");
	/* so that a header can tell this checker from sparse */
	predef("__UACCESS_CHECK__", "1");
}

static void emit_options(void)
{
	bool no_inline = target_opts.no_inline >= 0 ? target_opts.no_inline :
		!target_opts.opt_level;

	if (target_opts.opt_level)
		predef("__OPTIMIZE__", "1");
	if (target_opts.opt_level && target_opts.opt_size)
		predef("__OPTIMIZE_SIZE__", "1");
	if (no_inline)
		predef("__NO_INLINE__", "1");

	predef("__FINITE_MATH_ONLY__", target_opts.finite_math ? "1" : "0");
	if (target_fast_math())
		predef("__FAST_MATH__", "1");
	if (!target_opts.math_errno)
		predef("__NO_MATH_ERRNO__", "1");
	if (!target_opts.trapping_math)
		predef("__NO_TRAPPING_MATH__", "1");
	if (!target_opts.signed_zeros)
		predef("__NO_SIGNED_ZEROS__", "1");
	if (target_associative_math())
		predef("__ASSOCIATIVE_MATH__", "1");
	if (target_opts.reciprocal_math)
		predef("__RECIPROCAL_MATH__", "1");

	if (target_info.pic)
		predef_int("__pic__", target_info.pic), predef_int("__PIC__", target_info.pic);
	if (target_info.pie)
		predef_int("__pie__", target_info.pie), predef_int("__PIE__", target_info.pie);
	if (target_opts.ssp)
		predef(target_opts.ssp == 1 ? "__SSP__" : target_opts.ssp == 2 ? "__SSP_ALL__" :
		    target_opts.ssp == 3 ? "__SSP_STRONG__" : "__SSP_EXPLICIT__",
		    target_opts.ssp == 1 ? "1" : target_opts.ssp == 2 ? "2" :
		    target_opts.ssp == 3 ? "3" : "4");
	if (target_opts.sanitize_address)
		predef("__SANITIZE_ADDRESS__", "1");
	if (target_opts.sanitize_thread)
		predef("__SANITIZE_THREAD__", "1");
	if (target_opts.sanitize_hwaddress && target_info.desc->hwasan)
		predef("__SANITIZE_HWADDRESS__", "1");
	if (target_info.cfi)
		predef("__GCC_HAVE_DWARF2_CFI_ASM", "1");
	if (target_opts.exceptions > 0)
		predef("__EXCEPTIONS", "1");
	if (target_opts.openmp)
		predef("_OPENMP", "201511");
	if (target_opts.openmp || target_opts.pthread)
		predef("_REENTRANT", "1");
}

static void emit_system(void)
{
	const struct arch_desc *d = target_info.desc;
	const char *order = target.big_endian ?
		"__ORDER_BIG_ENDIAN__" : "__ORDER_LITTLE_ENDIAN__";
	char buf[32];

	predef_list("__ELF__ __gnu_linux__ __linux __linux__ linux __unix __unix__");
	predef_list("unix __PRAGMA_REDEFINE_EXTNAME");
	predef("__REGISTER_PREFIX__", d->register_prefix ? d->register_prefix : "");
	predef("__USER_LABEL_PREFIX__", "");
	predef("__GNUC_EXECUTION_CHARSET_NAME", "\"UTF-8\"");
	snprintf(buf, sizeof(buf), "\"UTF-%d%s\"", target.size_wchar * 8,
		 target.big_endian ? "BE" : "LE");
	predef("__GNUC_WIDE_EXECUTION_CHARSET_NAME", buf);
	predef("__ORDER_LITTLE_ENDIAN__", "1234");
	predef("__ORDER_BIG_ENDIAN__", "4321");
	predef("__ORDER_PDP_ENDIAN__", "3412");
	predef("__BYTE_ORDER__", order);
	predef("__FLOAT_WORD_ORDER__", order);
	predef_int("__BIGGEST_ALIGNMENT__", target.max_align);
	predef("__CHAR_BIT__", "8");
	if (target.char_unsigned)
		predef("__CHAR_UNSIGNED__", "1");
	if (target.size_long == 8 && target.size_pointer == 8)
		predef_list("_LP64 __LP64__");
	if (d->ilp32_macros)
		predef_list("_ILP32 __ILP32__");
}

static void format_max(char *buf, size_t size, enum ctype t)
{
	int digits = ctype_bits(t) / 4;
	char *p = buf;

	*p++ = '0';
	*p++ = 'x';
	*p++ = ctype_unsigned(t) ? 'f' : '7';
	while (--digits && p < buf + size - 8)
		*p++ = 'f';
	strcpy(p, ctype_suffixes[t]);
}

enum { TY_MIN = 1, TY_WIDTH = 2 };

/* __<P>_TYPE__, __<P>_MAX__ and, as asked, __<P>_MIN__ and __<P>_WIDTH__ */
static void emit_type(const char *prefix, enum ctype t, int flags)
{
	char buf[64];

	predef_fmt(ctype_names[t], "__%s_TYPE__", prefix);
	format_max(buf, sizeof(buf), t);
	predef_fmt(buf, "__%s_MAX__", prefix);
	if (flags & TY_MIN) {
		if (!ctype_unsigned(t))
			snprintf(buf, sizeof(buf), "(-__%s_MAX__ - 1)", prefix);
		else
			strcpy(buf, t >= CT_UINT ? "0U" : "0");
		predef_fmt(buf, "__%s_MIN__", prefix);
	}
	if (flags & TY_WIDTH) {
		snprintf(buf, sizeof(buf), "%d", ctype_bits(t));
		predef_fmt(buf, "__%s_WIDTH__", prefix);
	}
}

/* __<P>_C(c): c with the suffix of the type */
static void emit_c_macro(const char *prefix, enum ctype t)
{
	char name[32], value[16];

	snprintf(name, sizeof(name), "__%s_C(c)", prefix);
	if (*ctype_suffixes[t])
		snprintf(value, sizeof(value), "c ## %s", ctype_suffixes[t]);
	else
		strcpy(value, "c");
	predef(name, value);
}

static void emit_integer_types(void)
{
	const struct arch_desc *d = target_info.desc;
	bool lp64 = target.size_long == 8;
	enum ctype int64 = lp64 ? CT_LONG : CT_LLONG;
	enum ctype fast = lp64 ? CT_LONG : CT_INT;
	enum ctype wchar = target.short_wchar ? CT_USHORT : d->wchar;
	static const char *const limits[] = {
		"SCHAR", "SHRT", "INT", "LONG", "LONG_LONG",
	};
	enum ctype exact[] = { CT_SCHAR, CT_SHORT, CT_INT, int64 };
	char buf[64], prefix[32];
	size_t i;

	for (i = 0; i < ARRAY_SIZE(limits); i++) {
		format_max(buf, sizeof(buf), i * 2);
		predef_fmt(buf, "__%s_MAX__", limits[i]);
		snprintf(buf, sizeof(buf), "%d", ctype_bits(i * 2));
		predef_fmt(buf, "__%s_WIDTH__", limits[i]);
	}

	emit_type("WCHAR", wchar, TY_MIN | TY_WIDTH);
	emit_type("WINT", CT_UINT, TY_MIN | TY_WIDTH);
	emit_type("PTRDIFF", d->ptrdiff_type, TY_WIDTH);
	emit_type("SIZE", d->size_type, TY_WIDTH);
	emit_type("INTMAX", int64, TY_WIDTH);
	emit_c_macro("INTMAX", int64);
	emit_type("UINTMAX", int64 | 1, 0);
	emit_c_macro("UINTMAX", int64 | 1);
	emit_type("SIG_ATOMIC", CT_INT, TY_MIN | TY_WIDTH);
	predef("__CHAR16_TYPE__", ctype_names[CT_USHORT]);
	predef("__CHAR32_TYPE__", ctype_names[CT_UINT]);

	for (i = 0; i < ARRAY_SIZE(exact); i++) {
		int bits = 8 << i;

		enum ctype f = bits == 8 ? CT_SCHAR : bits == 64 ? int64 : fast;

		/* the exact-width types have no __INTn_WIDTH__ */
		snprintf(prefix, sizeof(prefix), "INT%d", bits);
		emit_type(prefix, exact[i], 0);
		emit_c_macro(prefix, exact[i]);
		snprintf(prefix, sizeof(prefix), "UINT%d", bits);
		emit_type(prefix, exact[i] | 1, 0);
		emit_c_macro(prefix, exact[i] | 1);
		snprintf(prefix, sizeof(prefix), "INT_LEAST%d", bits);
		emit_type(prefix, exact[i], TY_WIDTH);
		snprintf(prefix, sizeof(prefix), "UINT_LEAST%d", bits);
		emit_type(prefix, exact[i] | 1, 0);
		snprintf(prefix, sizeof(prefix), "INT_FAST%d", bits);
		emit_type(prefix, f, TY_WIDTH);
		snprintf(prefix, sizeof(prefix), "UINT_FAST%d", bits);
		emit_type(prefix, f | 1, 0);
	}
	emit_type("INTPTR", d->ptrdiff_type, TY_WIDTH);
	emit_type("UINTPTR", d->ptrdiff_type | 1, 0);

	predef_int("__SIZEOF_SHORT__", target.size_short);
	predef_int("__SIZEOF_INT__", target.size_int);
	predef_int("__SIZEOF_LONG__", target.size_long);
	predef_int("__SIZEOF_LONG_LONG__", target.size_long_long);
	predef_int("__SIZEOF_POINTER__", target.size_pointer);
	predef_int("__SIZEOF_SIZE_T__", ctype_bits(d->size_type) / 8);
	predef_int("__SIZEOF_PTRDIFF_T__", ctype_bits(d->ptrdiff_type) / 8);
	predef_int("__SIZEOF_WCHAR_T__", target.size_wchar);
	predef_int("__SIZEOF_WINT_T__", 4);
	predef_int("__SIZEOF_FLOAT__", 4);
	predef_int("__SIZEOF_DOUBLE__", 8);
	predef_int("__SIZEOF_LONG_DOUBLE__", target.size_long_double);
	if (lp64)
		predef_int("__SIZEOF_INT128__", 16);
}

static const struct float_const *find_float_const(enum float_format f,
						  int digits)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(float_consts); i++)
		if (float_consts[i].fmt == f && float_consts[i].digits == digits)
			return &float_consts[i];
	fatal("no limits for float format %d at %d digits", f, digits);
}

/*
 * The limits of one floating type.  value_fmt turns a number into a
 * constant of the type: "%sF", "%sF128", or "((double)%sL)" for double,
 * which gcc writes as a cast of a long double constant.
 */
static void emit_float_type(const char *p, enum float_format f,
			    const char *value_fmt, int digits)
{
	const struct float_format_desc *d = &float_formats[f];
	const struct float_const *c = find_float_const(f, digits);
	const char *const values[][2] = {
		{ "MAX", c->max }, { "NORM_MAX", c->norm_max },
		{ "MIN", c->min }, { "EPSILON", c->epsilon },
		{ "DENORM_MIN", c->denorm_min },
	};
	char buf[80];
	size_t i;

	predef_fmt(d->mant_dig, "__%s_MANT_DIG__", p);
	predef_fmt(d->dig, "__%s_DIG__", p);
	predef_fmt(d->min_exp, "__%s_MIN_EXP__", p);
	predef_fmt(d->min_10_exp, "__%s_MIN_10_EXP__", p);
	predef_fmt(d->max_exp, "__%s_MAX_EXP__", p);
	predef_fmt(d->max_10_exp, "__%s_MAX_10_EXP__", p);
	predef_fmt(d->decimal_dig, "__%s_DECIMAL_DIG__", p);
	for (i = 0; i < ARRAY_SIZE(values); i++) {
		snprintf(buf, sizeof(buf), value_fmt, values[i][1]);
		predef_fmt(buf, "__%s_%s__", p, values[i][0]);
	}
	predef_fmt("1", "__%s_HAS_DENORM__", p);
	predef_fmt("1", "__%s_HAS_INFINITY__", p);
	predef_fmt("1", "__%s_HAS_QUIET_NAN__", p);
	predef_fmt(d->is_iec, "__%s_IS_IEC_60559__", p);
}

/* Whether _Float16 exists: the architecture's hook says, or its data model. */
static bool have_float16(void)
{
	const struct arch_family *f = target_info.desc->family;

	return f->float16 ? f->float16() : target_info.desc->float16;
}

void predef_fp_fast_fma(bool single, bool dbl)
{
	if (single)
		predef_list("__FP_FAST_FMAF __FP_FAST_FMAF32");
	if (dbl)
		predef_list("__FP_FAST_FMA __FP_FAST_FMAF64 __FP_FAST_FMAF32x");
	/* where long double is double, its fma is double's */
	if (dbl && target_info.desc->long_double == FMT_BINARY64)
		predef("__FP_FAST_FMAL", "1");
}

/*
 * __GCC_IEC_559: IEEE 754 conformance, lost to the -ffast-math family
 * and to the absence of floating-point hardware (no exceptions, no
 * rounding modes).
 */
void predef_iec_559(bool fp_hardware)
{
	int iec = target_info.desc->iec_559;

	if (target_opts.finite_math || !target_opts.signed_zeros || target_opts.unsafe_math ||
	    target_associative_math() || target_opts.reciprocal_math ||
	    target_opts.single_precision_constant || !fp_hardware)
		iec = 0;
	predef_int("__GCC_IEC_559", iec);
	predef_int("__GCC_IEC_559_COMPLEX", target_opts.cx_limited_range ? 0 : iec);
}

/* __FLT_EVAL_METHOD__ and its TS 18661-3 twin */
void predef_flt_eval(const char *eval)
{
	predef("__FLT_EVAL_METHOD__", eval);
	predef("__FLT_EVAL_METHOD_TS_18661_3__", eval);
}

static void emit_floats(void)
{
	const struct arch_desc *d = target_info.desc;
	const struct arch_family *f = d->family;
	int digits = target_info.float64x ? 36 :
		atoi(float_formats[d->long_double].decimal_dig);
	static const char *const dec_float[][2] = {
#define DEC_FLOAT(name, value) { #name, value },
#include "target.def"
#undef DEC_FLOAT
	};
	size_t i;

	emit_float_type("FLT", FMT_BINARY32, "%sF", digits);
	emit_float_type("DBL", FMT_BINARY64, "((double)%sL)", digits);
	emit_float_type("LDBL", d->long_double, "%sL", digits);
	if (have_float16())
		emit_float_type("FLT16", FMT_BINARY16, "%sF16", digits);
	emit_float_type("FLT32", FMT_BINARY32, "%sF32", digits);
	emit_float_type("FLT64", FMT_BINARY64, "%sF64", digits);
	emit_float_type("FLT32X", FMT_BINARY64, "%sF32x", digits);
	if (target_info.float64x) {
		emit_float_type("FLT128", FMT_BINARY128, "%sF128", digits);
		emit_float_type("FLT64X", target_info.float64x, "%sF64x", digits);
	}
	predef("__FLT_RADIX__", "2");
	predef("__DECIMAL_DIG__", float_formats[d->long_double].decimal_dig);
	predef("__DEC_EVAL_METHOD__", "2");
	if (d->dfp)
		for (i = 0; i < ARRAY_SIZE(dec_float); i++)
			predef(dec_float[i][0], dec_float[i][1]);
	if (d->dfp == DFP_BID)
		predef("__DECIMAL_BID_FORMAT__", "1");
	if (f->flags & ARCH_OWN_FLOATS)
		return;
	if (f->floats) {
		f->floats();
		return;
	}
	/* in the type, with hardware floating point's exceptions and fma */
	predef_flt_eval("0");
	predef_iec_559(target_info.hard_float);
	predef_fp_fast_fma(d->fma && target_info.hard_float, d->fma && target_info.hard_float);
}

void predef_atomics(int cas_min, int cas_max)
{
	const struct arch_desc *d = target_info.desc;
	static const char *const orders[] = {
		"RELAXED", "CONSUME", "ACQUIRE", "RELEASE", "ACQ_REL", "SEQ_CST",
	};
	const struct {
		const char *name;
		int size;
	} types[] = {
		{ "BOOL", 1 }, { "CHAR", 1 }, { "CHAR16_T", 2 },
		{ "CHAR32_T", 4 }, { "WCHAR_T", target.size_wchar },
		{ "SHORT", 2 }, { "INT", 4 }, { "LONG", target.size_long },
		{ "LLONG", 8 }, { "POINTER", target.size_pointer },
	};
	size_t i;
	int size;

	for (i = 0; i < ARRAY_SIZE(orders); i++)
		predef_fmt((const char *[]){ "0", "1", "2", "3", "4", "5" }[i],
			"__ATOMIC_%s", orders[i]);
	for (size = 1; size <= 16; size *= 2)
		if (size >= cas_min && size <= cas_max)
			predef_fmt("1", "__GCC_HAVE_SYNC_COMPARE_AND_SWAP_%d", size);
	for (i = 0; i < ARRAY_SIZE(types); i++) {
		size = types[i].size;
		predef_fmt(size >= cas_min && size <= cas_max ? "2" : "1",
			"__GCC_ATOMIC_%s_LOCK_FREE", types[i].name);
	}
	predef_int("__GCC_ATOMIC_TEST_AND_SET_TRUEVAL", d->test_and_set_trueval);
	if (target_info.cache_line) {
		/* the tuning's L1 line size is both */
		predef_int("__GCC_CONSTRUCTIVE_SIZE", target_info.cache_line);
		predef_int("__GCC_DESTRUCTIVE_SIZE", target_info.cache_line);
	} else if (d->constructive_size) {
		predef_int("__GCC_CONSTRUCTIVE_SIZE", d->constructive_size);
		predef_int("__GCC_DESTRUCTIVE_SIZE", d->destructive_size);
	}
	if (target_info.asm_flag_outputs)
		predef("__GCC_ASM_FLAG_OUTPUTS__", "1");
	if (d->speculation_safe_value)
		predef("__HAVE_SPECULATION_SAFE_VALUE", "1");
}

/*
 * The macros of the ARCH_MACRO rows (arches.def), each under its
 * condition: A(id) is a member of enum target_arch.
 */
#define A(x) (1u << ARCH_##x)

struct arch_macro {
	unsigned int arches;
	enum arch_cond cond;
	const char *name, *value;
};

static const struct arch_macro arch_macros[] = {
#define ARCH_MACRO(arches, cond, name, value) \
	{ arches, C_##cond, name, value },
#include "arches.def"
#undef ARCH_MACRO
};

static void predef_arch_table(void)
{
	unsigned int me = 1u << target.arch;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(arch_macros); i++)
		if ((arch_macros[i].arches & me) &&
		    target_arch_cond(arch_macros[i].cond))
			predef(arch_macros[i].name, arch_macros[i].value);
}

static void make_predefines(void)
{
	const struct arch_family *f = target_info.desc->family;

	out = &predefines;
	emit_language();
	emit_options();
	emit_system();
	emit_integer_types();
	emit_floats();
	if (f->predefines)
		f->predefines();
	if (!(f->flags & ARCH_OWN_ATOMICS))
		predef_atomics(target_info.desc->cas_min, target_info.cas_max);
	predef_arch_table();
	if (target_info.desc->fixed_point) {
		static const char *const fixed[][3] = {
#define FIXED_POINT(name, value, value_ll64) { #name, value, value_ll64 },
#include "target.def"
#undef FIXED_POINT
		};
		size_t i;

		for (i = 0; i < ARRAY_SIZE(fixed); i++)
			predef(fixed[i][0], fixed[i][target.size_long == 8 ? 2 : 1]);
	}
	out = NULL;
}

void target_predefines(struct strbuf *sb)
{
	if (!predefines_valid) {
		predefines.len = 0;
		make_predefines();
		predefines_valid = true;
	}
	sb_add(sb, predefines.buf ? predefines.buf : "", predefines.len);
}

void predef_invalidate(void)
{
	predefines_valid = false;
}
