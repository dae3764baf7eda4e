// SPDX-License-Identifier: GPL-2.0
/*
 * riscv: the extensions -march= names and the float ABI -mabi= names,
 * and gcc's riscv_cpu_cpp_builtins() over them.  The data models,
 * --arch= names and extension versions are riscv.def's.
 */
#include <stdio.h>
#include <string.h>

#include "target_int.h"

/* What riscv_finish() read: the single-letter extensions, the others */
static struct {
	char letters[32];
	char multi[128];		/* "_zicsr_zifencei..." */
	char float_abi;			/* 's', 'f' or 'd' */
} riscv;

static bool riscv_has(char ext)
{
	return strchr(riscv.letters, ext);
}

/*
 * -march=rv64imafdc_zicsr_zifencei (or rv64gc) names the extensions,
 * -mabi= the floating-point calling convention.  Debian's default is
 * rv64gc/lp64d; "g" is imafd_zicsr_zifencei, and f implies zicsr.
 */
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
		if (n + len < sizeof(riscv.letters)) {
			memcpy(riscv.letters + n, add, len);
			n += len;
		}
	}
	riscv.letters[n] = '\0';
	riscv.multi[0] = '\0';
	if (strchr(march + 4, 'g') && strchr(march + 4, 'g') < p)
		strcpy(riscv.multi, "_zicsr_zifencei");
	else if (riscv_has('f') && !strstr(p, "_zicsr"))
		strcpy(riscv.multi, "_zicsr");
	strncat(riscv.multi, p, sizeof(riscv.multi) - strlen(riscv.multi) - 1);

	/* Debian's default ABI is lp64d/ilp32d */
	riscv.float_abi = 'd';
	if (target_opts.mabi) {
		n = strlen(target_opts.mabi);
		last = n ? target_opts.mabi[n - 1] : 0;
		riscv.float_abi = last == 'd' || last == 'f' ? last : 's';
	}
	target_info.hard_float = riscv_has('f');
}

/* riscv_cpu_cpp_builtins(): one macro per extension, with its version */
static void riscv_def_ext(const char *ext, size_t n)
{
	char name[48], version[16];

	if (!n || n > 32)
		return;
	snprintf(name, sizeof(name), "__riscv_%.*s", (int)n, ext);
	snprintf(version, sizeof(version), "%d",
		 target_named_value(NAMED_RISCV_EXT, name + 8, 0));
	predef(name, version);
}

static void riscv_predefines(void)
{
	const char *p;

	predef("__riscv", "1");
	predef("__riscv_arch_test", "1");
	predef_int("__riscv_xlen", target.size_pointer * 8);
	for (p = riscv.letters; *p; p++)
		if (!strchr(p + 1, *p))
			riscv_def_ext(p, 1);
	for (p = riscv.multi; *p; p += strcspn(p, "_")) {
		p += *p == '_';
		riscv_def_ext(p, strcspn(p, "_"));
	}
	if (riscv_has('m'))
		predef_list("__riscv_mul __riscv_div __riscv_muldiv");
	if (riscv_has('a'))
		predef("__riscv_atomic", "1");
	if (riscv_has('c'))
		predef("__riscv_compressed", "1");
	if (riscv_has('f')) {
		predef_list("__riscv_fdiv __riscv_fsqrt");
		predef("__riscv_flen", riscv_has('d') ? "64" : "32");
	}
	predef(riscv.float_abi == 'd' ? "__riscv_float_abi_double" :
	    riscv.float_abi == 'f' ? "__riscv_float_abi_single" :
	    "__riscv_float_abi_soft", "1");
	if (target_info.pic)
		predef("__riscv_cmodel_pic", "1");
	if (target_info.pic || (target_opts.mcmodel && !strcmp(target_opts.mcmodel, "medany")))
		predef("__riscv_cmodel_medany", "1");
	else
		predef("__riscv_cmodel_medlow", "1");
}

/* exceptions and rounding modes need double precision */
static void riscv_floats(void)
{
	predef_flt_eval("0");
	predef_iec_559(riscv_has('d'));
	predef_fp_fast_fma(riscv_has('f'), riscv_has('d'));
}

const struct arch_family arch_riscv = {
	.name = "riscv",
	.finish = riscv_finish,
	.predefines = riscv_predefines,
	.floats = riscv_floats,
};
