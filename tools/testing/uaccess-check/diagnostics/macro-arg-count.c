/* Wrong numbers of arguments are errors; the name stays unexpanded. */
#define F(x) [x]
#define G(x, y) [x|y]
#define V(x, ...) [x|__VA_ARGS__]
F(1, 2) /* expect-error: macro "F" passed 2 arguments, but takes just 1 */
G(1) /* expect-error: macro "G" requires 2 arguments, but only 1 given */
G() /* expect-error: macro "G" requires 2 arguments, but only 1 given */
F([1, 2]) /* expect-error: macro "F" passed 2 arguments, but takes just 1 */
F({1, 2}) /* expect-error: macro "F" passed 2 arguments, but takes just 1 */
V() /* no error: an empty first argument */
F(1) G(1, 2) V(1) V(1, 2, 3)
/* expect-E
F
G
G
F
F
[|]
[1] [1|2] [1|] [1|2, 3]
*/
