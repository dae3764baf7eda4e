/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Between the parts of the target (target.h): the data models of the
 * architectures (arch/arches.def) and what target_finish() derives from
 * them (target.c), the options as given (target_options.c), the
 * predefined macros (predef.c), and the hooks of each
 * architecture's folder (arch/FOLDER/FOLDER.c, arch.h), which compute
 * with all of them.
 */
#ifndef UACCESS_CHECK_TARGET_INT_H
#define UACCESS_CHECK_TARGET_INT_H

#include <stdbool.h>
#include <stdint.h>

#include "arch.h"
#include "names.h"
#include "target.h"

/* C integer types, as gcc spells them in the *_TYPE__ macros. */
enum ctype {
	CT_SCHAR, CT_UCHAR, CT_SHORT, CT_USHORT, CT_INT, CT_UINT,
	CT_LONG, CT_ULONG, CT_LLONG, CT_ULLONG,
};

static inline bool ctype_unsigned(enum ctype t)
{
	return t & 1;
}

/* Floating-point formats and their limits (target.def). */
enum float_format {
	FMT_NONE,
#define FLOAT_FORMAT(id, ...) FMT_##id,
#include "target.def"
#undef FLOAT_FORMAT
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
	const struct arch_family *family;	/* its folder's hooks */
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
	bool hwasan;			/* -fsanitize=hwaddress exists */
	/* the ABI's: struct target's fields of those names */
	unsigned char max_vector_align;
	bool align_anon_bitfield;
	enum target_va_list va_list;
	enum names_arch builtins;	/* the target builtins gcc declares */
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

extern const struct arch_name arch_names[];

/*
 * The options, as given.  Interpretation waits for target_finish()
 * because gcc's own defaults depend on the target, which --arch= and
 * -m32/-m64 may name after the options that refine it.
 */
enum fp_math { FPMATH_DEFAULT, FPMATH_387, FPMATH_SSE, FPMATH_BOTH };

/*
 * -msoft-float, -mhard-float, -mfloat-abi=: arm tells softfp (FP
 * registers, integer calling convention) from hard; to the others
 * softfp is hard, and only arm accepts it.
 */
enum float_abi { FLOAT_ABI_HARD, FLOAT_ABI_SOFT, FLOAT_ABI_SOFTFP };

/* arm -mfp16-format=: the storage format of __fp16 */
enum arm_fp16_format { ARM_FP16_NONE, ARM_FP16_IEEE, ARM_FP16_ALTERNATIVE };

/* -1: the target's default; target_reset_options() starts again from here */
#define TARGET_OPTS_INIT {							\
	.big_endian = -1, .char_unsigned = -1, .std_version = -1,		\
	.gnu89_inline = -1, .no_inline = -1, .pic = -1, .pie = -1,		\
	.async_unwind = -1, .unwind_tables = -1, .exceptions = -1,		\
	.math_errno = 1, .trapping_math = 1, .signed_zeros = 1,			\
	.float_abi = -1, .x87 = -1, .altivec = -1, .vsx = -1, .abicalls = -1,	\
	.thumb = -1, .unaligned_access = -1,					\
}

struct target_opts {
	const struct arch_name *arch;
	int bits;			/* -m16/-m32/-m64, 0: none */
	int big_endian;			/* -1: default */
	int char_unsigned;		/* -1: default */
	int short_wchar;
	int lax_vector_conversions;
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
	int auto_var_init_zero;		/* -ftrivial-auto-var-init=zero */
	int async_unwind, unwind_tables, exceptions;	/* -1: default */
	int debug;			/* -g level */
	int no_cfi_asm;			/* -fno-dwarf2-cfi-asm */
	int sanitize_address, sanitize_thread, sanitize_hwaddress;
	int openmp, pthread;
	/* -ffast-math and the flags it is made of */
	int math_errno, trapping_math, signed_zeros, finite_math;
	int associative_math, reciprocal_math, unsafe_math;
	int cx_limited_range, single_precision_constant;
	int float_abi;			/* enum float_abi, -1: default */
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
	int unaligned_access;		/* -1: default */
	int fp16_format;		/* enum arm_fp16_format */
	const char *mfpu;
};

extern struct target_opts target_opts;

/*
 * Small name-to-number tables (an architecture's NAMED rows): s390
 * -march= levels, riscv extension versions.
 */
enum named_kind { NAMED_S390_ARCH, NAMED_RISCV_EXT };

int target_named_value(enum named_kind kind, const char *name, int dflt);

/*
 * What target_finish() derived, for target_predefines(); the
 * architecture's hooks keep what only they read.
 */
struct target_info {
	const struct arch_desc *desc;
	enum float_format float64x;	/* and _Float128, FMT_NONE: neither */
	int pic, pie;
	bool hard_float;
	bool cfi;
	bool asm_flag_outputs;		/* __GCC_ASM_FLAG_OUTPUTS__ */
	int cache_line;			/* -mtune='s L1 line, 0: the arch's sizes */
	int cas_max;			/* the widest lock-free compare-and-swap */
};

extern struct target_info target_info;

/* target.c: the condition of an ARCH_MACRO row */
bool target_arch_cond(enum arch_cond c);

/* target_options.c: what the options say together */
bool target_fast_math(void);
bool target_associative_math(void);

/* predef.c: "#define NAME VALUE" lines, for the hooks too */
void predef_invalidate(void);
void predef(const char *name, const char *value);
void predef_int(const char *name, long value);
void predef_fmt(const char *value, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void predef_list(const char *names);
void predef_list_if(const char *names, bool (*keep)(const char *name));
void predef_flt_eval(const char *eval);
void predef_iec_559(bool fp_hardware);
void predef_fp_fast_fma(bool single, bool dbl);
void predef_atomics(int cas_min, int cas_max);

#endif
