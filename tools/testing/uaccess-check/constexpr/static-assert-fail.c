/*
 * A false _Static_assert is an error (gcc: "static assertion failed:
 * "msg""), at file scope, in a block and in a struct, with and without
 * a message, through the kernel's macros; the true ones around them stay
 * silent and the unit goes on.
 * An error inside a macro expansion is expected on the line where the
 * macro is used (the project's rule; gcc reports the macro's own line,
 * with "in expansion of macro" notes).
 */
#define BUILD_BUG_ON_MSG(cond, msg) _Static_assert(!(cond), msg)
#define BUILD_BUG_ON(condition) BUILD_BUG_ON_MSG(condition, "BUILD_BUG_ON failed: " #condition)

struct s { int a; char b; };

_Static_assert(sizeof(struct s) == 8, "right");
_Static_assert(sizeof(struct s) == 5, "packed?"); /* expect-error: static assertion failed */
_Static_assert(0); /* expect-error: static assertion failed */
_Static_assert(1 - 1, "zero"); /* expect-error: static assertion failed */
_Static_assert((unsigned)-1 < 0, "unsigned"); /* expect-error: static assertion failed */

struct t {
	int x;
	_Static_assert(sizeof(int) == 2, "in a struct"); /* expect-error: static assertion failed */
};

int f(void)
{
	BUILD_BUG_ON(sizeof(long) != 8);
	BUILD_BUG_ON(sizeof(struct s) != 5); /* expect-error: static assertion failed */
	_Static_assert(sizeof(long) == 4, "block"); /* expect-error: static assertion failed */
	return sizeof(struct t);
}
/* args: -Wno-decl */
