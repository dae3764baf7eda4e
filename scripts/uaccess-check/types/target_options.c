// SPDX-License-Identifier: GPL-2.0
/*
 * The options that describe the target (target_option()), as given:
 * target_finish() (target.c) interprets them once the command line is
 * read, because gcc's defaults depend on the target, which --arch= and
 * -m32/-m64 may name after the options that refine it.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "target_int.h"

struct target_opts target_opts = TARGET_OPTS_INIT;

const struct arch_name arch_names[] = {
#define ARCH_NAME(name, a32, a64, bits, be) \
	{ name, ARCH_##a32, ARCH_##a64, bits, be },
#include "arches.def"
#undef ARCH_NAME
};

static const struct {
	enum named_kind kind;
	const char *name;
	int value;
} named_values[] = {
#define NAMED(kind, name, value) { NAMED_##kind, name, value },
#include "arches.def"
#undef NAMED
};

int target_named_value(enum named_kind kind, const char *name, int dflt)
{
	size_t i;

	for (i = 0; name && i < ARRAY_SIZE(named_values); i++)
		if (named_values[i].kind == kind &&
		    !strcmp(name, named_values[i].name))
			return named_values[i].value;
	return dflt;
}

/*
 * Options that set one field of target_opts: -fNAME/-mNAME store the first
 * value, -fno-NAME/-mno-NAME the second (target.def).
 */
struct flag_option {
	const char *name;
	int *field;
	int on, off;
};

static const struct flag_option f_options[] = {
#define F_OPTION(name, field, on, off) { name, &target_opts.field, on, off },
#include "target.def"
#undef F_OPTION
};

static const struct flag_option m_options[] = {
#define M_OPTION(name, field, on, off) { name, &target_opts.field, on, off },
#include "target.def"
#include "arches.def"
#undef M_OPTION
};

static const struct {
	const char *name;
	int version, gnu;
} std_names[] = {
#define STD(name, version, gnu) { name, version, gnu },
#include "target.def"
#undef STD
};

static const char *skip_prefix(const char *s, const char *prefix)
{
	size_t n = strlen(prefix);

	return strncmp(s, prefix, n) ? NULL : s + n;
}

static bool option_std(const char *name)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(std_names); i++) {
		if (!strcmp(name, std_names[i].name)) {
			target_opts.std_version = std_names[i].version;
			target_opts.std_gnu = std_names[i].gnu;
			return true;
		}
	}
	return false;
}

/* gcc ignores -fassociative-math while signed zeros or traps matter */
bool target_associative_math(void)
{
	return target_opts.associative_math && !target_opts.signed_zeros &&
		!target_opts.trapping_math;
}

/* What gcc calls fast_math_flags_set_p(): -ffast-math in effect. */
bool target_fast_math(void)
{
	return target_opts.unsafe_math && target_opts.finite_math && !target_opts.trapping_math &&
		!target_opts.signed_zeros && !target_opts.math_errno;
}

static void set_fast_math(bool on)
{
	target_opts.unsafe_math = target_opts.associative_math = target_opts.reciprocal_math = on;
	target_opts.trapping_math = target_opts.signed_zeros = !on;
	target_opts.finite_math = on;
	target_opts.math_errno = !on;
	target_opts.cx_limited_range = on;
}

static bool option_optimize(const char *level)
{
	target_opts.opt_size = 0;
	if (!*level) {
		target_opts.opt_level = 1;
	} else if (!strcmp(level, "s") || !strcmp(level, "z")) {
		target_opts.opt_level = 2;
		target_opts.opt_size = 1;
	} else if (!strcmp(level, "g")) {
		target_opts.opt_level = 1;
	} else if (!strcmp(level, "fast")) {
		target_opts.opt_level = 3;
		set_fast_math(true);
	} else if (level[0] >= '0' && level[0] <= '9') {
		target_opts.opt_level = atoi(level);
	} else {
		return false;
	}
	return true;
}

/*
 * -fpic, -fPIC, -fpie and -fPIE, in either polarity, cancel any earlier
 * one of the others (gcc's Negative() chain): the last one decides.
 */
static bool option_pic(const char *name, bool on)
{
	bool pie = !strcasecmp(name, "pie");
	int level;

	/* "-f" alone: NAME is empty, name[1] is past its end */
	if (strcasecmp(name, "pic") && !pie)
		return false;
	level = name[1] == 'I' ? 2 : 1;
	target_opts.pic = target_opts.pie = -1;
	if (pie)
		target_opts.pie = on ? level : 0;
	else
		target_opts.pic = on ? level : 0;
	return true;
}

static bool option_sanitize(const char *list, bool on)
{
	const char *p = list;

	while (*p) {
		size_t n = strcspn(p, ",");

#define IS(s) (n == strlen(s) && !strncmp(p, s, n))
		if (IS("address") || IS("kernel-address"))
			target_opts.sanitize_address = on;
		else if (IS("thread"))
			target_opts.sanitize_thread = on;
		else if (IS("hwaddress") || IS("kernel-hwaddress"))
			target_opts.sanitize_hwaddress = on;
		else if (IS("all") && !on)
			target_opts.sanitize_address = target_opts.sanitize_thread =
				target_opts.sanitize_hwaddress = 0;
#undef IS
		p += n;
		if (*p)
			p++;
	}
	return true;
}

static bool flag_option(const struct flag_option *table, size_t n,
			const char *name, bool on)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (!strcmp(name, table[i].name)) {
			*table[i].field = on ? table[i].on : table[i].off;
			return true;
		}
	}
	return false;
}

/* -f options; name has the "-f" and any "no-" stripped. */
static bool option_f(const char *name, bool on)
{
	const char *arg;

	if (flag_option(f_options, ARRAY_SIZE(f_options), name, on) ||
	    option_pic(name, on))
		return true;
	if (!strcmp(name, "fast-math")) {
		set_fast_math(on);
	} else if (!strcmp(name, "unsafe-math-optimizations")) {
		target_opts.unsafe_math = target_opts.associative_math = on;
		target_opts.reciprocal_math = on;
		target_opts.trapping_math = target_opts.signed_zeros = !on;
	} else if ((arg = skip_prefix(name, "sanitize="))) {
		return option_sanitize(arg, on);
	} else {
		return false;
	}
	return true;
}

/* -m options; name has the "-m" stripped, on is false for "-mno-". */
static bool option_m(const char *name, bool on)
{
	static const struct {
		const char *prefix;
		const char **value;
	} with_value[] = {
		{ "arch=", &target_opts.march }, { "cpu=", &target_opts.march },
		{ "tune=", &target_opts.mtune }, { "abi=", &target_opts.mabi },
		{ "cmodel=", &target_opts.mcmodel },
		{ "branch-protection=", &target_opts.branch_protection },
		{ "fpu=", &target_opts.mfpu },
	};
	const char *arg;
	size_t i;

	if (flag_option(m_options, ARRAY_SIZE(m_options), name, on))
		return true;
	if (on && (!strcmp(name, "16") || !strcmp(name, "32") ||
		   !strcmp(name, "64") || !strcmp(name, "31"))) {
		target.m16 = !strcmp(name, "16");
		target_opts.bits = atoi(name) == 64 ? 64 : 32;
		return true;
	}
	for (i = 0; on && i < ARRAY_SIZE(with_value); i++) {
		if ((arg = skip_prefix(name, with_value[i].prefix))) {
			/* s390's -march= is x86's, others say -mcpu= */
			if (with_value[i].value != &target_opts.march || !target_opts.march ||
			    i == 0)
				*with_value[i].value = arg;
			return true;
		}
	}
	/* an architecture's own, whichever --arch= may come to select */
	for (i = 0; arch_families[i]; i++)
		if (arch_families[i]->option && arch_families[i]->option(name, on))
			return true;
	return false;
}

bool target_option(const char *opt)
{
	const char *arg;
	size_t i;

	if ((arg = skip_prefix(opt, "--arch="))) {
		for (i = 0; i < ARRAY_SIZE(arch_names); i++) {
			if (!strcmp(arg, arch_names[i].name)) {
				target_opts.arch = &arch_names[i];
				return true;
			}
		}
		fatal("unknown architecture '%s' in %s (known: %s)", arg, opt,
		      target_arch_names());
	}
	if ((arg = skip_prefix(opt, "-std=")))
		return option_std(arg);
	if (!strcmp(opt, "-ansi"))
		return option_std("c90");
	if ((arg = skip_prefix(opt, "-O")))
		return option_optimize(arg);
	if (!strcmp(opt, "-EB") || !strcmp(opt, "-EL")) {
		target_opts.big_endian = opt[2] == 'B';
		return true;
	}
	if (!strcmp(opt, "-pthread")) {
		target_opts.pthread = 1;
		return true;
	}
	if (opt[0] == '-' && opt[1] == 'g') {
		/* -g, -g1..3, -ggdb, -gdwarf-N turn DWARF on, -g0 off */
		if (!strcmp(opt, "-g0"))
			target_opts.debug = 0;
		else if (!opt[2] || (opt[2] >= '1' && opt[2] <= '3') ||
			 skip_prefix(opt, "-ggdb") || skip_prefix(opt, "-gdwarf"))
			target_opts.debug = 2;
		else
			return false;
		return true;
	}
	if ((arg = skip_prefix(opt, "-fno-")))
		return option_f(arg, false);
	if ((arg = skip_prefix(opt, "-f")))
		return option_f(arg, true);
	if ((arg = skip_prefix(opt, "-mno-")))
		return option_m(arg, false);
	if ((arg = skip_prefix(opt, "-m")))
		return option_m(arg, true);
	return false;
}

const char *target_arch_names(void)
{
	static char names[512];
	size_t i;

	if (!names[0]) {
		for (i = 0; i < ARRAY_SIZE(arch_names); i++) {
			if (i)
				strcat(names, ", ");
			strcat(names, arch_names[i].name);
		}
	}
	return names;
}
