/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The names of the attributes and builtins the checker knows, one table
 * each (attributes.def, builtins.def), for the preprocessor's
 * __has_attribute and __has_builtin and for the semantic pass: the one
 * place that answers what gcc knows.
 */
#ifndef UACCESS_CHECK_NAMES_H
#define UACCESS_CHECK_NAMES_H

#include <stdbool.h>
#include <stddef.h>

/*
 * The answer to __has_attribute(NAME), NAME (or __NAME__) being LEN bytes:
 * gcc's, and 1 for the checker's own attributes too, as sparse does, so
 * that a header can tell that it is being checked for them.
 */
bool names_has_attribute(const char *name, size_t len);

/*
 * An attribute of the checker's own (sparse's: address_space, noderef...),
 * which gcc does not know; NAME may be spelled __NAME__.
 */
bool names_checker_attribute(const char *name, size_t len);

/* gcc's answer to __has_builtin(NAME), NAME being LEN bytes. */
bool names_has_builtin(const char *name, size_t len);

/*
 * The index of NAME (LEN bytes) in builtins.def, the entries gcc's
 * grammar treats as syntax included, and after them in the selected
 * architecture's builtins-ARCH.def; -1 if NAME is not there.
 */
int names_builtin(const char *name, size_t len);

/*
 * The builtins peculiar to an architecture, which gcc declares only when
 * compiling for it: __builtin_aarch64_*, 32-bit arm's __builtin_neon_*
 * and __builtin_arm_* (arm_neon.h, arm_acle.h), powerpc's AltiVec
 * __builtin_vec_* and __builtin_altivec_* (altivec.h).  One per table of
 * arch/arch-builtins.def, in its order.
 */
enum names_arch {
	NAMES_ARCH_NONE,
	NAMES_ARCH_AARCH64,		/* arm64/builtins-aarch64.def */
	NAMES_ARCH_ARM,			/* arm/builtins-arm.def */
	NAMES_ARCH_PPC,			/* powerpc/builtins-ppc.def */
	NR_NAMES_ARCH
};

/* The architecture whose builtins names_builtin() finds (target_finish()). */
void names_select_arch(enum names_arch arch);
enum names_arch names_arch(void);

#endif
