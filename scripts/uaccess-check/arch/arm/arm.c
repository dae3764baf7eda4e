// SPDX-License-Identifier: GPL-2.0
/*
 * 32-bit arm: the architecture -march= names with its +extensions, the
 * FPU -mfpu= names and the float ABI select an ISA (target-arm.def), from
 * which gcc's arm_cpu_builtins() computes most macros.  The data model,
 * --arch= names, the macros that depend on nothing but the byte order and
 * the options are arm.def's; the NEON types are types-arm.def, the
 * builtins builtins-arm.def.
 */
#include <stdint.h>
#include <string.h>

#include "target_int.h"
#include "type.h"

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
 * What arm_finish() selected: the architecture, its ISA once -march=+ext,
 * -mfpu= and the float ABI are applied, the instruction set, and gcc's
 * !TARGET_SOFT_FLOAT (vfp: FP registers in use, target_info.hard_float
 * being TARGET_HARD_FLOAT: that without -mgeneral-regs-only).
 */
static struct {
	const struct arm_arch *arch;
	uint64_t isa;
	enum float_abi float_abi;
	enum arm_fp16_format fp16_format;
	bool thumb, b32, vfp;
} arm;

/*
 * gcc's arm_configure_build_target() and arm_option_override().  The
 * architecture is -march=, Debian's armv7-a+fp (VFPv3-D16) without one;
 * its +extensions apply in order; -mfpu= other than auto replaces the FPU
 * bits; the soft-float ABI removes every FP feature.  Debian's gcc
 * defaults to -mfloat-abi=hard and -mthumb.  -mthumb is ignored where
 * there is no Thumb (armv4), and Thumb-1 code uses no FP registers.
 */
static const struct arm_arch arm_archs[] = {
#define X(set) (1u << ARM_EXT_##set)
#define ARM_ARCH(name, macros, version, profile, isa, ext) \
	{ name, macros, version, profile, isa, ARM_EXT_##ext },
#include "target-arm.def"
#undef ARM_ARCH
};

static const struct {
	unsigned int sets;
	const char *name;
	uint64_t add, remove;
} arm_exts[] = {
#define ARM_EXT(sets, name, add, remove) { sets, name, add, remove },
#include "target-arm.def"
#undef ARM_EXT
#undef X
};

/* -mfpu= to ISA bits, -mtune= to L1 line size */
struct arm_named {
	const char *name;
	uint64_t value;
};

static const struct arm_named arm_fpus[] = {
#define ARM_FPU(name, isa) { name, isa },
#include "target-arm.def"
#undef ARM_FPU
	{ NULL }
};

static const struct arm_named arm_tunes[] = {
#define ARM_TUNE(name, line) { name, line },
#include "target-arm.def"
#undef ARM_TUNE
	{ NULL }
};

static const struct arm_named *arm_find(const struct arm_named *t, const char *name)
{
	for (; name && t->name; t++)
		if (!strcmp(name, t->name))
			return t;
	return NULL;
}

static uint64_t arm_extension(const struct arm_arch *arch, uint64_t isa,
			      const char *ext, size_t len)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(arm_exts); i++) {
		if ((arm_exts[i].sets & (1u << arch->ext)) &&
		    strlen(arm_exts[i].name) == len &&
		    !strncmp(arm_exts[i].name, ext, len))
			return (isa & ~arm_exts[i].remove) | arm_exts[i].add;
	}
	return isa;		/* gcc refuses it */
}

static void arm_select_arch(const char *march)
{
	const struct arm_arch *arch = NULL;
	size_t n = strcspn(march, "+"), i;
	uint64_t isa;

	for (i = 0; i < ARRAY_SIZE(arm_archs); i++)
		if (strlen(arm_archs[i].name) == n && !strncmp(arm_archs[i].name, march, n))
			arch = &arm_archs[i];
	if (!arch)
		return;
	isa = arch->isa;
	for (march += n; *march == '+'; march += n) {
		march++;
		n = strcspn(march, "+");
		isa = arm_extension(arch, isa, march, n);
	}
	arm.arch = arch;
	arm.isa = isa;
}

static void arm_finish(void)
{
	enum float_abi abi = target_opts.float_abi >= 0 ? target_opts.float_abi :
		FLOAT_ABI_HARD;
	const struct arm_named *fpu = arm_find(arm_fpus, target_opts.mfpu);
	const struct arm_named *tune = arm_find(arm_tunes, target_opts.mtune);
	uint64_t isa;

	/* -march= values outside the table keep the default */
	arm.arch = NULL;
	if (target_opts.march)
		arm_select_arch(target_opts.march);
	if (!arm.arch)
		arm_select_arch("armv7-a+fp");
	isa = arm.isa;
	if (fpu)
		isa = (isa & ~ARM_FPU_BITS) | fpu->value;
	if (abi == FLOAT_ABI_SOFT)
		isa &= ~ARM_ALL_FP;
	arm.isa = isa;
	arm.float_abi = abi;
	/* half-precision arithmetic is IEEE's */
	arm.fp16_format = isa & AF(FP16) ? ARM_FP16_IEEE : target_opts.fp16_format;
	if (tune)
		target_info.cache_line = tune->value;
	arm.thumb = target_opts.thumb != 0 && (isa & AF(THUMB));
	arm.b32 = !arm.thumb || (isa & AF(THUMB2));
	arm.vfp = abi != FLOAT_ABI_SOFT && (isa & AF(VFPV2)) && arm.b32;
	target_info.hard_float = arm.vfp && !target_opts.general_regs_only;
	/* no condition flags as asm outputs in Thumb-1 */
	if (!arm.b32)
		target_info.asm_flag_outputs = false;
}

/*
 * gcc's arm_cpu_builtins() over the ISA bits arm_finish() chose
 * (target-arm.def), with the conditions of gcc 12's arm.h: "32-bit" is
 * ARM or Thumb-2 state, vfp gcc's !TARGET_SOFT_FLOAT (FP registers, even
 * under -mgeneral-regs-only), hard its TARGET_HARD_FLOAT (not under it).
 */
static void arm_predefines(void)
{
	const struct arm_arch *arch = arm.arch;
	uint64_t isa = arm.isa;
	bool thumb = arm.thumb, b32 = arm.b32;
	bool vfp = arm.vfp, hard = target_info.hard_float;
	bool notm = isa & AF(NOTM), v5te = isa & AF(V5TE), v6 = isa & AF(V6);
	bool v7 = isa & AF(V7), vfp5 = hard && (isa & AF(FPV5));
	bool neon = hard && (isa & AF(NEON));
	bool ldrex, ldrexbh, ldrexd, bf16_fp;
	int fp = 0;

	predef_list(arch->macros);
	predef_int("__ARM_ARCH", arch->version);
	if (arch->profile)
		predef_int("__ARM_ARCH_PROFILE", arch->profile);
	if (notm)
		predef("__ARM_ARCH_ISA_ARM", "1");
	if (isa & (AF(THUMB) | AF(THUMB2)))
		predef_int("__ARM_ARCH_ISA_THUMB", isa & AF(THUMB2) ? 2 : 1);
	if (b32)
		predef("__ARM_32BIT_STATE", "1");
	if (thumb) {
		predef("__thumb__", "1");
		predef(target.big_endian ? "__THUMBEB__" : "__THUMBEL__", "1");
	}
	if (thumb && (isa & AF(THUMB2)))
		predef_list("__thumb2__ __ARM_ASM_SYNTAX_UNIFIED__");

	/* the DSP and saturation instructions: M-profile has some from v7 */
	if (b32 && v5te && (notm || (isa & AF(V7EM))))
		predef("__ARM_FEATURE_DSP", "1");
	if (b32 && v5te && (notm || v7))
		predef("__ARM_FEATURE_QBIT", "1");
	if (b32 && v6 && (notm || v7))
		predef("__ARM_FEATURE_SAT", "1");
	if (b32 && v6 && (notm || (isa & AF(V7EM))))
		predef("__ARM_FEATURE_SIMD32", "1");
	/* -munaligned-access cannot give it to what lacks it */
	if (b32 && v6 && (notm || v7) && target_opts.unaligned_access != 0)
		predef("__ARM_FEATURE_UNALIGNED", "1");
	if (((isa & AF(V5T)) && !thumb) || (isa & AF(THUMB2)))
		predef("__ARM_FEATURE_CLZ", "1");
	if ((!thumb && (isa & AF(ADIV))) || (thumb && (isa & AF(TDIV))))
		predef_list("__ARM_FEATURE_IDIV __ARM_ARCH_EXT_IDIV__");
	if (isa & AF(CRC32))
		predef("__ARM_FEATURE_CRC32", "1");
	if (b32 && !((isa & AF(V8)) && notm))
		predef_int("__ARM_FEATURE_COPROC", 1 | (isa & AF(V5T) ? 2 : 0) |
			   (v5te ? 4 : 0) | (v6 ? 8 : 0));

	/* exclusive loads and stores: ARM state from v6, 8 bytes not on M */
	ldrex = (v6 && !thumb) || v7;
	ldrexbh = ((isa & AF(V6K)) && !thumb) || v7;
	ldrexd = ldrexbh && notm;
	if (ldrex)
		predef_int("__ARM_FEATURE_LDREX", 4 | (ldrexbh ? 3 : 0) | (ldrexd ? 8 : 0));
	predef_atomics(ldrexbh ? 1 : 4, ldrexd ? 8 : ldrex ? 4 : 0);

	/* floating point: __ARM_FP's bits are half, single, double */
	if (vfp)
		fp = !(isa & AF(FP_DBL)) ? 4 : isa & AF(FP16CONV) ? 14 : 12;
	else
		predef("__SOFTFP__", "1");
	if (fp)
		predef_int("__ARM_FP", fp);
	predef(arm.float_abi == FLOAT_ABI_HARD ? "__ARM_PCS_VFP" : "__ARM_PCS", "1");
	if (isa & AF(VFPV4))
		predef("__ARM_FEATURE_FMA", "1");
	if (isa & AF(CRYPTO))
		predef("__ARM_FEATURE_CRYPTO", "1");
	if (arm.fp16_format == ARM_FP16_IEEE)
		predef_list("__ARM_FP16_FORMAT_IEEE __ARM_FP16_ARGS");
	else if (arm.fp16_format == ARM_FP16_ALTERNATIVE)
		predef_list("__ARM_FP16_FORMAT_ALTERNATIVE __ARM_FP16_ARGS");
	if (vfp5 && (isa & AF(FP16)))
		predef("__ARM_FEATURE_FP16_SCALAR_ARITHMETIC", "1");
	if (neon && vfp5 && (isa & AF(FP16)) && (isa & AF(V8_1)))
		predef("__ARM_FEATURE_FP16_VECTOR_ARITHMETIC", "1");
	if (neon && (isa & AF(FP16FML)))
		predef("__ARM_FEATURE_FP16_FML", "1");
	bf16_fp = vfp5 && (isa & AF(V8_2)) && (isa & AF(BF16));
	if (bf16_fp)
		predef_list("__ARM_FEATURE_BF16_SCALAR_ARITHMETIC __ARM_BF16_FORMAT_ALTERNATIVE");
	if (!neon)
		return;
	predef_list("__ARM_NEON __ARM_NEON__");
	predef_int("__ARM_NEON_FP", fp & ~8);
	if (isa & AF(V8_1))
		predef("__ARM_FEATURE_QRDMX", "1");
	if (isa & AF(V8_3))
		predef("__ARM_FEATURE_COMPLEX", "1");
	if (vfp5 && (isa & AF(V8)))
		predef("__ARM_FEATURE_NUMERIC_MAXMIN", "1");
	if (vfp5 && (isa & AF(V8_2)) && (isa & AF(DOTPROD)))
		predef("__ARM_FEATURE_DOTPROD", "1");
	if ((isa & AF(V8_2)) && (isa & AF(I8MM)))
		predef("__ARM_FEATURE_MATMUL_INT8", "1");
	if (bf16_fp)
		predef("__ARM_FEATURE_BF16_VECTOR_ARITHMETIC", "1");
}

/*
 * Half-precision arithmetic evaluates _Float16 as itself (16), which
 * ISO C11 has no name for (0 there); exceptions, rounding modes and fma
 * need the hardware instructions (double precision for double).
 */
static void arm_floats(void)
{
	uint64_t isa = arm.isa;
	bool hard = target_info.hard_float, dbl = hard && (isa & AF(FP_DBL));
	bool fp16 = hard && (isa & AF(FPV5)) && (isa & AF(FP16));

	predef("__FLT_EVAL_METHOD__", fp16 && target.gnu_mode ? "16" : "0");
	predef("__FLT_EVAL_METHOD_TS_18661_3__", fp16 ? "16" : "0");
	predef_iec_559(dbl);
	predef_fp_fast_fma(hard && (isa & AF(VFPV4)), dbl && (isa & AF(VFPV4)));
}

/* _Float16 comes with the IEEE format of __fp16 */
static bool arm_float16(void)
{
	return arm.fp16_format == ARM_FP16_IEEE;
}

/* The NEON types gcc predefines; its tuples are arm_neon.h's own structs */
static const struct arch_type arm_types[] = {
#define ARCH_SCALAR(name, kind) { #name, kind, 0 },
#define ARCH_VECTOR(name, kind, bytes) { #name, kind, bytes },
#include "types-arm.def"
#undef ARCH_VECTOR
#undef ARCH_SCALAR
};

const struct arch_family arch_arm = {
	.name = "arm",
	.flags = ARCH_OWN_ATOMICS,
	.finish = arm_finish,
	.predefines = arm_predefines,
	.floats = arm_floats,
	.float16 = arm_float16,
	.types = arm_types,
	.nr_types = ARRAY_SIZE(arm_types),
};
