// SPDX-License-Identifier: GPL-2.0
/*
 * powerpc: AltiVec and VSX, which the processor of Debian's ppc64le
 * (power8) has and big-endian ppc64's (power4) has not, unless
 * -maltivec; they decide macros (powerpc.def's conditions), _Float128
 * and the 16-byte atomics.  The preprocessor's context-sensitive vector
 * keywords (pp/macro.c) and sema's AltiVec types and builtins
 * (builtins-ppc.def) ask target_altivec() and target_vsx().
 */
#include "target_int.h"

static bool powerpc_cond(enum arch_cond c)
{
	bool le = !target.big_endian, hard = target_info.hard_float;
	/* ppc64le's processor (power8) has AltiVec; big-endian's (power4) needs -maltivec */
	bool altivec = le ? target_opts.altivec != 0 : target_opts.altivec > 0;
	bool keywords = target.arch == ARCH_PPC64 || hard;

	switch (c) {
	case C_ALTIVEC:
		return altivec;
	case C_VSX:
		return le && altivec && hard && target_opts.vsx != 0;
	case C_APPLE_ALTIVEC:
		return altivec && target.gnu_mode;
	case C_PPC_KEYWORDS:
		return keywords;
	case C_PPC_BOOL:
		return keywords && target.gnu_mode;
	default:
		return true;
	}
}

bool target_altivec(void)
{
	/* ppc32's -maltivec is not modelled: no __ALTIVEC__ there (powerpc.def) */
	return target.arch == ARCH_PPC64 && powerpc_cond(C_ALTIVEC);
}

bool target_vsx(void)
{
	return target_altivec() && powerpc_cond(C_VSX);
}

/* little-endian ppc64 means power8: VSX, __float128 and quadword atomics */
static void powerpc_finish(void)
{
	if (target.arch == ARCH_PPC64 && powerpc_cond(C_VSX))
		target_info.float64x = FMT_BINARY128;
	if (target.arch == ARCH_PPC64 && !target.big_endian)
		target_info.cas_max = 16;
}

/* exceptions and rounding modes are supported in software too */
static void powerpc_floats(void)
{
	bool fma = target_info.desc->fma && target_info.hard_float;

	predef_flt_eval("0");
	predef_iec_559(true);
	predef_fp_fast_fma(fma, fma);
}

const struct arch_family arch_powerpc = {
	.name = "powerpc",
	.finish = powerpc_finish,
	.cond = powerpc_cond,
	.floats = powerpc_floats,
};
