# After evaluation every access is marked on the tree (--dump-ast): the
# object an expression designates is read, written or both, where sema
# delivers its read and write events, and for the operands of asm
# statements; "&y", sizeof(y) and an array's decay access nothing.
cat >"$TMP/a.c" <<'SRC'
struct s { int m; };
int g;
int f(struct s *p, int x, int *a)
{
	int y = x, arr[2];
	y = 1;
	y += x;
	y++;
	--p->m;
	(*p).m = a[1];
	a = &y;
	asm("" : "=r"(y), "+r"(x) : "r"(g), "m"(*a));
	return sizeof(y) + arr[0];
}
SRC
. ./inc/expect-ast.sh
expect_ast <<'EXPECT'
IDENT x <5:10> 'int' decl <3:20> read
IDENT y <6:2> 'int' decl <5:6> write
IDENT y <7:2> 'int' decl <5:6> read write
IDENT x <7:7> 'int' decl <3:20> read
IDENT y <8:2> 'int' decl <5:6> read write
MEMBER -> <9:5> 'int' member m+0 read write
IDENT p <9:4> 'struct s *' decl <3:7> read
MEMBER . <10:6> 'int' member m+0 write
UNARY * <10:3> 'struct s'
INDEX <10:12> 'int' read
IDENT a <11:2> 'int *' decl <3:27> write
IDENT y <11:7> 'int' decl <5:6>
IDENT y <12:16> 'int' decl <5:6> write
IDENT x <12:25> 'int' decl <3:20> read write
IDENT g <12:34> 'int' decl <2:5> read
UNARY * <12:42> 'int' read
IDENT y <13:16> 'int' decl <5:6>
IDENT arr <13:21> 'int[2]' decl <5:13>
EXPECT
