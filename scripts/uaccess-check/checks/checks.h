/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The check registry.  Each family of checks (checks.def) registers
 * callbacks on the typed hooks of sema (hooks.h) from its
 * FAMILY_register(), and gives what it remembers between hooks to the
 * hook registry there (check_state()).
 */
#ifndef UACCESS_CHECK_CHECKS_H
#define UACCESS_CHECK_CHECKS_H

#include <stdio.h>

#include "hooks.h"
#include "sema.h"

/*
 * What a warning about converting E underlines: E, the caret where the
 * conversion is reported ("=" of an assignment, the argument).
 */
struct srcrange check_conv_range(const struct node *e, const struct conv_ctx *ctx);
/* Where a conversion happens, for messages: "assignment", "argument 2 of 'f'"... */
const char *check_conv_place(const struct conv_ctx *ctx, char *buf, size_t size);

/* Calls the register function of every family with a check enabled. */
void checks_register(void);
/* --dump-events: prints every event the hooks deliver. */
void events_register(FILE *out);

/* The register functions of the families (checks.def). */
#define CHECK(id, name, def, family, desc) void family##_register(void);
#define DIAG(id, name, def, desc)
#include "checks.def"
#undef CHECK
#undef DIAG

#endif
