/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The hooks through which the semantic pass hands the checks what they
 * look at.  Each check is a file of its own (addrspace.c: address spaces
 * and noderef) and has its names in checks.def; eval.c calls these hooks
 * at the one place where each event happens: a conversion
 * (eval_convert()), a cast, two pointers meeting in one operator, an
 * object read or written.
 */
#ifndef UACCESS_CHECK_CHECKS_H
#define UACCESS_CHECK_CHECKS_H

#include "sema.h"

struct node;
struct type;

/* The value of E (of type FROM) converted to TO, implicitly (ctx->kind not CONV_CAST). */
void check_conversion(struct node *e, struct type *from, struct type *to,
		      const struct conv_ctx *ctx);
/* (TO)OP, written at E; FROM is the operand's value type. */
void check_cast(struct node *e, struct node *op, struct type *from, struct type *to);
/*
 * Two pointer operands meeting in one operator at E: a comparison, the
 * arms of ?:, a subtraction.  WHAT names the operator for the message.
 */
void check_pointer_pair(struct node *e, struct node *l, struct node *r, const char *what);
/* E, an lvalue in noderef memory (its type says so), is read or written. */
void check_noderef_access(struct node *e);

#endif
