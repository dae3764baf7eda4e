/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Where a value comes from user space: the one definition the user-memory
 * checks share when they ask whether user space chose a value (a length,
 * an address).  A user source is one of
 *  - a fetch: what an accessor read from user memory (get_user()'s x,
 *    copy_from_user()'s buffer, memdup_user()'s copy: uaccess.h);
 *  - a parameter of a system call's body: the functions SYSCALL_DEFINEx()
 *    and COMPAT_SYSCALL_DEFINEx() make (user_syscall());
 *  - the count of a file operation's read or write handler, what the
 *    read() or write() system call was given (user_rw_count());
 *  - an ioctl handler's integer argument made a user pointer, by a cast
 *    to __user or by compat_ptr() (user_ioctl_pointer()).
 * What follows from a source (a copy, arithmetic, a member of a fetched
 * structure) is each check's own business: its lattice says how far the
 * taint goes.
 *
 * The checks do not all ask about every kind: -Wuser-size follows
 * integers (fetches, system call parameters, read/write counts),
 * -Wmissing-access-ok pointers (fetches, system call parameters, ioctl
 * arguments; a read handler's buffer is checked by the VFS before the
 * handler runs).  struct user_fn says which a check asks about.
 *
 * Who uses it: checks/usersize.c, useraccess.c, launder.c.
 */
#ifndef UACCESS_CHECK_FLOW_USER_H
#define UACCESS_CHECK_FLOW_USER_H

#include <stdbool.h>
#include <stdint.h>

struct decl_sym;
struct node;
struct type;
struct uop;

enum user_kind {
	USER_FETCH,	/* read from user memory by an accessor */
	USER_SYSCALL,	/* a parameter of a system call */
	USER_RW_COUNT,	/* the count of a read or write handler */
	USER_IOCTL,	/* an ioctl argument made a user pointer */
};

/* A value user space chose, and why. */
struct user_src {
	uint8_t kind;			/* enum user_kind */
	const struct uop *op;		/* USER_FETCH: the accessor */
	struct decl_sym *param;		/* USER_SYSCALL, USER_RW_COUNT: the parameter */
	const struct node *cast;	/* USER_IOCTL: the cast or the compat_ptr() call */
};

/* The sources of user values a function has of its own: its parameters. */
struct user_fn {
	const struct decl_sym *fn;
	const char *syscall;		/* FN is a system call's body: the system call's name */
	unsigned int rw_count;		/* FN is a read or write handler: its count's parameter */
};

/* How user_fn_init() reads a function. */
enum {
	/*
	 * The syscall wrappers __se_sys_NAME() (the casts of the ABI's
	 * longs) as system calls too, not only __do_sys_NAME() (the body
	 * as written).
	 */
	USER_SYSCALL_WRAPPERS = 1,
	/* The count of a read or write handler is a source. */
	USER_RW_COUNTS = 2,
};

/*
 * FN is a function SYSCALL_DEFINEx() or COMPAT_SYSCALL_DEFINEx() makes
 * (6.1 and 6.12, x86 and the generic wrappers): __do_sys_NAME() has the
 * body as written, __se_sys_NAME() (with WRAPPERS) the casts of its
 * longs.  The system call's name, NULL if FN is none.
 */
const char *user_syscall(const struct decl_sym *fn, bool wrappers);
/*
 * FN is a file operation's read or write: (struct file *, [const] char
 * __user *buf, size_t count, loff_t *ppos).  Its count's parameter
 * number, 0 if not.
 */
unsigned int user_rw_count(const struct decl_sym *fn);
/* T is a pointer to the __user address space. */
bool user_pointer_type(const struct type *t);
/*
 * E is the argument of an ioctl handler, through integer casts: the last
 * parameter of FN, an unsigned long after the unsigned int command, as
 * unlocked_ioctl, compat_ioctl and the block devices' ioctl have them.
 * Another function's integer is an address its caller chose (uprobes'
 * is_trap_at_addr(mm, vaddr)).
 */
bool user_ioctl_arg(const struct decl_sym *fn, const struct node *e);

/* E is compat_ptr(X), the kernel's conversion of a 32-bit user pointer: X; NULL if not. */
const struct node *user_compat_ptr(const struct node *e);

/* FN's own sources, as FLAGS (USER_SYSCALL_WRAPPERS, USER_RW_COUNTS) read them. */
void user_fn_init(struct user_fn *u, const struct decl_sym *fn, unsigned int flags);
/* Some parameter of the function is a source. */
bool user_fn_any(const struct user_fn *u);
/* SYM is a parameter user space chose: *SRC says why. */
bool user_param(const struct user_fn *u, struct decl_sym *sym, struct user_src *src);
/*
 * E turns an ioctl argument into a user pointer: "(void __user *)arg",
 * compat_ptr(arg).  *SRC says where.
 */
bool user_ioctl_pointer(const struct user_fn *u, const struct node *e, struct user_src *src);
/* The user source that fetch OP is. */
struct user_src user_fetched(const struct uop *op);
/* OP fetches into a copy it allocates and returns: memdup_user(), strndup_user(). */
bool user_fetch_copy(const struct uop *op);

#endif
