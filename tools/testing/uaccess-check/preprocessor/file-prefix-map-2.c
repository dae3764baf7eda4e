/* args: -fmacro-prefix-map=inc=include/linux -fmacro-prefix-map=inc/file.h=never */
/* When several -fmacro-prefix-map match, the last one given wins (as in gcc). */
#include "inc/file.h"
/* expect-E
const char *in_header = "never";
int line_in_header = 2;
*/
