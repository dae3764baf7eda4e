/*
 * __builtin_constant_p in constant expressions, as gcc's front end
 * folds it: 1 for integer, floating, string and null pointer constants,
 * sizeof and enumerators; 0 for variables (even const-qualified ones are
 * left out: gcc and clang differ), addresses of objects, side effects and
 * parameters.  Also __builtin_strlen of a string literal, which gcc folds
 * to a constant.
 */
enum { ENUM_VAL = 7 };
int x;

_Static_assert(__builtin_constant_p(1), "");
_Static_assert(__builtin_constant_p(1 + 2 * 3), "");
_Static_assert(__builtin_constant_p(ENUM_VAL), "");
_Static_assert(__builtin_constant_p(sizeof(x)), "");
_Static_assert(__builtin_constant_p(1.5), "");
_Static_assert(__builtin_constant_p("abc"), "");
_Static_assert(__builtin_constant_p((void *)0), "");
_Static_assert(__builtin_constant_p(__builtin_constant_p(x)), "");
_Static_assert(!__builtin_constant_p(x), "");
_Static_assert(!__builtin_constant_p(&x), "");
_Static_assert(!__builtin_constant_p(x++), "");
_Static_assert(!__builtin_constant_p(x + 1), "");
_Static_assert(__builtin_constant_p(x) == 0 && __builtin_constant_p(5) == 1, "the value is 0 or 1");

_Static_assert(__builtin_strlen("abc") == 3, "");
_Static_assert(__builtin_strlen("") == 0, "");
_Static_assert(__builtin_strlen("ab\0cd") == 2, "");
char buf[__builtin_strlen("hello") + 1];
_Static_assert(sizeof(buf) == 6, "");

#define is_const_or(x, dflt) __builtin_choose_expr(__builtin_constant_p(x), (x), (dflt))

int f(int p)
{
	int arr[__builtin_constant_p(p) ? 1 : 2];	/* a constant size: not a VLA */

	_Static_assert(!__builtin_constant_p(p), "a parameter");
	_Static_assert(sizeof(arr) == 8, "");
	_Static_assert(is_const_or(4, 0) == 4, "");
	return arr[0] + is_const_or(p, 0);
}
/* args: -Wno-decl */
