/*
 * A syntax error in a header of the user's, not a system header, does
 * not stop the unit: each error is reported, and the unit's own.
 */
/* expect-error@inc/syntax-errors.h:2: syntax error */
/* expect-error@inc/syntax-errors.h:3: syntax error */
#include "inc/syntax-errors.h"
int e f; /* expect-error: syntax error */
int g; /* expect-warning: symbol 'g' was not declared */
