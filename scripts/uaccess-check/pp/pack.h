/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The #pragma pack state, gcc's rules: values 0 (the default), 1, 2, 4, 8
 * or 16; push saves the current value (and sets n unless n < 0); pop with
 * an id pops down to the matching push.  The preprocessor sets it from the
 * pragmas, the parser reads it at each struct's '}'.
 */
#ifndef UACCESS_CHECK_PACK_H
#define UACCESS_CHECK_PACK_H

#include <stdbool.h>

/* False when gcc would ignore the pragma with a warning. */
bool pack_set(int n);
bool pack_push(const char *id, int n);
bool pack_pop(const char *id);
unsigned int pack_current(void);

/* Back to no pack and an empty stack, for the next unit. */
void pack_reset(void);

#endif
