/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Output back ends of the diagnostic records: gcc's text format today
 * (JSON and SARIF are further back ends of the same records).
 */
#ifndef UACCESS_CHECK_OUTPUT_H
#define UACCESS_CHECK_OUTPUT_H

#include "diag.h"

/*
 * gcc's text on stderr: "file:line:col: warning: message [-Wname]", the
 * notes, then one "in expansion of macro" note per macro of the chain the
 * diagnostic's place came out of.  A place inside a macro is printed
 * where the user wrote the outermost macro.
 */
void output_text(const struct diag_record *r);

#endif
