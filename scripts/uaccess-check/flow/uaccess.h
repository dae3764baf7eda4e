/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The user-memory accessors as the user-memory checks see them: every
 * use of get_user(), copy_from_user(), access_ok(), unsafe_get_user(),
 * user_access_begin()... in a function body, with its parts (the user
 * pointer, the kernel side, the byte count, the result) found whatever the
 * architecture's headers made of it.
 *
 * Accessors that are functions (copy_from_user() is a static inline in
 * <linux/uaccess.h>) are calls by name.  Those that are macros
 * (get_user() becomes a statement expression with an asm on x86, another
 * on arm64) are found by the macro expansion their tokens come out of: the
 * outermost expression of the body made of the accessor's expansion is
 * its root, and its arguments are the subexpressions spelled inside the
 * invocation's parentheses, split at its top-level commas.  So a check
 * reads "get_user(len, &u->len)" as written, not the asm it became.
 *
 * The table of accessors is uaccess.def.  So is the table of the
 * kernel's own memory and string functions (memset(), strscpy(),
 * kmalloc(), IS_ERR()...) as the same checks read them (struct memfn):
 * what each writes into the object its first argument points to, which
 * argument is a byte count or an allocation size, what it touches;
 * doublefetch.c, usersize.c, infoleak.c and launder.c look them up there.
 */
#ifndef UACCESS_CHECK_FLOW_UACCESS_H
#define UACCESS_CHECK_FLOW_UACCESS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "cfg.h"

struct arena;
struct ident;
struct cfg;
struct decl_sym;
struct node;

enum uop_kind {
	UOP_FETCH,	/* user memory read into the kernel: get_user, copy_from_user, memdup_user... */
	UOP_STORE,	/* written to user memory: put_user, copy_to_user */
	UOP_CLEAR,	/* user memory zeroed: clear_user */
	UOP_CHECK,	/* access_ok(ptr, size) */
	UOP_BEGIN,	/* user_access_begin(ptr, size) and its forms: access_ok, then the block opens */
	UOP_END,	/* user_access_end() and its forms: the block closes */
};

enum uop_result {
	UOP_RES_NONE,	/* no value a caller tests (void; unsafe_*: a goto on fault) */
	UOP_RES_COUNT,	/* the bytes not copied: 0 on success, never negative */
	UOP_RES_ERRNO,	/* 0 or -EFAULT (get_user, put_user, copy_struct_from_user) */
	UOP_RES_PTR,	/* a pointer or an ERR_PTR() (memdup_user, strndup_user) */
	UOP_RES_LENGTH,	/* a length, or a negative errno (strncpy_from_user, strnlen_user) */
	UOP_RES_BOOL,	/* true if the access may go on (access_ok, user_access_begin) */
};

struct uop {
	uint8_t kind;		/* enum uop_kind */
	uint8_t result;		/* enum uop_result */
	bool macro;		/* a macro: root is what it expanded to */
	bool unchecked;		/* does no access_ok() of its own (__get_user, __copy_from_user, unsafe_*) */
	bool needs_block;	/* unsafe_*: only between user_access_begin() and user_access_end() */
	bool kern_lvalue;	/* kern is the object the value goes to or comes from (get_user's x) */
	bool bytes_known;	/* the byte count is the constant bytes */
	const char *name;	/* the accessor as the source names it: "get_user", "copy_from_user" */
	/*
	 * The call, or the expression the macro expanded to: its value is
	 * the accessor's result (for a macro that is a statement, such as
	 * unsafe_get_user(), the statement).
	 */
	struct node *root;
	/*
	 * Where it happens in the CFG: the node of the CFG element (cfg.h)
	 * at which the access is done.  A call: the call itself.  A macro:
	 * the last CFG element its expansion makes that is not the
	 * evaluation of an argument (get_user's store into x; put_user's asm).
	 */
	struct node *anchor;
	struct node *user;	/* the user pointer, as written (NULL: none, user_access_end) */
	/*
	 * The kernel side.  FETCH: the destination, an lvalue if kern_lvalue
	 * (get_user's x), else a pointer (copy_from_user's to; NULL for
	 * memdup_user: the result is the copy).  STORE: the value stored if
	 * kern_lvalue (put_user's x), else the source pointer
	 * (copy_to_user's from).  NULL for the others.
	 */
	struct node *kern;
	/* The byte count argument; NULL if it is the size of *user (get_user) or there is none. */
	struct node *size;
	uint64_t bytes;		/* the byte count, if bytes_known */
	struct node *label;	/* unsafe_*: the label a fault jumps to (the argument), NULL if none */
};

struct uop_table;

/*
 * Interns the accessors' names: a check's register function calls it, so
 * that they are among the identifiers a run of many units in one process
 * keeps (ident_keep()); interned later, at the first function, they would
 * be dropped with the unit's and their pointers would name others.
 */
void uop_init(void);

/*
 * The accessors used in BODY, the evaluated body of function FN, in
 * evaluation order; allocated in ARENA.  NULL if there is none: most
 * functions use none, and a check then has nothing to do.
 */
struct uop_table *uop_scan(struct arena *arena, struct decl_sym *fn, struct node *body);
unsigned int uop_count(const struct uop_table *t);
const struct uop *uop_get(const struct uop_table *t, unsigned int i);
/* The accessor whose anchor is N (a CFG element's node), NULL if none. */
const struct uop *uop_at(const struct uop_table *t, const struct node *n);
/* The accessor whose root is N (an expression whose value is its result), NULL if none. */
const struct uop *uop_of_root(const struct uop_table *t, const struct node *n);
/*
 * N is inside an accessor's expansion but not one of its arguments (the
 * accessor's own locals, its asm, its sizeof(*(ptr))...): a check
 * following the caller's objects passes over such elements.
 */
bool uop_internal(const struct uop_table *t, const struct node *n);
/*
 * FN is an accessor, or a helper of their implementation (a function of
 * a uaccess or usercopy header or file, or named as raw_copy_from_user()
 * is): what the user-memory checks look for is what those do by design.
 */
bool uop_implementation(const struct decl_sym *fn);

/*
 * The user-memory checks share one view of the function being checked:
 * its accessors and, built once and only when asked for, its CFG.  Valid
 * from the function_body hook of FN until the next function's.
 */
struct ufunc {
	struct flow_fn f;		/* its arena is reset with the next function */
	struct uop_table *ops;		/* NULL: no accessor, nothing to check */
};
/* The view of FN, BODY (from the function_body hook); ops is NULL in an implementation. */
const struct ufunc *ufunc_get(struct decl_sym *fn, struct node *body);
/*
 * Its flow_fn, whose CFG is built on the first flow_fn_cfg() and shared
 * by every check of the function; NULL if UF is not the function
 * ufunc_get() gave last.
 */
struct flow_fn *ufunc_fn(const struct ufunc *uf);
/* Its CFG (flow_fn_cfg() of ufunc_fn()). */
const struct cfg *ufunc_cfg(const struct ufunc *uf);

/* The argument of CALL at position POS from 1 (NULL: none, POS 0). */
struct node *call_arg(const struct node *call, unsigned int pos);

/*
 * The kernel's own memory and string functions (the MEMFN lines of
 * uaccess.def), as the user-memory checks read them: what one writes
 * into the object its first argument points to, how many bytes, what it
 * allocates, what it touches.
 */
enum mem_fill {
	MEM_FILL_NO,		/* not known: may fill the object */
	MEM_FILL_COUNT,		/* the count's bytes */
	MEM_FILL_STRING,	/* a string and its nul: a prefix of unknown length */
	MEM_FILL_NONE,		/* reads only */
};

enum {
	M_COPY = 1,		/* memcpy(dst, src, n): copies n bytes */
	M_RAW = 2,		/* touches what its arguments point to, no fault handling */
	M_POINTER = 4,		/* reads nothing its pointer argument points to (<linux/err.h>) */
};

struct memfn {
	const char *name;
	uint8_t fill;		/* enum mem_fill */
	uint8_t count;		/* the byte count's argument from 1, 0: none */
	uint8_t alloc;		/* an allocator: its size's argument from 1, 0: none */
	uint8_t flags;		/* M_* */
	struct ident *id;
};

/* The function CALL calls, if it is one of the table (by name); NULL if not. */
const struct memfn *memfn_of(const struct node *call);
/* The function of the table named by NAME's first LEN characters; NULL if none. */
const struct memfn *memfn_named(const char *name, size_t len);

/* --dump-uaccess: prints the accessors of each function body evaluated to OUT. */
void uop_dump_register(FILE *out);

#endif
