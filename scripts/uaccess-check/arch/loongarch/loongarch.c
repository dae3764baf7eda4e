// SPDX-License-Identifier: GPL-2.0
/* loongarch: all in loongarch.def's tables. */
#include "target_int.h"

const struct arch_family arch_loongarch = {
	.name = "loongarch",
};
