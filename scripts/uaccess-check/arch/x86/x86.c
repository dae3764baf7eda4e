// SPDX-License-Identifier: GPL-2.0
/*
 * x86: the processor -march= selects and the extensions -m<isa> adds or
 * removes (target-x86.def), and the macros gcc's ix86_target_macros()
 * computes from them.  The data models, --arch= names and options are
 * x86.def's.
 */
#include <stdint.h>
#include <string.h>
#include <strings.h>

#include "target_int.h"

enum x86_isa_bit {
#define X86_ISA(id, ...) X86_##id,
#include "target-x86.def"
#undef X86_ISA
	X86_NR_ISA,
};

#define I(id) (UINT64_C(1) << X86_##id)

static const struct {
	const char *name, *macro;
	uint64_t requires, also_sets, unset_with;
} x86_isas[X86_NR_ISA] = {
#define X86_ISA(id, macro, req, also, with) { #id, macro, req, also, with },
#include "target-x86.def"
#undef X86_ISA
};

static const struct {
	const char *name;
	enum x86_isa_bit bit;
} x86_isa_names[] = {
#define X86_ISA_NAME(name, id) { name, X86_##id },
#include "target-x86.def"
#undef X86_ISA_NAME
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

/* What x86_finish() selected, for x86_predefines(). */
static struct {
	const struct x86_cpu *cpu, *tune;
	uint64_t isa;
	bool x87, sse_math;
} x86;

static const struct x86_cpu *x86_find_cpu(const char *name)
{
	size_t i;

	for (i = 0; name && i < ARRAY_SIZE(x86_cpus); i++)
		if (!strcmp(name, x86_cpus[i].name))
			return &x86_cpus[i];
	return NULL;
}

/* -m<isa> and -mno-<isa> for the extensions of target-x86.def. */
static bool x86_option(const char *name, bool on)
{
	int bit = -1;
	uint64_t mask;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(x86_isa_names); i++)
		if (!strcmp(name, x86_isa_names[i].name))
			bit = x86_isa_names[i].bit;
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
		target_opts.isa_on |= mask;
		target_opts.isa_off &= ~mask;
	} else {
		uint64_t prev;

		do {
			prev = mask;
			for (i = 0; i < X86_NR_ISA; i++)
				if (mask & (x86_isas[i].requires |
					    x86_isas[i].unset_with))
					mask |= UINT64_C(1) << i;
		} while (mask != prev);
		target_opts.isa_off |= mask;
		target_opts.isa_on &= ~mask;
	}
	return true;
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
	const struct x86_cpu *cpu = x86_find_cpu(target_opts.march);
	enum fp_math fpmath = target_opts.fpmath;
	uint64_t isa;

	if (!cpu)
		cpu = x86_find_cpu(is64 || target.m16 ? "x86-64" : "i686");
	x86.cpu = cpu;
	x86.tune = x86_find_cpu(target_opts.mtune);
	if (!target_opts.mtune && target_opts.march && x86_find_cpu(target_opts.march) &&
	    strncmp(target_opts.march, "x86-64", 6))
		x86.tune = cpu;

	isa = cpu->isa;
	if (is64)
		isa |= I(MMX) | I(SSE) | I(SSE2) | I(FXSR);
	else
		isa |= I(SAHF);
	if (target_opts.general_regs_only) {
		x86_option("mmx", false);
		x86_option("sse", false);
	}
	isa = (isa & ~target_opts.isa_off) | target_opts.isa_on;
	/* gcc turns MMX on with SSE, and has no BMI in 16-bit code */
	if (isa & I(SSE))
		isa |= I(MMX) & ~target_opts.isa_off;
	if (target.m16)
		isa &= ~(I(BMI) | I(BMI2));
	x86.isa = isa;

	x86.x87 = !(cpu->isa & I(NO_80387));
	if (target_opts.x87 >= 0)
		x86.x87 = target_opts.x87;
	if (target_opts.float_abi >= 0)
		x86.x87 = target_opts.float_abi != FLOAT_ABI_SOFT;
	if (target_opts.general_regs_only)
		x86.x87 = false;
	target_info.hard_float = x86.x87 || (isa & I(SSE));

	/* SSE arithmetic is the 64-bit default (and -ffast-math's), needs SSE */
	if (fpmath == FPMATH_DEFAULT)
		fpmath = is64 || (target_fast_math() && (isa & I(SSE2))) ?
			FPMATH_SSE : FPMATH_387;
	if (!(isa & I(SSE)))
		fpmath = FPMATH_387;
	target_opts.fpmath = fpmath;
	x86.sse_math = fpmath != FPMATH_387;

	if (isa & I(AVX512F))
		target.max_align = 64;
	else if (isa & I(AVX))
		target.max_align = 32;
}

/*
 * A processor's macros: gcc defines __pentium_mmx__, __athlon_sse__ and
 * __tune_athlon_sse__ only while MMX or SSE is enabled.
 */
static bool x86_cpu_macro(const char *name)
{
	return (!strstr(name, "_mmx__") || (x86.isa & I(MMX)) || !strncmp(name, "__tune_", 7)) &&
	       (!strstr(name, "_sse__") || (x86.isa & I(SSE)));
}

/*
 * gcc's ix86_target_macros() and the excess-precision rules of
 * ix86_get_excess_precision(): x87 arithmetic evaluates in long double
 * (2), SSE arithmetic in the type (0), SSE without SSE2 is a mix (-1).
 */
static void x86_predefines(void)
{
	bool is64 = target.arch == ARCH_X86_64;
	uint64_t isa = x86.isa;
	const char *eval;
	int cas = x86.cpu->cas;
	size_t i;

	if (is64) {
		predef_list("__amd64 __amd64__ __x86_64 __x86_64__");
		predef_fmt("1", "__code_model_%s__",
			target_opts.mcmodel ? target_opts.mcmodel : "small");
	} else {
		predef_list("__i386 __i386__ i386 __code_model_32__");
	}
	predef_list_if(x86.cpu->arch_macros, x86_cpu_macro);
	if (x86.tune)
		predef_list_if(x86.tune->tune_macros, x86_cpu_macro);
	for (i = 0; i < X86_NR_ISA; i++)
		if (x86_isas[i].macro && (isa & (UINT64_C(1) << i)))
			predef(x86_isas[i].macro, "1");
	if (!x86.x87)
		predef("_SOFT_FLOAT", "1");
	if (x86.sse_math && (isa & I(SSE)))
		predef("__SSE_MATH__", "1");
	if (x86.sse_math && (isa & I(SSE2)))
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

	if (!x86.x87)
		eval = "0";
	else if (target_opts.fpmath == FPMATH_BOTH)
		eval = "-1";
	else if (!x86.sse_math)
		eval = "2";
	else
		eval = isa & I(SSE2) ? "0" : "-1";
	predef_flt_eval(eval);
	predef_iec_559(x86.x87 || x86.sse_math);
	if ((isa & I(FMA)) && x86.sse_math)
		predef_fp_fast_fma(true, isa & I(SSE2));

	if (is64 && (isa & I(CX16)))
		cas = 16;
	predef_atomics(target_info.desc->cas_min, cas);
}

/* _Float16 needs SSE2 */
static bool x86_float16(void)
{
	return x86.isa & I(SSE2);
}

const struct arch_family arch_x86 = {
	.name = "x86",
	.flags = ARCH_OWN_FLOATS | ARCH_OWN_ATOMICS,
	.option = x86_option,
	.finish = x86_finish,
	.predefines = x86_predefines,
	.float16 = x86_float16,
};
