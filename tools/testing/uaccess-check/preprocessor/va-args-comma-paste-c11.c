/* args: -std=c11 */
/* ", ## __VA_ARGS__" in a strict ISO mode, as gcc does it. */
#define E(fmt, ...) printf(fmt, ## __VA_ARGS__)
#define K(...) f(0, ## __VA_ARGS__)
E("x")
E("x",)
E("x", 1)
K()
K(1)
/* expect-E
printf("x")
printf("x",)
printf("x", 1)
f(0,)
f(0,1)
*/
