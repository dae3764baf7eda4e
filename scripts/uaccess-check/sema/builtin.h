/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The gcc builtins the kernel calls, with their types, from one table
 * (builtins.def).  Semantic evaluation asks here when an identifier has
 * no declaration: __builtin_memcpy, __atomic_load_n, __sync_fetch_and_add,
 * __builtin_add_overflow...  A builtin with a fixed prototype has a
 * function type; a type-generic one (its result depends on its arguments)
 * gets its call's type from builtin_call_type().
 */
#ifndef UACCESS_CHECK_BUILTIN_H
#define UACCESS_CHECK_BUILTIN_H

#include <stdbool.h>
#include <stddef.h>

struct ident;
struct node;
struct type;

struct builtin;

/* The builtin named ID, or NULL if there is none of that name. */
const struct builtin *builtin_find(const struct ident *id);

/*
 * The builtin's function type in the current unit's type arena (after
 * type_init()); a type-generic builtin gets a function type without
 * prototype (TF_OLDSTYLE, "int ()") whose return type is its usual one
 * (int for most, _Bool or void where that does not depend on the
 * arguments).
 */
struct type *builtin_type(const struct builtin *b);

/* True for type-generic builtins: call through builtin_call_type(). */
bool builtin_is_generic(const struct builtin *b);

/* True for the builtins that never return: __builtin_trap, __builtin_unreachable. */
bool builtin_is_noreturn(const struct builtin *b);

/*
 * The type of a call of a type-generic builtin, from the types of its
 * arguments (already evaluated, decayed and promoted as for a variadic
 * call: args[i]->type).  NULL when the arguments do not fit (the caller
 * then uses the builtin's usual return type and reports nothing).
 */
struct type *builtin_call_type(const struct builtin *b, struct node *const *args,
			       unsigned int nargs);

/*
 * The argument of a type-generic call that is given as to a parameter:
 * powerpc's vec_ld() and vec_st() pointer, as to "const T *" and "T *"
 * in the kernel's address space, so that a __user pointer is reported as
 * for any function.  Its index, *TO the parameter's type; -1 if none.
 */
int builtin_pointer_param(const struct builtin *b, struct node *const *args,
			  unsigned int nargs, struct type **to);

/* Report a misused builtin as gcc does (sema_error()). */
void builtin_check_call(const struct builtin *b, const struct node *call,
			struct node *const *args, unsigned int nargs);
void builtin_check_offsetof(const struct node *e);

/*
 * The typedefs gcc predefines (__builtin_va_list, __int128_t, and the
 * architecture's: aarch64's __Int8x8_t...): the parser needs their names,
 * the semantic pass their types.  The name of the I-th, NULL past the
 * last; its type, made in the current unit's type arena.
 */
const char *builtin_typedef_name(unsigned int i);
struct type *builtin_typedef_type(unsigned int i);

/*
 * The typedefs "#pragma GCC aarch64 "arm_neon.h"" declares (the NEON
 * tuples), as above: the I-th name (in a buffer the next call reuses) and
 * type, one record per unit; none on other targets.
 */
const char *builtin_pragma_typedef_name(unsigned int i);
struct type *builtin_pragma_typedef_type(unsigned int i);

/* Drops the types cached for the unit (with type_release()). */
void builtin_release(void);

#endif
