/* args: -Wno-implicit-function-declaration */
/*
 * -Wno-implicit-function-declaration silences the warning; the call is
 * still evaluated with gcc's implicit "int f()".
 */
int f(int x)
{
	return undeclared_helper(x) + 1;
}
/* args: -Wno-decl */
