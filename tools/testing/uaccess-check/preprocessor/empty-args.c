/* Empty macro arguments. */
#define F(x) [x]
#define G(x, y) [x|y]
#define H(x, y, z) [x|y|z]
#define EMPTY
#define N() n
F() G(,) G(a,) G(,b) H(,,) H( , , ) H(,b,)
F( /* comment */ )
F(EMPTY) G(EMPTY, EMPTY)
N() N( )
F(
)
/* expect-E
[] [|] [a|] [|b] [| |] [| |] [|b|]
[]
[] [|]
n n
[]
*/
