/*
 * # removes leading and trailing white space and turns each run of white
 * space (newlines and comments included) into one space.
 */
#define S(x) #x
#define XS(x) S(x)
#define EMPTY
#define CAT(a, b) a ## b
#define PLUS +
S(a+b)
S(  a   +   b  )
S(	tab	)
S( a
   b )
S(/* comment */ x /* c */ y /* trailing */)
S(x/**/y)
S()
S(   )
S((a,b))
S( f ( a , b ) )
S(S(x))
XS(S(x))
XS(a EMPTY b)
XS(EMPTY a)
XS(CAT(a, b)+c)
XS(PLUS PLUS)
XS(a PLUS b)
S(-EMPTY-)
XS(-EMPTY-)
/* expect-E
"a+b"
"a + b"
"tab"
"a b"
"x y"
"x y"
""
""
"(a,b)"
"f ( a , b )"
"S(x)"
"\"x\""
"a b"
"a"
"ab+c"
"+ +"
"a + b"
"-EMPTY-"
"--"
*/
