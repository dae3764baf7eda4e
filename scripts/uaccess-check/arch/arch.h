/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The architectures, what the layers ask of the selected one.
 *
 * An architecture is a folder under arch/, listed in arches.def: its
 * tables (FOLDER.def: data models, --arch= names, predefined macros, -m
 * options; the builtins and types gcc predefines for it) and FOLDER.c,
 * which defines its struct arch_family: the hooks for what the tables do
 * not say.  This is data at the bottom of the target: the hooks compute
 * the target (types/target_int.h) and never call the preprocessor, the
 * parser or the semantic pass.  types/ reads the family of the selected
 * data model, pp/ and sema/ ask through target_family() and target.h.
 */
#ifndef UACCESS_CHECK_ARCH_H
#define UACCESS_CHECK_ARCH_H

#include <stdbool.h>
#include <stdint.h>

/* A type gcc predefines for the architecture (its types-ARCH.def). */
struct arch_type {
	const char *name;
	uint8_t elem;			/* enum type_kind of the type or its elements */
	uint8_t bytes;			/* a vector's size; 0: a basic type */
};

/*
 * The conditions of ARCH_MACRO rows (arches.def): the first ones
 * target.c answers, the others the family's cond hook.
 */
enum arch_cond {
	C_ALL,
	C_LE, C_BE,			/* byte order */
	C_HARD_FLOAT, C_SOFT_FLOAT,	/* FP registers usable by the compiler */
	C_LE_HARD_FLOAT,
	C_WCHAR4, C_SHORT_WCHAR,	/* -fshort-wchar */
	/* powerpc */
	C_ALTIVEC, C_VSX,		/* AltiVec (ppc64le, or -maltivec), ppc64le VSX */
	C_APPLE_ALTIVEC,		/* ppc64le: AltiVec, GNU mode */
	C_PPC_KEYWORDS,			/* ppc: the AltiVec keyword macros */
	C_PPC_BOOL,			/* ppc: _Bool, GNU mode */
	/* mips */
	C_ABICALLS,			/* -mabicalls (the default) */
};

/* struct arch_family's flags */
enum {
	/* predefines() says how floating point evaluates (x86: the FPU in use) */
	ARCH_OWN_FLOATS = 1 << 0,
	/* predefines() says which sizes are lock-free (x86, arm: the processor) */
	ARCH_OWN_ATOMICS = 1 << 1,
};

struct arch_family {
	const char *name;		/* its folder */
	unsigned int flags;		/* ARCH_OWN_* */
	/*
	 * -m options no table row spells (x86's -m<isa>), NAME without the
	 * "-m" or "-mno-": true when taken.  Asked of every family, as the
	 * options come before --arch= may select one.
	 */
	bool (*option)(const char *name, bool on);
	/* target_finish(): what the options select, into target_info */
	void (*finish)(void);
	/* the conditions of its own, for its ARCH_MACRO rows (NULL: none) */
	bool (*cond)(enum arch_cond c);
	/* the macros computed from the options, before its ARCH_MACRO rows */
	void (*predefines)(void);
	/*
	 * __FLT_EVAL_METHOD__, __GCC_IEC_559 and __FP_FAST_FMA*; NULL: the
	 * data model's, with hardware floating point (predef.c)
	 */
	void (*floats)(void);
	/* whether _Float16 exists; NULL: the data model says */
	bool (*float16)(void);
	/*
	 * The types gcc predefines (sema's builtin typedefs), the scalars
	 * first: NR_SCALARS of them, then vectors.
	 */
	const struct arch_type *types;
	unsigned int nr_types, nr_scalars;
	/*
	 * The namespace of its intrinsic headers' pragma: "#pragma GCC
	 * aarch64 "arm_neon.h"" declares the NEON tuples of its vector types
	 * (sema/builtin.c).  NULL: none.
	 */
	const char *neon_pragma;
};

/* The most vector types with NEON tuples (sema's cache of them) */
#define ARCH_MAX_NEON_VECTORS	32

/* arch_x86, arch_arm64...: each FOLDER.c's */
#define ARCH_FAMILY(folder) extern const struct arch_family arch_##folder;
#include "arches.def"
#undef ARCH_FAMILY

/* Every family, in arches.def's order, then NULL. */
extern const struct arch_family *const arch_families[];

#endif
