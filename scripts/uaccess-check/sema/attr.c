// SPDX-License-Identifier: GPL-2.0
/*
 * Attributes: what gcc's and the checker's attributes of a declaration or
 * a type say (struct attrs), and the type attributes applied to a type
 * (address space, noderef, mode, vector_size...).
 */
#include <stdlib.h>
#include <string.h>

#include "decl_int.h"
#include "names.h"
#include "target.h"

/* The attribute's name without the __x__ spelling's underscores. */
bool attr_is(const struct node *a, const char *name)
{
	const char *s = a->name->name;
	size_t n = strlen(name), len = a->name->len;

	if (len == n + 4 && s[0] == '_' && s[1] == '_' && s[len - 1] == '_' && s[len - 2] == '_')
		return !strncmp(s + 2, name, n);
	return len == n && !memcmp(s, name, n);
}

/* The checker's qualifiers, which may stand among a declarator's attributes. */
static bool qualifier_attribute(const struct node *a)
{
	return attr_is(a, "noderef") || attr_is(a, "force") || attr_is(a, "nocast") ||
	       attr_is(a, "safe") || attr_is(a, "address_space");
}

static void check_known(const struct node *a)
{
	/* newer than the gcc whose __has_attribute() answers are given, but understood */
	if (attr_is(a, "counted_by"))
		return;
	if (!check_enabled(CHECK_UNKNOWN_ATTRIBUTE) ||
	    names_has_attribute(a->name->name, a->name->len))
		return;
	diag_warning(CHECK_UNKNOWN_ATTRIBUTE, a->pos, "unknown attribute '%s'", a->name->name);
}

void sema_lock_expr(struct node *e)
{
	bool prescan = sema.prescan;
	unsigned int errors = sema.prescan_errors;

	/* no event, no use of a function; a name not found is no error */
	sema.unevaluated++;
	sema.prescan = true;
	diag_mute();
	eval_expr(e);
	diag_unmute();
	sema.prescan = prescan;
	sema.prescan_errors = errors;
	sema.unevaluated--;
}

/*
 * context(expr, in, out), context(in, out) or context(in): sparse reads
 * them so.  One with counts that do not fold is not kept.
 */
static void attr_context(struct node *a, struct attrs *at)
{
	struct node *args[3], *arg;
	unsigned int n = 0;
	struct decl_context *c;
	struct cval in = { 0 }, out = { 0 };

	for (arg = a->attribute.args; arg; arg = arg->next) {
		if (n == ARRAY_SIZE(args)) {
			at->bad = true;
			return;
		}
		args[n++] = arg;
	}
	if (!n || !decl_fold(args[n == 3], &in) || (n > 1 && !decl_fold(args[n - 1], &out))) {
		at->bad = true;
		return;
	}
	c = decl_alloc(sizeof(*c));
	c->expr = n == 3 ? args[0] : NULL;
	c->in = in.v;
	c->out = out.v;
	c->next = at->contexts;
	at->contexts = c;
}

/*
 * Clang's capability attributes, as Linux 7.0's compiler-context-analysis.h
 * writes them (__acquires, __cond_acquires, __must_hold, __must_not_hold,
 * __assumes_ctx_lock...), in the terms of sparse's context(): the holds a
 * function needs on entry (IN) and leaves on exit (OUT), for each lock it
 * names.
 */
struct capability_attr {
	const char *name;
	int in, out;
	bool shared;
	bool conditional;	/* try_acquire: the first argument is the success value */
	bool excluded;
	bool assumed;
};

static const struct capability_attr capability_attrs[] = {
	{ "acquire_capability", 0, 1 },
	{ "acquire_shared_capability", 0, 1, .shared = true },
	{ "release_capability", 1, 0 },
	{ "release_shared_capability", 1, 0, .shared = true },
	/* either kind of hold: taken as the exclusive one, the stricter */
	{ "release_generic_capability", 1, 0 },
	{ "try_acquire_capability", 0, 1, .conditional = true },
	{ "try_acquire_shared_capability", 0, 1, .shared = true, .conditional = true },
	{ "requires_capability", 1, 1 },
	{ "requires_shared_capability", 1, 1, .shared = true },
	{ "locks_excluded", 0, 0, .excluded = true },
	/* not a check: the caller may assume the lock held after the call */
	{ "assert_capability", 0, 1, .assumed = true },
	{ "assert_shared_capability", 0, 1, .shared = true, .assumed = true },
};

/* Attributes that name a lock but have nothing a check uses yet. */
static bool capability_other(const struct node *a)
{
	return attr_is(a, "capability") || attr_is(a, "reentrant_capability") ||
	       attr_is(a, "lock_returned");
}

static void attr_ignored(const struct node *a, const char *why)
{
	diag_warning(CHECK_ATTRIBUTES, a->pos, "'%s' attribute ignored: %s", a->name->name, why);
}

/* One decl_context per lock named, in the order written (at->contexts is last first). */
static void attr_capability(struct node *a, struct attrs *at, const struct capability_attr *ca)
{
	struct node *arg = a->attribute.args;
	uint8_t cond = CTX_COND_NONE;
	struct cval v;

	if (ca->conditional) {
		/* Clang reads only whether it is zero: __cond_acquires(nonnull, x) is 1 */
		if (!decl_fold(arg, &v)) {
			attr_ignored(a, "its first argument is not an integer constant");
			return;
		}
		cond = v.v ? CTX_COND_NONZERO : CTX_COND_ZERO;
		arg = arg->next;
	}
	if (!arg) {
		attr_ignored(a, "it names no lock");
		return;
	}
	for (; arg; arg = arg->next) {
		struct decl_context *c = decl_alloc(sizeof(*c));

		memset(c, 0, sizeof(*c));
		c->expr = arg;
		c->in = ca->in;
		c->out = ca->out;
		c->shared = ca->shared;
		c->cond = cond;
		c->excluded = ca->excluded;
		c->assumed = ca->assumed;
		c->next = at->contexts;
		at->contexts = c;
	}
}

/* guarded_by(lock), pt_guarded_by(lock): the lock as written. */
static void attr_guarded(struct node *a, struct node **lock)
{
	struct node *arg = a->attribute.args;

	if (!arg || arg->next)
		attr_ignored(a, "it takes one lock");
	else
		*lock = arg;
}

/* The capability attributes: false if A is none of them. */
static bool attr_lock(struct node *a, struct attrs *at)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(capability_attrs); i++) {
		if (attr_is(a, capability_attrs[i].name)) {
			attr_capability(a, at, &capability_attrs[i]);
			return true;
		}
	}
	if (attr_is(a, "guarded_by"))
		attr_guarded(a, &at->guarded_by);
	else if (attr_is(a, "pt_guarded_by"))
		attr_guarded(a, &at->pt_guarded_by);
	else if (attr_is(a, "no_thread_safety_analysis"))
		at->no_context_analysis = true;
	else
		return capability_other(a);
	return true;
}

void attr_one(struct node *a, struct attrs *at)
{
	struct node *arg = a->attribute.args;
	struct cval v;

	if (a->kind != N_ATTRIBUTE || !a->name)
		return;
	check_known(a);
	if (attr_is(a, "noderef")) {
		at->annot |= TA_NODEREF;
	} else if (attr_is(a, "force")) {
		at->annot |= TA_FORCE;
	} else if (attr_is(a, "nocast")) {
		at->annot |= TA_NOCAST;
	} else if (attr_is(a, "safe")) {
		at->annot |= TA_SAFE;
	} else if (attr_is(a, "bitwise")) {
		at->bitwise = true;
	} else if (attr_is(a, "packed")) {
		at->packed = true;
	} else if (attr_is(a, "transparent_union")) {
		at->transparent = true;
		diag_warning(CHECK_TRANSPARENT_UNION, a->pos, "attribute __transparent_union__");
	} else if (attr_is(a, "cleanup")) {
		at->cleanup = a;
	} else if (attr_is(a, "counted_by")) {
		at->counted_by = a;
	} else if (attr_is(a, "noreturn")) {
		at->noreturn = true;
	} else if (attr_is(a, "externally_visible")) {
		at->externally_visible = true;
	} else if (attr_is(a, "context")) {
		attr_context(a, at);
	} else if (attr_lock(a, at)) {
		return;
	} else if (attr_is(a, "designated_init")) {
		/* sparse reports it at the token after the name */
		struct srcpos after = { a->pos.loc + a->name->len };

		if (at->struct_body)
			at->designated_init = true;
		else
			diag_warning(CHECK_ATTRIBUTES, after,
				     "attribute designated_init applied to non-structure type");
	} else if (attr_is(a, "address_space")) {
		unsigned int as;

		if (arg && arg->kind == N_IDENT) {
			as = type_addrspace(arg->name->name);
		} else if (decl_fold(arg, &v) && v.v < AS_FIRST_NAMED) {
			as = v.v;
		} else {
			at->bad = true;
			return;
		}
		if (at->has_as && at->as != as && as && at->as)
			sema_error(a->pos, "multiple address spaces given: %s & %s",
				   type_addrspace_name(at->as) ? type_addrspace_name(at->as) : "?",
				   type_addrspace_name(as) ? type_addrspace_name(as) : "?");
		at->as = as;
		at->has_as = true;
	} else if (attr_is(a, "aligned")) {
		uint32_t al = type_biggest_alignment();

		if (arg && (!decl_fold(arg, &v) || !v.v || (v.v & (v.v - 1)) || v.v > (1u << 28))) {
			at->bad = true;
			return;
		}
		if (arg)
			al = v.v;
		if (al > at->align)
			at->align = al;
	} else if (attr_is(a, "vector_size")) {
		if (decl_fold(arg, &v) && v.v && !(v.v & (v.v - 1)))
			at->vector_size = v.v;
		else
			at->bad = true;
	} else if (attr_is(a, "altivec") && names_arch() == NAMES_ARCH_PPC) {
		static const char *const kinds[] = { "vector__", "bool__", "pixel__" };
		unsigned int i;

		for (i = 0; i < ARRAY_SIZE(kinds); i++)
			if (arg && arg->kind == N_IDENT && !strcmp(arg->name->name, kinds[i]))
				at->altivec |= 1u << i;
		at->altivec_pos = a->pos;
	} else if (attr_is(a, "mode") && arg && arg->kind == N_IDENT) {
		static const char *const modes[] = { "QI", "HI", "SI", "DI", "TI" };
		const char *m = arg->name->name;
		unsigned int i;

		if (m[0] == '_' && m[1] == '_')
			m += 2;
		for (i = 0; i < ARRAY_SIZE(modes); i++)
			if (!strncmp(m, modes[i], 2) && (m[2] == 0 || m[2] == '_'))
				at->mode = 1 << i;
		if (!strcmp(m, "byte") || !strcmp(m, "__byte__"))
			at->mode = 1;
		else if (!strcmp(m, "word") || !strcmp(m, "__word__"))
			at->mode = target.size_long;
		else if (!strcmp(m, "pointer") || !strcmp(m, "__pointer__"))
			at->mode = target.size_pointer;
		if (!at->mode)
			at->bad = true;
	}
}

void attrs_collect(struct node *list, struct attrs *at)
{
	for (; list; list = list->next)
		if (list->kind == N_ATTRIBUTE)
			attr_one(list, at);
}

/*
 * Address space, noderef, force, nocast and safe written after a struct's
 * body: gcc would give them to the struct type, but they qualify the
 * declared object, as sparse reads them.  (attr_one() saw them already.)
 */
void attrs_qualifiers(struct node *list, struct attrs *at)
{
	for (; list; list = list->next) {
		struct attrs one = { 0 };

		if (list->kind != N_ATTRIBUTE || !list->name || !qualifier_attribute(list))
			continue;
		attr_one(list, &one);
		at->annot |= one.annot;
		if (one.has_as) {
			at->as = one.as;
			at->has_as = true;
		}
	}
}

/* _Alignas(N) or _Alignas(type): the object's alignment, in at->align. */
void attrs_alignas(struct node *s, struct attrs *at)
{
	struct cval v;
	uint32_t al = 0;

	if (s->alignas_spec.operand && s->alignas_spec.operand->kind == N_TYPE_NAME) {
		struct type *t = decl_type_name(s->alignas_spec.operand);

		if (!sema_is_error(t))
			al = type_alignof(t);
	} else if (decl_fold(s->alignas_spec.operand, &v) && v.v && !(v.v & (v.v - 1)) &&
		   v.v <= (1u << 28)) {
		al = v.v;
	}
	if (al > at->align)
		at->align = al;
}

/* The checker's type attributes (address space, noderef, ...) applied to T. */
struct type *attrs_apply(struct type *t, const struct attrs *at)
{
	if (t->kind == TYPE_ERROR)
		return t;
	if (at->annot)
		t = type_annotated(t, at->annot);
	if (at->has_as)
		t = type_with_as(t, at->as);
	return t;
}

/* mode(QI...TI) on an integer type: the integer of that size and signedness. */
struct type *attrs_apply_mode(struct type *t, int size)
{
	static const enum type_kind kinds[] = {
		TYPE_SCHAR, TYPE_SHORT, TYPE_INT, TYPE_LONG, TYPE_LLONG, TYPE_INT128,
	};
	unsigned int i;

	if (!type_is_integer(t) || t->kind == TYPE_ENUM)
		return err_type();
	for (i = 0; i < ARRAY_SIZE(kinds); i++) {
		struct type *k = type_basic(kinds[i]);

		if (type_sizeof(k) == size)
			return type_is_signed(t) ? k : type_to_unsigned(k);
	}
	return err_type();
}

/*
 * powerpc's __vector, __bool and __pixel on T, as gcc's
 * rs6000_handle_altivec_attribute(): a 16-byte vector of T; T's errors
 * in gcc's words.  A bool vector ("vector bool int", what vec_cmpgt()
 * gives) and a pixel vector are distinct types to gcc, of elements
 * "__bool int" and "__pixel"; here they are vectors of the unsigned
 * integer of the element's size, and convert as those do.  A type gcc
 * has no vector mode for (void, a struct) stays as it is, as in gcc.
 */
struct type *attrs_apply_altivec(struct type *t, const struct attrs *at)
{
	int64_t es = type_sizeof(t);

	if (t->kind == TYPE_ERROR)
		return t;
	if (t->kind == TYPE_VECTOR) {
		/* "vector unsigned int bool": bool after the vector */
		if (!(at->altivec & (ALTIVEC_BOOL | ALTIVEC_PIXEL)) ||
		    !type_is_integer(t->main->base))
			return t;
		t = t->main->base;
	} else if (at->altivec == ALTIVEC_PIXEL) {
		return t;	/* a pixel alone: the unsigned short it spells */
	} else if (t->kind == TYPE_LDOUBLE) {
		sema_error(at->altivec_pos, "use of 'long double' in AltiVec types is invalid");
		return err_type();
	} else if (t->kind == TYPE_BOOL) {
		sema_error(at->altivec_pos, "use of boolean types in AltiVec types is invalid");
		return err_type();
	} else if (t->kind == TYPE_COMPLEX) {
		sema_error(at->altivec_pos, "use of 'complex' in AltiVec types is invalid");
		return err_type();
	} else if (!target_vsx() && t->kind == TYPE_DOUBLE) {
		sema_error(at->altivec_pos, "use of 'double' in AltiVec types is invalid without '-mvsx'");
		return err_type();
	} else if (!target_vsx() && target.size_long == 8 &&
		   (t->kind == TYPE_LONG || t->kind == TYPE_ULONG)) {
		sema_error(at->altivec_pos,
			   "use of 'long' in AltiVec types is invalid for 64-bit code without '-mvsx'");
		return err_type();
	} else if (!type_is_arithmetic(t) || es <= 0 || 16 % es) {
		return t;
	}
	if (at->altivec & (ALTIVEC_BOOL | ALTIVEC_PIXEL)) {
		if (!type_is_integer(t))
			return t;
		if (type_is_signed(t))
			t = type_to_unsigned(t);
	}
	return type_vector(type_unqualified(t), 16);
}

/* vector_size(N) on T: N a multiple of T's size. */
struct type *attrs_apply_vector(struct type *t, uint64_t size)
{
	int64_t es = type_sizeof(t);

	if (!type_is_arithmetic(t) || es <= 0 || size % es)
		return err_type();
	return type_vector(t, size);
}
