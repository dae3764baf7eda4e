// SPDX-License-Identifier: GPL-2.0
/*
 * The target: architecture, data model, and the macros gcc 12 predefines.
 *
 * The checker never runs gcc, yet the headers it reads must take the
 * branches they take under gcc: <linux/compiler*.h>, the uapi types and
 * the arch headers test __x86_64__, __SIZEOF_LONG__, __OPTIMIZE__,
 * __SSE__, __CHAR_UNSIGNED__ and many more.  So the predefined set is
 * rebuilt here from the same inputs gcc uses: the architecture (sparse's
 * --arch= plus -m16/-m32/-m64 and the endianness options) and every option
 * that changes a predefined macro.
 *
 * Most of the set is computed: integer type macros from the data model,
 * floating-point limits from per-format tables (target.def), options.
 * What is peculiar to one architecture and not computable comes from
 * its folder's tables (arch/arches.def): FOLDER.def (data models, one
 * row per macro with the condition under which gcc defines it),
 * x86/target-x86.def (x86 processors and ISA extensions) and
 * arm/target-arm.def (arm architectures, extensions and FPUs); what
 * depends on the options, from its hooks (arch/FOLDER/FOLDER.c).  The
 * values are those of Debian's gcc 12 and its cross compilers, which is
 * what Kbuild runs; see
 * Documentation/dev-tools/uaccess-check-targets.rst for the differences
 * that remain and tools/testing/uaccess-check/compare-predefines for the
 * comparison.
 *
 * Here: the data models, and target_finish(), which derives the target
 * from the options (target_options.c) and the architecture's finish
 * hook; the macros are made in predef.c and by the hooks.
 */
#include <string.h>

#include "target_int.h"

struct target target;
struct target_info target_info;

static const struct arch_desc arch_descs[ARCH_NR] = {
#define ARCH_DESC(id, name_, ...) \
	[ARCH_##id] = { .arch = ARCH_##id, .name = name_, __VA_ARGS__ },
#include "arches.def"
#undef ARCH_DESC
};

static void finish_arch(void)
{
	const struct arch_name *name = target_opts.arch;
	const struct arch_desc *d;
	int bits;

	if (!name)
		name = &arch_names[0];		/* x86_64 */
	bits = target_opts.bits ? target_opts.bits : name->bits;
	if (!bits)
		bits = 32;
	target.arch = bits == 64 ? name->arch64 : name->arch32;
	if (target.arch != ARCH_I386)
		target.m16 = false;
	d = target_info.desc = &arch_descs[target.arch];
	target.name = d->name;

	target.big_endian = d->big_endian;
	if (name->big_endian >= 0)
		target.big_endian = name->big_endian;
	if (target_opts.big_endian >= 0 && d->bi_endian)
		target.big_endian = target_opts.big_endian;
	target_info.float64x = d->float64x;
	names_select_arch(d->builtins);
}

static void finish_sizes(void)
{
	const struct arch_desc *d = target_info.desc;

	target.size_short = 2;
	target.size_int = 4;
	target.size_long = target.size_pointer = d->bits / 8;
	target.size_long_long = 8;
	target.size_long_double = d->size_long_double;
	target.align_long_long = d->align_long_long;
	target.align_double = d->align_double;
	target.align_long_double = d->align_long_double;
	target.max_align = d->biggest_align;
	target.max_vector_align = d->max_vector_align;
	target.align_anon_bitfield = d->align_anon_bitfield;
	target.long_double_x87 = d->long_double == FMT_X87;
	target.va_list = d->va_list;
	target.char_unsigned = d->char_unsigned;
	if (target_opts.char_unsigned >= 0)
		target.char_unsigned = target_opts.char_unsigned;
	target.short_wchar = target_opts.short_wchar;
	target.lax_vector_conversions = target_opts.lax_vector_conversions;
	target.auto_var_init_zero = target_opts.auto_var_init_zero;
	if (target.short_wchar) {
		target.size_wchar = 2;
		target.wchar_unsigned = true;
	} else {
		target.size_wchar = d->wchar == CT_LONG ? target.size_long : 4;
		target.wchar_unsigned = ctype_unsigned(d->wchar);
	}
	if (target_opts.std_version < 0) {
		target_opts.std_version = 201710;
		target_opts.std_gnu = true;
	}
	target.stdc_version = target_opts.std_version;
	target.gnu_mode = target_opts.std_gnu;
}

/*
 * gcc's rules (finish_options): -fpie/-fPIE imply -fpic/-fPIC; a
 * -fpic/-fPIC/-fno-pic without -fpie turns the default PIE off.  Debian
 * builds every gcc with PIE on by default.
 */
static void finish_pic(void)
{
	int pic = target_opts.pic, pie = target_opts.pie;

	if (pie < 0)
		pie = pic < 0 ? 2 : 0;
	if (pie)
		pic = pie;
	else if (pic < 0)
		pic = 0;
	target_info.pic = pic;
	target_info.pie = pie;
}

static void finish_cfi(void)
{
	enum unwind u = target_info.desc->unwind;
	bool async = target_opts.async_unwind >= 0 ? target_opts.async_unwind :
		u == UNWIND_ASYNC;
	bool tables = target_opts.unwind_tables >= 0 ? target_opts.unwind_tables :
		u == UNWIND_TABLES;

	target_info.cfi = !target_opts.no_cfi_asm &&
		(target_opts.debug > 0 ||
		 (u != UNWIND_ARM && (async || tables || target_opts.exceptions > 0)));
}

/* The conditions of ARCH_MACRO rows: the byte order, FP registers, wchar_t. */
bool target_arch_cond(enum arch_cond c)
{
	const struct arch_family *f = target_info.desc->family;
	bool le = !target.big_endian, hard = target_info.hard_float;

	switch (c) {
	case C_ALL:
		return true;
	case C_LE:
		return le;
	case C_BE:
		return !le;
	case C_HARD_FLOAT:
		return hard;
	case C_SOFT_FLOAT:
		return !hard;
	case C_LE_HARD_FLOAT:
		return le && hard;
	case C_WCHAR4:
		return !target.short_wchar;
	case C_SHORT_WCHAR:
		return target.short_wchar;
	default:
		return !f->cond || f->cond(c);
	}
}

const struct arch_family *target_family(void)
{
	return target_info.desc ? target_info.desc->family : NULL;
}

/* For another command line in one process: the defaults as at start. */
void target_reset_options(void)
{
	static const typeof(target_opts) initial = TARGET_OPTS_INIT;

	memset(&target, 0, sizeof(target));
	target_opts = initial;
	memset(&target_info, 0, sizeof(target_info));
	predef_invalidate();
}

void target_finish(void)
{
	predef_invalidate();
	finish_arch();
	finish_sizes();
	finish_pic();
	finish_cfi();

	target_info.hard_float = target_opts.float_abi != FLOAT_ABI_SOFT &&
		!target_opts.general_regs_only;
	target_info.asm_flag_outputs = target_info.desc->asm_flag_outputs;
	target_info.cache_line = 0;
	target_info.cas_max = target_info.desc->cas_max;
	if (target_info.desc->family->finish)
		target_info.desc->family->finish();
}
