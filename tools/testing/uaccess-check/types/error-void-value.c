/*
 * The value of a void expression used: gcc's "void value not ignored as
 * it ought to be"; a void expression as a statement, in a cast to void,
 * a comma's left operand or both operands of ?: is fine.
 */
void nothing(void);
int something(void);

int f(int c)
{
	int x;

	nothing();
	(void)nothing();
	nothing(), x = 1;
	c ? nothing() : nothing();
	x = nothing(); /* expect-error: void value not ignored as it ought to be */
	x += something();
	return nothing() + x; /* expect-error: void value not ignored as it ought to be */
}
/* args: -Wno-decl */
