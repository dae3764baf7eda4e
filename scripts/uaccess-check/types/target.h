/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The target: architecture, data model, endianness and the macros gcc
 * predefines for it.  Kbuild describes the target with gcc options
 * (-m64, -m32, -m16, -mbig-endian, -funsigned-char, -O2, -fPIE, -std=...)
 * plus sparse's --arch=; every option that can change the meaning of the
 * code or the value of a predefined macro goes through target_option().
 */
#ifndef UACCESS_CHECK_TARGET_H
#define UACCESS_CHECK_TARGET_H

#include <stdbool.h>

#include "util.h"

/* ARCH_X86_64...: one per data model of arch/arches.def, in its order */
enum target_arch {
#define ARCH_DESC(id, ...) ARCH_##id,
#include "arches.def"
#undef ARCH_DESC
	ARCH_NR,
};

/* The type of va_list (__builtin_va_list) */
enum target_va_list {
	/* x86_64's struct __va_list_tag[1] with 64-bit pointers, else char * */
	TARGET_VA_LIST_SYSV,
	TARGET_VA_LIST_AAPCS64,		/* arm64's struct __va_list */
	TARGET_VA_LIST_AAPCS,		/* arm's struct __va_list of one pointer */
};

struct target {
	enum target_arch arch;
	const char *name;		/* as --arch= spells it */
	bool m16;			/* -m16: i386 data model, 16-bit code */
	bool big_endian;
	bool char_unsigned;
	bool short_wchar;		/* -fshort-wchar */
	bool lax_vector_conversions;	/* -flax-vector-conversions */
	/* sizes in bytes */
	int size_short, size_int, size_long, size_long_long, size_pointer;
	int size_wchar, size_long_double;
	bool wchar_unsigned;
	/*
	 * Alignment of a struct member of that type (i386 puts long long and
	 * double on 4 bytes there, though __alignof__ says 8), and
	 * __BIGGEST_ALIGNMENT__.
	 */
	int align_long_long, align_double, align_long_double, max_align;
	/* a vector's alignment at most (32-bit arm: 8), 0: its size */
	int max_vector_align;
	/* the Arm ABIs: unnamed bit-fields align the record too */
	bool align_anon_bitfield;
	/* long double is x87's 80-bit format, in 12 or 16 bytes */
	bool long_double_x87;
	enum target_va_list va_list;
	/* __STDC_VERSION__ value, 0 for none (c89) */
	long stdc_version;
	bool gnu_mode;			/* -std=gnu* (vs. strict c*) */
	/* -ftrivial-auto-var-init=zero: the compiler zeroes uninitialized locals */
	bool auto_var_init_zero;
};

extern struct target target;

/*
 * Called for every option before the rest of the command line sees it.
 * Returns true when the option was consumed (it affects the target).
 * Options that take a separate argument are not routed here.
 */
bool target_option(const char *opt);

/*
 * powerpc's AltiVec (-maltivec, the ppc64le default) and VSX (power8's
 * vector registers, which give "vector double" and "vector __int128"):
 * the preprocessor's vector keywords and sema's vector types ask
 * (arch/powerpc/powerpc.c).
 */
bool target_altivec(void);
bool target_vsx(void);

/*
 * The selected architecture's folder (arch/arch.h): its tables and hooks,
 * for what this header does not say; NULL before target_finish().
 */
struct arch_family;
const struct arch_family *target_family(void);

/* Called once after the command line: resolves defaults and sizes. */
void target_finish(void);
/* Back to the defaults before any option, for another command line in one process. */
void target_reset_options(void);

/*
 * Appends the predefined macros, as "#define NAME VALUE\n" lines: the set
 * gcc -dM -E lists for this target and these options, plus __CHECKER__.
 * They come grouped by topic; gcc's own order (its hash table's) carries
 * no meaning.
 */
void target_predefines(struct strbuf *sb);

/* The names --arch= accepts, for --help and error messages. */
const char *target_arch_names(void);

#endif
