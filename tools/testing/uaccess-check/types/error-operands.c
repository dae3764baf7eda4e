/*
 * Operators applied to operands of types they do not take: gcc's
 * "invalid operands to binary", "invalid type argument of unary '*'",
 * "invalid type argument of '->'", "subscripted value is neither array
 * nor pointer nor vector", "wrong type argument to unary minus",
 * "used struct type value where scalar is required".
 */
struct s { int a; } st, *sp;
int i, *ip, arr[3];
double d;

void f(void)
{
	i = st + 1; /* expect-error: invalid operands to binary */
	ip = ip + ip; /* expect-error: invalid operands to binary */
	i = ip * 2; /* expect-error: invalid operands to binary */
	i = d % 2; /* expect-error: invalid operands to binary */
	i = d << 1; /* expect-error: invalid operands to binary */
	i = *i; /* expect-error: invalid type argument of unary */
	i = i->a; /* expect-error: invalid type argument of */
	i = i[0]; /* expect-error: subscripted value is neither array nor pointer */
	i = -st; /* expect-error: wrong type argument to unary minus */
	if (st) /* expect-error: used struct type value where scalar is required */
		i = 1;
	i = ip - arr + arr[1] + *ip + sp->a + (ip == arr);
}
/* args: -Wno-decl */
