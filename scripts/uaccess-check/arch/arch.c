// SPDX-License-Identifier: GPL-2.0
/*
 * The registry of architectures: every family of arches.def, for what is
 * asked of them all before one is selected (target_options.c: the -m
 * options only a family's hook knows).  The selected one is its data
 * model's (target_family()).
 */
#include <stddef.h>

#include "arch.h"

const struct arch_family *const arch_families[] = {
#define ARCH_FAMILY(folder) &arch_##folder,
#include "arches.def"
#undef ARCH_FAMILY
	NULL
};
