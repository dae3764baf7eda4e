/*
 * String literals: their array types and lengths, escapes and wide
 * prefixes counted as gcc counts them, and adjacent literals joined into
 * one, which stays one argument of a call and one operand.
 */
#define is_type(e, T) _Static_assert(__builtin_types_compatible_p(typeof(e), T), #e " is " #T)

int two(const char *s, int n);

is_type("abc", char[4]);
is_type("ab" "cd", char[5]);
is_type(L"ab", int[3]);
is_type(u8"ab", char[3]);
_Static_assert(sizeof("a\tb\x41\101\0") == 7, "escapes are one char each");
_Static_assert(sizeof("ab" "" "cd") == 5, "");
_Static_assert(sizeof(L"ab" "c") == 4 * sizeof(int), "a wide piece makes all wide");
_Static_assert(sizeof(__func__) == 1, "outside a function: an empty name, as gcc");

int f(void)
{
	char buf[] = "xy" "z";

	_Static_assert(sizeof(buf) == 4, "completed from the joined literal");
	_Static_assert(sizeof(__func__) == 2, "the function's name");
	return two("a" "b", 1) + two("c" "d" "e", 2);
}
/* args: -Wno-decl */
