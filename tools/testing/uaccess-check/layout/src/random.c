// SPDX-License-Identifier: GPL-2.0
/*
 * Random declarations for the layout test: structs and unions mixing
 * every kind of member the layout rules distinguish (bit-fields of each
 * integer type and width, zero-width and unnamed bit-fields, packed and
 * aligned members, over- and under-aligned typedefs, nested and
 * anonymous records, arrays, flexible arrays, vectors, enums of each
 * size) under packed, aligned and #pragma pack.
 *
 * The text is valid C by construction, without asking the type module
 * anything: what the module computes must not decide what gets tested.
 * The generator is its own PRNG, so a seed gives the same text on every
 * host.
 */
#include <stdio.h>
#include <string.h>

#include "layout-test.h"
#include "target.h"

static uint64_t state;

static uint32_t rnd(uint32_t n)
{
	/* xorshift64* */
	state ^= state >> 12;
	state ^= state << 25;
	state ^= state >> 27;
	return n ? (uint32_t)((state * 0x2545f4914f6cdd1dull) >> 33) % n : 0;
}

static bool chance(uint32_t percent)
{
	return rnd(100) < percent;
}

/* A type spelling the generator may use. */
struct cand {
	char spell[48];
	int bits;		/* integer types: width for bit-fields, else 0 */
	uint32_t size;		/* bytes; records: an upper bound */
	bool arrayable;		/* size a multiple of the alignment: arrays allowed */
};

static struct cand cands[512];
static unsigned int ncands;

static void add_cand(const char *spell, int bits, uint32_t size, bool arrayable)
{
	struct cand *c;

	if (ncands == ARRAY_SIZE(cands))
		return;
	c = &cands[ncands++];
	snprintf(c->spell, sizeof(c->spell), "%s", spell);
	c->bits = bits;
	c->size = size;
	c->arrayable = arrayable;
}

/*
 * Records nest records: a bound on their sizes keeps them from growing
 * exponentially (and the objects gcc writes for them with them).
 */
#define MAX_MEMBER_SIZE 2048

static const struct cand *pick(bool integer)
{
	const struct cand *c;

	do
		c = &cands[rnd(ncands)];
	while ((integer && !c->bits) || c->size > MAX_MEMBER_SIZE);
	return c;
}

static const uint32_t aligns[] = { 1, 2, 4, 8, 16, 32, 64 };

static void basics(void)
{
	int lbits = target.size_long * 8;

	add_cand("char", 8, 1, true);
	add_cand("signed char", 8, 1, true);
	add_cand("unsigned char", 8, 1, true);
	add_cand("short", 16, 2, true);
	add_cand("unsigned short", 16, 2, true);
	add_cand("int", 32, 4, true);
	add_cand("unsigned int", 32, 4, true);
	add_cand("long", lbits, lbits / 8, true);
	add_cand("unsigned long", lbits, lbits / 8, true);
	add_cand("long long", 64, 8, true);
	add_cand("unsigned long long", 64, 8, true);
	add_cand("_Bool", 1, 1, true);
	add_cand("float", 0, 4, true);
	add_cand("double", 0, 8, true);
	add_cand("long double", 0, target.size_long_double, true);
	add_cand("void *", 0, target.size_pointer, true);
	add_cand("_Complex float", 0, 8, true);
	add_cand("_Complex double", 0, 16, true);
	add_cand("_Complex long long", 0, 16, true);
	if (macro_defined("__FLT128_MAX__")) {
		add_cand("_Float128", 0, 16, true);
		add_cand("_Complex _Float128", 0, 32, true);
	}
	if (macro_defined("__FLT16_MAX__"))
		add_cand("_Float16", 0, 2, true);
	if (macro_defined("__SIZEOF_INT128__")) {
		add_cand("__int128", 128, 16, true);
		add_cand("unsigned __int128", 128, 16, true);
	}
	if (macro_defined("__GCC_ATOMIC_LLONG_LOCK_FREE")) {
		add_cand("_Atomic long long", 0, 8, true);
		add_cand("_Atomic short", 0, 2, true);
	}
}

/* Enums of each underlying size and signedness, and aligned typedefs. */
static void preamble(struct strbuf *sb)
{
	static const struct {
		const char *body;
		bool packed;
		int bits;
	} enums[] = {
		{ "re0_a, re0_b = 5", false, 32 },
		{ "re1_a = -3, re1_b = 100", false, 32 },
		{ "re2_a = 1, re2_b = 200", true, 8 },
		{ "re3_a = -1, re3_b = 1000", true, 16 },
		{ "re4_a = 1, re4_b = 0x100000000", false, 64 },
		{ "re5_a = -1, re5_b = 0x7fffffffff", false, 64 },
		{ "re6_a = 0x80000000", true, 32 },
	};
	unsigned int i, n = ncands;
	char name[32];

	for (i = 0; i < ARRAY_SIZE(enums); i++) {
		sb_printf(sb, "enum %sre%u { %s };\n",
			  enums[i].packed ? "__attribute__((packed)) " : "", i, enums[i].body);
		snprintf(name, sizeof(name), "enum re%u", i);
		add_cand(name, enums[i].bits, enums[i].bits / 8, true);
	}
	/*
	 * Typedefs that raise or lower the alignment of a basic type; not of
	 * an _Atomic one, which gcc rebuilds in an array (and forgets a
	 * lower alignment).
	 */
	for (i = 0; i < 24; i++) {
		const struct cand *c = &cands[rnd(n)];
		uint32_t a = aligns[rnd(6)];

		if (strstr(c->spell, "_Atomic")) {
			i--;
			continue;
		}

		sb_printf(sb, "typedef %s rt%u __attribute__((aligned(%u)));\n", c->spell, i, a);
		snprintf(name, sizeof(name), "rt%u", i);
		add_cand(name, c->bits, c->size, c->size % a == 0);
	}
	if (target.arch == ARCH_X86_64) {
		sb_addstr(sb, "typedef int rv8 __attribute__((vector_size(8)));\n"
			  "typedef float rv16 __attribute__((vector_size(16)));\n"
			  "typedef short rv32 __attribute__((vector_size(32)));\n");
		add_cand("rv8", 0, 8, true);
		add_cand("rv16", 0, 16, true);
		add_cand("rv32", 0, 32, true);
	}
}

/* Returns the padding it may cause, at most. */
static uint32_t attr_aligned(struct strbuf *sb)
{
	uint32_t a = aligns[rnd(ARRAY_SIZE(aligns))];

	if (chance(15)) {
		sb_addstr(sb, " __attribute__((aligned))");
		return 64;
	}
	sb_printf(sb, " __attribute__((aligned(%u)))", a);
	return a;
}

static bool record_body(struct strbuf *sb, int depth, bool is_union, bool top,
			unsigned int *member, uint32_t *size);

static uint32_t bitfield(struct strbuf *sb, unsigned int *member)
{
	const struct cand *c = pick(true);
	int width = rnd(c->bits + 1);

	if (!width || chance(15)) {
		sb_printf(sb, "\t%s : %d", c->spell, width);
	} else {
		sb_printf(sb, "\t%s m%u : %d", c->spell, (*member)++, width);
		if (chance(10))
			sb_addstr(sb, " __attribute__((packed))");
		else if (chance(3))
			sb_printf(sb, " __attribute__((aligned(%u)))", aligns[rnd(5)]);
	}
	sb_addstr(sb, ";\n");
	return 16 + 16;
}

static uint32_t plain_member(struct strbuf *sb, unsigned int *member)
{
	const struct cand *c = pick(false);
	uint32_t size = c->size + 64;

	sb_printf(sb, "\t%s m%u", c->spell, (*member)++);
	if (c->arrayable && c->size * 4 <= MAX_MEMBER_SIZE && chance(20)) {
		uint32_t n = rnd(5);

		sb_printf(sb, "[%u]", n);
		size = c->size * n + 64;
	}
	if (chance(10))
		sb_addstr(sb, " __attribute__((packed))");
	if (chance(10))
		size += attr_aligned(sb);
	sb_addstr(sb, ";\n");
	return size;
}

static uint32_t member_of(struct strbuf *sb, int depth, unsigned int *member)
{
	uint32_t r = rnd(100), size = 0;

	if (depth < 2 && r < 8) {
		/* anonymous struct or union */
		sb_addstr(sb, chance(50) ? "\tunion {\n" : "\tstruct {\n");
		record_body(sb, depth + 1, false, false, member, &size);
		sb_addstr(sb, "\t};\n");
		return size;
	}
	if (depth < 2 && r < 13) {
		bool u = chance(40);

		sb_addstr(sb, u ? "\tunion {\n" : "\tstruct {\n");
		record_body(sb, depth + 1, u, false, member, &size);
		sb_printf(sb, "\t} m%u", (*member)++);
		if (size <= MAX_MEMBER_SIZE / 4 && chance(20)) {
			uint32_t n = 1 + rnd(3);

			sb_printf(sb, "[%u]", n);
			size *= n;
		}
		sb_addstr(sb, ";\n");
		return size;
	}
	if (r < 45)
		return bitfield(sb, member);
	return plain_member(sb, member);
}

/* Returns whether it ended with a flexible array member; adds to *size. */
static bool record_body(struct strbuf *sb, int depth, bool is_union, bool top,
			unsigned int *member, uint32_t *size)
{
	unsigned int i, n = 1 + rnd(depth ? 4 : 8), first = *member;

	for (i = 0; i < n; i++)
		*size += member_of(sb, depth, member);
	/* a flexible array needs a named member before it */
	if (top && !is_union && *member > first && chance(8)) {
		const struct cand *c = pick(false);

		while (!c->arrayable)
			c = pick(false);
		sb_printf(sb, "\t%s m%u[];\n", c->spell, (*member)++);
		return true;
	}
	return false;
}

static void one_record(struct strbuf *sb, unsigned int index)
{
	bool is_union = chance(20), pragma = chance(12), push = chance(50);
	unsigned int member = 0;
	uint32_t size = 64;
	char name[32];
	bool flexible;

	if (pragma) {
		uint32_t v = aligns[rnd(5)];

		if (push)
			sb_printf(sb, "#pragma pack(push, %u)\n", v);
		else
			sb_printf(sb, "#pragma pack(%u)\n", v);
	}
	sb_printf(sb, "%s ", is_union ? "union" : "struct");
	if (chance(8))
		sb_addstr(sb, "__attribute__((packed)) ");
	sb_printf(sb, "r%u {\n", index);
	flexible = record_body(sb, 0, is_union, true, &member, &size);
	sb_addstr(sb, "}");
	if (chance(15))
		sb_addstr(sb, " __attribute__((packed))");
	if (chance(10))
		size += attr_aligned(sb);
	sb_addstr(sb, ";\n");
	if (pragma)
		sb_addstr(sb, push ? "#pragma pack(pop)\n" : "#pragma pack()\n");
	/* records with a flexible array cannot be members */
	if (!flexible) {
		snprintf(name, sizeof(name), "%s r%u", is_union ? "union" : "struct", index);
		add_cand(name, 0, size, true);
	}
	/* now and then an aligned typedef of it */
	if (!flexible && chance(10)) {
		sb_printf(sb, "typedef %s r%u ra%u __attribute__((aligned(%u)));\n",
			  is_union ? "union" : "struct", index, index, aligns[rnd(7)]);
		snprintf(name, sizeof(name), "ra%u", index);
		add_cand(name, 0, size + 64, false);
	}
}

void random_decls(struct strbuf *sb, uint64_t seed, unsigned int count)
{
	unsigned int i;

	state = seed * 0x9e3779b97f4a7c15ull + 1;
	ncands = 0;
	basics();
	preamble(sb);
	for (i = 0; i < count; i++)
		one_record(sb, i);
}
