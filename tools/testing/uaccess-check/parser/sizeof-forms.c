/*
 * sizeof of a type name, of a parenthesized expression, of an
 * unparenthesized expression, of a compound literal, and the ambiguous
 * "sizeof (x)" where x is a typedef in one scope and a variable in
 * another; also "sizeof (x)[0]" and "sizeof x + 1".
 */
typedef struct { char c[3]; } T;
int arr[8];

_Static_assert(sizeof(T) == 3, "type");
_Static_assert(sizeof (T) == 3, "type with a space");
_Static_assert(sizeof arr == 32, "unparenthesized expression");
_Static_assert(sizeof (arr) == 32, "parenthesized expression");
_Static_assert(sizeof (arr)[0] == 4, "postfix binds tighter than sizeof");
_Static_assert(sizeof arr[0] + 1 == 5, "sizeof binds tighter than +");
_Static_assert(sizeof (T){ { 1 } } == 3, "compound literal");
_Static_assert(sizeof(int) * 2 == 8, "");
_Static_assert(sizeof -1 == sizeof(int), "unary minus");
_Static_assert(sizeof sizeof 1 == sizeof(unsigned long), "sizeof sizeof");
_Static_assert(sizeof(char) == 1 && sizeof 'a' == 4, "character constant is int");
_Static_assert(sizeof(T *) == 8, "pointer");
_Static_assert(sizeof(arr) / sizeof(arr[0]) == 8, "ARRAY_SIZE");

int f(void)
{
	T x;
	int T = 7;	/* now T is a variable */

	_Static_assert(sizeof (T) == sizeof(int), "sizeof (variable)");
	_Static_assert(sizeof T == 4, "sizeof variable");
	_Static_assert(sizeof (x) == 3, "");
	return T + x.c[0];
}
/* args: -Wno-decl */
