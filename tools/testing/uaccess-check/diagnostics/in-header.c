/* Diagnostics in an included file name that file and its line. */
/* expect-warning@inc/bad.h:2: in a header */
/* expect-error@inc/bad.h:3: also in a header */
#include "inc/bad.h"
int after;
/* expect-E
int fine;
int after;
*/
