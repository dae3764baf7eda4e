// SPDX-License-Identifier: GPL-2.0
/*
 * builtin-test: the builtin module (builtin.c) without the front end.
 *
 *   builtin-test list [TARGET-OPTIONS]    one line per builtins.def entry,
 *                                         then per entry of
 *                                         arch/arch-builtins.def's
 *                                         tables the target has:
 *                                         "name<TAB>kind<TAB>type"
 *   builtin-test check [TARGET-OPTIONS]   the API: lookup, the types of
 *                                         type-generic calls, per unit
 *                                         caches; prints what fails
 *
 * kind is fixed, noreturn, generic or syntax (a keyword: builtin_find()
 * says NULL); type is type_str() of builtin_type().
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "ast.h"
#include "builtin.h"
#include "names.h"
#include "sema.h"
#include "target.h"
#include "token.h"
#include "type.h"

static const char *const names[] = {
#define BUILTIN(name, has, kind, sig) #name,
#include "builtins.def"
#undef BUILTIN
};

static const char *const arch_names[] = {
#define ARCH_BUILTIN(name, sig) #name,
#define PPC_BUILTIN(name, kind, sig) #name,
#include "arch-builtins.def"
#undef PPC_BUILTIN
#undef ARCH_BUILTIN
};

static int failures;

static void __attribute__((format(printf, 1, 2))) fail(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	failures++;
}

static const struct builtin *find(const char *name)
{
	return builtin_find(ident_get(name));
}

static void list(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(names); i++) {
		const struct builtin *b = find(names[i]);

		if (!b) {
			printf("%s\tsyntax\t-\n", names[i]);
			continue;
		}
		printf("%s\t%s\t%s\n", names[i],
		       builtin_is_generic(b) ? "generic" :
		       builtin_is_noreturn(b) ? "noreturn" : "fixed",
		       type_str(builtin_type(b)));
	}
	/* the target's own: found only when compiling for it */
	for (i = 0; i < ARRAY_SIZE(arch_names); i++) {
		const struct builtin *b = find(arch_names[i]);

		if (b)
			printf("%s\t%s\t%s\n", arch_names[i],
			       builtin_is_generic(b) ? "generic" : "fixed", type_str(builtin_type(b)));
	}
}

/* Nodes of the given types, one per argument up to a NULL (at most 8). */
static unsigned int arg_nodes(struct node *nodes, struct node **args, va_list ap)
{
	unsigned int n = 0;
	struct type *t;

	while (n < 8 && (t = va_arg(ap, struct type *))) {
		memset(&nodes[n], 0, sizeof(nodes[n]));
		nodes[n].type = t;
		args[n] = &nodes[n];
		n++;
	}
	return n;
}

/* The type of a call of NAME with arguments of these types (NULL-terminated). */
static const char *call(const char *name, ...)
{
	static struct node nodes[8];
	struct node *args[8];
	const struct builtin *b = find(name);
	struct type *r;
	unsigned int n;
	va_list ap;

	if (!b)
		return "(not found)";
	va_start(ap, name);
	n = arg_nodes(nodes, args, ap);
	va_end(ap);
	r = builtin_call_type(b, args, n);
	return r ? type_str(r) : "NULL";
}

static char last_error[256];

/* builtin.c reports a misused builtin through the semantic pass: caught here. */
void sema_error(struct srcpos pos, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(last_error, sizeof(last_error), fmt, ap);
	va_end(ap);
}

/* What builtin_check_call() says of a call of NAME with these types ("" if nothing). */
static const char *misuse(const char *name, ...)
{
	static struct node nodes[8], callnode;
	struct node *args[8];
	const struct builtin *b = find(name);
	unsigned int n;
	va_list ap;

	if (!b)
		return "(not found)";
	va_start(ap, name);
	n = arg_nodes(nodes, args, ap);
	va_end(ap);
	last_error[0] = '\0';
	builtin_check_call(b, &callnode, args, n);
	return last_error;
}

static void expect(const char *what, const char *got, const char *want)
{
	if (strcmp(got, want))
		fail("%s: got \"%s\", want \"%s\"", what, got, want);
}

static void expect_type(const char *name, const char *want)
{
	const struct builtin *b = find(name);

	expect(name, b ? type_str(builtin_type(b)) : "(not found)", want);
}

static void check_lookup(void)
{
	static const char *const absent[] = {
		"__builtin_offsetof", "__builtin_choose_expr", "__builtin_types_compatible_p",
		"__builtin_va_arg", "__builtin_no_such_thing", "__builtin_", "__atomic_",
		"__sync_", "memcpy", "__b", "_", "x", "__builtin_memcpyx", "__builtin_memcp",
	};
	unsigned int i;

	for (i = 1; i < ARRAY_SIZE(names); i++)
		if (strcmp(names[i - 1], names[i]) >= 0)
			fail("builtins.def is not sorted: %s before %s", names[i - 1], names[i]);
	for (i = 0; i < ARRAY_SIZE(absent); i++)
		if (find(absent[i]))
			fail("builtin_find(%s) is not NULL", absent[i]);
	/* every entry but the keywords, at both ends of the table too */
	for (i = 0; i < ARRAY_SIZE(names); i++) {
		const struct builtin *b = find(names[i]);

		if (b && builtin_find(ident_get(names[i])) != b)
			fail("builtin_find(%s) is not stable", names[i]);
		if (!b && !strstr("__builtin_choose_expr __builtin_convertvector "
				  "__builtin_has_attribute __builtin_offsetof "
				  "__builtin_types_compatible_p", names[i]))
			fail("builtin_find(%s) is NULL", names[i]);
	}
	if (!find("__atomic_add_fetch") || !find("__sync_xor_and_fetch"))
		fail("first or last entry not found");
	if (!builtin_is_noreturn(find("__builtin_trap")) ||
	    !builtin_is_noreturn(find("__builtin_unreachable")) ||
	    !builtin_is_noreturn(find("__builtin_abort")) ||
	    builtin_is_noreturn(find("__builtin_memcpy")))
		fail("builtin_is_noreturn");
	if (builtin_is_generic(find("__builtin_memcpy")) ||
	    builtin_is_generic(find("__atomic_thread_fence")) ||
	    !builtin_is_generic(find("__builtin_constant_p")) ||
	    !builtin_is_generic(find("__atomic_load_n")))
		fail("builtin_is_generic");
}

static void check_fixed(void)
{
	bool lp64 = target.size_long == 8;
	const char *size = target.size_pointer == 8 ? "unsigned long" : "unsigned int";
	const char *u64 = lp64 ? "unsigned long" : "unsigned long long";
	char want[128];

	snprintf(want, sizeof(want), "void *(void *, const void *, %s)", size);
	expect_type("__builtin_memcpy", want);
	snprintf(want, sizeof(want), "%s (const char *)", size);
	expect_type("__builtin_strlen", want);
	snprintf(want, sizeof(want), "%s (const void *, int)", size);
	expect_type("__builtin_object_size", want);
	snprintf(want, sizeof(want), "%s (%s)", u64, u64);
	expect_type("__builtin_bswap64", want);
	expect_type("__builtin_expect", "long (long, long)");
	expect_type("__builtin_bswap16", "unsigned short (unsigned short)");
	expect_type("__builtin_ctzll", "int (unsigned long long)");
	expect_type("__builtin_ffs", "int (int)");
	expect_type("__builtin_trap", "void (void)");
	expect_type("__builtin_prefetch", "void (const void *, ...)");
	expect_type("__builtin_return_address", "void *(unsigned int)");
	expect_type("__builtin_apply_args", "void *()");
	expect_type("__builtin_ia32_rdtsc", "unsigned long long (void)");
	expect_type("__builtin_ia32_writeeflags_u32", "void (unsigned int)");
	expect_type("__atomic_test_and_set", "_Bool (volatile void *, int)");
	expect_type("__atomic_thread_fence", "void (int)");
	expect_type("__sync_synchronize", "void (void)");
	/* type-generic: no prototype, the usual return type */
	expect_type("__builtin_constant_p", "int ()");
	expect_type("__builtin_add_overflow", "_Bool ()");
	expect_type("__atomic_store_n", "void ()");
	/* a fixed builtin's call has its return type */
	expect("call __builtin_memcpy", call("__builtin_memcpy", NULL), "void *");
}

static void check_generic(void)
{
	struct type *i = type_basic(TYPE_INT), *l = type_basic(TYPE_LONG);
	struct type *ul = type_basic(TYPE_ULONG), *s = type_basic(TYPE_SHORT);
	struct type *d = type_basic(TYPE_DOUBLE), *err = type_basic(TYPE_ERROR);
	struct type *pi = type_pointer(i), *pul = type_pointer(ul), *ppi = type_pointer(pi);
	struct type *cvul = type_qualified(ul, TQ_CONST | TQ_VOLATILE);
	struct type *user_ul = type_annotated(type_with_as(cvul, AS_USER), TA_NODEREF);
	struct type *rec = type_record_new(TYPE_STRUCT, "s");
	struct type *en = type_enum_new("e");
	struct type *le32 = type_bitwise(type_basic(TYPE_UINT), "__le32");
	struct type *u128 = type_basic(TYPE_UINT128), *ch = type_basic(TYPE_CHAR);
	/* type_str() rotates its buffers */
	char e[32];

	snprintf(e, sizeof(e), "%s", type_str(err));
	type_enum_complete(en, 0, 1, false, NULL);

	/* misuse, in gcc's words */
	expect("constant_p()", misuse("__builtin_constant_p", NULL),
	       "too few arguments to function '__builtin_constant_p'");
	expect("va_end(1, 2, 3)", misuse("__builtin_va_end", i, i, i, NULL),
	       "too many arguments to function '__builtin_va_end'");
	expect("add_overflow(1, 2)", misuse("__builtin_add_overflow", i, i, NULL),
	       "too few arguments to function '__builtin_add_overflow'");
	expect("add_overflow(i, i, i)", misuse("__builtin_add_overflow", i, i, i, NULL),
	       "argument 3 in call to function '__builtin_add_overflow' does not have "
	       "pointer to integral type");
	expect("add_overflow(d, i, i*)", misuse("__builtin_add_overflow", d, i, pi, NULL),
	       "argument 1 in call to function '__builtin_add_overflow' does not have "
	       "integral type");
	expect("add_overflow(i, l, i*)", misuse("__builtin_add_overflow", i, l, pi, NULL), "");
	expect("add_overflow(err, ...)", misuse("__builtin_add_overflow", err, err, err, NULL), "");

	/* __atomic_*: the pointed-to type, unqualified, in no address space */
	expect("load_n ul*", call("__atomic_load_n", pul, i, NULL), "unsigned long");
	expect("load_n cv ul*", call("__atomic_load_n", type_pointer(cvul), i, NULL),
	       "unsigned long");
	expect("load_n __user", call("__atomic_load_n", type_pointer(user_ul), i, NULL),
	       "unsigned long");
	expect("load_n int**", call("__atomic_load_n", ppi, i, NULL), "int *");
	expect("load_n __le32*", call("__atomic_load_n", type_pointer(le32), i, NULL),
	       "__le32");
	expect("load_n enum*", call("__atomic_load_n", type_pointer(en), i, NULL), "enum e");
	expect("load_n char*", call("__atomic_load_n", type_pointer(ch), i, NULL), "char");
	if (target.size_pointer == 8)
		expect("load_n u128*", call("__atomic_load_n", type_pointer(u128), i, NULL),
		       "unsigned __int128");
	expect("load_n ul[4]", call("__atomic_load_n", type_array(ul, 4), i, NULL),
	       "unsigned long");
	expect("load_n struct*", call("__atomic_load_n", type_pointer(rec), i, NULL), "NULL");
	expect("load_n void*", call("__atomic_load_n", type_pointer(type_basic(TYPE_VOID)),
				    i, NULL), "NULL");
	expect("load_n double*", call("__atomic_load_n", type_pointer(d), i, NULL), "NULL");
	expect("load_n int", call("__atomic_load_n", i, i, NULL), "NULL");
	expect("load_n 1 arg", call("__atomic_load_n", pul, NULL), "NULL");
	expect("load_n 3 args", call("__atomic_load_n", pul, i, i, NULL), "NULL");
	expect("load_n error", call("__atomic_load_n", err, i, NULL), e);
	expect("exchange_n", call("__atomic_exchange_n", pi, i, i, NULL), "int");
	expect("fetch_add int**", call("__atomic_fetch_add", ppi, i, i, NULL), "int *");
	expect("add_fetch", call("__atomic_add_fetch", pul, l, i, NULL), "unsigned long");
	expect("cmpxchg_n", call("__atomic_compare_exchange_n", pul, pul, ul, i, i, i, NULL),
	       "_Bool");
	expect("cmpxchg_n 5 args", call("__atomic_compare_exchange_n", pul, pul, ul, i, i,
					NULL), "NULL");
	expect("cmpxchg_n error", call("__atomic_compare_exchange_n", err, pul, ul, i, i, i,
				       NULL), "_Bool");
	expect("store_n", call("__atomic_store_n", pi, i, i, NULL), "void");
	expect("store_n struct*", call("__atomic_store_n", type_pointer(rec), i, i, NULL),
	       "NULL");
	expect("load", call("__atomic_load", type_pointer(rec), type_pointer(rec), i, NULL),
	       "void");
	expect("cmpxchg", call("__atomic_compare_exchange", pi, pi, pi, i, i, i, NULL),
	       "_Bool");

	/* __sync_*: the same, extra arguments allowed */
	expect("sync fetch_and_add", call("__sync_fetch_and_add", pul, ul, NULL),
	       "unsigned long");
	expect("sync fetch_and_add extra", call("__sync_fetch_and_add", pi, i, pi, pi, NULL),
	       "int");
	expect("sync fetch_and_add 1 arg", call("__sync_fetch_and_add", pi, NULL), "NULL");
	expect("sync bool cas", call("__sync_bool_compare_and_swap", pi, i, i, NULL), "_Bool");
	expect("sync val cas", call("__sync_val_compare_and_swap", type_pointer(s), i, i, NULL),
	       "short");
	expect("sync lock_test_and_set", call("__sync_lock_test_and_set", pi, i, NULL), "int");
	expect("sync lock_release", call("__sync_lock_release", pi, NULL), "void");

	/* overflow */
	expect("add_overflow", call("__builtin_add_overflow", i, l, type_pointer(s), NULL),
	       "_Bool");
	expect("mul_overflow ul", call("__builtin_mul_overflow", ul, ul, pul, NULL), "_Bool");
	expect("add_overflow _Bool*", call("__builtin_add_overflow", i, i,
					  type_pointer(type_basic(TYPE_BOOL)), NULL), "NULL");
	expect("add_overflow enum*", call("__builtin_add_overflow", i, i, type_pointer(en),
					 NULL), "NULL");
	expect("add_overflow const*", call("__builtin_add_overflow", i, i,
					  type_pointer(type_qualified(i, TQ_CONST)), NULL), "NULL");
	expect("add_overflow double", call("__builtin_add_overflow", i, d, pi, NULL), "NULL");
	expect("add_overflow int", call("__builtin_add_overflow", i, i, i, NULL), "NULL");
	expect("add_overflow 2 args", call("__builtin_add_overflow", i, pi, NULL), "NULL");
	expect("add_overflow error", call("__builtin_add_overflow", err, i, pi, NULL), "_Bool");
	expect("sub_overflow_p", call("__builtin_sub_overflow_p", i, l, s, NULL), "_Bool");
	expect("sub_overflow_p ptr", call("__builtin_sub_overflow_p", i, l, pi, NULL), "NULL");

	/* the others */
	expect("constant_p", call("__builtin_constant_p", type_pointer(rec), NULL), "int");
	expect("constant_p 2 args", call("__builtin_constant_p", i, i, NULL), "NULL");
	expect("constant_p 0 args", call("__builtin_constant_p", NULL), "NULL");
	expect("classify_type", call("__builtin_classify_type", d, NULL), "int");
	expect("isnan", call("__builtin_isnan", d, NULL), "int");
	expect("isnan ptr", call("__builtin_isnan", pi, NULL), "NULL");
	expect("va_start", call("__builtin_va_start", pi, i, NULL), "void");
	expect("va_end", call("__builtin_va_end", pi, NULL), "void");
	expect("va_copy 1 arg", call("__builtin_va_copy", pi, NULL), "NULL");
	expect("speculation_safe_value", call("__builtin_speculation_safe_value",
					      type_pointer(cvul), NULL), "const volatile unsigned long *");
	expect("speculation_safe_value error", call("__builtin_speculation_safe_value",
						    err, NULL), e);
}

/* The cache follows the unit: a new unit gets types from its own arena. */
/* powerpc's AltiVec overloads (builtins-ppc.def): the families' types and misuse. */
static void check_altivec(void)
{
	struct type *i = type_basic(TYPE_INT), *sh = type_basic(TYPE_SHORT);
	struct type *uc = type_basic(TYPE_UCHAR), *sc = type_basic(TYPE_SCHAR);
	struct type *fl = type_basic(TYPE_FLOAT);
	struct type *vuc = type_vector(uc, 16), *vsc = type_vector(sc, 16);
	struct type *vi = type_vector(i, 16), *vf = type_vector(fl, 16);
	struct type *cf = type_pointer(type_qualified(fl, TQ_CONST));
	struct type *user = type_pointer(type_annotated(type_with_as(uc, AS_USER), TA_NODEREF));
	struct node node = { .type = user }, *args[3] = { &node, &node, &node };
	char want[64];

	snprintf(want, sizeof(want), "%s", type_str(vuc));
	expect("vec_xor(uc, uc)", call("__builtin_vec_xor", vuc, vuc, NULL), want);
	expect("vec_cmpgt(sc, sc)", call("__builtin_vec_cmpgt", vsc, vsc, NULL), want);
	expect("vec_splat_u8 via lvsl", call("__builtin_vec_lvsl", i, cf, NULL), want);
	snprintf(want, sizeof(want), "%s", type_str(vf));
	expect("vec_ld(0, const float *)", call("__builtin_vec_ld", i, cf, NULL), want);
	expect("vec_cmpeq(f, f)", call("__builtin_vec_cmpeq", vf, vf, NULL),
	       type_str(type_vector(type_basic(TYPE_UINT), 16)));
	expect("vec_splat_s8(1)", call("__builtin_vec_splat_s8", i, NULL), type_str(vsc));
	expect("vec_splats(short)", call("__builtin_vec_splats", sh, NULL),
	       type_str(type_vector(sh, 16)));
	expect("vec_extract(vi, 1)", call("__builtin_vec_extract", vi, i, NULL), "int");
	expect("vec_xor(i, i)", misuse("__builtin_vec_xor", i, i, NULL),
	       "invalid parameter combination for AltiVec intrinsic '__builtin_vec_xor'");
	expect("vec_xor(uc, i)", misuse("__builtin_vec_xor", vuc, vi, NULL),
	       "invalid parameter combination for AltiVec intrinsic '__builtin_vec_xor'");
	expect("vec_add(uc, f)", misuse("__builtin_vec_add", vi, vf, NULL),
	       "invalid parameter combination for AltiVec intrinsic '__builtin_vec_add'");
	expect("vec_ld(0, f)", misuse("__builtin_vec_ld", i, fl, NULL),
	       "invalid parameter combination for AltiVec intrinsic '__builtin_vec_ld'");
	expect("vec_xor(uc, uc)", misuse("__builtin_vec_xor", vuc, vuc, NULL), "");

	/* vec_ld's pointer is given as to "const unsigned char *", vec_st's to "unsigned char *" */
	{
		struct node v = { .type = vuc }, o = { .type = i };
		struct node *ld[2] = { &o, &node }, *st[3] = { &v, &o, &node };
		struct type *to = NULL;

		if (builtin_pointer_param(find("__builtin_vec_ld"), ld, 2, &to) != 1 ||
		    to != type_pointer(type_qualified(uc, TQ_CONST)))
			fail("builtin_pointer_param(vec_ld): %s", to ? type_str(to) : "none");
		to = NULL;
		if (builtin_pointer_param(find("__builtin_vec_st"), st, 3, &to) != 2 ||
		    to != type_pointer(uc))
			fail("builtin_pointer_param(vec_st): %s", to ? type_str(to) : "none");
		if (builtin_pointer_param(find("__builtin_vec_xor"), args, 2, &to) != -1)
			fail("builtin_pointer_param(vec_xor)");
	}
}

static void check_units(void)
{
	const struct builtin *b = find("__builtin_memcpy");
	struct type *t;

	builtin_type(b);
	builtin_release();
	type_release();
	type_init();
	t = builtin_type(b);
	if (t->base != type_pointer(type_basic(TYPE_VOID)) || t->fn.nparams != 3 ||
	    t->fn.params[2] != type_size_t())
		fail("builtin_type after a new unit: %s", type_str(t));
	if (builtin_type(b) != t)
		fail("builtin_type is not cached");
}

int main(int argc, char **argv)
{
	int i;

	if (argc < 2) {
		fprintf(stderr, "usage: builtin-test list|check [TARGET-OPTIONS]\n");
		return 2;
	}
	for (i = 2; i < argc; i++)
		if (!target_option(argv[i])) {
			fprintf(stderr, "builtin-test: unknown option %s\n", argv[i]);
			return 2;
		}
	target_finish();
	type_init();
	if (!strcmp(argv[1], "list")) {
		list();
	} else if (!strcmp(argv[1], "check")) {
		check_lookup();
		check_fixed();
		check_generic();
		if (names_arch() == NAMES_ARCH_PPC)
			check_altivec();
		check_units();
	} else {
		fprintf(stderr, "builtin-test: unknown command %s\n", argv[1]);
		return 2;
	}
	builtin_release();
	type_release();
	return failures ? 1 : 0;
}
