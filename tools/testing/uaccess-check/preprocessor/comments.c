/* Comments are one space, in code, directives and macro arguments. */
#define A 1 /* comment
   spanning lines */ + 2
A
#define B(x) x // line comment
B(/* arg comment */ 3)
#/* before the directive name */define C 4
C
a/**/b
#define F(x) [x]
F/* between name and parenthesis */(5)
/* // */ d
// /* e
f
g // comment \
continued by a backslash
h
#define G /**/ 7 /**/
G
/* expect-E
1 + 2
3
4
a b
[5]
         d
f
g
h
7
*/
