/*
 * Operands that must be lvalues and are not: gcc's "lvalue required as
 * left operand of assignment", "... as increment operand", "... as
 * decrement operand", "... as unary '&' operand".
 */
int x, *p;
int ret(void);
struct s { int m; } st;
struct s get(void);

void f(void)
{
	x = 1;
	x + 1 = 2; /* expect-error: lvalue required as left operand of assignment */
	ret() = 3; /* expect-error: lvalue required as left operand of assignment */
	(x ? x : x) = 4; /* expect-error: lvalue required as left operand of assignment */
	5++; /* expect-error: lvalue required as increment operand */
	--(x + 1); /* expect-error: lvalue required as decrement operand */
	p = &(x + 1); /* expect-error: lvalue required as unary */
	p = &ret(); /* expect-error: lvalue required as unary */
	(long)x = 6; /* expect-error: lvalue required as left operand of assignment */
	get().m = 7; /* expect-error: lvalue required as left operand of assignment */
	*p = 8;
	st.m = 9;
}
/* args: -Wno-decl */
