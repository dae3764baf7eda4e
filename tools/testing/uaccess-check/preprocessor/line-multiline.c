/* __LINE__ in invocations that span lines, as gcc numbers them. */
#define F(x) x __LINE__
#define G(x, y) __LINE__ x y
#define L __LINE__
F(
a)
G(__LINE__,
  __LINE__)
__LINE__ F(__LINE__) G(1,
2) __LINE__
L
F(L
)
G(
L,
L
)
__LINE__
/* expect-E
a 5
7 7 8
9 9 9 9 1 2 10
11
12 12
14 15 16
18
*/
