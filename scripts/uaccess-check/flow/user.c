// SPDX-License-Identifier: GPL-2.0
/*
 * The user sources of user.h: what system calls, read and write
 * handlers and ioctl handlers look like once the kernel's macros made
 * them functions.
 */
#include <string.h>

#include "ast.h"
#include "decl.h"
#include "type.h"
#include "uaccess.h"
#include "user.h"
#include "util.h"

const char *user_syscall(const struct decl_sym *fn, bool wrappers)
{
	static const char *const prefixes[] = {
		"__do_sys_", "__do_compat_sys_", "__se_sys_", "__se_compat_sys_",
	};
	unsigned int i, n = wrappers ? 4 : 2;

	for (i = 0; fn && fn->name && i < n; i++)
		if (!strncmp(fn->name->name, prefixes[i], strlen(prefixes[i])))
			return fn->name->name + strlen(prefixes[i]);
	return NULL;
}

unsigned int user_rw_count(const struct decl_sym *fn)
{
	const struct type *t = fn->type, *const *p;

	if (!t || !type_is_function(t) || t->fn.nparams != 4)
		return 0;
	p = (const struct type *const *)t->fn.params;
	if (!type_is_pointer(p[1]) || !p[1]->base->as || !type_is_integer(p[1]->base) ||
	    type_bits(p[1]->base) != 8 || !type_is_integer(p[2]) || type_is_signed(p[2]) ||
	    !type_is_pointer(p[3]) || !type_is_integer(p[3]->base) ||
	    type_bits(p[3]->base) != 64 || !type_is_signed(p[3]->base))
		return 0;
	return 3;
}

bool user_pointer_type(const struct type *t)
{
	return t && t->kind == TYPE_POINTER && t->base && t->base->as == AS_USER;
}

bool user_ioctl_arg(const struct decl_sym *fn, const struct node *e)
{
	const struct type *ft = fn->type;
	unsigned int n;

	while (e->kind == N_CAST && e->type && type_is_integer(e->type))
		e = e->cast.operand;
	if (e->kind != N_IDENT || !e->sym || !e->sym->is_param || !e->type ||
	    !type_is_integer(e->type) || !ft || ft->kind != TYPE_FUNCTION)
		return false;
	n = ft->fn.nparams;
	return n >= 2 && e->sym->param == n && type_sizeof(ft->fn.params[n - 1]) == 8 &&
	       type_is_integer(ft->fn.params[n - 2]) && type_sizeof(ft->fn.params[n - 2]) == 4;
}

void user_fn_init(struct user_fn *u, const struct decl_sym *fn, unsigned int flags)
{
	u->fn = fn;
	u->syscall = user_syscall(fn, flags & USER_SYSCALL_WRAPPERS);
	u->rw_count = 0;
	if (!u->syscall && (flags & USER_RW_COUNTS) && fn->name)
		u->rw_count = user_rw_count(fn);
}

bool user_fn_any(const struct user_fn *u)
{
	return u->syscall || u->rw_count;
}

bool user_param(const struct user_fn *u, struct decl_sym *sym, struct user_src *src)
{
	if (!sym->is_param)
		return false;
	if (u->syscall)
		*src = (struct user_src){ .kind = USER_SYSCALL, .param = sym };
	else if (u->rw_count && sym->param == u->rw_count)
		*src = (struct user_src){ .kind = USER_RW_COUNT, .param = sym };
	else
		return false;
	return true;
}

const struct node *user_compat_ptr(const struct node *e)
{
	if (e->kind == N_CALL && e->callee && e->callee->name &&
	    !strcmp(e->callee->name->name, "compat_ptr"))
		return e->call.args;
	return NULL;
}

bool user_ioctl_pointer(const struct user_fn *u, const struct node *e, struct user_src *src)
{
	const struct node *arg;

	if (e->kind == N_CAST && user_pointer_type(e->type))
		arg = e->cast.operand;
	else
		arg = user_compat_ptr(e);
	if (!arg || !user_ioctl_arg(u->fn, arg))
		return false;
	*src = (struct user_src){ .kind = USER_IOCTL, .cast = e };
	return true;
}

struct user_src user_fetched(const struct uop *op)
{
	return (struct user_src){ .kind = USER_FETCH, .op = op };
}

bool user_fetch_copy(const struct uop *op)
{
	return op->kind == UOP_FETCH && op->result == UOP_RES_PTR;
}
