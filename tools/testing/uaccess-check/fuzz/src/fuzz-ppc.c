// SPDX-License-Identifier: GPL-2.0
/*
 * Fuzz target: the unit target's pipeline for ppc64le with -maltivec,
 * where vector, pixel and bool are gcc's context-sensitive keywords (the
 * preprocessor looks ahead to decide), the altivec attribute makes
 * vectors and the __builtin_vec_* builtins are typed by family (seeds:
 * the builtins/ tests' AltiVec units among the others).
 */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	static const char *const args[] = { "--arch=ppc64le", "-maltivec", "-Wsparse-all", NULL };

	fuzz_unit(args, data, len);
	return 0;
}
