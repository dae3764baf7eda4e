// SPDX-License-Identifier: GPL-2.0
/*
 * What gcc cannot tell: the checker's annotations, printing, interning,
 * member lookup and offsetof errors, #pragma pack bookkeeping.  Runs on
 * the x86_64 target, whatever the options.
 */
#include <stdio.h>
#include <string.h>

#include "layout-test.h"
#include "target.h"

static int failures;

#define CHECK(cond) check_true(cond, #cond, __LINE__)

static void check_true(bool ok, const char *what, int line)
{
	if (!ok) {
		printf("selftest:%d: failed: %s\n", line, what);
		failures++;
	}
}

static void check_print(const struct type *t, const char *name, const char *want, int line)
{
	struct strbuf sb = { 0 };

	type_print(&sb, t, name);
	if (strcmp(sb_cstr(&sb), want)) {
		printf("selftest:%d: printed \"%s\", want \"%s\"\n", line, sb.buf, want);
		failures++;
	}
	sb_free(&sb);
}

#define PRINTS(t, name, want) check_print(t, name, want, __LINE__)

static struct type *user(struct type *t)
{
	return type_with_as(type_annotated(t, TA_NODEREF), AS_USER);
}

static void annotations(void)
{
	struct type *c = type_basic(TYPE_CHAR), *i = type_basic(TYPE_INT);
	struct type *ui = type_basic(TYPE_UINT), *cc = type_qualified(c, TQ_CONST);
	struct type *uc = user(cc), *le32, *be32, *p[2];

	CHECK(type_addrspace("__user") == AS_USER);
	CHECK(type_addrspace("__iomem") == AS_IOMEM);
	CHECK(type_addrspace("__percpu") == AS_PERCPU);
	CHECK(type_addrspace("__rcu") == AS_RCU);
	CHECK(type_addrspace("__seg_gs") == AS_FIRST_NAMED);
	CHECK(type_addrspace("__seg_fs") == AS_FIRST_NAMED + 1);
	CHECK(type_addrspace("__seg_gs") == AS_FIRST_NAMED);
	CHECK(!strcmp(type_addrspace_name(AS_FIRST_NAMED + 1), "__seg_fs"));
	CHECK(type_addrspace_name(7) == NULL);

	/* interned: the same request gives the same node */
	CHECK(user(cc) == uc);
	CHECK(type_pointer(uc) == type_pointer(user(cc)));
	CHECK(type_qualified(user(c), TQ_CONST) == uc);
	CHECK(type_pointer(uc) != type_pointer(cc));
	CHECK(type_pointer(uc)->base == uc);
	CHECK(uc->main == c);
	CHECK(type_array(i, 3) == type_array(i, 3));
	CHECK(type_array(i, 3) != type_array(i, 4));

	/* compatibility with and without address spaces */
	CHECK(!type_compatible(type_pointer(uc), type_pointer(cc), 0));
	CHECK(type_compatible(type_pointer(uc), type_pointer(cc), TC_IGNORE_AS));
	CHECK(type_compatible(type_pointer(uc), type_pointer(cc), TC_GCC));
	CHECK(!type_compatible(type_pointer(uc), type_pointer(c), TC_IGNORE_AS));
	CHECK(type_compatible(type_qualified(i, TQ_CONST), i, TC_IGNORE_QUALS));
	CHECK(!type_compatible(type_qualified(i, TQ_CONST), i, 0));

	/* bitwise types: distinct from each other and from their base */
	le32 = type_bitwise(ui, "__le32");
	be32 = type_bitwise(ui, "__be32");
	CHECK(le32 != be32 && type_is_bitwise(le32) && !type_is_bitwise(ui));
	CHECK(!type_compatible(le32, be32, 0));
	CHECK(!type_compatible(le32, ui, 0));
	CHECK(type_compatible(le32, ui, TC_GCC));
	CHECK(type_compatible(le32, be32, TC_GCC));
	CHECK(type_compatible(type_qualified(le32, TQ_CONST), le32, TC_IGNORE_QUALS));
	CHECK(type_sizeof(le32) == 4 && type_is_integer(le32) && !type_is_signed(le32));
	CHECK(type_promote(le32) == ui);
	CHECK(type_usual_arith(le32, i) == ui);

	PRINTS(type_pointer(uc), "buf", "const char __user *buf");
	PRINTS(type_pointer(uc), NULL, "const char __user *");
	PRINTS(type_pointer(type_variant(i, 0, TA_NODEREF, AS_IOMEM)), NULL,
	       "int __iomem *");
	PRINTS(type_pointer(type_variant(i, 0, TA_NODEREF, AS_PERCPU)), "p",
	       "int __percpu *p");
	PRINTS(type_pointer(type_variant(i, 0, 0, AS_RCU)), NULL,
	       "int __attribute__((address_space(__rcu))) *");
	PRINTS(type_pointer(type_variant(i, 0, TA_NODEREF, 0)), NULL,
	       "int __attribute__((noderef)) *");
	PRINTS(type_pointer(type_variant(i, 0, 0, 9)), NULL,
	       "int __attribute__((address_space(9))) *");
	PRINTS(type_pointer(type_with_as(c, type_addrspace("__seg_gs"))), NULL,
	       "char __seg_gs *");
	PRINTS(type_pointer(user(type_pointer(uc))), "pp", "const char __user *__user *pp");
	PRINTS(type_qualified(type_pointer(uc), TQ_CONST | TQ_VOLATILE), "p",
	       "const char __user *const volatile p");
	PRINTS(le32, "x", "__le32 x");
	PRINTS(type_pointer(type_qualified(be32, TQ_CONST)), NULL, "const __be32 *");
	PRINTS(type_bitwise(type_basic(TYPE_USHORT), NULL), NULL, "unsigned short __bitwise");
	PRINTS(type_annotated(ui, TA_FORCE), NULL, "unsigned int __force");
	PRINTS(type_annotated(ui, TA_NOCAST | TA_SAFE), NULL, "unsigned int __nocast __safe");

	/* declarator syntax */
	PRINTS(type_pointer(type_array(i, 4)), NULL, "int (*)[4]");
	PRINTS(type_pointer(type_array(i, 4)), "p", "int (*p)[4]");
	PRINTS(type_array(type_pointer(c), 3), "a", "char *a[3]");
	PRINTS(type_array(type_array(c, 2), 3), NULL, "char[3][2]");
	PRINTS(type_array(i, -1), "flex", "int flex[]");
	p[0] = i;
	p[1] = type_pointer(uc);
	PRINTS(type_pointer(type_function(type_basic(TYPE_VOID), p, 1, 0)), NULL,
	       "void (*)(int)");
	PRINTS(type_function(type_basic(TYPE_LONG), p, 2, TF_VARIADIC), "f",
	       "long f(int, const char __user *, ...)");
	PRINTS(type_function(i, NULL, 0, 0), "g", "int g(void)");
	PRINTS(type_function(i, NULL, 0, TF_OLDSTYLE), "h", "int h()");
	PRINTS(type_pointer(type_function(type_pointer(type_array(c, 8)), p, 1, 0)),
	       "fp", "char (*(*fp)(int))[8]");
	PRINTS(type_array(type_pointer(type_function(c, NULL, 0, 0)), 2), "t",
	       "char (*t[2])(void)");
	PRINTS(type_complex(type_basic(TYPE_DOUBLE)), NULL, "_Complex double");
	PRINTS(type_vector(type_basic(TYPE_SHORT), 16), "v",
	       "short __attribute__((vector_size(16))) v");
	PRINTS(type_aligned(type_basic(TYPE_LLONG), 4), NULL,
	       "long long __attribute__((aligned(4)))");
	CHECK(!strcmp(type_str(type_pointer(uc)), "const char __user *"));
}

static void arrays_and_qualifiers(void)
{
	struct type *i = type_basic(TYPE_INT), *a = type_array(i, 3), *ca, *ua;

	/* qualifying an array qualifies its elements (C11 6.7.3p9) */
	ca = type_qualified(a, TQ_CONST);
	CHECK(ca == type_array(type_qualified(i, TQ_CONST), 3));
	CHECK(type_unqualified(ca) == a);
	ua = user(a);
	CHECK(ua->base->as == AS_USER && ua->base->annot == TA_NODEREF);
	CHECK(type_decay(ua) == type_pointer(user(i)));
	CHECK(type_decay(type_function(i, NULL, 0, 0))->kind == TYPE_POINTER);
	CHECK(type_sizeof(type_aligned(a, 16)) == 12 && type_alignof(type_aligned(a, 16)) == 16);
	CHECK(type_qualified(type_aligned(a, 16), TQ_VOLATILE)->base->quals == TQ_VOLATILE);
	CHECK(type_align_pref(type_qualified(type_aligned(a, 16), TQ_VOLATILE)) == 16);
	CHECK(type_is_vla(type_array_vla(i, NULL)) && type_sizeof(type_array_vla(i, NULL)) < 0);
	/* _Atomic brings its alignment, which goes with it */
	ca = type_qualified(type_complex(type_basic(TYPE_FLOAT)), TQ_ATOMIC);
	CHECK(type_alignof(ca) == 8 && type_align_pref(ca) == 8);
	CHECK(type_unqualified(ca) == type_complex(type_basic(TYPE_FLOAT)));
	PRINTS(ca, NULL, "_Atomic _Complex float");
	CHECK(type_array_vla(i, NULL) != type_array_vla(i, NULL));
	CHECK(!type_is_complete(type_array(i, -1)) && type_sizeof(type_array(i, -1)) < 0);
	CHECK(type_composite(type_array(i, -1), a) == a);
	CHECK(type_composite(a, type_array(i, -1)) == a);
}

static void functions(void)
{
	struct type *i = type_basic(TYPE_INT), *v = type_basic(TYPE_VOID), *p[2];
	struct type *old = type_function(v, NULL, 0, TF_OLDSTYLE), *proto;

	p[0] = i;
	p[1] = type_basic(TYPE_LONG);
	proto = type_function(v, p, 2, 0);
	CHECK(proto == type_function(v, p, 2, 0));
	CHECK(type_compatible(old, proto, 0));
	CHECK(type_composite(old, proto) == proto);
	CHECK(type_composite(proto, old) == proto);
	p[0] = type_basic(TYPE_SHORT);
	CHECK(!type_compatible(old, type_function(v, p, 2, 0), 0));
	CHECK(!type_compatible(old, type_function(v, p, 0, TF_VARIADIC), 0));
}

static void arithmetic(void)
{
	struct type *i = type_basic(TYPE_INT), *u = type_basic(TYPE_UINT);
	struct type *ul = type_basic(TYPE_ULONG), *e = type_enum_new("e");

	CHECK(type_promote_bitfield(type_basic(TYPE_ULONG), 3) == i);
	CHECK(type_promote_bitfield(u, 31) == i);
	CHECK(type_promote_bitfield(u, 32) == u);
	CHECK(type_promote_bitfield(ul, 40) == ul);
	CHECK(type_promote_arg(type_basic(TYPE_FLOAT)) == type_basic(TYPE_DOUBLE));
	CHECK(type_promote(type_basic(TYPE_USHORT)) == i);
	CHECK(type_usual_arith(type_basic(TYPE_LONG), type_basic(TYPE_ULLONG)) ==
	      type_basic(TYPE_ULLONG));
	CHECK(type_rank(type_basic(TYPE_BOOL)) < type_rank(type_basic(TYPE_SCHAR)));
	CHECK(!type_is_integer(e));
	type_enum_complete(e, -1, 10, false, NULL);
	CHECK(type_is_integer(e) && type_promote(e) == i && type_compatible(e, i, 0));
	CHECK(!type_compatible(e, u, 0));
	CHECK(type_bits(type_basic(TYPE_BOOL)) == 1 && type_bits(i) == 32);
}

static void records(void)
{
	struct type *i = type_basic(TYPE_INT), *c = type_basic(TYPE_CHAR);
	struct type *inner = type_record_new(TYPE_UNION, NULL);
	struct type *s = type_record_new(TYPE_STRUCT, "s"), *cs, *res;
	struct type_member im[2] = {
		{ .name = "x", .type = i, .width = -1 },
		{ .name = "bf", .type = type_basic(TYPE_UINT), .width = 3 },
	};
	struct type_member sm[4] = {
		{ .name = "a", .type = c, .width = -1 },
		{ .name = NULL, .type = inner, .width = -1 },
		{ .name = "arr", .type = NULL, .width = -1 },
		{ .name = "tail", .type = type_array(c, -1), .width = -1 },
	};
	struct type_path path[3] = { { "arr", 0 }, { NULL, 1 }, { "x", 0 } };
	const struct type_member *m;
	unsigned int failed;
	uint64_t off;
	int64_t o;

	/* a variant made before the body learns the layout */
	cs = type_qualified(s, TQ_CONST);
	CHECK(!type_is_complete(cs) && type_sizeof(cs) < 0);
	type_record_complete(inner, im, 2, NULL);
	sm[2].type = type_array(inner, 2);
	type_record_complete(s, sm, 4, NULL);
	CHECK(type_is_complete(cs) && type_sizeof(cs) == 16 && type_alignof(cs) == 4);
	CHECK(s->flags & TF_FLEXIBLE);
	m = type_member_find(s, "bf", &off);
	CHECK(m && m->width == 3 && off == 4 && m->bit == 0);
	m = type_member_find(cs, "tail", &off);
	CHECK(m && off == 16);
	CHECK(!type_member_find(s, "nope", &off));
	CHECK(type_offsetof(s, path, 3, &o, &res, &failed) == TP_OK && o == 12 && res == i);
	path[2].member = "nope";
	CHECK(type_offsetof(s, path, 3, &o, &res, &failed) == TP_NO_MEMBER && failed == 2);
	path[2].member = "bf";
	CHECK(type_offsetof(s, path, 3, &o, &res, &failed) == TP_BITFIELD);
	CHECK(type_offsetof(s, path + 1, 1, &o, &res, &failed) == TP_NOT_ARRAY);
	CHECK(type_offsetof(i, path, 1, &o, &res, &failed) == TP_NOT_RECORD);
	PRINTS(cs, "v", "const struct s v");
	PRINTS(inner, NULL, "union <anonymous>");
}

static void pragma_pack(void)
{
	CHECK(pack_current() == 0);
	CHECK(pack_set(2) && pack_current() == 2);
	CHECK(!pack_set(3) && pack_current() == 2);
	CHECK(pack_push("a", 4) && pack_current() == 4);
	CHECK(pack_push(NULL, -1) && pack_current() == 4);
	CHECK(pack_push("b", 1) && pack_current() == 1);
	CHECK(pack_pop("a") && pack_current() == 2);
	CHECK(!pack_pop(NULL));
	CHECK(pack_push(NULL, 8) && pack_current() == 8);
	CHECK(!pack_pop("zz") && pack_current() == 2);
	CHECK(pack_set(0) && pack_current() == 0);
}

int selftest(void)
{
	annotations();
	arrays_and_qualifiers();
	functions();
	arithmetic();
	records();
	pragma_pack();
	printf("selftest: %d failures\n", failures);
	return failures;
}
