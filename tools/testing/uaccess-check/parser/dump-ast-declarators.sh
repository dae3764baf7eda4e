# After evaluation every declarator points to the symbol it declares
# (--dump-ast prints "decl" and where the symbol was last declared): the
# declarators of objects, typedefs, functions and their definitions, the
# parameters of prototypes and of definitions, K&R identifier lists.
cat >"$TMP/a.c" <<'SRC'
typedef int T;
int f(int a, T b);
int f(int c, T d)
{
	T e = c;
	return e + d;
}
int k(x, y)
	long y;
{
	return x + y;
}
SRC
. ./inc/expect-ast.sh
expect_ast -Wno-implicit-int -Wno-old-style-definition <<'EXPECT'
DECLARATOR T <1:13> decl <1:13>
DECLARATOR f <2:5> decl <3:5>
DECLARATOR a <2:11> decl <2:7>
DECLARATOR b <2:16> decl <2:14>
DECLARATOR f <3:5> decl <3:5>
DECLARATOR c <3:11> decl <3:7>
DECLARATOR d <3:16> decl <3:14>
DECLARATOR e <5:4> decl <5:4>
IDENT c <5:8> 'int' decl <3:7> read
IDENT x <8:7> decl <8:7>
IDENT y <8:10> decl <9:7>
DECLARATOR y <9:7> decl <9:7>
EXPECT
