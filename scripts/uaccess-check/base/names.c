// SPDX-License-Identifier: GPL-2.0
/*
 * The name tables of attributes.def, builtins.def and the architectures'
 * builtins (arch/arch-builtins.def), each sorted by name (strcmp order) and
 * binary-searched.  The types of the builtins are sema's (builtin.c reads
 * the same tables, in the same order).
 */
#include <string.h>

#include "names.h"
#include "util.h"

static const char *const gcc_attributes[] = {
#define ATTR(name) #name,
#define CHECKER_ATTR(name)
#include "attributes.def"
#undef CHECKER_ATTR
#undef ATTR
};

static const char *const checker_attributes[] = {
#define ATTR(name)
#define CHECKER_ATTR(name) #name,
#include "attributes.def"
#undef CHECKER_ATTR
#undef ATTR
};

static const char *const builtin_names[] = {
#define BUILTIN(name, has, kind, sig) #name,
#include "builtins.def"
#undef BUILTIN
};

static const bool builtin_has[] = {
#define BUILTIN(name, has, kind, sig) has,
#include "builtins.def"
#undef BUILTIN
};

/* AARCH64_names[]...: each architecture's table of arch-builtins.def */
#define ARCH_BUILTINS(id) static const char *const id##_names[] = {
#define ARCH_BUILTINS_END(id) };
#define ARCH_BUILTIN(name, sig) #name,
#define PPC_BUILTIN(name, kind, sig) #name,
#include "arch-builtins.def"
#undef PPC_BUILTIN
#undef ARCH_BUILTIN

/* powerpc's attributes beyond x86's: altivec(vector__), which __vector is */
static const char *const ppc_attributes[] = { "altivec" };

/* Each architecture's table, numbered after builtins.def's and the tables before it. */
static const struct {
	const char *const *names;
	size_t n;
} arch_tables[NR_NAMES_ARCH] = {
#define ARCH_BUILTINS(id) [NAMES_ARCH_##id] = { id##_names, ARRAY_SIZE(id##_names) },
#define ARCH_BUILTIN(name, sig)
#define PPC_BUILTIN(name, kind, sig)
#include "arch-builtins.def"
#undef PPC_BUILTIN
#undef ARCH_BUILTIN
};

static enum names_arch arch;
static size_t arch_base;		/* the index of the selected table's first name */

/* The index of NAME (LEN bytes) in the sorted TABLE of N names, or -1. */
static int find(const char *const *table, size_t n, const char *name, size_t len)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int c = strncmp(table[mid], name, len);

		if (c == 0 && table[mid][len])
			c = 1;
		if (c == 0)
			return mid;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return -1;
}

/* An attribute __name__ is name. */
static int find_attribute(const char *const *table, size_t n, const char *name, size_t len)
{
	if (len > 4 && !strncmp(name, "__", 2) && !strncmp(name + len - 2, "__", 2)) {
		name += 2;
		len -= 4;
	}
	return find(table, n, name, len);
}

bool names_has_attribute(const char *name, size_t len)
{
	return find_attribute(gcc_attributes, ARRAY_SIZE(gcc_attributes), name, len) >= 0 ||
	       (arch == NAMES_ARCH_PPC &&
		find_attribute(ppc_attributes, ARRAY_SIZE(ppc_attributes), name, len) >= 0) ||
	       names_checker_attribute(name, len);
}

bool names_checker_attribute(const char *name, size_t len)
{
	return find_attribute(checker_attributes, ARRAY_SIZE(checker_attributes), name, len) >= 0;
}

void names_select_arch(enum names_arch a)
{
	int i;

	arch = a;
	arch_base = ARRAY_SIZE(builtin_names);
	for (i = 0; i < a; i++)
		arch_base += arch_tables[i].n;
}

enum names_arch names_arch(void)
{
	return arch;
}

int names_builtin(const char *name, size_t len)
{
	int i = find(builtin_names, ARRAY_SIZE(builtin_names), name, len);

	if (i >= 0 || !arch_tables[arch].names)
		return i;
	i = find(arch_tables[arch].names, arch_tables[arch].n, name, len);
	return i < 0 ? -1 : (int)(arch_base + i);
}

bool names_has_builtin(const char *name, size_t len)
{
	int i = names_builtin(name, len);

	/* an architecture's builtins exist where they are selected */
	return i >= 0 && (i >= (int)ARRAY_SIZE(builtin_names) || builtin_has[i]);
}
