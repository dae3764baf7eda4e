// SPDX-License-Identifier: GPL-2.0
/*
 * The predefined macros peculiar to one architecture: computed for x86,
 * arm64, arm, riscv and s390, and from the tables of arch/arches.def (each
 * macro with the condition under which gcc defines it).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "target_int.h"

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

/*
 * x86: gcc's ix86_target_macros() and the excess-precision rules of
 * ix86_get_excess_precision(): x87 arithmetic evaluates in long double
 * (2), SSE arithmetic in the type (0), SSE without SSE2 is a mix (-1).
 */
void predef_x86(void)
{
	bool is64 = target.arch == ARCH_X86_64;
	uint64_t isa = target_info.isa;
	const char *eval;
	int cas = target_info.cpu->cas;
	size_t i;

	if (is64) {
		predef_list("__amd64 __amd64__ __x86_64 __x86_64__");
		predef_fmt("1", "__code_model_%s__",
			target_opts.mcmodel ? target_opts.mcmodel : "small");
	} else {
		predef_list("__i386 __i386__ i386 __code_model_32__");
	}
	predef_list(target_info.cpu->arch_macros);
	if (target_info.tune)
		predef_list(target_info.tune->tune_macros);
	for (i = 0; i < X86_NR_ISA; i++)
		if (x86_isas[i].macro && (isa & (UINT64_C(1) << i)))
			predef(x86_isas[i].macro, "1");
	if (!target_info.x87)
		predef("_SOFT_FLOAT", "1");
	if (target_info.sse_math && (isa & I(SSE)))
		predef("__SSE_MATH__", "1");
	if (target_info.sse_math && (isa & I(SSE2)))
		predef("__SSE2_MATH__", "1");
	if (is64 && (isa & I(SSE2)))
		predef("__MMX_WITH_SSE__", "1");
	if (isa & I(SAHF))
		predef("__LAHF_SAHF__", "1");
	predef_list("__SEG_FS __SEG_GS");
	predef("__ATOMIC_HLE_ACQUIRE", "65536");
	predef("__ATOMIC_HLE_RELEASE", "131072");
	predef_int("__SIZEOF_FLOAT80__", target.size_long_double);
	predef("__SIZEOF_FLOAT128__", "16");
	if (target_opts.cf_protection)
		predef_int("__CET__", target_opts.cf_protection);

	if (!target_info.x87)
		eval = "0";
	else if (target_opts.fpmath == FPMATH_BOTH)
		eval = "-1";
	else if (!target_info.sse_math)
		eval = "2";
	else
		eval = isa & I(SSE2) ? "0" : "-1";
	predef("__FLT_EVAL_METHOD__", eval);
	predef("__FLT_EVAL_METHOD_TS_18661_3__", eval);
	predef_iec_559(target_info.x87 || target_info.sse_math);
	if ((isa & I(FMA)) && target_info.sse_math)
		predef_fp_fast_fma(true, isa & I(SSE2));

	if (is64 && (isa & I(CX16)))
		cas = 16;
	predef_atomics(target_info.desc->cas_min, cas);
}

void predef_arch_table(void)
{
	unsigned int me = 1u << target.arch;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(arch_macros); i++)
		if ((arch_macros[i].arches & me) &&
		    target_arch_cond(arch_macros[i].cond))
			predef(arch_macros[i].name, arch_macros[i].value);
}

/* arm64: the code model, -mbranch-protection= and -ffast-math */
void predef_arm64(void)
{
	const char *cm = target_opts.mcmodel ? target_opts.mcmodel : "small";
	const char *p = target_opts.branch_protection;
	bool bti = false, pac = false, leaf = false, bkey = false;

	if (!strcmp(cm, "tiny"))
		predef("__AARCH64_CMODEL_TINY__", "1");
	else if (!strcmp(cm, "large"))
		predef("__AARCH64_CMODEL_LARGE__", "1");
	else if (target_info.pic != 1)		/* small -fpic has no macro */
		predef("__AARCH64_CMODEL_SMALL__", "1");

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
		predef("__ARM_FEATURE_BTI_DEFAULT", "1");
	if (pac)
		predef_int("__ARM_FEATURE_PAC_DEFAULT",
			(bkey ? 2 : 1) | (leaf ? 4 : 0));
	if (target_opts.unsafe_math)
		predef("__ARM_FP_FAST", "1");
}

/*
 * arm: gcc's arm_cpu_builtins() over the ISA bits target_finish() chose
 * (target-arm.def), with the conditions of gcc 12's arm.h: "32-bit" is
 * ARM or Thumb-2 state, vfp gcc's !TARGET_SOFT_FLOAT (FP registers, even
 * under -mgeneral-regs-only), hard its TARGET_HARD_FLOAT (not under it).
 */
void predef_arm(void)
{
	const struct arm_arch *arch = target_info.arm_arch;
	uint64_t isa = target_info.arm_isa;
	bool thumb = target_info.arm_thumb, b32 = target_info.arm_32bit;
	bool vfp = target_info.arm_vfp, hard = target_info.hard_float;
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
	predef(target_info.arm_float_abi == FLOAT_ABI_HARD ? "__ARM_PCS_VFP" : "__ARM_PCS", "1");
	if (isa & AF(VFPV4))
		predef("__ARM_FEATURE_FMA", "1");
	if (isa & AF(CRYPTO))
		predef("__ARM_FEATURE_CRYPTO", "1");
	if (target_info.arm_fp16_format == ARM_FP16_IEEE)
		predef_list("__ARM_FP16_FORMAT_IEEE __ARM_FP16_ARGS");
	else if (target_info.arm_fp16_format == ARM_FP16_ALTERNATIVE)
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

/* riscv_cpu_cpp_builtins(): one macro per extension, with its version */
static void riscv_def_ext(const char *ext, size_t n)
{
	char name[48], version[16];

	if (!n || n > 32)
		return;
	snprintf(name, sizeof(name), "__riscv_%.*s", (int)n, ext);
	snprintf(version, sizeof(version), "%d",
		 target_named_value(NAMED_RISCV_EXT, name + 8, 0));
	predef(name, version);
}

void predef_riscv(void)
{
	const char *p;

	predef("__riscv", "1");
	predef("__riscv_arch_test", "1");
	predef_int("__riscv_xlen", target.size_pointer * 8);
	for (p = target_info.riscv_letters; *p; p++)
		if (!strchr(p + 1, *p))
			riscv_def_ext(p, 1);
	for (p = target_info.riscv_multi; *p; p += strcspn(p, "_")) {
		p += *p == '_';
		riscv_def_ext(p, strcspn(p, "_"));
	}
	if (target_riscv_has('m'))
		predef_list("__riscv_mul __riscv_div __riscv_muldiv");
	if (target_riscv_has('a'))
		predef("__riscv_atomic", "1");
	if (target_riscv_has('c'))
		predef("__riscv_compressed", "1");
	if (target_riscv_has('f')) {
		predef_list("__riscv_fdiv __riscv_fsqrt");
		predef("__riscv_flen", target_riscv_has('d') ? "64" : "32");
	}
	predef(target_info.riscv_float_abi == 'd' ? "__riscv_float_abi_double" :
	    target_info.riscv_float_abi == 'f' ? "__riscv_float_abi_single" :
	    "__riscv_float_abi_soft", "1");
	if (target_info.pic)
		predef("__riscv_cmodel_pic", "1");
	if (target_info.pic || (target_opts.mcmodel && !strcmp(target_opts.mcmodel, "medany")))
		predef("__riscv_cmodel_medany", "1");
	else
		predef("__riscv_cmodel_medlow", "1");
}

/* s390: the architecture level; zEC12 brings HTM, z13 vectors */
void predef_s390(void)
{
	predef_int("__ARCH__", target_info.s390_arch);
	if (target_info.s390_arch >= 10)
		predef("__HTM__", "1");
	if (target_info.s390_arch >= 11 && target_opts.altivec != 0 && target_info.hard_float)
		predef("__VX__", "1");
}
