// SPDX-License-Identifier: GPL-2.0
/*
 * layout-test: compares the type module with gcc.
 *
 *   layout-test gen [TARGET-OPTIONS] [--seed=N] [--count=N] FILE... >gen.c
 *   gcc -m64 -c gen.c -o gen.o
 *   layout-test check [same arguments] --object=gen.o
 *   layout-test selftest
 *
 * Both runs read the same declarations (the files, then --count random
 * records) and derive the same list of checks: for every struct, union,
 * enum and typedef, sizeof, _Alignof and __alignof__; for every member
 * reachable through anonymous, nested and array members, offsetof,
 * sizeof, alignment and the type (printed by type_print() and compared
 * with __builtin_types_compatible_p); for every named bit-field its
 * first bit and width; and the usual arithmetic conversions and
 * compatibility of a set of types.  "gen" writes them as C; gcc computes
 * them into sections of an object file, without running anything (so
 * -m32 needs no 32-bit libraries); "check" reads the object and compares
 * with what the type module says.
 *
 * Values go to one array in section .uc_vals.  A bit-field is found by
 * initializing it to -1 in an object of its own section .uc_p.N and
 * looking at which bits are set: gcc numbers bits from the least
 * significant bit of the first byte on a little-endian target, as the
 * module does.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "layout-test.h"
#include "target.h"

struct check {
	char *expr;			/* value: C constant expression; probe: designator */
	char *type_c;			/* probe: the object's type */
	uint64_t expect;		/* probe: first bit << 16 | width */
	bool probe;
	int decl;			/* declaration it tests, -1 if none */
};

static struct check *checks;
static unsigned int nchecks, nprobes;
static unsigned int max_member_checks = 400;

static void add_check(char *expr, char *type_c, uint64_t expect, bool probe, int decl)
{
	struct check *c;

	checks = xrealloc(checks, (nchecks + 1) * sizeof(*checks));
	c = &checks[nchecks++];
	c->expr = expr;
	c->type_c = type_c;
	c->expect = expect;
	c->probe = probe;
	c->decl = decl;
	nprobes += probe;
}

static char *vfmt(const char *f, va_list ap)
{
	va_list copy;
	char *s;
	int n;

	va_copy(copy, ap);
	n = vsnprintf(NULL, 0, f, copy);
	va_end(copy);
	s = xmalloc(n + 1);
	vsnprintf(s, n + 1, f, ap);
	return s;
}

static char * __attribute__((format(printf, 1, 2))) fmt(const char *f, ...)
{
	va_list ap;
	char *s;

	va_start(ap, f);
	s = vfmt(f, ap);
	va_end(ap);
	return s;
}

static void __attribute__((format(printf, 3, 4)))
value(int decl, uint64_t expect, const char *f, ...)
{
	va_list ap;

	va_start(ap, f);
	add_check(vfmt(f, ap), NULL, expect, false, decl);
	va_end(ap);
}

/*
 * The type in C for __builtin_types_compatible_p, or NULL if it cannot
 * be written (anonymous tag) or gcc would not take it for the same type:
 * with an aligned attribute in a type name, _Bool and _Complex double
 * become types of their own.
 */
static char *spell(const struct type *t)
{
	struct strbuf sb = { 0 };

	type_print(&sb, t, NULL);
	if (strstr(sb_cstr(&sb), "<anonymous>") || strstr(sb.buf, "aligned(")) {
		sb_free(&sb);
		return NULL;
	}
	return sb.buf;
}

static void type_checks(int decl, const char *c, const struct type *t)
{
	char *s;

	if (!type_is_complete(t))
		return;
	s = spell(t);
	value(decl, (uint64_t)type_sizeof(t), "sizeof(%s)", c);
	value(decl, type_alignof(t), "_Alignof(%s)", c);
	value(decl, type_align_pref(t), "__alignof__(%s)", c);
	if (s)
		value(decl, 1, "__builtin_types_compatible_p(%s, %s)", c, s);
	free(s);
}

/* Checks for the members of a record, through anonymous and nested ones. */
static void member_checks(int decl, const char *c, const struct type *top,
			  const struct type *rec, const char *prefix, uint64_t base,
			  int depth, unsigned int *budget)
{
	uint32_t i;

	for (i = 0; i < rec->rec.nmembers && *budget; i++) {
		const struct type_member *m = &rec->rec.members[i];
		const struct type *mt = m->type;
		char path[512], *s;
		uint64_t off, found;
		bool flexible = mt->kind == TYPE_ARRAY && mt->array.len < 0;

		off = base + m->offset;
		if (!m->name) {
			if (m->width < 0 && type_is_record(mt))
				member_checks(decl, c, top, mt->main, prefix, off, depth, budget);
			continue;
		}
		--*budget;
		snprintf(path, sizeof(path), "%s%s", prefix, m->name);
		/* the lookup through anonymous members agrees with the walk */
		if (!*prefix && (!type_member_find(top, m->name, &found) || found != off))
			fprintf(stderr, "layout-test: %s: type_member_find(%s) disagrees\n",
				c, m->name);
		if (m->width >= 0) {
			add_check(fmt(".%s", path), xstrdup(c),
				  (off * 8 + m->bit) << 16 | (uint64_t)m->width, true, decl);
			/*
			 * gcc gives a bit-field narrower than its type and not
			 * narrower than int a type of exactly its width.
			 */
			if ((unsigned int)m->width < type_bits(type_basic(TYPE_INT)) ||
			    (unsigned int)m->width == type_bits(m->type)) {
				s = spell(type_promote_bitfield(m->type, m->width));
				if (s)
					value(decl, 1, "__builtin_types_compatible_p("
					      "__typeof__(+((%s *)0)->%s), %s)", c, path, s);
				free(s);
			}
			continue;
		}
		value(decl, off, "__builtin_offsetof(%s, %s)", c, path);
		if (!flexible) {
			value(decl, (uint64_t)type_sizeof(mt), "sizeof(((%s *)0)->%s)", c, path);
			value(decl, type_alignof(mt), "_Alignof(__typeof__(((%s *)0)->%s))", c, path);
			value(decl, type_align_pref(mt), "__alignof__(__typeof__(((%s *)0)->%s))",
			      c, path);
		}
		s = spell(mt);
		if (s)
			value(decl, 1,
			      "__builtin_types_compatible_p(__typeof__(((%s *)0)->%s), %s)",
			      c, path, s);
		free(s);
		if (depth >= 3)
			continue;
		if (type_is_record(mt)) {
			snprintf(path, sizeof(path), "%s%s.", prefix, m->name);
			member_checks(decl, c, top, mt->main, path, off, depth + 1, budget);
		} else if (mt->kind == TYPE_ARRAY && mt->array.len >= 2 &&
			   type_is_record(mt->base)) {
			snprintf(path, sizeof(path), "%s%s[1].", prefix, m->name);
			member_checks(decl, c, top, mt->base->main, path,
				      off + type_sizeof(mt->base), depth + 1, budget);
		}
	}
}

static const struct type_member *first_named(const struct type *rec)
{
	uint32_t i;

	for (i = 0; i < rec->rec.nmembers; i++)
		if (rec->rec.members[i].name && rec->rec.members[i].width < 0)
			return &rec->rec.members[i];
	return NULL;
}

/*
 * offsetof(T, a.b[N].c) through type_offsetof(): down the first named
 * member of each level, through the last element of arrays.
 */
static void path_checks(int decl, const char *c, const struct type *t)
{
	const struct type *rec = t->main;
	const struct type_member *m;
	struct type_path path[8];
	struct strbuf sb = { 0 };
	unsigned int n = 0, i, failed;
	struct type *res, *mt;
	int64_t off;

	while (n < 6 && (m = first_named(rec))) {
		path[n].member = m->name;
		path[n++].index = 0;
		mt = m->type;
		if (mt->kind == TYPE_ARRAY && mt->array.len > 1) {
			path[n].member = NULL;
			path[n++].index = mt->array.len - 1;
			mt = mt->base;
		}
		if (!type_is_record(mt))
			break;
		rec = mt->main;
	}
	if (n < 2 || type_offsetof(t, path, n, &off, &res, &failed) != TP_OK)
		return;
	for (i = 0; i < n; i++)
		if (path[i].member)
			sb_printf(&sb, "%s%s", i ? "." : "", path[i].member);
		else
			sb_printf(&sb, "[%lld]", (long long)path[i].index);
	value(decl, (uint64_t)off, "__builtin_offsetof(%s, %s)", c, sb_cstr(&sb));
	sb_free(&sb);
}

static void decl_checks(const struct decls *d)
{
	unsigned int i;

	for (i = 0; i < d->nnamed; i++) {
		const struct named *n = &d->named[i];
		unsigned int budget = max_member_checks;

		if (!type_is_complete(n->type))
			continue;
		type_checks(n->decl, n->c_name, n->type);
		if (type_is_record(n->type) && strchr(n->c_name, ' ')) {
			member_checks(n->decl, n->c_name, n->type, n->type->main, "", 0, 0, &budget);
			path_checks(n->decl, n->c_name, n->type);
		}
	}
}

static struct type *find_named(const struct decls *d, const char *c)
{
	unsigned int i;

	for (i = 0; i < d->nnamed; i++)
		if (!strcmp(d->named[i].c_name, c))
			return d->named[i].type;
	return NULL;
}

/* Arithmetic conversions and compatibility, against gcc's typeof and builtins. */
static void arith_checks(const struct decls *d)
{
	static const enum type_kind kinds[] = {
		TYPE_BOOL, TYPE_CHAR, TYPE_SCHAR, TYPE_UCHAR, TYPE_SHORT, TYPE_USHORT,
		TYPE_INT, TYPE_UINT, TYPE_LONG, TYPE_ULONG, TYPE_LLONG, TYPE_ULLONG,
		TYPE_INT128, TYPE_UINT128, TYPE_FLOAT, TYPE_DOUBLE, TYPE_LDOUBLE,
		TYPE_FLOAT128,
	};
	struct type *ts[32];
	unsigned int n = 0, i, j;
	char *a, *b, *r;

	for (i = 0; i < ARRAY_SIZE(kinds); i++)
		if ((macro_defined("__SIZEOF_INT128__") ||
		     (kinds[i] != TYPE_INT128 && kinds[i] != TYPE_UINT128)) &&
		    (macro_defined("__FLT128_MAX__") || kinds[i] != TYPE_FLOAT128))
			ts[n++] = type_basic(kinds[i]);
	ts[n++] = type_complex(type_basic(TYPE_FLOAT));
	ts[n++] = type_complex(type_basic(TYPE_DOUBLE));
	ts[n++] = type_complex(type_basic(TYPE_INT));
	for (i = 0; i < 7; i++) {
		char name[16];

		snprintf(name, sizeof(name), "enum re%u", i);
		if (find_named(d, name))
			ts[n++] = find_named(d, name);
	}
	for (i = 0; i < n; i++) {
		a = spell(ts[i]);
		type_checks(-1, a, ts[i]);
		r = spell(type_promote(ts[i]));
		value(-1, 1, "__builtin_types_compatible_p(__typeof__(+(%s)0), %s)", a, r);
		free(r);
		for (j = 0; j < n; j++) {
			/* powerpc: IBM long double and _Float128 do not mix */
			if ((target.arch == ARCH_PPC64 || target.arch == ARCH_PPC32) &&
			    ts[i]->kind + ts[j]->kind == TYPE_LDOUBLE + TYPE_FLOAT128 &&
			    ts[i]->kind != ts[j]->kind)
				continue;
			b = spell(ts[j]);
			r = spell(type_usual_arith(ts[i], ts[j]));
			value(-1, 1, "__builtin_types_compatible_p(__typeof__((%s)0 + (%s)0), %s)",
			      a, b, r);
			value(-1, type_compatible(ts[i], ts[j], TC_GCC | TC_IGNORE_QUALS),
			      "__builtin_types_compatible_p(%s, %s)", a, b);
			free(b);
			free(r);
		}
		free(a);
	}
	value(-1, 1, "__builtin_types_compatible_p(__SIZE_TYPE__, %s)", type_str(type_size_t()));
	value(-1, 1, "__builtin_types_compatible_p(__PTRDIFF_TYPE__, %s)",
	      type_str(type_ptrdiff_t()));
	value(-1, 1, "__builtin_types_compatible_p(__WCHAR_TYPE__, %s)", type_str(type_wchar_t()));
}

/* Derived types: pointers, arrays, functions, in pairs. */
static void compat_checks(void)
{
	struct type *i = type_basic(TYPE_INT), *ci = type_qualified(i, TQ_CONST);
	struct type *c = type_basic(TYPE_CHAR), *v = type_basic(TYPE_VOID);
	struct type *ip = type_pointer(i), *f = type_basic(TYPE_FLOAT);
	struct type *ts[40], *p[2];
	unsigned int n = 0, a, b;
	char *sa, *sb;

	ts[n++] = ip;
	ts[n++] = type_pointer(ci);
	ts[n++] = type_pointer(type_basic(TYPE_UINT));
	ts[n++] = type_pointer(type_basic(TYPE_LONG));
	ts[n++] = type_pointer(type_basic(TYPE_LLONG));
	ts[n++] = type_pointer(v);
	ts[n++] = type_pointer(c);
	ts[n++] = type_pointer(type_basic(TYPE_SCHAR));
	ts[n++] = type_pointer(ip);
	ts[n++] = type_pointer(type_pointer(ci));
	ts[n++] = type_pointer(type_qualified(ip, TQ_CONST));
	ts[n++] = type_array(i, 3);
	ts[n++] = type_array(i, 4);
	ts[n++] = type_array(i, -1);
	ts[n++] = type_array(ci, 3);
	ts[n++] = type_pointer(type_array(i, 3));
	ts[n++] = type_pointer(type_array(i, -1));
	ts[n++] = type_pointer(type_array(type_array(c, 2), 3));
	p[0] = i;
	p[1] = ip;
	ts[n++] = type_pointer(type_function(v, p, 1, 0));
	ts[n++] = type_pointer(type_function(v, NULL, 0, TF_OLDSTYLE));
	ts[n++] = type_pointer(type_function(v, NULL, 0, 0));
	ts[n++] = type_pointer(type_function(v, p, 1, TF_VARIADIC));
	ts[n++] = type_pointer(type_function(v, p, 2, 0));
	ts[n++] = type_pointer(type_function(i, p, 2, 0));
	ts[n++] = type_pointer(type_function(ci, p, 2, 0));
	p[0] = ci;
	ts[n++] = type_pointer(type_function(v, p, 1, 0));
	p[0] = c;
	ts[n++] = type_pointer(type_function(v, p, 1, 0));
	p[0] = f;
	ts[n++] = type_pointer(type_function(v, p, 1, 0));
	p[0] = type_basic(TYPE_DOUBLE);
	ts[n++] = type_pointer(type_function(v, p, 1, 0));
	p[0] = type_pointer(type_function(v, NULL, 0, TF_OLDSTYLE));
	ts[n++] = type_pointer(type_function(v, p, 1, 0));
	ts[n++] = type_pointer(type_function(type_pointer(type_array(i, 2)), p, 1, 0));
	ts[n++] = type_vector(i, 16);
	ts[n++] = type_vector(type_basic(TYPE_UINT), 16);
	ts[n++] = type_complex(type_basic(TYPE_LDOUBLE));
	for (a = 0; a < n; a++) {
		sa = spell(ts[a]);
		type_checks(-1, sa, ts[a]);
		for (b = 0; b < n; b++) {
			sb = spell(ts[b]);
			value(-1, type_compatible(ts[a], ts[b], TC_GCC | TC_IGNORE_QUALS),
			      "__builtin_types_compatible_p(%s, %s)", sa, sb);
			free(sb);
		}
		free(sa);
	}
}

/* gen */

static void gen(const struct decls *d)
{
	unsigned int i, k = 0;

	printf("/* generated by layout-test */\n%s\n", d->text);
	printf("static const unsigned long long uc_vals[] "
	       "__attribute__((used, section(\".uc_vals\"))) = {\n");
	for (i = 0; i < nchecks; i++)
		if (!checks[i].probe)
			printf("\t%s,\n", checks[i].expr);
	printf("};\n");
	for (i = 0; i < nchecks; i++)
		if (checks[i].probe) {
			printf("static const %s uc_p%u __attribute__((used, section(\".uc_p.%u\"))) "
			       "= { %s = -1 };\n", checks[i].type_c, k, k, checks[i].expr);
			k++;
		}
}

/* check: the sections of a relocatable ELF object */

struct elf {
	unsigned char *buf;
	size_t len;
	bool is64, big;
};

static uint64_t rd(const struct elf *e, size_t off, unsigned int n)
{
	uint64_t v = 0;
	unsigned int i;

	if (off + n > e->len)
		return 0;
	for (i = 0; i < n; i++)
		v |= (uint64_t)e->buf[off + i] << 8 * (e->big ? n - 1 - i : i);
	return v;
}

static const unsigned char *section(const struct elf *e, const char *name, size_t *size)
{
	uint64_t shoff = rd(e, e->is64 ? 0x28 : 0x20, e->is64 ? 8 : 4);
	unsigned int ent = rd(e, e->is64 ? 0x3a : 0x2e, 2);
	uint64_t num = rd(e, e->is64 ? 0x3c : 0x30, 2);
	uint64_t strndx = rd(e, e->is64 ? 0x3e : 0x32, 2), stroff, i;
	unsigned int w = e->is64 ? 8 : 4;

	/* many sections: the counts move to section header 0 */
	if (!num)
		num = rd(e, shoff + (e->is64 ? 0x20 : 0x14), w);
	if (strndx == 0xffff)
		strndx = rd(e, shoff + (e->is64 ? 0x28 : 0x18), 4);
	stroff = rd(e, shoff + strndx * ent + (e->is64 ? 0x18 : 0x10), w);
	for (i = 0; i < num; i++) {
		size_t h = shoff + i * ent;
		uint64_t nm = stroff + rd(e, h, 4);
		uint64_t off = rd(e, h + (e->is64 ? 0x18 : 0x10), w);

		if (nm < e->len && !strncmp((char *)e->buf + nm, name, e->len - nm) &&
		    off <= e->len) {
			*size = rd(e, h + (e->is64 ? 0x20 : 0x14), w);
			if (*size > e->len - off)
				return NULL;
			return e->buf + off;
		}
	}
	return NULL;
}

static bool read_elf(struct elf *e, const char *path)
{
	FILE *f = fopen(path, "rb");
	size_t cap = 1 << 16;

	if (!f) {
		fprintf(stderr, "layout-test: %s: %s\n", path, strerror(errno));
		return false;
	}
	e->buf = xmalloc(cap);
	e->len = 0;
	while (!feof(f)) {
		if (e->len == cap)
			e->buf = xrealloc(e->buf, cap *= 2);
		e->len += fread(e->buf + e->len, 1, cap - e->len, f);
		if (ferror(f))
			break;
	}
	fclose(f);
	if (e->len < 0x40 || memcmp(e->buf, "\177ELF", 4)) {
		fprintf(stderr, "layout-test: %s: not an ELF file\n", path);
		return false;
	}
	e->is64 = e->buf[4] == 2;
	e->big = e->buf[5] == 2;
	return true;
}

/*
 * A probe's bits: first set bit << 16 | count, or ~0 if they are not
 * contiguous.  gcc counts bits in memory order: from the least
 * significant bit of the first byte on a little-endian target, from the
 * most significant one on a big-endian target.
 */
static uint64_t probe_bits(const unsigned char *p, size_t n, bool big)
{
	uint64_t first = 0, count = 0, bit;
	bool seen = false, ended = false;

	for (bit = 0; bit < n * 8; bit++) {
		bool on = p[bit / 8] >> (big ? 7 - bit % 8 : bit % 8) & 1;

		if (on && ended)
			return ~0ull;
		if (on && !seen) {
			seen = true;
			first = bit;
		}
		if (!on && seen)
			ended = true;
		count += on;
	}
	return first << 16 | count;
}

static void show(uint64_t v, bool probe, char *buf, size_t n)
{
	if (probe && v == ~0ull)
		snprintf(buf, n, "bits not contiguous");
	else if (probe)
		snprintf(buf, n, "bit %llu width %llu", (unsigned long long)(v >> 16),
			 (unsigned long long)(v & 0xffff));
	else
		snprintf(buf, n, "%llu", (unsigned long long)v);
}

static int check(const struct decls *d, const char *object)
{
	unsigned int i, vi = 0, pi = 0, bad = 0, shown = 0;
	bool *decl_shown = xcalloc(d->nspans + 1, 1);
	const unsigned char *vals, *p;
	size_t nvals, np;
	struct elf e;
	char name[32], want[64], got[64];

	if (!read_elf(&e, object))
		return 2;
	vals = section(&e, ".uc_vals", &nvals);
	if (!vals || nvals != 8 * (nchecks - nprobes)) {
		fprintf(stderr, "layout-test: %s: no .uc_vals of %u values\n", object,
			nchecks - nprobes);
		return 2;
	}
	for (i = 0; i < nchecks; i++) {
		const struct check *c = &checks[i];
		uint64_t actual;

		if (c->probe) {
			snprintf(name, sizeof(name), ".uc_p.%u", pi++);
			p = section(&e, name, &np);
			actual = p ? probe_bits(p, np, e.big) : ~0ull - 1;
		} else {
			actual = rd(&e, vals - e.buf + 8 * vi++, 8);
		}
		if (actual == c->expect)
			continue;
		if (++bad > 25)
			continue;
		show(c->expect, c->probe, want, sizeof(want));
		show(actual, c->probe, got, sizeof(got));
		if (c->probe)
			printf("%s %s: gcc %s, uaccess-check %s\n", c->type_c, c->expr, got, want);
		else
			printf("%s: gcc %s, uaccess-check %s\n", c->expr, got, want);
		if (c->decl >= 0 && (unsigned int)c->decl < d->nspans && !decl_shown[c->decl] &&
		    shown++ < 8) {
			decl_shown[c->decl] = true;
			printf("    in: %.*s\n", (int)(d->spans[c->decl].end - d->spans[c->decl].start),
			       d->text + d->spans[c->decl].start);
		}
	}
	printf("%u types, %u checks (%u bit-fields): %u mismatches\n", d->nnamed, nchecks,
	       nprobes, bad);
	free(decl_shown);
	free(e.buf);
	return bad ? 1 : 0;
}

static void read_file(struct strbuf *sb, const char *path)
{
	FILE *f = fopen(path, "r");
	char buf[4096];
	size_t n;

	if (!f)
		fatal("%s: %s", path, strerror(errno));
	while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
		sb_add(sb, buf, n);
	fclose(f);
	sb_addc(sb, '\n');
}

/* Until exit, reachable: LeakSanitizer has nothing to say. */
static struct strbuf text;
static struct decls d;

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "", *object = NULL;
	unsigned long long seed = 1, count = 0;
	int i;

	progname = "layout-test";
	for (i = 2; i < argc; i++) {
		if (!strncmp(argv[i], "--seed=", 7))
			seed = strtoull(argv[i] + 7, NULL, 0);
		else if (!strncmp(argv[i], "--count=", 8))
			count = strtoull(argv[i] + 8, NULL, 0);
		else if (!strncmp(argv[i], "--object=", 9))
			object = argv[i] + 9;
		else if (argv[i][0] == '-')
			target_option(argv[i]);
	}
	target_finish();
	type_init();
	if (!strcmp(mode, "selftest")) {
		int failed = selftest();

		type_release();
		return failed ? 1 : 0;
	}
	if (strcmp(mode, "gen") && strcmp(mode, "check")) {
		fprintf(stderr, "usage: layout-test gen|check|selftest [-m32|-m64] "
			"[--seed=N] [--count=N] [--object=FILE] FILE...\n");
		return 2;
	}
	for (i = 2; i < argc; i++)
		if (argv[i][0] != '-')
			read_file(&text, argv[i]);
	random_decls(&text, seed, count);
	decls_parse(&d, sb_cstr(&text));
	decl_checks(&d);
	arith_checks(&d);
	compat_checks();
	if (!strcmp(mode, "gen")) {
		gen(&d);
		return 0;
	}
	if (!object) {
		fprintf(stderr, "layout-test: check needs --object=FILE\n");
		return 2;
	}
	return check(&d, object);
}
