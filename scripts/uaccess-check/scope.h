/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Scopes of the ordinary name space, as the parser needs them: whether an
 * identifier names a typedef at this point (the "lexer hack").  Each
 * identifier points to its innermost binding; leaving a scope restores
 * the bindings it shadowed.
 */
#ifndef UACCESS_CHECK_SCOPE_H
#define UACCESS_CHECK_SCOPE_H

#include <stdbool.h>

#include "token.h"

struct binding {
	struct binding *shadowed;
	struct ident *id;
	unsigned int depth;
	bool is_typedef;
};

void scope_push(void);
void scope_pop(void);
void scope_declare(struct ident *id, bool is_typedef);
unsigned int scope_depth(void);

static inline bool scope_is_typedef(const struct ident *id)
{
	return id->binding && id->binding->is_typedef;
}

/* Leaves every scope (end of unit, or recovery). */
void scope_reset(void);

#endif
