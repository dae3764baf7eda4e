/*
 * #pragma GCC system_header makes its file a system header: a syntax
 * error there stops the unit too, and what the preprocessor read ahead
 * of the parser (an #error among the macro's arguments, on a later line)
 * is not reported either.
 */
/* expect-error@inc/pragma-system.h:8: syntax error */
/* expect-note@inc/pragma-system.h:8: checking of this unit stopped: syntax error in system header 'pragma-system.h' */
#include "inc/pragma-system.h"
int after the header;
