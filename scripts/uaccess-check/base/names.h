/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The names of the attributes and builtins the checker knows, one table
 * each (attributes.def, builtins.def), for the preprocessor's
 * __has_attribute and __has_builtin and for the semantic pass: the one
 * place that answers what gcc knows.
 */
#ifndef UACCESS_CHECK_NAMES_H
#define UACCESS_CHECK_NAMES_H

#include <stdbool.h>
#include <stddef.h>

/*
 * The answer to __has_attribute(NAME), NAME (or __NAME__) being LEN bytes:
 * gcc's, and 1 for the checker's own attributes too, as sparse does, so
 * that a header can tell that it is being checked for them.
 */
bool names_has_attribute(const char *name, size_t len);

/*
 * An attribute of the checker's own (sparse's: address_space, noderef...),
 * which gcc does not know; NAME may be spelled __NAME__.
 */
bool names_checker_attribute(const char *name, size_t len);

/* gcc's answer to __has_builtin(NAME), NAME being LEN bytes. */
bool names_has_builtin(const char *name, size_t len);

/*
 * The index of NAME (LEN bytes) in builtins.def, the entries gcc's
 * grammar treats as syntax included; -1 if NAME is not there.
 */
int names_builtin(const char *name, size_t len);

#endif
