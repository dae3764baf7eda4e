/* ## that does not give one token is an error; both tokens are kept. */
#define P(a, b) a ## b
P(+, -) /* expect-error: pasting "+" and "-" does not give a valid preprocessing token */
P(x, +) /* expect-error: pasting "x" and "+" does not give a valid preprocessing token */
P(., .) /* expect-error: does not give a valid preprocessing token */
P("a", "b") /* expect-error: does not give a valid preprocessing token */
P(x, y)
/* expect-E
+ -
x +
. .
"a" "b"
xy
*/
