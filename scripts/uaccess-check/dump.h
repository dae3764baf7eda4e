/* SPDX-License-Identifier: GPL-2.0 */
/* --dump-ast (dump.c), for the driver. */
#ifndef UACCESS_CHECK_DUMP_H
#define UACCESS_CHECK_DUMP_H

#include <stdio.h>

struct node;

/*
 * Dumps a tree, one node a line, for --dump-ast: after evaluation, with
 * each expression's type and the declaration or member it denotes; the
 * nodes at DEPTH indented by two blanks a level.
 */
void dump_ast(FILE *out, const struct node *n, int depth);

#endif
