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
#include <string.h>

#include "ast.h"
#include "checks.h"
#include "sema.h"
#include "type.h"
#include "util.h"

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

/*
 * unsigned long and uintptr_t (unsigned int with -m32: the type of size_t
 * on every target the kernel has) are how the kernel carries addresses.
 */
static bool is_address_integer(const struct type *t)
{
	return t->main->kind == TYPE_ULONG || t->main->kind == type_size_t()->main->kind;
}

/*
 * The standard way to reach memory of address space AS, for the note
 * after a warning; NULL where there is none.  AVOID: the macro families
 * that are that way, inside which the note would send the user in
 * circles (a __rcu warning from inside rcu_dereference() itself).
 */
struct as_fix {
	unsigned int as;
	const char *read, *write;
	const char *const avoid[6];
};

/* the object behind a __rcu pointer is read and written the same way */
#define RCU_FIX "dereference a __rcu pointer with rcu_dereference() (rcu_dereference_protected() " \
	"where updates are excluded by a lock, rcu_access_pointer() to test it without dereferencing)"

static const struct as_fix as_fixes[] = {
	{ AS_USER, "read user memory with get_user() or copy_from_user()",
	  "write user memory with put_user() or copy_to_user()",
	  { "get_user", "__get_user", "put_user", "__put_user", "unsafe_", "copy_" } },
	{ AS_IOMEM, "read I/O memory with readl() (readb(), readw(), readq()) or memcpy_fromio()",
	  "write I/O memory with writel() (writeb(), writew(), writeq()) or memcpy_toio()",
	  { "read", "write", "__raw_", "ioread", "iowrite", "memcpy_" } },
	{ AS_PERCPU, "reach a per-CPU variable with this_cpu_read(), this_cpu_ptr() or per_cpu_ptr()",
	  "reach a per-CPU variable with this_cpu_write(), this_cpu_ptr() or per_cpu_ptr()",
	  { "this_cpu", "__this_cpu", "raw_cpu", "per_cpu", "__pcpu", "__verify_pcpu" } },
	{ AS_RCU, RCU_FIX, RCU_FIX,
	  { "rcu_", "__rcu", "RCU_", "unrcu_", "list_", "hlist_" } },
};

static void as_fix_note(struct srcpos pos, unsigned int as, bool write)
{
	unsigned int i, j;

	for (i = 0; i < ARRAY_SIZE(as_fixes); i++) {
		if (as_fixes[i].as != as)
			continue;
		for (j = 0; j < ARRAY_SIZE(as_fixes[i].avoid); j++)
			if (check_in_macro(pos, as_fixes[i].avoid[j]))
				return;
		diag_note(pos, "%s", write ? as_fixes[i].write : as_fixes[i].read);
	}
}

/*
 * The pointer expression whose declaration brings address space AS into
 * the pointer value P (a variable or a member declared with it), or NULL
 * (a cast, a call: the address space has no declaration to show).
 */
static const struct node *as_pointer_source(const struct node *p, unsigned int as);

/* The same for an object of address space AS. */
static const struct node *as_object_source(const struct node *o, unsigned int as)
{
	for (;;) {
		switch (o->kind) {
		case N_IDENT:
			return o;	/* a __percpu variable */
		case N_MEMBER:
			if (o->op == OP_ARROW)
				return as_pointer_source(o->mem.base, as);
			o = o->mem.base;
			break;
		case N_UNARY:
			return o->op == OP_DEREF ? as_pointer_source(o->unary.operand, as) : NULL;
		case N_INDEX:
			o = o->subscript.array;
			if (o->type && o->type->kind == TYPE_POINTER)
				return as_pointer_source(o, as);
			break;
		default:
			return NULL;
		}
	}
}

static const struct node *as_pointer_source(const struct node *p, unsigned int as)
{
	if (!p->type || (p->type->kind != TYPE_POINTER && p->type->kind != TYPE_ARRAY))
		return NULL;
	if (p->type->kind == TYPE_ARRAY || (p->kind == N_UNARY && p->op == OP_ADDR))
		return as_object_source(p->kind == N_UNARY ? p->unary.operand : p, as);
	if (object_as(p->type->base) != as)
		return NULL;
	if ((p->kind == N_IDENT && p->sym) || (p->kind == N_MEMBER && p->member))
		return p;
	return NULL;
}

/*
 * ": 'tsk->parent' is a __rcu pointer" for the message about SRC (from
 * as_*_source()), and the place it got the address space from, for a
 * member: its declaration is in a header, far from the warning.
 */
static const char *as_source_str(const struct node *src, unsigned int as)
{
	static struct strbuf sb;

	sb.len = 0;
	if (!src)
		return "";
	sb_addstr(&sb, ": '");
	if (!check_expr_str(src, &sb)) {
		sb.len = 0;
		return "";
	}
	sb_printf(&sb, "' is %s%s", src->type->kind == TYPE_POINTER ? "a " : "", as_name(as));
	if (src->type->kind == TYPE_POINTER)
		sb_addstr(&sb, " pointer");
	return sb_cstr(&sb);
}

static void as_source_note(const struct node *src)
{
	const struct type_member *m;
	const struct type *rec;

	if (!src || src->kind != N_MEMBER || !(m = src->member) || !(m->flags & TM_DECLARED) || !m->name)
		return;
	rec = src->mem.base->type;
	if (rec && src->op == OP_ARROW)
		rec = rec->kind == TYPE_POINTER ? rec->base : NULL;
	if (rec && rec->main->name)
		diag_note((struct srcpos){ m->decl_loc }, "member '%s' of '%s' declared here",
			  m->name, type_str(rec->main));
	else
		diag_note((struct srcpos){ m->decl_loc }, "member '%s' declared here", m->name);
}

/* A cast of OP's value dropping address space AS. */
static void as_removed(enum check_id check, struct node *e, struct node *op, unsigned int as)
{
	const struct node *src = as_pointer_source(op, as);

	if (!diag_warning(check, ast_range(e), "cast removes address space '%s' of expression%s",
			  as_name(as), as_source_str(src, as)))
		return;
	as_source_note(src);
	/* a kernel pointer made of a __user one is often right (with __force) */
	if (as == AS_RCU)
		as_fix_note(e->pos, as, false);
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
	check_note_types(ctx, e, to, from, "");
	if (object_as(from->base) == AS_RCU && !object_as(to->base)) {
		as_source_note(as_pointer_source(e, AS_RCU));
		as_fix_note(ctx->pos, AS_RCU, false);
	}
}

static void as_cast(struct node *e, struct node *op, struct type *from, struct type *to)
{
	unsigned int fas, tas;

	if (type_is_force(to))
		return;
	if (from->kind == TYPE_POINTER && type_is_integer(to)) {
		fas = object_as(from->base);
		if (fas)
			as_removed(is_address_integer(to) ? CHECK_CAST_FROM_AS : CHECK_CAST_AS,
				   e, op, fas);
		return;
	}
	if (from->kind != TYPE_POINTER || to->kind != TYPE_POINTER)
		return;
	fas = object_as(from->base);
	tas = object_as(to->base);
	if (fas == tas)
		return;
	if (!tas)
		as_removed(CHECK_CAST_AS, e, op, fas);
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
/*
 * The noderef expression an access of the object E dereferences: p for
 * *p, p->m, p[i], p->a[i]; E itself for a __percpu variable.
 */
static const struct node *noderef_pointer(const struct node *e)
{
	for (;;) {
		switch (e->kind) {
		case N_MEMBER:
			if (e->op == OP_ARROW)
				return e->mem.base;
			e = e->mem.base;
			break;
		case N_UNARY:
			return e->op == OP_DEREF ? e->unary.operand : NULL;
		case N_INDEX:
			if (e->subscript.array->type &&
			    e->subscript.array->type->kind != TYPE_ARRAY)
				return e->subscript.array;
			e = e->subscript.array;
			break;
		default:
			return e;
		}
	}
}

static void noderef_access(struct node *e, struct type *t, bool write)
{
	struct strbuf sb = { 0 };
	const struct node *p, *src;

	if (!(t->annot & TA_NODEREF) || e == noderef_last)
		return;
	noderef_last = e;
	p = noderef_pointer(e);
	if (p) {
		sb_addstr(&sb, " '");
		if (check_expr_str(p, &sb))
			sb_addc(&sb, '\'');
		else
			sb.len = 0;
	}
	if (t->as)
		sb_printf(&sb, " (address space %s)", as_name(t->as));
	if (diag_warning(CHECK_NODEREF, ast_range(e), "dereference of noderef expression%s",
			 sb_cstr(&sb))) {
		src = as_object_source(e, t->as);
		if (src != p)
			src = NULL;
		as_source_note(src);
		as_fix_note(e->pos, t->as, write);
	}
	sb_free(&sb);
}

static void noderef_read(struct node *e, struct type *t)
{
	noderef_access(e, t, false);
}

static void noderef_write(struct node *e, struct type *t)
{
	noderef_access(e, t, true);
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
	if (info->has_previous_pos)
		diag_note(info->previous_pos, "previously declared as '%s'",
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
		hook_add(read, noderef_read);
		hook_add(write, noderef_write);
		check_state(CHECK_SCOPE_FUNCTION, noderef_last, NULL);
	}
}
