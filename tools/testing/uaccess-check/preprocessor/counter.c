/* __COUNTER__ counts up by one each time it is expanded. */
__COUNTER__ __COUNTER__ __COUNTER__
#define CAT(a, b) a ## b
#define XCAT(a, b) CAT(a, b)
#define UNIQUE(p) XCAT(p, __COUNTER__)
int UNIQUE(v); int UNIQUE(v);
#if __COUNTER__ == 5
counter_in_if
#endif
#ifdef __COUNTER__
defined
#endif
CAT(x, __COUNTER__) __COUNTER__
/* expect-E
0 1 2
int v3; int v4;
counter_in_if
defined
x__COUNTER__ 6
*/
