// SPDX-License-Identifier: GPL-2.0
/*
 * Fuzz target: the unit target's pipeline for arm64, where gcc's builtin
 * NEON types, the tuples "#pragma GCC aarch64 "arm_neon.h"" declares and
 * the __builtin_aarch64_* builtins exist (seeds: the builtins/ tests'
 * NEON units among the others).
 */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	static const char *const args[] = { "--arch=arm64", "-Wsparse-all", NULL };

	fuzz_unit(args, data, len);
	return 0;
}
