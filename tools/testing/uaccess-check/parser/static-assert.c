/*
 * _Static_assert with and without a message (the latter is C2x, accepted
 * by gcc in gnu11 without -pedantic), at file scope, in blocks, in struct
 * members, and the kernel's static_assert macro with its optional
 * message.
 */
#define __static_assert(expr, msg, ...) _Static_assert(expr, msg)
#define static_assert(expr, ...) __static_assert(expr, ##__VA_ARGS__, #expr)

_Static_assert(1, "file scope");
_Static_assert(sizeof(int) == 4, "int" " is " "4 bytes");
_Static_assert(1);
static_assert(sizeof(long) >= 4);
static_assert(2 + 2 == 4, "arithmetic");

struct s {
	int a;
	_Static_assert(sizeof(int) >= 2, "in a struct");
	char b;
	static_assert(1);
};

int f(int x)
{
	_Static_assert(sizeof(x) == sizeof(int), "block scope");
	while (x-- > 10) {
		_Static_assert(1, "");
	}
	if (x) {
		_Static_assert(1, "nested block");
		return 1;
	}
	static_assert(sizeof(struct s) > 0);
	return 0;
}
/* args: -Wno-decl */
