/* __VA_ARGS__ */
#define V(...) [__VA_ARGS__]
#define V1(a, ...) [a|__VA_ARGS__]
#define S(...) #__VA_ARGS__
#define CALL(f, ...) f(__VA_ARGS__)
#define COUNT(...) COUNT_(__VA_ARGS__, 3, 2, 1, 0)
#define COUNT_(a, b, c, n, ...) n
V() V(1) V(1, 2, 3) V((a, b), c) V( x , y )
V1(1) V1(1,) V1(1, 2, 3) V1(,)
S(a, b,c) S() S( a ,  b ) S("s", 'c')
CALL(V, x, y) CALL(V1, 1, 2, 3)
COUNT(a) COUNT(a, b) COUNT(a, b, c)
/* expect-E
[] [1] [1, 2, 3] [(a, b), c] [x , y]
[1|] [1|] [1|2, 3] [|]
"a, b,c" "" "a , b" "\"s\", 'c'"
[x, y] [1|2, 3]
1 2 3
*/
