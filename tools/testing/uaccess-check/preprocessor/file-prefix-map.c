/* args: -I$DIR/inc -fmacro-prefix-map=$DIR/= -fmacro-prefix-map=./= */
/*
 * -fmacro-prefix-map=OLD=NEW rewrites the start of __FILE__ (the kernel
 * passes -fmacro-prefix-map=./=): here an absolute -I path and "./".
 */
const char *main_file = __FILE__;
#include <file.h>
#include "./inc/file.h"
/* expect-E
const char *main_file = "file-prefix-map.c";
const char *in_header = "inc/file.h";
int line_in_header = 2;
const char *in_header = "inc/file.h";
int line_in_header = 2;
*/
