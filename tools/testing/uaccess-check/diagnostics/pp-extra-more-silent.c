/* The same directives, well formed: silent. */
#include "inc/empty.h"
#define A +1
#define B "x"
#define V(...) __VA_ARGS__
#define W(...) __VA_OPT__(x)
#define S(x) #x
S(\\) S("\\")
A B V(1) W() W(1)
#line 100 "renamed.c" /* a comment is not an extra token */
int after;
/* expect-E
"\\" "\"\\\\\""
+1 "x" 1 x
int after;
*/
