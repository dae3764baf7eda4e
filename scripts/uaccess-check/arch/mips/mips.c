// SPDX-License-Identifier: GPL-2.0
/*
 * mips: -mabicalls (the default) makes every unit PIC and defines
 * __mips_abicalls; everything else is mips.def's.
 */
#include "target_int.h"

static void mips_finish(void)
{
	if (target_opts.abicalls != 0)
		target_info.pic = 1;
}

static bool mips_cond(enum arch_cond c)
{
	return c != C_ABICALLS || target_opts.abicalls != 0;
}

const struct arch_family arch_mips = {
	.name = "mips",
	.finish = mips_finish,
	.cond = mips_cond,
};
