/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The check registry.  Each family of checks (base/checks.def) registers
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

struct strbuf;
/* E as written, appended to SB ("tsk->parent"); false if it has no short spelling. */
bool check_expr_str(const struct node *e, struct strbuf *sb);
/* Whether POS is in an expansion of a macro whose name starts with PREFIX. */
bool check_in_macro(struct srcpos pos, const char *prefix);
/* The same for a macro whose name contains PART. */
bool check_in_macro_naming(struct srcpos pos, const char *part);

/*
 * The "expected '...'" and "got '...'" notes of a conversion of E's value
 * from FROM to TO, with the names of the parameter or object and of the
 * value's variable or member, and "restricted" as sparse; FROM_PREFIX
 * before the got type ("fouled ").
 */
void check_note_types(const struct conv_ctx *ctx, const struct node *e, const struct type *to,
		      const struct type *from, const char *from_prefix);

/* Calls the register function of every family with a check enabled. */
void checks_register(void);
/* --dump-events: prints every event the hooks deliver. */
void events_register(FILE *out);
/* --dump-lock-summaries: the lock check prints each function's summary to OUT. */
void lock_dump_register(FILE *out);

/* The register functions of the families (checks.def). */
#define CHECK(id, name, def, family, desc) void family##_register(void);
#define DIAG(id, name, def, desc)
#include "checks.def"
#undef CHECK
#undef DIAG

#endif
