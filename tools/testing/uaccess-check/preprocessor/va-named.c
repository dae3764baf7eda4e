/* GNU named variable arguments: "args...". */
#define N(args...) g(args)
#define N2(fmt, args...) h(fmt, ## args)
#define NS(args...) #args
#define N3(a, rest...) [a|rest]
N() N(1) N(1, 2)
N2(a) N2(a,) N2(a, b) N2(a, b, c)
NS(x, y) NS()
N3(1) N3(1, 2, 3)
/* expect-E
g() g(1) g(1, 2)
h(a) h(a,) h(a, b) h(a, b, c)
"x, y" ""
[1|] [1|2, 3]
*/
