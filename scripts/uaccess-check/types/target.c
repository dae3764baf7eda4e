// SPDX-License-Identifier: GPL-2.0
/*
 * The target: architecture, data model, and the macros gcc 12 predefines.
 *
 * The checker never runs gcc, yet the headers it reads must take the
 * branches they take under gcc: <linux/compiler*.h>, the uapi types and
 * the arch headers test __x86_64__, __SIZEOF_LONG__, __OPTIMIZE__,
 * __SSE__, __CHAR_UNSIGNED__ and many more.  So the predefined set is
 * rebuilt here from the same inputs gcc uses: the architecture (sparse's
 * --arch= plus -m16/-m32/-m64 and the endianness options) and every option
 * that changes a predefined macro.
 *
 * Most of the set is computed: integer type macros from the data model,
 * floating-point limits from per-format tables (target.def), options.
 * What is peculiar to one architecture and not computable comes from
 * tables: target-arch.def (one row per macro, with the condition under
 * which gcc defines it) and target-x86.def (x86 processors and ISA
 * extensions).  The values are those of Debian's gcc 12 and its cross
 * compilers, which is what Kbuild runs; see
 * Documentation/dev-tools/uaccess-check-targets.rst for the differences
 * that remain and tools/testing/uaccess-check/compare-predefines for the
 * comparison.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "target.h"

struct target target;

/* C integer types, as gcc spells them in the *_TYPE__ macros. */
enum ctype {
	CT_SCHAR, CT_UCHAR, CT_SHORT, CT_USHORT, CT_INT, CT_UINT,
	CT_LONG, CT_ULONG, CT_LLONG, CT_ULLONG,
};

static const char *const ctype_names[] = {
	"signed char", "unsigned char", "short int", "short unsigned int",
	"int", "unsigned int", "long int", "long unsigned int",
	"long long int", "long long unsigned int",
};

/* The suffix gcc puts on constants of that type (none below int). */
static const char *const ctype_suffixes[] = {
	"", "", "", "", "", "U", "L", "UL", "LL", "ULL",
};

static bool ctype_unsigned(enum ctype t)
{
	return t & 1;
}

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

/* Floating-point formats and their limits (target.def). */
enum float_format {
	FMT_NONE,
#define FLOAT_FORMAT(id, ...) FMT_##id,
#include "target.def"
#undef FLOAT_FORMAT
};

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

enum dfp { DFP_NONE, DFP_BID, DFP_DPD };

/*
 * How gcc decides to emit DWARF call frame information (and so
 * __GCC_HAVE_DWARF2_CFI_ASM): -g always does, except on arm; beyond that
 * asynchronous unwind tables are on by default (x86, powerpc, s390), or
 * unwind tables are (arm64), or only -funwind-tables/-fexceptions turn it
 * on; 32-bit arm unwinds with its own tables.
 */
enum unwind { UNWIND_ASYNC, UNWIND_TABLES, UNWIND_OPT_IN, UNWIND_ARM };

/* One data model and ABI. */
struct arch_desc {
	enum target_arch arch;
	const char *name;
	unsigned char bits;
	bool big_endian, bi_endian;	/* default byte order, both possible */
	bool char_unsigned;
	enum ctype wchar, size_type, ptrdiff_type;
	enum float_format long_double, float64x;	/* float64x: with _Float128 */
	unsigned char size_long_double, align_long_long, align_double;
	unsigned char align_long_double, biggest_align;
	bool float16;
	enum dfp dfp;
	/* sizes that have a lock-free compare-and-swap */
	unsigned char cas_min, cas_max;
	unsigned char test_and_set_trueval;
	unsigned short constructive_size, destructive_size;	/* 0: none */
	bool asm_flag_outputs, speculation_safe_value;
	const char *register_prefix;
	unsigned char iec_559;		/* 1 where NaNs have the legacy encoding */
	enum unwind unwind;
	bool fma;			/* __FP_FAST_FMA* with hardware FP */
	bool fixed_point;		/* TR 18037 _Fract and _Accum types */
	bool ilp32_macros;		/* _ILP32 and __ILP32__ */
};

static const struct arch_desc arch_descs[ARCH_NR] = {
#define ARCH_DESC(id, name_, ...) \
	[ARCH_##id] = { .arch = ARCH_##id, .name = name_, __VA_ARGS__ },
#include "target-arch.def"
#undef ARCH_DESC
};

/*
 * --arch= spellings: sparse's, plus gcc's target triplet names.  A family
 * name (x86, riscv, ppc, mips, sparc, s390) leaves the choice of the
 * 32- or 64-bit member to -m32/-m64, as Kbuild always passes one.
 */
struct arch_name {
	const char *name;
	enum target_arch arch32, arch64;
	int bits;			/* 0: from -m32/-m64, else fixed */
	int big_endian;			/* -1: the arch's default */
};

static const struct arch_name arch_names[] = {
#define ARCH_NAME(name, a32, a64, bits, be) \
	{ name, ARCH_##a32, ARCH_##a64, bits, be },
#include "target-arch.def"
#undef ARCH_NAME
};

/*
 * Macros peculiar to one architecture (target-arch.def), each with the
 * condition under which gcc defines it.
 */
enum arch_cond {
	C_ALL,
	C_LE, C_BE,			/* byte order */
	C_HARD_FLOAT, C_SOFT_FLOAT,	/* FP registers usable by the compiler */
	C_LE_HARD_FLOAT,
	C_THUMB, C_THUMB_LE, C_THUMB_BE,	/* arm: -mthumb (the default) */
	C_ALTIVEC, C_VSX,		/* ppc64le: AltiVec, VSX */
	C_APPLE_ALTIVEC,		/* ppc64le: AltiVec, GNU mode */
	C_PPC_KEYWORDS,			/* ppc: the AltiVec keyword macros */
	C_PPC_BOOL,			/* ppc: _Bool, GNU mode */
	C_WCHAR4, C_SHORT_WCHAR,	/* -fshort-wchar */
	C_ABICALLS,			/* mips: -mabicalls (the default) */
};

#define A(x) (1u << ARCH_##x)
#define A_PPC (A(PPC64) | A(PPC32))
#define A_MIPS (A(MIPS64) | A(MIPS))
#define A_SPARC (A(SPARC64) | A(SPARC32))
#define A_S390 (A(S390X) | A(S390))

struct arch_macro {
	unsigned int arches;
	enum arch_cond cond;
	const char *name, *value;
};

static const struct arch_macro arch_macros[] = {
#define ARCH_MACRO(arches, cond, name, value) \
	{ arches, C_##cond, name, value },
#include "target-arch.def"
#undef ARCH_MACRO
};

/* x86 ISA extensions and processors (target-x86.def). */
enum x86_isa_bit {
#define X86_ISA(id, ...) X86_##id,
#include "target-x86.def"
#undef X86_ISA
	X86_NR_ISA,
};

#define I(id) (UINT64_C(1) << X86_##id)

struct x86_isa {
	const char *name, *macro;
	uint64_t requires, also_sets, unset_with;
};

static const struct x86_isa x86_isas[] = {
#define X86_ISA(id, macro, req, also, with) { #id, macro, req, also, with },
#include "target-x86.def"
#undef X86_ISA
};

struct x86_cpu {
	const char *name, *arch_macros, *tune_macros;
	uint64_t isa;
	unsigned char cas;
};

static const struct x86_cpu x86_cpus[] = {
#define X86_CPU(name, am, tm, isa, cas, is64) { name, am, tm, isa, cas },
#include "target-x86.def"
#undef X86_CPU
};

/*
 * The options, as given.  Interpretation waits for target_finish()
 * because gcc's own defaults depend on the target, which --arch= and
 * -m32/-m64 may name after the options that refine it.
 */
enum fp_math { FPMATH_DEFAULT, FPMATH_387, FPMATH_SSE, FPMATH_BOTH };

/* -1: the target's default; target_reset_options() starts again from here */
#define TARGET_OPTS_INIT {							\
	.big_endian = -1, .char_unsigned = -1, .std_version = -1,		\
	.gnu89_inline = -1, .no_inline = -1, .pic = -1, .pie = -1,		\
	.async_unwind = -1, .unwind_tables = -1, .exceptions = -1,		\
	.math_errno = 1, .trapping_math = 1, .signed_zeros = 1,			\
	.soft_float = -1, .x87 = -1, .altivec = -1, .vsx = -1, .abicalls = -1,	\
	.thumb = -1,								\
}

static struct {
	const struct arch_name *arch;
	int bits;			/* -m16/-m32/-m64, 0: none */
	int big_endian;			/* -1: default */
	int char_unsigned;		/* -1: default */
	int short_wchar;
	int std_version;		/* -1: default (gnu17) */
	int std_gnu;
	int gnu89_inline;		/* -1: from the standard */
	int opt_level;			/* -O */
	int opt_size;
	int no_inline;			/* -1: unless optimizing */
	int pic, pie;			/* -1: default */
	int freestanding;
	int ssp;			/* __SSP*__ value, 0: none */
	int cf_protection;		/* __CET__ value */
	int async_unwind, unwind_tables, exceptions;	/* -1: default */
	int debug;			/* -g level */
	int no_cfi_asm;			/* -fno-dwarf2-cfi-asm */
	int sanitize_address, sanitize_thread, sanitize_hwaddress;
	int openmp, pthread;
	/* -ffast-math and the flags it is made of */
	int math_errno, trapping_math, signed_zeros, finite_math;
	int associative_math, reciprocal_math, unsafe_math;
	int cx_limited_range, single_precision_constant;
	int soft_float;			/* -1: default */
	const char *march, *mtune, *mabi, *mcmodel;
	/* x86 */
	uint64_t isa_on, isa_off;
	int x87;			/* -1: the processor's */
	int general_regs_only;
	int fpmath;			/* enum fp_math */
	/* arm64 */
	const char *branch_protection;
	/* powerpc: AltiVec and VSX; s390: the vector facility */
	int altivec, vsx;		/* -1: default */
	/* mips */
	int abicalls;			/* -1: default */
	/* arm */
	int thumb;			/* -1: default */
} opts = TARGET_OPTS_INIT;

/*
 * Small name-to-number tables (target.def): x86 -m<isa> spellings, s390
 * -march= levels, riscv extension versions.
 */
enum named_kind { NAMED_X86_ISA, NAMED_S390_ARCH, NAMED_RISCV_EXT };

static const struct {
	enum named_kind kind;
	const char *name;
	int value;
} named_values[] = {
#define NAMED(kind, name, value) { NAMED_##kind, name, value },
#include "target.def"
#undef NAMED
};

static int named_value(enum named_kind kind, const char *name, int dflt)
{
	size_t i;

	for (i = 0; name && i < ARRAY_SIZE(named_values); i++)
		if (named_values[i].kind == kind &&
		    !strcmp(name, named_values[i].name))
			return named_values[i].value;
	return dflt;
}

/*
 * Options that set one field of opts: -fNAME/-mNAME store the first
 * value, -fno-NAME/-mno-NAME the second (target.def).
 */
struct flag_option {
	const char *name;
	int *field;
	int on, off;
};

static const struct flag_option f_options[] = {
#define F_OPTION(name, field, on, off) { name, &opts.field, on, off },
#include "target.def"
#undef F_OPTION
};

static const struct flag_option m_options[] = {
#define M_OPTION(name, field, on, off) { name, &opts.field, on, off },
#include "target.def"
#undef M_OPTION
};

static const struct {
	const char *name;
	int version, gnu;
} std_names[] = {
#define STD(name, version, gnu) { name, version, gnu },
#include "target.def"
#undef STD
};

/* The predefined macros' text, made once per command line: type_init() reads it per unit. */
static struct strbuf predefines;
static bool predefines_valid;

/* What target_finish() derived, for target_predefines(). */
static struct {
	const struct arch_desc *desc;
	enum float_format float64x;	/* and _Float128, FMT_NONE: neither */
	int pic, pie;
	bool hard_float;
	bool cfi;
	/* x86 */
	const struct x86_cpu *cpu, *tune;
	uint64_t isa;
	bool x87, sse_math;
	/* riscv: the extensions -march= names */
	char riscv_letters[32];
	char riscv_multi[128];		/* "_zicsr_zifencei..." */
	char riscv_float_abi;		/* 's', 'f' or 'd' */
	/* s390 -march= level */
	int s390_arch;
} tgt;

static const char *skip_prefix(const char *s, const char *prefix)
{
	size_t n = strlen(prefix);

	return strncmp(s, prefix, n) ? NULL : s + n;
}

static bool option_std(const char *name)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(std_names); i++) {
		if (!strcmp(name, std_names[i].name)) {
			opts.std_version = std_names[i].version;
			opts.std_gnu = std_names[i].gnu;
			return true;
		}
	}
	return false;
}

/* gcc ignores -fassociative-math while signed zeros or traps matter */
static bool associative_math(void)
{
	return opts.associative_math && !opts.signed_zeros &&
		!opts.trapping_math;
}

/* What gcc calls fast_math_flags_set_p(): -ffast-math in effect. */
static bool fast_math(void)
{
	return opts.unsafe_math && opts.finite_math && !opts.trapping_math &&
		!opts.signed_zeros && !opts.math_errno;
}

static void set_fast_math(bool on)
{
	opts.unsafe_math = opts.associative_math = opts.reciprocal_math = on;
	opts.trapping_math = opts.signed_zeros = !on;
	opts.finite_math = on;
	opts.math_errno = !on;
	opts.cx_limited_range = on;
}

static bool option_optimize(const char *level)
{
	opts.opt_size = 0;
	if (!*level) {
		opts.opt_level = 1;
	} else if (!strcmp(level, "s") || !strcmp(level, "z")) {
		opts.opt_level = 2;
		opts.opt_size = 1;
	} else if (!strcmp(level, "g")) {
		opts.opt_level = 1;
	} else if (!strcmp(level, "fast")) {
		opts.opt_level = 3;
		set_fast_math(true);
	} else if (level[0] >= '0' && level[0] <= '9') {
		opts.opt_level = atoi(level);
	} else {
		return false;
	}
	return true;
}

/*
 * -fpic, -fPIC, -fpie and -fPIE, in either polarity, cancel any earlier
 * one of the others (gcc's Negative() chain): the last one decides.
 */
static bool option_pic(const char *name, bool on)
{
	bool pie = !strcasecmp(name, "pie");
	int level;

	/* "-f" alone: NAME is empty, name[1] is past its end */
	if (strcasecmp(name, "pic") && !pie)
		return false;
	level = name[1] == 'I' ? 2 : 1;
	opts.pic = opts.pie = -1;
	if (pie)
		opts.pie = on ? level : 0;
	else
		opts.pic = on ? level : 0;
	return true;
}

static bool option_sanitize(const char *list, bool on)
{
	const char *p = list;

	while (*p) {
		size_t n = strcspn(p, ",");

#define IS(s) (n == strlen(s) && !strncmp(p, s, n))
		if (IS("address") || IS("kernel-address"))
			opts.sanitize_address = on;
		else if (IS("thread"))
			opts.sanitize_thread = on;
		else if (IS("hwaddress") || IS("kernel-hwaddress"))
			opts.sanitize_hwaddress = on;
		else if (IS("all") && !on)
			opts.sanitize_address = opts.sanitize_thread =
				opts.sanitize_hwaddress = 0;
#undef IS
		p += n;
		if (*p)
			p++;
	}
	return true;
}

static bool flag_option(const struct flag_option *table, size_t n,
			const char *name, bool on)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (!strcmp(name, table[i].name)) {
			*table[i].field = on ? table[i].on : table[i].off;
			return true;
		}
	}
	return false;
}

/* -f options; name has the "-f" and any "no-" stripped. */
static bool option_f(const char *name, bool on)
{
	const char *arg;

	if (flag_option(f_options, ARRAY_SIZE(f_options), name, on) ||
	    option_pic(name, on))
		return true;
	if (!strcmp(name, "fast-math")) {
		set_fast_math(on);
	} else if (!strcmp(name, "unsafe-math-optimizations")) {
		opts.unsafe_math = opts.associative_math = on;
		opts.reciprocal_math = on;
		opts.trapping_math = opts.signed_zeros = !on;
	} else if ((arg = skip_prefix(name, "sanitize="))) {
		return option_sanitize(arg, on);
	} else {
		return false;
	}
	return true;
}

/* -m<isa> and -mno-<isa> for the x86 extensions of target-x86.def. */
static bool option_x86_isa(const char *name, bool on)
{
	int bit = -1;
	uint64_t mask;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(named_values); i++)
		if (named_values[i].kind == NAMED_X86_ISA &&
		    !strcmp(name, named_values[i].name))
			bit = named_values[i].value;
	for (i = 0; bit < 0 && i < X86_NR_ISA; i++)
		if (x86_isas[i].macro && !strcasecmp(name, x86_isas[i].name))
			bit = i;
	if (bit < 0)
		return false;
	/* gcc's -msse4 is -msse4.2, but -mno-sse4 is -mno-sse4.1 */
	if (!on && !strcmp(name, "sse4"))
		bit = X86_SSE4_1;
	mask = UINT64_C(1) << bit;
	if (on) {
		uint64_t prev;

		do {
			prev = mask;
			for (i = 0; i < X86_NR_ISA; i++)
				if (mask & (UINT64_C(1) << i))
					mask |= x86_isas[i].requires |
						x86_isas[i].also_sets;
		} while (mask != prev);
		opts.isa_on |= mask;
		opts.isa_off &= ~mask;
	} else {
		uint64_t prev;

		do {
			prev = mask;
			for (i = 0; i < X86_NR_ISA; i++)
				if (mask & (x86_isas[i].requires |
					    x86_isas[i].unset_with))
					mask |= UINT64_C(1) << i;
		} while (mask != prev);
		opts.isa_off |= mask;
		opts.isa_on &= ~mask;
	}
	return true;
}

/* -m options; name has the "-m" stripped, on is false for "-mno-". */
static bool option_m(const char *name, bool on)
{
	static const struct {
		const char *prefix;
		const char **value;
	} with_value[] = {
		{ "arch=", &opts.march }, { "cpu=", &opts.march },
		{ "tune=", &opts.mtune }, { "abi=", &opts.mabi },
		{ "cmodel=", &opts.mcmodel },
		{ "branch-protection=", &opts.branch_protection },
	};
	const char *arg;
	size_t i;

	if (flag_option(m_options, ARRAY_SIZE(m_options), name, on))
		return true;
	if (on && (!strcmp(name, "16") || !strcmp(name, "32") ||
		   !strcmp(name, "64") || !strcmp(name, "31"))) {
		target.m16 = !strcmp(name, "16");
		opts.bits = atoi(name) == 64 ? 64 : 32;
		return true;
	}
	for (i = 0; on && i < ARRAY_SIZE(with_value); i++) {
		if ((arg = skip_prefix(name, with_value[i].prefix))) {
			/* s390's -march= is x86's, others say -mcpu= */
			if (with_value[i].value != &opts.march || !opts.march ||
			    i == 0)
				*with_value[i].value = arg;
			return true;
		}
	}
	return option_x86_isa(name, on);
}

bool target_option(const char *opt)
{
	const char *arg;
	size_t i;

	if ((arg = skip_prefix(opt, "--arch="))) {
		for (i = 0; i < ARRAY_SIZE(arch_names); i++) {
			if (!strcmp(arg, arch_names[i].name)) {
				opts.arch = &arch_names[i];
				return true;
			}
		}
		fatal("unknown architecture '%s' in %s (known: %s)", arg, opt,
		      target_arch_names());
	}
	if ((arg = skip_prefix(opt, "-std=")))
		return option_std(arg);
	if (!strcmp(opt, "-ansi"))
		return option_std("c90");
	if ((arg = skip_prefix(opt, "-O")))
		return option_optimize(arg);
	if (!strcmp(opt, "-EB") || !strcmp(opt, "-EL")) {
		opts.big_endian = opt[2] == 'B';
		return true;
	}
	if (!strcmp(opt, "-pthread")) {
		opts.pthread = 1;
		return true;
	}
	if (opt[0] == '-' && opt[1] == 'g') {
		/* -g, -g1..3, -ggdb, -gdwarf-N turn DWARF on, -g0 off */
		if (!strcmp(opt, "-g0"))
			opts.debug = 0;
		else if (!opt[2] || (opt[2] >= '1' && opt[2] <= '3') ||
			 skip_prefix(opt, "-ggdb") || skip_prefix(opt, "-gdwarf"))
			opts.debug = 2;
		else
			return false;
		return true;
	}
	if ((arg = skip_prefix(opt, "-fno-")))
		return option_f(arg, false);
	if ((arg = skip_prefix(opt, "-f")))
		return option_f(arg, true);
	if ((arg = skip_prefix(opt, "-mno-")))
		return option_m(arg, false);
	if ((arg = skip_prefix(opt, "-m")))
		return option_m(arg, true);
	return false;
}

static const struct x86_cpu *x86_find_cpu(const char *name)
{
	size_t i;

	for (i = 0; name && i < ARRAY_SIZE(x86_cpus); i++)
		if (!strcmp(name, x86_cpus[i].name))
			return &x86_cpus[i];
	return NULL;
}

/*
 * Debian's gcc defaults to -march=x86-64, and to -march=i686 with -m32
 * (--with-arch-32=i686), which -m16 does not get; -mtune=generic, which
 * defines no macro.  An explicit -march= also tunes for that processor,
 * except for the x86-64 levels.
 */
static void x86_finish(void)
{
	bool is64 = target.arch == ARCH_X86_64;
	const struct x86_cpu *cpu = x86_find_cpu(opts.march);
	enum fp_math fpmath = opts.fpmath;
	uint64_t isa;

	if (!cpu)
		cpu = x86_find_cpu(is64 || target.m16 ? "x86-64" : "i686");
	tgt.cpu = cpu;
	tgt.tune = x86_find_cpu(opts.mtune);
	if (!opts.mtune && opts.march && x86_find_cpu(opts.march) &&
	    strncmp(opts.march, "x86-64", 6))
		tgt.tune = cpu;

	isa = cpu->isa;
	if (is64)
		isa |= I(MMX) | I(SSE) | I(SSE2) | I(FXSR);
	else
		isa |= I(SAHF);
	if (opts.general_regs_only) {
		option_x86_isa("mmx", false);
		option_x86_isa("sse", false);
	}
	isa = (isa & ~opts.isa_off) | opts.isa_on;
	/* gcc turns MMX on with SSE, and has no BMI in 16-bit code */
	if (isa & I(SSE))
		isa |= I(MMX) & ~opts.isa_off;
	if (target.m16)
		isa &= ~(I(BMI) | I(BMI2));
	tgt.isa = isa;

	tgt.x87 = !(cpu->isa & I(NO_80387));
	if (opts.x87 >= 0)
		tgt.x87 = opts.x87;
	if (opts.soft_float >= 0)
		tgt.x87 = !opts.soft_float;
	if (opts.general_regs_only)
		tgt.x87 = false;
	tgt.hard_float = tgt.x87 || (isa & I(SSE));

	/* SSE arithmetic is the 64-bit default (and -ffast-math's), needs SSE */
	if (fpmath == FPMATH_DEFAULT)
		fpmath = is64 || (fast_math() && (isa & I(SSE2))) ?
			FPMATH_SSE : FPMATH_387;
	if (!(isa & I(SSE)))
		fpmath = FPMATH_387;
	opts.fpmath = fpmath;
	tgt.sse_math = fpmath != FPMATH_387;

	if (isa & I(AVX512F))
		target.max_align = 64;
	else if (isa & I(AVX))
		target.max_align = 32;
}


/*
 * riscv: -march=rv64imafdc_zicsr_zifencei (or rv64gc) names the
 * extensions, -mabi= the floating-point calling convention.  Debian's
 * default is rv64gc/lp64d; "g" is imafd_zicsr_zifencei, and f implies
 * zicsr.
 */
static bool riscv_has(char ext)
{
	return strchr(tgt.riscv_letters, ext);
}

static void riscv_finish(void)
{
	const char *march = opts.march, *p;
	size_t n = 0;
	char last;

	if (!march || (strncmp(march, "rv32", 4) && strncmp(march, "rv64", 4)))
		march = target.arch == ARCH_RISCV32 ? "rv32gc" : "rv64gc";
	for (p = march + 4; *p && *p != '_'; p++) {
		const char *add = *p == 'g' ? "imafd" : p;
		size_t len = *p == 'g' ? 5 : 1;

		/* version numbers (rv64i2p1) are not extensions */
		if ((*p >= '0' && *p <= '9') ||
		    (*p == 'p' && p[1] >= '0' && p[1] <= '9'))
			continue;
		if (n + len < sizeof(tgt.riscv_letters)) {
			memcpy(tgt.riscv_letters + n, add, len);
			n += len;
		}
	}
	tgt.riscv_letters[n] = '\0';
	tgt.riscv_multi[0] = '\0';
	if (strchr(march + 4, 'g') && strchr(march + 4, 'g') < p)
		strcpy(tgt.riscv_multi, "_zicsr_zifencei");
	else if (riscv_has('f') && !strstr(p, "_zicsr"))
		strcpy(tgt.riscv_multi, "_zicsr");
	strncat(tgt.riscv_multi, p,
		sizeof(tgt.riscv_multi) - strlen(tgt.riscv_multi) - 1);

	/* Debian's default ABI is lp64d/ilp32d */
	tgt.riscv_float_abi = 'd';
	if (opts.mabi) {
		n = strlen(opts.mabi);
		last = n ? opts.mabi[n - 1] : 0;
		tgt.riscv_float_abi = last == 'd' || last == 'f' ? last : 's';
	}
	tgt.hard_float = riscv_has('f');
}

static void finish_arch(void)
{
	const struct arch_name *name = opts.arch;
	const struct arch_desc *d;
	int bits;

	if (!name)
		name = &arch_names[0];		/* x86, 64-bit by default */
	bits = opts.bits ? opts.bits : name->bits;
	if (!bits)
		bits = name->arch64 == ARCH_X86_64 ? 64 : 32;
	target.arch = bits == 64 ? name->arch64 : name->arch32;
	if (target.arch != ARCH_I386)
		target.m16 = false;
	d = tgt.desc = &arch_descs[target.arch];
	target.name = d->name;

	target.big_endian = d->big_endian;
	if (name->big_endian >= 0)
		target.big_endian = name->big_endian;
	if (opts.big_endian >= 0 && d->bi_endian)
		target.big_endian = opts.big_endian;
	tgt.float64x = d->float64x;
}

static void finish_sizes(void)
{
	const struct arch_desc *d = tgt.desc;

	target.size_short = 2;
	target.size_int = 4;
	target.size_long = target.size_pointer = d->bits / 8;
	target.size_long_long = 8;
	target.size_long_double = d->size_long_double;
	target.align_long_long = d->align_long_long;
	target.align_double = d->align_double;
	target.align_long_double = d->align_long_double;
	target.max_align = d->biggest_align;
	target.char_unsigned = d->char_unsigned;
	if (opts.char_unsigned >= 0)
		target.char_unsigned = opts.char_unsigned;
	target.short_wchar = opts.short_wchar;
	if (target.short_wchar) {
		target.size_wchar = 2;
		target.wchar_unsigned = true;
	} else {
		target.size_wchar = d->wchar == CT_LONG ? target.size_long : 4;
		target.wchar_unsigned = ctype_unsigned(d->wchar);
	}
	if (opts.std_version < 0) {
		opts.std_version = 201710;
		opts.std_gnu = true;
	}
	target.stdc_version = opts.std_version;
	target.gnu_mode = opts.std_gnu;
}

/*
 * gcc's rules (finish_options): -fpie/-fPIE imply -fpic/-fPIC; a
 * -fpic/-fPIC/-fno-pic without -fpie turns the default PIE off.  Debian
 * builds every gcc with PIE on by default; mips with -mabicalls (its
 * default) always generates PIC.
 */
static void finish_pic(void)
{
	int pic = opts.pic, pie = opts.pie;

	if (pie < 0)
		pie = pic < 0 ? 2 : 0;
	if (pie)
		pic = pie;
	else if (pic < 0)
		pic = 0;
	if ((target.arch == ARCH_MIPS || target.arch == ARCH_MIPS64) &&
	    opts.abicalls != 0)
		pic = 1;
	tgt.pic = pic;
	tgt.pie = pie;
}

static void finish_cfi(void)
{
	enum unwind u = tgt.desc->unwind;
	bool async = opts.async_unwind >= 0 ? opts.async_unwind :
		u == UNWIND_ASYNC;
	bool tables = opts.unwind_tables >= 0 ? opts.unwind_tables :
		u == UNWIND_TABLES;

	tgt.cfi = !opts.no_cfi_asm &&
		(opts.debug > 0 ||
		 (u != UNWIND_ARM && (async || tables || opts.exceptions > 0)));
}

static bool arch_cond_holds(enum arch_cond c)
{
	bool le = !target.big_endian, hard = tgt.hard_float;
	bool thumb = opts.thumb != 0;
	bool altivec = le && opts.altivec != 0;
	bool keywords = target.arch == ARCH_PPC64 || hard;

	switch (c) {
	case C_LE:
		return le;
	case C_BE:
		return !le;
	case C_HARD_FLOAT:
		return hard;
	case C_SOFT_FLOAT:
		return !hard;
	case C_LE_HARD_FLOAT:
		return le && hard;
	case C_THUMB:
		return thumb;
	case C_THUMB_LE:
		return thumb && le;
	case C_THUMB_BE:
		return thumb && !le;
	case C_ALTIVEC:
		return altivec;
	case C_VSX:
		return altivec && hard && opts.vsx != 0;
	case C_APPLE_ALTIVEC:
		return altivec && target.gnu_mode;
	case C_PPC_KEYWORDS:
		return keywords;
	case C_PPC_BOOL:
		return keywords && target.gnu_mode;
	case C_WCHAR4:
		return !target.short_wchar;
	case C_SHORT_WCHAR:
		return target.short_wchar;
	case C_ABICALLS:
		return opts.abicalls != 0;
	default:
		return true;
	}
}

/* For another command line in one process: the defaults as at start. */
void target_reset_options(void)
{
	static const typeof(opts) initial = TARGET_OPTS_INIT;

	memset(&target, 0, sizeof(target));
	opts = initial;
	memset(&tgt, 0, sizeof(tgt));
	predefines_valid = false;
}

void target_finish(void)
{
	predefines_valid = false;
	finish_arch();
	finish_sizes();
	finish_pic();
	finish_cfi();

	tgt.hard_float = opts.soft_float <= 0 && !opts.general_regs_only;
	switch (target.arch) {
	case ARCH_X86_64:
	case ARCH_I386:
		x86_finish();
		break;
	case ARCH_RISCV64:
	case ARCH_RISCV32:
		riscv_finish();
		break;
	case ARCH_S390X:
	case ARCH_S390:
		tgt.s390_arch = named_value(NAMED_S390_ARCH, opts.march, 9);
		break;
	case ARCH_PPC64:
		/* little-endian ppc64 means power8 and VSX, and __float128 */
		if (arch_cond_holds(C_VSX))
			tgt.float64x = FMT_BINARY128;
		break;
	default:
		break;
	}
}

/* Output */

static struct strbuf *out;

static void def(const char *name, const char *value)
{
	/* strict ISO modes define nothing outside the reserved namespace */
	if (!target.gnu_mode && name[0] != '_')
		return;
	sb_printf(out, "#define %s %s\n", name, value);
}

static void def_int(const char *name, long value)
{
	char buf[24];

	snprintf(buf, sizeof(buf), "%ld", value);
	def(name, buf);
}

/* A macro whose name is built: def_fmt(value, "__%s_MAX__", "INT8") */
static void __attribute__((format(printf, 2, 3)))
def_fmt(const char *value, const char *fmt, ...)
{
	char name[64];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(name, sizeof(name), fmt, ap);
	va_end(ap);
	def(name, value);
}

/*
 * Space-separated macro names, each defined to 1.  gcc defines
 * __pentium_mmx__, __athlon_sse__ and __tune_athlon_sse__ only while MMX
 * or SSE is enabled.
 */
static void def_list(const char *names)
{
	char name[64];

	while (*names) {
		size_t n = strcspn(names, " ");

		if (n && n < sizeof(name)) {
			memcpy(name, names, n);
			name[n] = '\0';
			if ((!strstr(name, "_mmx__") || (tgt.isa & I(MMX)) ||
			     !strncmp(name, "__tune_", 7)) &&
			    (!strstr(name, "_sse__") || (tgt.isa & I(SSE))))
				def(name, "1");
		}
		names += n;
		names += strspn(names, " ");
	}
}

static void emit_language(void)
{
	long v = target.stdc_version;
	bool gnu89_inline = opts.gnu89_inline >= 0 ? opts.gnu89_inline :
		v < 199901;

	def("__STDC__", "1");
	if (v) {
		char buf[16];

		snprintf(buf, sizeof(buf), "%ldL", v);
		def("__STDC_VERSION__", buf);
	}
	if (!target.gnu_mode)
		def("__STRICT_ANSI__", "1");
	def("__STDC_HOSTED__", opts.freestanding ? "0" : "1");
	if (v >= 201112 || (target.gnu_mode && v >= 199901))
		def_list("__STDC_UTF_16__ __STDC_UTF_32__");
	def(gnu89_inline ? "__GNUC_GNU_INLINE__" : "__GNUC_STDC_INLINE__", "1");
	def("__GNUC__", "12");
	def("__GNUC_MINOR__", "2");
	def("__GNUC_PATCHLEVEL__", "0");
	def("__VERSION__", "\"12.2.0\"");
	def("__GXX_ABI_VERSION", "1017");
	def("__CHECKER__", "1");
}

static void emit_options(void)
{
	bool no_inline = opts.no_inline >= 0 ? opts.no_inline : !opts.opt_level;

	if (opts.opt_level)
		def("__OPTIMIZE__", "1");
	if (opts.opt_level && opts.opt_size)
		def("__OPTIMIZE_SIZE__", "1");
	if (no_inline)
		def("__NO_INLINE__", "1");

	def("__FINITE_MATH_ONLY__", opts.finite_math ? "1" : "0");
	if (fast_math())
		def("__FAST_MATH__", "1");
	if (!opts.math_errno)
		def("__NO_MATH_ERRNO__", "1");
	if (!opts.trapping_math)
		def("__NO_TRAPPING_MATH__", "1");
	if (!opts.signed_zeros)
		def("__NO_SIGNED_ZEROS__", "1");
	if (associative_math())
		def("__ASSOCIATIVE_MATH__", "1");
	if (opts.reciprocal_math)
		def("__RECIPROCAL_MATH__", "1");

	if (tgt.pic)
		def_int("__pic__", tgt.pic), def_int("__PIC__", tgt.pic);
	if (tgt.pie)
		def_int("__pie__", tgt.pie), def_int("__PIE__", tgt.pie);
	if (opts.ssp)
		def(opts.ssp == 1 ? "__SSP__" : opts.ssp == 2 ? "__SSP_ALL__" :
		    opts.ssp == 3 ? "__SSP_STRONG__" : "__SSP_EXPLICIT__",
		    opts.ssp == 1 ? "1" : opts.ssp == 2 ? "2" :
		    opts.ssp == 3 ? "3" : "4");
	if (opts.sanitize_address)
		def("__SANITIZE_ADDRESS__", "1");
	if (opts.sanitize_thread)
		def("__SANITIZE_THREAD__", "1");
	if (opts.sanitize_hwaddress && target.arch == ARCH_ARM64)
		def("__SANITIZE_HWADDRESS__", "1");
	if (tgt.cfi)
		def("__GCC_HAVE_DWARF2_CFI_ASM", "1");
	if (opts.exceptions > 0)
		def("__EXCEPTIONS", "1");
	if (opts.openmp)
		def("_OPENMP", "201511");
	if (opts.openmp || opts.pthread)
		def("_REENTRANT", "1");
}

static void emit_system(void)
{
	const struct arch_desc *d = tgt.desc;
	const char *order = target.big_endian ?
		"__ORDER_BIG_ENDIAN__" : "__ORDER_LITTLE_ENDIAN__";
	char buf[32];

	def_list("__ELF__ __gnu_linux__ __linux __linux__ linux __unix __unix__");
	def_list("unix __PRAGMA_REDEFINE_EXTNAME");
	def("__REGISTER_PREFIX__", d->register_prefix ? d->register_prefix : "");
	def("__USER_LABEL_PREFIX__", "");
	def("__GNUC_EXECUTION_CHARSET_NAME", "\"UTF-8\"");
	snprintf(buf, sizeof(buf), "\"UTF-%d%s\"", target.size_wchar * 8,
		 target.big_endian ? "BE" : "LE");
	def("__GNUC_WIDE_EXECUTION_CHARSET_NAME", buf);
	def("__ORDER_LITTLE_ENDIAN__", "1234");
	def("__ORDER_BIG_ENDIAN__", "4321");
	def("__ORDER_PDP_ENDIAN__", "3412");
	def("__BYTE_ORDER__", order);
	def("__FLOAT_WORD_ORDER__", order);
	def_int("__BIGGEST_ALIGNMENT__", target.max_align);
	def("__CHAR_BIT__", "8");
	if (target.char_unsigned)
		def("__CHAR_UNSIGNED__", "1");
	if (target.size_long == 8 && target.size_pointer == 8)
		def_list("_LP64 __LP64__");
	if (d->ilp32_macros)
		def_list("_ILP32 __ILP32__");
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

	def_fmt(ctype_names[t], "__%s_TYPE__", prefix);
	format_max(buf, sizeof(buf), t);
	def_fmt(buf, "__%s_MAX__", prefix);
	if (flags & TY_MIN) {
		if (!ctype_unsigned(t))
			snprintf(buf, sizeof(buf), "(-__%s_MAX__ - 1)", prefix);
		else
			strcpy(buf, t >= CT_UINT ? "0U" : "0");
		def_fmt(buf, "__%s_MIN__", prefix);
	}
	if (flags & TY_WIDTH) {
		snprintf(buf, sizeof(buf), "%d", ctype_bits(t));
		def_fmt(buf, "__%s_WIDTH__", prefix);
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
	def(name, value);
}

static void emit_integer_types(void)
{
	const struct arch_desc *d = tgt.desc;
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
		def_fmt(buf, "__%s_MAX__", limits[i]);
		snprintf(buf, sizeof(buf), "%d", ctype_bits(i * 2));
		def_fmt(buf, "__%s_WIDTH__", limits[i]);
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
	def("__CHAR16_TYPE__", ctype_names[CT_USHORT]);
	def("__CHAR32_TYPE__", ctype_names[CT_UINT]);

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

	def_int("__SIZEOF_SHORT__", target.size_short);
	def_int("__SIZEOF_INT__", target.size_int);
	def_int("__SIZEOF_LONG__", target.size_long);
	def_int("__SIZEOF_LONG_LONG__", target.size_long_long);
	def_int("__SIZEOF_POINTER__", target.size_pointer);
	def_int("__SIZEOF_SIZE_T__", ctype_bits(d->size_type) / 8);
	def_int("__SIZEOF_PTRDIFF_T__", ctype_bits(d->ptrdiff_type) / 8);
	def_int("__SIZEOF_WCHAR_T__", target.size_wchar);
	def_int("__SIZEOF_WINT_T__", 4);
	def_int("__SIZEOF_FLOAT__", 4);
	def_int("__SIZEOF_DOUBLE__", 8);
	def_int("__SIZEOF_LONG_DOUBLE__", target.size_long_double);
	if (lp64)
		def_int("__SIZEOF_INT128__", 16);
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

	def_fmt(d->mant_dig, "__%s_MANT_DIG__", p);
	def_fmt(d->dig, "__%s_DIG__", p);
	def_fmt(d->min_exp, "__%s_MIN_EXP__", p);
	def_fmt(d->min_10_exp, "__%s_MIN_10_EXP__", p);
	def_fmt(d->max_exp, "__%s_MAX_EXP__", p);
	def_fmt(d->max_10_exp, "__%s_MAX_10_EXP__", p);
	def_fmt(d->decimal_dig, "__%s_DECIMAL_DIG__", p);
	for (i = 0; i < ARRAY_SIZE(values); i++) {
		snprintf(buf, sizeof(buf), value_fmt, values[i][1]);
		def_fmt(buf, "__%s_%s__", p, values[i][0]);
	}
	def_fmt("1", "__%s_HAS_DENORM__", p);
	def_fmt("1", "__%s_HAS_INFINITY__", p);
	def_fmt("1", "__%s_HAS_QUIET_NAN__", p);
	def_fmt(d->is_iec, "__%s_IS_IEC_60559__", p);
}

/* Whether _Float16 exists: x86 needs SSE2 for it. */
static bool have_float16(void)
{
	if (target.arch == ARCH_X86_64 || target.arch == ARCH_I386)
		return tgt.isa & I(SSE2);
	return tgt.desc->float16;
}

static void emit_fp_fast_fma(bool single, bool dbl)
{
	if (single)
		def_list("__FP_FAST_FMAF __FP_FAST_FMAF32");
	if (dbl)
		def_list("__FP_FAST_FMA __FP_FAST_FMAF64 __FP_FAST_FMAF32x");
}

/*
 * __GCC_IEC_559: IEEE 754 conformance, lost to the -ffast-math family
 * and to the absence of floating-point hardware (no exceptions, no
 * rounding modes).
 */
static void emit_iec_559(bool fp_hardware)
{
	int iec = tgt.desc->iec_559;

	if (opts.finite_math || !opts.signed_zeros || opts.unsafe_math ||
	    associative_math() || opts.reciprocal_math ||
	    opts.single_precision_constant || !fp_hardware)
		iec = 0;
	def_int("__GCC_IEC_559", iec);
	def_int("__GCC_IEC_559_COMPLEX", opts.cx_limited_range ? 0 : iec);
}

static void emit_floats(void)
{
	const struct arch_desc *d = tgt.desc;
	int digits = tgt.float64x ? 36 :
		atoi(float_formats[d->long_double].decimal_dig);
	const char *eval;
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
	if (tgt.float64x) {
		emit_float_type("FLT128", FMT_BINARY128, "%sF128", digits);
		emit_float_type("FLT64X", tgt.float64x, "%sF64x", digits);
	}
	def("__FLT_RADIX__", "2");
	def("__DECIMAL_DIG__", float_formats[d->long_double].decimal_dig);
	def("__DEC_EVAL_METHOD__", "2");
	if (d->dfp)
		for (i = 0; i < ARRAY_SIZE(dec_float); i++)
			def(dec_float[i][0], dec_float[i][1]);
	if (d->dfp == DFP_BID)
		def("__DECIMAL_BID_FORMAT__", "1");
	if (target.arch == ARCH_X86_64 || target.arch == ARCH_I386)
		return;		/* x86_emit() knows the evaluation method */
	/* s390 evaluates float as double when the standard asks for precision */
	eval = (target.arch == ARCH_S390X || target.arch == ARCH_S390) &&
		!target.gnu_mode ? "1" : "0";
	def("__FLT_EVAL_METHOD__", eval);
	def("__FLT_EVAL_METHOD_TS_18661_3__", eval);
	if (target.arch == ARCH_RISCV64 || target.arch == ARCH_RISCV32) {
		emit_iec_559(riscv_has('d'));
		emit_fp_fast_fma(riscv_has('f'), riscv_has('d'));
		return;
	}
	/* powerpc supports exceptions and rounding modes in software */
	emit_iec_559(tgt.hard_float || target.arch == ARCH_PPC64 ||
		     target.arch == ARCH_PPC32);
	emit_fp_fast_fma(d->fma && tgt.hard_float, d->fma && tgt.hard_float);
}

static void emit_atomics(int cas_max)
{
	const struct arch_desc *d = tgt.desc;
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
		def_fmt((const char *[]){ "0", "1", "2", "3", "4", "5" }[i],
			"__ATOMIC_%s", orders[i]);
	for (size = 1; size <= 16; size *= 2)
		if (size >= d->cas_min && size <= cas_max)
			def_fmt("1", "__GCC_HAVE_SYNC_COMPARE_AND_SWAP_%d", size);
	for (i = 0; i < ARRAY_SIZE(types); i++) {
		size = types[i].size;
		def_fmt(size >= d->cas_min && size <= cas_max ? "2" : "1",
			"__GCC_ATOMIC_%s_LOCK_FREE", types[i].name);
	}
	def_int("__GCC_ATOMIC_TEST_AND_SET_TRUEVAL", d->test_and_set_trueval);
	if (d->constructive_size) {
		def_int("__GCC_CONSTRUCTIVE_SIZE", d->constructive_size);
		def_int("__GCC_DESTRUCTIVE_SIZE", d->destructive_size);
	}
	if (d->asm_flag_outputs)
		def("__GCC_ASM_FLAG_OUTPUTS__", "1");
	if (d->speculation_safe_value)
		def("__HAVE_SPECULATION_SAFE_VALUE", "1");
}

/*
 * x86: gcc's ix86_target_macros() and the excess-precision rules of
 * ix86_get_excess_precision(): x87 arithmetic evaluates in long double
 * (2), SSE arithmetic in the type (0), SSE without SSE2 is a mix (-1).
 */
static void x86_emit(void)
{
	bool is64 = target.arch == ARCH_X86_64;
	uint64_t isa = tgt.isa;
	const char *eval;
	int cas = tgt.cpu->cas;
	size_t i;

	if (is64) {
		def_list("__amd64 __amd64__ __x86_64 __x86_64__");
		def_fmt("1", "__code_model_%s__",
			opts.mcmodel ? opts.mcmodel : "small");
	} else {
		def_list("__i386 __i386__ i386 __code_model_32__");
	}
	def_list(tgt.cpu->arch_macros);
	if (tgt.tune)
		def_list(tgt.tune->tune_macros);
	for (i = 0; i < X86_NR_ISA; i++)
		if (x86_isas[i].macro && (isa & (UINT64_C(1) << i)))
			def(x86_isas[i].macro, "1");
	if (!tgt.x87)
		def("_SOFT_FLOAT", "1");
	if (tgt.sse_math && (isa & I(SSE)))
		def("__SSE_MATH__", "1");
	if (tgt.sse_math && (isa & I(SSE2)))
		def("__SSE2_MATH__", "1");
	if (is64 && (isa & I(SSE2)))
		def("__MMX_WITH_SSE__", "1");
	if (isa & I(SAHF))
		def("__LAHF_SAHF__", "1");
	def_list("__SEG_FS __SEG_GS");
	def("__ATOMIC_HLE_ACQUIRE", "65536");
	def("__ATOMIC_HLE_RELEASE", "131072");
	def_int("__SIZEOF_FLOAT80__", target.size_long_double);
	def("__SIZEOF_FLOAT128__", "16");
	if (opts.cf_protection)
		def_int("__CET__", opts.cf_protection);

	if (!tgt.x87)
		eval = "0";
	else if (opts.fpmath == FPMATH_BOTH)
		eval = "-1";
	else if (!tgt.sse_math)
		eval = "2";
	else
		eval = isa & I(SSE2) ? "0" : "-1";
	def("__FLT_EVAL_METHOD__", eval);
	def("__FLT_EVAL_METHOD_TS_18661_3__", eval);
	emit_iec_559(tgt.x87 || tgt.sse_math);
	if ((isa & I(FMA)) && tgt.sse_math)
		emit_fp_fast_fma(true, isa & I(SSE2));

	if (is64 && (isa & I(CX16)))
		cas = 16;
	emit_atomics(cas);
}

static void emit_arch_table(void)
{
	unsigned int me = 1u << target.arch;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(arch_macros); i++)
		if ((arch_macros[i].arches & me) &&
		    arch_cond_holds(arch_macros[i].cond))
			def(arch_macros[i].name, arch_macros[i].value);
}

/* arm64: the code model, -mbranch-protection= and -ffast-math */
static void arm64_emit(void)
{
	const char *cm = opts.mcmodel ? opts.mcmodel : "small";
	const char *p = opts.branch_protection;
	bool bti = false, pac = false, leaf = false, bkey = false;

	if (!strcmp(cm, "tiny"))
		def("__AARCH64_CMODEL_TINY__", "1");
	else if (!strcmp(cm, "large"))
		def("__AARCH64_CMODEL_LARGE__", "1");
	else if (tgt.pic != 1)		/* small -fpic has no macro */
		def("__AARCH64_CMODEL_SMALL__", "1");

	while (p && *p) {
		size_t n = strcspn(p, "+");

		if (!strncmp(p, "standard", n))
			bti = pac = true;
		else if (!strncmp(p, "bti", n))
			bti = true;
		else if (!strncmp(p, "pac-ret", n))
			pac = true;
		else if (!strncmp(p, "leaf", n))
			leaf = true;
		else if (!strncmp(p, "b-key", n))
			bkey = true;
		else if (!strncmp(p, "none", n))
			bti = pac = leaf = bkey = false;
		p += n + (p[n] == '+');
	}
	if (bti)
		def("__ARM_FEATURE_BTI_DEFAULT", "1");
	if (pac)
		def_int("__ARM_FEATURE_PAC_DEFAULT",
			(bkey ? 2 : 1) | (leaf ? 4 : 0));
	if (opts.unsafe_math)
		def("__ARM_FP_FAST", "1");
}

/* riscv_cpu_cpp_builtins(): one macro per extension, with its version */
static void riscv_def_ext(const char *ext, size_t n)
{
	char name[48], version[16];

	if (!n || n > 32)
		return;
	snprintf(name, sizeof(name), "__riscv_%.*s", (int)n, ext);
	snprintf(version, sizeof(version), "%d",
		 named_value(NAMED_RISCV_EXT, name + 8, 0));
	def(name, version);
}

static void riscv_emit(void)
{
	const char *p;

	def("__riscv", "1");
	def("__riscv_arch_test", "1");
	def_int("__riscv_xlen", target.size_pointer * 8);
	for (p = tgt.riscv_letters; *p; p++)
		if (!strchr(p + 1, *p))
			riscv_def_ext(p, 1);
	for (p = tgt.riscv_multi; *p; p += strcspn(p, "_")) {
		p += *p == '_';
		riscv_def_ext(p, strcspn(p, "_"));
	}
	if (riscv_has('m'))
		def_list("__riscv_mul __riscv_div __riscv_muldiv");
	if (riscv_has('a'))
		def("__riscv_atomic", "1");
	if (riscv_has('c'))
		def("__riscv_compressed", "1");
	if (riscv_has('f')) {
		def_list("__riscv_fdiv __riscv_fsqrt");
		def("__riscv_flen", riscv_has('d') ? "64" : "32");
	}
	def(tgt.riscv_float_abi == 'd' ? "__riscv_float_abi_double" :
	    tgt.riscv_float_abi == 'f' ? "__riscv_float_abi_single" :
	    "__riscv_float_abi_soft", "1");
	if (tgt.pic)
		def("__riscv_cmodel_pic", "1");
	if (tgt.pic || (opts.mcmodel && !strcmp(opts.mcmodel, "medany")))
		def("__riscv_cmodel_medany", "1");
	else
		def("__riscv_cmodel_medlow", "1");
}

/* s390: the architecture level; zEC12 brings HTM, z13 vectors */
static void s390_emit(void)
{
	def_int("__ARCH__", tgt.s390_arch);
	if (tgt.s390_arch >= 10)
		def("__HTM__", "1");
	if (tgt.s390_arch >= 11 && opts.altivec != 0 && tgt.hard_float)
		def("__VX__", "1");
}

static void make_predefines(void)
{
	out = &predefines;
	emit_language();
	emit_options();
	emit_system();
	emit_integer_types();
	emit_floats();
	switch (target.arch) {
	case ARCH_X86_64:
	case ARCH_I386:
		x86_emit();
		break;
	case ARCH_ARM64:
		arm64_emit();
		break;
	case ARCH_RISCV64:
	case ARCH_RISCV32:
		riscv_emit();
		break;
	case ARCH_S390X:
	case ARCH_S390:
		s390_emit();
		break;
	default:
		break;
	}
	if (target.arch != ARCH_X86_64 && target.arch != ARCH_I386)
		emit_atomics(target.arch == ARCH_PPC64 && !target.big_endian ?
			     16 : tgt.desc->cas_max);
	emit_arch_table();
	if (tgt.desc->fixed_point) {
		static const char *const fixed[][3] = {
#define FIXED_POINT(name, value, value_ll64) { #name, value, value_ll64 },
#include "target.def"
#undef FIXED_POINT
		};
		size_t i;

		for (i = 0; i < ARRAY_SIZE(fixed); i++)
			def(fixed[i][0], fixed[i][target.size_long == 8 ? 2 : 1]);
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

const char *target_arch_names(void)
{
	static char names[512];
	size_t i;

	if (!names[0]) {
		for (i = 0; i < ARRAY_SIZE(arch_names); i++) {
			if (i)
				strcat(names, ", ");
			strcat(names, arch_names[i].name);
		}
	}
	return names;
}
