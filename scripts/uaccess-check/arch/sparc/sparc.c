// SPDX-License-Identifier: GPL-2.0
/* sparc: all in sparc.def's tables. */
#include "target_int.h"

const struct arch_family arch_sparc = {
	.name = "sparc",
};
