/* More recoverable directive problems (-Wpp-extra), with gcc's wording. */
#include_next "inc/empty.h" /* expect-warning: #include_next in primary source file */
#undef __FILE__ /* expect-warning: undefining "__FILE__" */
#define A+1 /* expect-warning: whitespace after the macro name */
#define B"x" /* expect-warning: whitespace after the macro name */
#define V __VA_ARGS__ /* expect-warning: __VA_ARGS__ can only appear in the expansion of a */
#define W __VA_OPT__(x) /* expect-warning: __VA_OPT__ can only appear in the expansion of a */
#define S(x) #x
S(\) /* expect-warning: invalid string literal, ignoring final '\' */
A B
#line 100 "renamed.c" junk /* expect-warning: extra tokens at end of #line directive */
int after;
/* expect-E
""
+1 "x"
int after;
*/
