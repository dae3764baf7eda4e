// SPDX-License-Identifier: GPL-2.0
/*
 * Address spaces and noderef: a __user, __iomem, __percpu or __rcu
 * pointer mixed with a pointer of another address space in a conversion,
 * a comparison, the arms of ?: or a subtraction (-Waddress-space); an
 * object in noderef memory read or written (-Wnoderef); casts that drop
 * or change an address space (-Wcast-as), or, on request, add one to a
 * plain pointer (-Wcast-to-as) or turn such a pointer into an integer
 * (-Wcast-from-as).  A __force cast is the author's word that the
 * conversion is right, and silences the casts' checks.
 *
 * The address space of a pointer is kept on the type it points to, at
 * every level: a "char __user **" is a pointer to a plain pointer to
 * user memory, not a "char **".
 */
#include "ast.h"
#include "checks.h"
#include "sema.h"
#include "type.h"

/* The name of an address space for messages: __user, or the number. */
static const char *as_name(unsigned int as)
{
	static char buf[4][16];
	static unsigned int next;
	const char *name = type_addrspace_name(as);
	char *b;

	if (name)
		return name;
	b = buf[next++ % 4];
	snprintf(b, sizeof(buf[0]), "%u", as);
	return b;
}

/* An array's address space is its elements' (qualifiers go to the elements). */
static unsigned int object_as(const struct type *t)
{
	while (t->kind == TYPE_ARRAY)
		t = t->base;
	return t->as;
}

static bool fn_differs(const struct type *a, const struct type *b);

/*
 * True if the two types, pointers or arrays, reach objects of different
 * address spaces at some level of indirection, a function's parameters
 * and return value included (a read() handler without __user on its
 * buffer, put in a file_operations).
 */
static bool as_differs(const struct type *a, const struct type *b)
{
	for (;;) {
		if ((a->kind != TYPE_POINTER && a->kind != TYPE_ARRAY) ||
		    (b->kind != TYPE_POINTER && b->kind != TYPE_ARRAY))
			return false;
		a = a->base;
		b = b->base;
		if (object_as(a) != object_as(b))
			return true;
		if (a->kind == TYPE_FUNCTION && b->kind == TYPE_FUNCTION)
			return fn_differs(a->main, b->main);
	}
}

static bool fn_differs(const struct type *a, const struct type *b)
{
	uint32_t i;

	if (as_differs(a->base, b->base))
		return true;
	if ((a->flags | b->flags) & TF_OLDSTYLE || a->fn.nparams != b->fn.nparams)
		return false;
	for (i = 0; i < a->fn.nparams; i++)
		if (as_differs(a->fn.params[i], b->fn.params[i]))
			return true;
	return false;
}

static void as_conversion(struct node *e, struct type *from, struct type *to,
			  const struct conv_ctx *ctx)
{
	char buf[160];

	if (to->kind != TYPE_POINTER || from->kind != TYPE_POINTER || !as_differs(to, from))
		return;
	/* IS_ERR(__force const void *ptr): a __force parameter takes any pointer */
	if (const_is_null_pointer(e) || type_is_force(to))
		return;
	if (!diag_warning(CHECK_ADDRESS_SPACE, check_conv_range(e, ctx),
			  "incorrect type in %s (different address spaces)",
			  check_conv_place(ctx, buf, sizeof(buf))))
		return;
	diag_note(ctx->pos, "expected '%s'", type_str(to));
	diag_note(ctx->pos, "got '%s'", type_str(from));
}

/*
 * unsigned long and uintptr_t (unsigned int with -m32: the type of size_t
 * on every target the kernel has) are how the kernel carries addresses.
 */
static bool is_address_integer(const struct type *t)
{
	return t->main->kind == TYPE_ULONG || t->main->kind == type_size_t()->main->kind;
}

static void as_cast(struct node *e, struct node *op, struct type *from, struct type *to)
{
	unsigned int fas, tas;

	if (type_is_force(to))
		return;
	if (from->kind == TYPE_POINTER && type_is_integer(to)) {
		fas = object_as(from->base);
		if (fas)
			diag_warning(is_address_integer(to) ? CHECK_CAST_FROM_AS : CHECK_CAST_AS,
				     ast_range(e), "cast removes address space '%s' of expression",
				     as_name(fas));
		return;
	}
	if (from->kind != TYPE_POINTER || to->kind != TYPE_POINTER)
		return;
	fas = object_as(from->base);
	tas = object_as(to->base);
	if (fas == tas)
		return;
	if (!tas)
		diag_warning(CHECK_CAST_AS, ast_range(e), "cast removes address space '%s' of expression",
			     as_name(fas));
	else if (!fas && !const_is_null_pointer(op))
		diag_warning(CHECK_CAST_TO_AS, ast_range(e), "cast adds address space '%s' to expression",
			     as_name(tas));
	else if (fas)
		diag_warning(CHECK_CAST_AS, ast_range(e), "cast between address spaces (%s -> %s)",
			     as_name(fas), as_name(tas));
}

static void pointer_pair(struct node *e, struct node *l, struct node *r, const char *what)
{
	struct type *a = eval_value(l), *b = eval_value(r);

	if (a->kind != TYPE_POINTER || b->kind != TYPE_POINTER || !as_differs(a, b))
		return;
	if (const_is_null_pointer(l) || const_is_null_pointer(r))
		return;
	if (!diag_warning(CHECK_ADDRESS_SPACE, ast_range(e),
			  "incompatible types in %s (different address spaces)", what))
		return;
	diag_note(ast_range(l), "left: '%s'", type_str(a));
	diag_note(ast_range(r), "right: '%s'", type_str(b));
}

static void as_subtraction(struct node *e, int op, struct node *l, struct node *r)
{
	if (op == OP_SUB && !sema_is_error(e->type) && e->type->kind != TYPE_POINTER)
		pointer_pair(e, l, r, "subtraction");
}

static void as_comparison(struct node *e, int op, struct node *l, struct node *r)
{
	pointer_pair(e, l, r, "comparison expression");
}

static void as_conditional(struct node *e, struct node *a, struct node *b)
{
	pointer_pair(e, a, b, "conditional expression");
}

/* The noderef object reported last, in this function body (check_state()). */
static const struct node *noderef_last;

/*
 * A noderef object read or written: once per expression ("*p += 1" both
 * reads and writes *p), and never for an array, which is not read (it
 * decays to the address of its first element).
 */
static void noderef_access(struct node *e, struct type *t)
{
	if (!(t->annot & TA_NODEREF) || e == noderef_last)
		return;
	noderef_last = e;
	diag_warning(CHECK_NODEREF, ast_range(e), "dereference of noderef expression");
}

/*
 * Why the types A and B of two declarations of a name differ in address
 * spaces below their top level, in WHY, as sparse says it: "different
 * address spaces", or "incompatible argument N (...)" for a parameter of
 * the functions they are or point to; false if they do not.
 */
static bool as_difference(const struct type *a, const struct type *b, char *why, size_t size)
{
	uint32_t i;

	while (a->kind != TYPE_FUNCTION || b->kind != TYPE_FUNCTION) {
		if ((a->kind != TYPE_POINTER && a->kind != TYPE_ARRAY) ||
		    (b->kind != TYPE_POINTER && b->kind != TYPE_ARRAY))
			return false;
		a = a->base;
		b = b->base;
		if (object_as(a) != object_as(b)) {
			snprintf(why, size, "different address spaces");
			return true;
		}
	}
	a = a->main;
	b = b->main;
	if (as_differs(a->base, b->base)) {
		snprintf(why, size, "different address spaces");
		return true;
	}
	if (!fn_differs(a, b))
		return false;
	for (i = 0; !as_differs(a->fn.params[i], b->fn.params[i]); i++)
		;
	snprintf(why, size, "incompatible argument %u (different address spaces)", i + 1);
	return true;
}

/*
 * "void *f(void);" then "void __user *f(void) { }": gcc merges the two,
 * and the callers that see the first use the pointer unchecked.  The
 * address space of the object itself is not compared: the per-CPU
 * variable that "extern typeof(v) v;" (EXPORT_PER_CPU_SYMBOL)
 * redeclares keeps its definition's (sparse too is silent there).
 */
static void as_redeclaration(struct decl_sym *sym, struct node *decl,
			     const struct decl_info *info)
{
	char why[64];

	if (!info->previous || sema_is_error(info->previous) || sema_is_error(info->type) ||
	    !as_difference(info->previous, info->type, why, sizeof(why)))
		return;
	if (!diag_warning(CHECK_ADDRESS_SPACE, info->name->pos,
			  "symbol '%s' redeclared with different type (%s)", sym->name->name, why))
		return;
	diag_note(info->name->pos, "redeclared as '%s'", type_str(info->type));
	if (info->previous_decl)
		diag_note(info->previous_decl->pos, "previously declared as '%s'",
			  type_str(info->previous));
}

void addrspace_register(void)
{
	if (check_enabled(CHECK_ADDRESS_SPACE)) {
		hook_add(conversion, as_conversion);
		hook_add(binary, as_subtraction);
		hook_add(comparison, as_comparison);
		hook_add(conditional, as_conditional);
		hook_add(declaration, as_redeclaration);
	}
	if (check_enabled(CHECK_CAST_AS) || check_enabled(CHECK_CAST_TO_AS) ||
	    check_enabled(CHECK_CAST_FROM_AS))
		hook_add(cast, as_cast);
	if (check_enabled(CHECK_NODEREF)) {
		hook_add(read, noderef_access);
		hook_add(write, noderef_access);
		check_state(CHECK_SCOPE_FUNCTION, noderef_last, NULL);
	}
}
