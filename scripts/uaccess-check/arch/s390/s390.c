// SPDX-License-Identifier: GPL-2.0
/*
 * s390: the architecture level -march= names (s390.def's named levels)
 * and its macros.  The data models, --arch= names and the other macros
 * are s390.def's.
 */
#include "target_int.h"

/* -march='s level; Debian's default is z196 (9) */
static int s390_arch;

static void s390_finish(void)
{
	s390_arch = target_named_value(NAMED_S390_ARCH, target_opts.march, 9);
}

/* The architecture level; zEC12 brings HTM, z13 vectors */
static void s390_predefines(void)
{
	predef_int("__ARCH__", s390_arch);
	if (s390_arch >= 10)
		predef("__HTM__", "1");
	if (s390_arch >= 11 && target_opts.altivec != 0 && target_info.hard_float)
		predef("__VX__", "1");
}

/* float evaluates as double when the standard asks for precision */
static void s390_floats(void)
{
	const struct arch_desc *d = target_info.desc;

	predef_flt_eval(target.gnu_mode ? "0" : "1");
	predef_iec_559(target_info.hard_float);
	predef_fp_fast_fma(d->fma && target_info.hard_float, d->fma && target_info.hard_float);
}

const struct arch_family arch_s390 = {
	.name = "s390",
	.finish = s390_finish,
	.predefines = s390_predefines,
	.floats = s390_floats,
};
