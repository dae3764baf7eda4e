/*
 * A macro is not expanded again inside its own expansion (the hide set),
 * including through another macro and through arguments.
 */
#define f(a) a*g
#define g(a) f(a)
f(2)(9)
#define foo foo
foo
#define a1 b1
#define b1 a1
a1 b1
#define h(x) h(x) + x
h(h(1))
#define obj fn
#define fn(x) obj(x)
obj(1)
#define self(x) x self
self(self(2))
#define AA BB
#define BB AA CC
#define CC AA
AA CC
/* expect-E
2*9*g
foo
a1 b1
h(h(1) + 1) + h(1) + 1
fn(1)
2 self self
AA AA AA CC
*/
