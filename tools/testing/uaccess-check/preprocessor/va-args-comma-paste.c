/*
 * GNU ", ## __VA_ARGS__": the comma goes away when the variable arguments
 * are omitted or empty.
 */
#define E(fmt, ...) printf(fmt, ## __VA_ARGS__)
#define E2(fmt, ...) printf(fmt,##__VA_ARGS__)
#define K(...) f(0, ## __VA_ARGS__)
#define EMPTY
E("x")
E("x",)
E("x", 1)
E("x", 1, 2)
E("x", EMPTY)
E2("y")
E2("y", 1)
K()
K(1)
K(1, 2)
/* expect-E
printf("x")
printf("x",)
printf("x", 1)
printf("x", 1, 2)
printf("x", )
printf("y")
printf("y", 1)
f(0)
f(0,1)
f(0,1, 2)
*/
