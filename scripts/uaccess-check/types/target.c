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
 * arm/target-arm.def (arm architectures, extensions and FPUs).  The values are those of Debian's gcc 12 and its cross
 * compilers, which is what Kbuild runs; see
 * Documentation/dev-tools/uaccess-check-targets.rst for the differences
 * that remain and tools/testing/uaccess-check/compare-predefines for the
 * comparison.
 *
 * Here: the data models and processors, and target_finish(), which
 * derives the target from the options (target_options.c); the macros
 * are made in predef.c and predef_arch.c.
 */
#include <stdint.h>
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

const struct x86_isa x86_isas[X86_NR_ISA] = {
#define X86_ISA(id, macro, req, also, with) { #id, macro, req, also, with },
#include "target-x86.def"
#undef X86_ISA
};

static const struct x86_cpu x86_cpus[] = {
#define X86_CPU(name, am, tm, isa, cas, is64) { name, am, tm, isa, cas },
#include "target-x86.def"
#undef X86_CPU
};

static const struct x86_cpu *x86_find_cpu(const char *name)
{
	size_t i;

	for (i = 0; name && i < ARRAY_SIZE(x86_cpus); i++)
		if (!strcmp(name, x86_cpus[i].name))
			return &x86_cpus[i];
	return NULL;
}

/*
 * Debian's gcc defaults to -march=x86-64, and to -march=i686 with -m32
 * (--with-arch-32=i686), which -m16 does not get; -mtune=generic, which
 * defines no macro.  An explicit -march= also tunes for that processor,
 * except for the x86-64 levels.
 */
static void x86_finish(void)
{
	bool is64 = target.arch == ARCH_X86_64;
	const struct x86_cpu *cpu = x86_find_cpu(target_opts.march);
	enum fp_math fpmath = target_opts.fpmath;
	uint64_t isa;

	if (!cpu)
		cpu = x86_find_cpu(is64 || target.m16 ? "x86-64" : "i686");
	target_info.cpu = cpu;
	target_info.tune = x86_find_cpu(target_opts.mtune);
	if (!target_opts.mtune && target_opts.march && x86_find_cpu(target_opts.march) &&
	    strncmp(target_opts.march, "x86-64", 6))
		target_info.tune = cpu;

	isa = cpu->isa;
	if (is64)
		isa |= I(MMX) | I(SSE) | I(SSE2) | I(FXSR);
	else
		isa |= I(SAHF);
	if (target_opts.general_regs_only) {
		target_option_x86_isa("mmx", false);
		target_option_x86_isa("sse", false);
	}
	isa = (isa & ~target_opts.isa_off) | target_opts.isa_on;
	/* gcc turns MMX on with SSE, and has no BMI in 16-bit code */
	if (isa & I(SSE))
		isa |= I(MMX) & ~target_opts.isa_off;
	if (target.m16)
		isa &= ~(I(BMI) | I(BMI2));
	target_info.isa = isa;

	target_info.x87 = !(cpu->isa & I(NO_80387));
	if (target_opts.x87 >= 0)
		target_info.x87 = target_opts.x87;
	if (target_opts.float_abi >= 0)
		target_info.x87 = target_opts.float_abi != FLOAT_ABI_SOFT;
	if (target_opts.general_regs_only)
		target_info.x87 = false;
	target_info.hard_float = target_info.x87 || (isa & I(SSE));

	/* SSE arithmetic is the 64-bit default (and -ffast-math's), needs SSE */
	if (fpmath == FPMATH_DEFAULT)
		fpmath = is64 || (target_fast_math() && (isa & I(SSE2))) ?
			FPMATH_SSE : FPMATH_387;
	if (!(isa & I(SSE)))
		fpmath = FPMATH_387;
	target_opts.fpmath = fpmath;
	target_info.sse_math = fpmath != FPMATH_387;

	if (isa & I(AVX512F))
		target.max_align = 64;
	else if (isa & I(AVX))
		target.max_align = 32;
}


/*
 * riscv: -march=rv64imafdc_zicsr_zifencei (or rv64gc) names the
 * extensions, -mabi= the floating-point calling convention.  Debian's
 * default is rv64gc/lp64d; "g" is imafd_zicsr_zifencei, and f implies
 * zicsr.
 */
bool target_riscv_has(char ext)
{
	return strchr(target_info.riscv_letters, ext);
}

static void riscv_finish(void)
{
	const char *march = target_opts.march, *p;
	size_t n = 0;
	char last;

	if (!march || (strncmp(march, "rv32", 4) && strncmp(march, "rv64", 4)))
		march = target.arch == ARCH_RISCV32 ? "rv32gc" : "rv64gc";
	for (p = march + 4; *p && *p != '_'; p++) {
		const char *add = *p == 'g' ? "imafd" : p;
		size_t len = *p == 'g' ? 5 : 1;

		/* version numbers (rv64i2p1) are not extensions */
		if ((*p >= '0' && *p <= '9') ||
		    (*p == 'p' && p[1] >= '0' && p[1] <= '9'))
			continue;
		if (n + len < sizeof(target_info.riscv_letters)) {
			memcpy(target_info.riscv_letters + n, add, len);
			n += len;
		}
	}
	target_info.riscv_letters[n] = '\0';
	target_info.riscv_multi[0] = '\0';
	if (strchr(march + 4, 'g') && strchr(march + 4, 'g') < p)
		strcpy(target_info.riscv_multi, "_zicsr_zifencei");
	else if (target_riscv_has('f') && !strstr(p, "_zicsr"))
		strcpy(target_info.riscv_multi, "_zicsr");
	strncat(target_info.riscv_multi, p,
		sizeof(target_info.riscv_multi) - strlen(target_info.riscv_multi) - 1);

	/* Debian's default ABI is lp64d/ilp32d */
	target_info.riscv_float_abi = 'd';
	if (target_opts.mabi) {
		n = strlen(target_opts.mabi);
		last = n ? target_opts.mabi[n - 1] : 0;
		target_info.riscv_float_abi = last == 'd' || last == 'f' ? last : 's';
	}
	target_info.hard_float = target_riscv_has('f');
}

/*
 * arm: gcc's arm_configure_build_target() and arm_option_override().  The
 * architecture is -march=, Debian's armv7-a+fp (VFPv3-D16) without one;
 * its +extensions apply in order; -mfpu= other than auto replaces the FPU
 * bits; the soft-float ABI removes every FP feature.  Debian's gcc
 * defaults to -mfloat-abi=hard and -mthumb.  -mthumb is ignored where
 * there is no Thumb (armv4), and Thumb-1 code uses no FP registers.
 */
static const struct arm_arch arm_archs[] = {
#define X(set) (1u << ARM_EXT_##set)
#define ARM_ARCH(name, macros, version, profile, isa, ext) \
	{ name, macros, version, profile, isa, ARM_EXT_##ext },
#include "target-arm.def"
#undef ARM_ARCH
};

static const struct {
	unsigned int sets;
	const char *name;
	uint64_t add, remove;
} arm_exts[] = {
#define ARM_EXT(sets, name, add, remove) { sets, name, add, remove },
#include "target-arm.def"
#undef ARM_EXT
#undef X
};

/* -mfpu= to ISA bits, -mtune= to L1 line size */
struct arm_named {
	const char *name;
	uint64_t value;
};

static const struct arm_named arm_fpus[] = {
#define ARM_FPU(name, isa) { name, isa },
#include "target-arm.def"
#undef ARM_FPU
	{ NULL }
};

static const struct arm_named arm_tunes[] = {
#define ARM_TUNE(name, line) { name, line },
#include "target-arm.def"
#undef ARM_TUNE
	{ NULL }
};

static const struct arm_named *arm_find(const struct arm_named *t, const char *name)
{
	for (; name && t->name; t++)
		if (!strcmp(name, t->name))
			return t;
	return NULL;
}

static uint64_t arm_extension(const struct arm_arch *arch, uint64_t isa,
			      const char *ext, size_t len)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(arm_exts); i++) {
		if ((arm_exts[i].sets & (1u << arch->ext)) &&
		    strlen(arm_exts[i].name) == len &&
		    !strncmp(arm_exts[i].name, ext, len))
			return (isa & ~arm_exts[i].remove) | arm_exts[i].add;
	}
	return isa;		/* gcc refuses it */
}

static void arm_select_arch(const char *march)
{
	const struct arm_arch *arch = NULL;
	size_t n = strcspn(march, "+"), i;
	uint64_t isa;

	for (i = 0; i < ARRAY_SIZE(arm_archs); i++)
		if (strlen(arm_archs[i].name) == n && !strncmp(arm_archs[i].name, march, n))
			arch = &arm_archs[i];
	if (!arch)
		return;
	isa = arch->isa;
	for (march += n; *march == '+'; march += n) {
		march++;
		n = strcspn(march, "+");
		isa = arm_extension(arch, isa, march, n);
	}
	target_info.arm_arch = arch;
	target_info.arm_isa = isa;
}

static void arm_finish(void)
{
	enum float_abi abi = target_opts.float_abi >= 0 ? target_opts.float_abi :
		FLOAT_ABI_HARD;
	const struct arm_named *fpu = arm_find(arm_fpus, target_opts.mfpu);
	const struct arm_named *tune = arm_find(arm_tunes, target_opts.mtune);
	uint64_t isa;

	/* -march= values outside the table keep the default */
	target_info.arm_arch = NULL;
	if (target_opts.march)
		arm_select_arch(target_opts.march);
	if (!target_info.arm_arch)
		arm_select_arch("armv7-a+fp");
	isa = target_info.arm_isa;
	if (fpu)
		isa = (isa & ~ARM_FPU_BITS) | fpu->value;
	if (abi == FLOAT_ABI_SOFT)
		isa &= ~ARM_ALL_FP;
	target_info.arm_isa = isa;
	target_info.arm_float_abi = abi;
	/* half-precision arithmetic is IEEE's */
	target_info.arm_fp16_format = isa & AF(FP16) ? ARM_FP16_IEEE : target_opts.fp16_format;
	if (tune)
		target_info.cache_line = tune->value;
	target_info.arm_thumb = target_opts.thumb != 0 && (isa & AF(THUMB));
	target_info.arm_32bit = !target_info.arm_thumb || (isa & AF(THUMB2));
	target_info.arm_vfp = abi != FLOAT_ABI_SOFT && (isa & AF(VFPV2)) &&
		target_info.arm_32bit;
	target_info.hard_float = target_info.arm_vfp && !target_opts.general_regs_only;
	/* no condition flags as asm outputs in Thumb-1 */
	if (!target_info.arm_32bit)
		target_info.asm_flag_outputs = false;
}

static void finish_arch(void)
{
	const struct arch_name *name = target_opts.arch;
	const struct arch_desc *d;
	int bits;

	if (!name)
		name = &arch_names[0];		/* x86, 64-bit by default */
	bits = target_opts.bits ? target_opts.bits : name->bits;
	if (!bits)
		bits = name->arch64 == ARCH_X86_64 ? 64 : 32;
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
 * builds every gcc with PIE on by default; mips with -mabicalls (its
 * default) always generates PIC.
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
	if ((target.arch == ARCH_MIPS || target.arch == ARCH_MIPS64) &&
	    target_opts.abicalls != 0)
		pic = 1;
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

bool target_altivec(void)
{
	/* ppc32's -maltivec is not modelled: no __ALTIVEC__ there (powerpc.def) */
	return target.arch == ARCH_PPC64 && target_arch_cond(C_ALTIVEC);
}

bool target_vsx(void)
{
	return target_altivec() && target_arch_cond(C_VSX);
}

bool target_arch_cond(enum arch_cond c)
{
	bool le = !target.big_endian, hard = target_info.hard_float;
	/* ppc64le's processor (power8) has AltiVec; big-endian's (power4) needs -maltivec */
	bool altivec = le ? target_opts.altivec != 0 : target_opts.altivec > 0;
	bool keywords = target.arch == ARCH_PPC64 || hard;

	switch (c) {
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
	case C_ALTIVEC:
		return altivec;
	case C_VSX:
		return le && altivec && hard && target_opts.vsx != 0;
	case C_APPLE_ALTIVEC:
		return altivec && target.gnu_mode;
	case C_PPC_KEYWORDS:
		return keywords;
	case C_PPC_BOOL:
		return keywords && target.gnu_mode;
	case C_WCHAR4:
		return !target.short_wchar;
	case C_SHORT_WCHAR:
		return target.short_wchar;
	case C_ABICALLS:
		return target_opts.abicalls != 0;
	default:
		return true;
	}
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
	switch (target.arch) {
	case ARCH_X86_64:
	case ARCH_I386:
		x86_finish();
		break;
	case ARCH_RISCV64:
	case ARCH_RISCV32:
		riscv_finish();
		break;
	case ARCH_ARM:
		arm_finish();
		break;
	case ARCH_S390X:
	case ARCH_S390:
		target_info.s390_arch = target_named_value(NAMED_S390_ARCH, target_opts.march, 9);
		break;
	case ARCH_PPC64:
		/* little-endian ppc64 means power8 and VSX, and __float128 */
		if (target_arch_cond(C_VSX))
			target_info.float64x = FMT_BINARY128;
		break;
	default:
		break;
	}
}
