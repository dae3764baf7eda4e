// SPDX-License-Identifier: GPL-2.0
/*
 * arm64 (aarch64): the macros of the code model and branch protection,
 * the NEON types gcc predefines (types-aarch64.def) and the tuples its
 * arm_neon.h pragma declares.  The data model, --arch= names and the
 * other macros are arm64.def's, the builtins builtins-aarch64.def.
 */
#include <string.h>

#include "target_int.h"
#include "type.h"

/* The code model, -mbranch-protection= and -ffast-math */
static void arm64_predefines(void)
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
 * The NEON types, the scalars first: the vectors' tuples (int8x8x2_t...)
 * come with "#pragma GCC aarch64 "arm_neon.h"", as in gcc.
 */
static const struct arch_type arm64_types[] = {
#define ARCH_SCALAR(name, kind) { #name, kind, 0 },
#define ARCH_VECTOR(name, kind, bytes) { #name, kind, bytes },
#include "types-aarch64.def"
#undef ARCH_VECTOR
#undef ARCH_SCALAR
};

enum {
	NR_SCALARS = 0
#define ARCH_SCALAR(name, kind) + 1
#define ARCH_VECTOR(name, kind, bytes)
#include "types-aarch64.def"
#undef ARCH_VECTOR
#undef ARCH_SCALAR
};

_Static_assert(ARRAY_SIZE(arm64_types) - NR_SCALARS <= ARCH_MAX_NEON_VECTORS,
	       "more NEON vectors than sema has tuples for");

const struct arch_family arch_arm64 = {
	.name = "arm64",
	.predefines = arm64_predefines,
	.types = arm64_types,
	.nr_types = ARRAY_SIZE(arm64_types),
	.nr_scalars = NR_SCALARS,
	.neon_pragma = "aarch64",
};
