// SPDX-License-Identifier: GPL-2.0
/*
 * Fuzz target: the unit target's pipeline for 32-bit arm, where gcc's
 * builtin NEON types (__simd64_*, __simd128_*, the wide integers
 * __builtin_neon_ei ... _xi) and the __builtin_neon_* and __builtin_arm_*
 * builtins exist (seeds: the builtins/ tests' NEON units among the
 * others).
 */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	static const char *const args[] = { "--arch=arm", "-Wsparse-all", NULL };

	fuzz_unit(args, data, len);
	return 0;
}
