/* args: -Iinc */
/* __FILE__ is the name as it was opened. */
const char *main_file = __FILE__;
#include "inc/file.h"
#include <file.h>
#include "./inc/file.h"
#define F __FILE__
const char *through_macro = F;
/* expect-E
const char *main_file = "file-macro.c";
const char *in_header = "inc/file.h";
int line_in_header = 2;
const char *in_header = "inc/file.h";
int line_in_header = 2;
const char *in_header = "./inc/file.h";
int line_in_header = 2;
const char *through_macro = "file-macro.c";
*/
