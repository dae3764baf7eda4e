/* __BASE_FILE__ is the main file, also in a header. */
const char *main_base = __BASE_FILE__;
#include "inc/base.h"
/* expect-E
const char *main_base = "base-file.c";
const char *base = "base-file.c";
const char *file = "inc/base.h";
*/
