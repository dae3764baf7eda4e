// SPDX-License-Identifier: GPL-2.0
/*
 * -Wuser-launder: an address that crosses between user and kernel space
 * by a cast the address-space check cannot see through, then used on the
 * other side.  A user pointer made a plain pointer by __force, or by a
 * round trip through an integer ((unsigned long)uptr, then (void *)),
 * and dereferenced or given to memcpy(): the kernel touches memory the
 * user chose, with no fault handling and against SMAP.  The reverse, a
 * kernel pointer given __force __user and passed to an accessor, is the
 * set_fs() idiom: since set_fs() is gone, access_ok() fails on it (or,
 * with __get_user(), the kernel reads its own memory through a path meant
 * for the user's).
 *
 * Locals are followed without the CFG: a local is laundered when every
 * value it is given is (a local that is sometimes a kernel pointer and
 * sometimes the user's, as iov_iter and sockptr code keep them, is the
 * caller's choice, not a laundering).  Members are not followed.
 */
#include <string.h>

#include "ast.h"
#include "checks.h"
#include "decl.h"
#include "sema.h"
#include "type.h"
#include "uaccess.h"
#include "user.h"
#include "util.h"

static bool is_plain_pointer(const struct type *t)
{
	return t && t->kind == TYPE_POINTER && !t->base->as;
}

/* What a laundered local got its value from: the first cast that did it. */
struct local {
	struct decl_sym *sym;
	struct node *cast;	/* the first laundering cast it was given */
	unsigned int given;	/* values given */
	unsigned int laundered;	/* ... of which laundered */
	bool user_int;		/* an integer holding a user address */
	bool kern_as_user;	/* a __user pointer holding a kernel address (reverse) */
	bool reported;
};

struct lctx {
	struct arena *a;
	struct local *locals;
	unsigned int nlocals, cap;
	const struct ufunc *uf;
	bool changed;
};

static struct local *local_of(struct lctx *c, const struct decl_sym *sym)
{
	unsigned int i;

	for (i = 0; i < c->nlocals; i++)
		if (c->locals[i].sym == sym)
			return &c->locals[i];
	return NULL;
}

static struct local *local_named(struct lctx *c, struct node *e)
{
	e = ast_strip_casts(e);
	if (!e || e->kind != N_IDENT || !e->sym || e->sym->is_param || !e->sym->no_linkage)
		return NULL;
	return local_of(c, e->sym);
}

/*
 * E, an integer, holds a user address: (unsigned long)uptr, through
 * integer casts, or a local that always does.
 */
static struct node *user_integer(struct lctx *c, struct node *e, struct node **from)
{
	struct local *l;

	while (e && e->kind == N_CAST && e->type && type_is_integer(e->type)) {
		struct node *op = e->cast.operand;

		if (op->type && user_pointer_type(op->type)) {
			*from = op;
			return e;
		}
		e = op;
	}
	l = local_named(c, e);
	if (l && l->user_int && l->given == l->laundered) {
		*from = l->cast;
		return l->cast;
	}
	return NULL;
}

/*
 * OP, a user pointer, is also given to a user accessor in the function:
 * the code knows it is sometimes a kernel pointer in disguise and picks
 * the copy per call (virtio_console's fill_readbuf(): copy_to_user() if
 * to_user, else memcpy() through a __force cast, for splice's kernel
 * buffer).  A type abuse, but a deliberate one: not a laundering.
 */
static bool dual_mode(struct lctx *c, struct node *op)
{
	unsigned int i;

	op = ast_strip_casts(op);
	if (op->kind != N_IDENT || !op->sym)
		return false;
	for (i = 0; i < uop_count(c->uf->ops); i++) {
		struct node *u = ast_strip_casts(uop_get(c->uf->ops, i)->user);

		if (u && u->kind == N_IDENT && u->sym == op->sym)
			return true;
	}
	return false;
}

/*
 * E is a plain pointer made from a user address: the cast that does it
 * (the cast itself, or the one that gave a laundered local its value).
 */
static struct node *laundered(struct lctx *c, struct node *e)
{
	struct local *l;
	struct node *from, *cast;

	for (; e && e->kind == N_CAST && is_plain_pointer(e->type); e = e->cast.operand) {
		struct node *op = e->cast.operand;

		if (op->type && user_pointer_type(op->type) && type_is_force(e->type))
			return dual_mode(c, op) ? NULL : e;
		if (op->type && type_is_integer(op->type) && (cast = user_integer(c, op, &from)))
			return cast;
	}
	l = local_named(c, e);
	if (l && !l->user_int && !l->kern_as_user && l->given && l->given == l->laundered)
		return l->cast;
	return NULL;
}

/* E is a kernel pointer given __force __user: the cast. */
static struct node *kernel_as_user(struct lctx *c, struct node *e)
{
	struct local *l;

	if (e && e->kind == N_CAST && user_pointer_type(e->type) && type_is_force(e->type)) {
		struct node *op = e->cast.operand;

		while (op->kind == N_CAST && op->type && type_is_pointer(op->type))
			op = op->cast.operand;
		while (op->kind == N_BINARY && (op->op == OP_ADD || op->op == OP_SUB) &&
		       op->binary.lhs->type && !type_is_integer(op->binary.lhs->type))
			op = op->binary.lhs;
		/*
		 * Surely kernel memory: an object's address or an array
		 * object.  A plain pointer may hold a user address the code
		 * keeps untyped (the trace probes' "void *src" fetch
		 * argument, a user address for uprobes): not known.
		 */
		if (op->type && ((op->kind == N_UNARY && op->op == OP_ADDR) ||
				 (type_is_array(op->type) && !op->type->base->as)))
			return e;
		return NULL;
	}
	l = local_named(c, e);
	if (l && l->kern_as_user && l->given && l->given == l->laundered)
		return l->cast;
	return NULL;
}

static struct local *local_get(struct lctx *c, struct decl_sym *sym)
{
	struct local *l;

	if (!sym || sym->is_param || !sym->no_linkage || !sym->type)
		return NULL;
	l = local_of(c, sym);
	if (!l) {
		c->locals = arena_grow(c->a, c->locals, c->nlocals + 1, &c->cap, sizeof(*c->locals));
		l = &c->locals[c->nlocals++];
		memset(l, 0, sizeof(*l));
		l->sym = sym;
	}
	return l;
}

static void give(struct lctx *c, struct decl_sym *sym, struct node *value)
{
	struct local *l = local_get(c, sym);
	struct node *cast, *from;

	if (!l || !value)
		return;
	l->given++;
	if (type_is_integer(sym->type))
		cast = user_integer(c, value, &from), l->user_int = l->user_int || cast;
	else if (user_pointer_type(sym->type))
		cast = kernel_as_user(c, value), l->kern_as_user = l->kern_as_user || cast;
	else if (is_plain_pointer(sym->type))
		cast = laundered(c, value);
	else
		cast = NULL;
	if (cast) {
		l->laundered++;
		if (!l->cast)
			l->cast = cast;
	}
}

static void collect(struct node *n, void *arg)
{
	struct lctx *c = arg;

	if (n->kind == N_ASSIGN && n->op == OP_ASSIGN && n->binary.lhs->kind == N_IDENT) {
		give(c, n->binary.lhs->sym, n->binary.rhs);
	} else if (n->kind == N_ASSIGN || ((n->kind == N_UNARY || n->kind == N_POSTFIX) &&
					   (n->op == OP_INC || n->op == OP_DEC))) {
		/* p += n keeps what p is; other compound assignments are no laundering */
		struct node *lhs = n->kind == N_ASSIGN ? n->binary.lhs : n->unary.operand;
		struct local *l = lhs->kind == N_IDENT ? local_of(c, lhs->sym) : NULL;

		if (l) {
			l->given++;
			l->laundered++;
		}
	} else if (n->kind == N_UNARY && n->op == OP_ADDR) {
		/* written through its address: it may hold anything */
		struct node *o = ast_strip_casts(n->unary.operand);
		struct local *l = o->kind == N_IDENT ? local_get(c, o->sym) : NULL;

		if (l)
			l->given++;
	} else if (n->kind == N_INIT_DECL && n->init_decl.initializer &&
		   n->init_decl.initializer->kind != N_INIT_LIST) {
		struct node *d = declarator_id(n->init_decl.declarator);

		if (d)
			give(c, d->sym, n->init_decl.initializer);
	}
	ast_for_each_child(n, collect, c);
}

static bool already(struct lctx *c, struct node *use)
{
	struct local *l = local_named(c, use);

	if (!l)
		return false;
	if (l->reported)
		return true;
	l->reported = true;
	return false;
}

static void report_use(struct lctx *c, struct node *at, struct node *use, const char *how)
{
	struct node *cast = laundered(c, use);

	if (!cast || already(c, use))
		return;
	if (diag_warning(CHECK_USER_LAUNDER, at->pos,
			 "a user pointer made a kernel pointer by a cast is %s: the kernel touches "
			 "memory the user chose, with no fault handling (use get_user(), "
			 "copy_from_user() or copy_to_user())", how))
		diag_note(cast->pos, "the __user address space is cast away here");
}

static void uses(struct node *n, void *arg)
{
	struct lctx *c = arg;

	/*
	 * An asm's memory operand is hand-written user access with its own
	 * fault fixup (x86's XSTATE_OP(XRSTOR, (__force ...)buf) between
	 * stac() and clac()): the accessors' own business.
	 */
	if (uop_internal(c->uf->ops, n) || n->kind == N_ASM)
		return;
	if (n->kind == N_UNARY && n->op == OP_DEREF) {
		report_use(c, n, n->unary.operand, "dereferenced");
	} else if (n->kind == N_MEMBER && n->op == OP_ARROW) {
		report_use(c, n, n->mem.base, "dereferenced");
	} else if (n->kind == N_INDEX && n->subscript.array->type &&
		   type_is_pointer(n->subscript.array->type)) {
		report_use(c, n, n->subscript.array, "dereferenced");
	} else if (n->kind == N_CALL && memfn_of(n) && (memfn_of(n)->flags & M_RAW)) {
		struct node *a;
		char how[96];

		snprintf(how, sizeof(how), "passed to %s()", n->callee->name->name);
		for (a = n->call.args; a; a = a->next)
			report_use(c, a, a, how);
	}
	if (n->kind == N_UNARY && (n->op == OP_SIZEOF || n->op == OP_ALIGNOF ||
				   n->op == OP_ALIGNOF_ABI))
		return;
	ast_for_each_child(n, uses, c);
}

static void reverse(struct lctx *c)
{
	unsigned int i;

	for (i = 0; i < uop_count(c->uf->ops); i++) {
		const struct uop *op = uop_get(c->uf->ops, i);
		struct node *cast;

		if (!op->user || op->kind == UOP_CHECK || op->kind == UOP_BEGIN ||
		    !(cast = kernel_as_user(c, op->user)) || already(c, op->user))
			continue;
		if (diag_warning(CHECK_USER_LAUNDER, op->user->pos,
				 "a kernel pointer made a user pointer by a cast is passed to %s(): "
				 "the accessor checks and faults on user addresses only (set_fs() "
				 "is gone; use memcpy() or a kernel interface)", op->name))
			diag_note(cast->pos, "__user is forced on a kernel pointer here");
	}
}

static void check_body(struct decl_sym *fn, struct node *body)
{
	const struct ufunc *uf = ufunc_get(fn, body);
	struct lctx c;
	unsigned int i;
	bool any = false;

	if (!body || body->kind != N_COMPOUND || uop_implementation(fn))
		return;
	memset(&c, 0, sizeof(c));
	c.a = uf->f.arena;
	c.uf = uf;
	collect(body, &c);
	/*
	 * Again if a local was laundered: another may be laundered through
	 * it, assigned before it in the walk.
	 */
	for (i = 0; i < c.nlocals; i++)
		any |= c.locals[i].laundered != 0;
	if (any) {
		for (i = 0; i < c.nlocals; i++)
			c.locals[i].given = c.locals[i].laundered = 0;
		collect(body, &c);
	}
	uses(body, &c);
	reverse(&c);
}

void launder_register(void)
{
	uop_init();
	hook_add(function_body, check_body);
}
