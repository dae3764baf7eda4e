/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Between the parts of the target (target.h): the tables of
 * architectures and x86 processors and what target_finish() derives from
 * them (target.c), the options as given (target_options.c) and the
 * predefined macros (predef.c, predef_arch.c).
 */
#ifndef UACCESS_CHECK_TARGET_INT_H
#define UACCESS_CHECK_TARGET_INT_H

#include <stdbool.h>
#include <stdint.h>

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
 * Macros peculiar to one architecture (target-arch.def), each with the
 * condition under which gcc defines it.
 */
enum arch_cond {
	C_ALL,
	C_LE, C_BE,			/* byte order */
	C_HARD_FLOAT, C_SOFT_FLOAT,	/* FP registers usable by the compiler */
	C_LE_HARD_FLOAT,
	C_ALTIVEC, C_VSX,		/* AltiVec (ppc64le, or -maltivec), ppc64le VSX */
	C_APPLE_ALTIVEC,		/* ppc64le: AltiVec, GNU mode */
	C_PPC_KEYWORDS,			/* ppc: the AltiVec keyword macros */
	C_PPC_BOOL,			/* ppc: _Bool, GNU mode */
	C_WCHAR4, C_SHORT_WCHAR,	/* -fshort-wchar */
	C_ABICALLS,			/* mips: -mabicalls (the default) */
};

bool target_arch_cond(enum arch_cond c);

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

extern const struct x86_isa x86_isas[X86_NR_ISA];

struct x86_cpu {
	const char *name, *arch_macros, *tune_macros;
	uint64_t isa;
	unsigned char cas;
};

/* 32-bit arm ISA features, architectures and FPUs (target-arm.def). */
enum arm_feature_bit {
#define ARM_FEATURE(id) ARM_##id,
#include "target-arm.def"
#undef ARM_FEATURE
	ARM_NR_FEATURES,
};

#define AF(id) (UINT64_C(1) << ARM_##id)

/* What -mfpu= replaces (gcc's ALL_FPU_INTERNAL) */
#define ARM_FPU_BITS	(AF(VFPV2) | AF(VFPV3) | AF(VFPV4) | AF(FPV5) | \
			 AF(FP16CONV) | AF(FP_DBL) | AF(FP_D32) | AF(NEON) | \
			 AF(CRYPTO))
/* What +nosimd removes (ALL_SIMD) */
#define ARM_ALL_SIMD	(AF(FP_D32) | AF(NEON) | AF(CRYPTO) | AF(DOTPROD) | \
			 AF(FP16FML) | AF(I8MM))
/* What +nofp and -mfloat-abi=soft remove (ALL_FP) */
#define ARM_ALL_FP	(ARM_FPU_BITS | ARM_ALL_SIMD | AF(FP16) | AF(BF16))

/* The -march=ARCH+EXT extensions an architecture accepts (ARM_EXT rows) */
enum arm_ext_set {
	ARM_EXT_NONE, ARM_EXT_V5TE, ARM_EXT_V7, ARM_EXT_V7A, ARM_EXT_V7VE,
	ARM_EXT_V7R, ARM_EXT_V7EM, ARM_EXT_V8A, ARM_EXT_V8_1A, ARM_EXT_V8_2A,
	ARM_EXT_V8_4A, ARM_EXT_V8_5A, ARM_EXT_V8R,
};

struct arm_arch {
	const char *name, *macros;
	unsigned char version, profile;	/* __ARM_ARCH, __ARM_ARCH_PROFILE */
	uint64_t isa;
	enum arm_ext_set ext;
};

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
 * Small name-to-number tables (target.def): x86 -m<isa> spellings, s390
 * -march= levels, riscv extension versions.
 */
enum named_kind { NAMED_X86_ISA, NAMED_S390_ARCH, NAMED_RISCV_EXT };

int target_named_value(enum named_kind kind, const char *name, int dflt);

/* What target_finish() derived, for target_predefines(). */
struct target_info {
	const struct arch_desc *desc;
	enum float_format float64x;	/* and _Float128, FMT_NONE: neither */
	int pic, pie;
	bool hard_float;
	bool cfi;
	bool asm_flag_outputs;		/* __GCC_ASM_FLAG_OUTPUTS__ */
	int cache_line;			/* -mtune='s L1 line, 0: the arch's sizes */
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
	/*
	 * arm: the architecture, its ISA once -march=+ext, -mfpu= and the
	 * float ABI are applied, the instruction set, and gcc's
	 * !TARGET_SOFT_FLOAT (FP registers in use, hard_float being
	 * TARGET_HARD_FLOAT: that without -mgeneral-regs-only)
	 */
	const struct arm_arch *arm_arch;
	uint64_t arm_isa;
	enum float_abi arm_float_abi;
	enum arm_fp16_format arm_fp16_format;
	bool arm_thumb, arm_32bit, arm_vfp;
};

extern struct target_info target_info;

/* target_options.c: what the options say together */
bool target_fast_math(void);
bool target_associative_math(void);
bool target_option_x86_isa(const char *name, bool on);

/* target.c */
bool target_riscv_has(char ext);

/* predef.c: "#define NAME VALUE" lines, and the pieces shared with predef_arch.c */
void predef_invalidate(void);
void predef(const char *name, const char *value);
void predef_int(const char *name, long value);
void predef_fmt(const char *value, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void predef_list(const char *names);
void predef_iec_559(bool fp_hardware);
void predef_fp_fast_fma(bool single, bool dbl);
void predef_atomics(int cas_min, int cas_max);

/* predef_arch.c: the macros peculiar to an architecture */
void predef_x86(void);
void predef_arm64(void);
void predef_arm(void);
void predef_riscv(void);
void predef_s390(void);
void predef_arch_table(void);

#endif
