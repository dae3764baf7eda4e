/* A diagnostic inside a macro expansion is reported where the macro is used. */
#define PASTE(a, b) a ## b
#define USE(x) PASTE(x, +)
int a;
USE(y) /* expect-error: pasting "y" and "+" does not give a valid preprocessing token */
/* expect-E
int a;
y +
*/
