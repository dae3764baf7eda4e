/*
 * A negative array size is an error (gcc: "size of array 'x' is
 * negative", "size of unnamed array is negative"): the old BUILD_BUG_ON
 * with a true condition, typedefs, and BUILD_BUG_ON_ZERO's negative
 * bit-field width (gcc: "negative width in bit-field").  The same macros
 * with false conditions stay silent.
 * An error inside a macro expansion is expected on the line where the
 * macro is used (the project's rule; gcc reports the macro's own line,
 * with "in expansion of macro" notes).
 */
#define BUILD_BUG_ON_OLD(condition) ((void)sizeof(char[1 - 2*!!(condition)]))
#define BUILD_BUG_ON_ZERO(e) ((int)(sizeof(struct { int:(-!!(e)); })))

int ok_arr[1 - 2 * !!(sizeof(int) != 4)];
int bad_arr[1 - 2 * !!(sizeof(int) == 4)]; /* expect-error: negative */
typedef char bad_type[-1]; /* expect-error: negative */
int zero_arr[0];

int f(void)
{
	BUILD_BUG_ON_OLD(sizeof(long) != 8);
	BUILD_BUG_ON_OLD(sizeof(long) == 8); /* expect-error: negative */
	char local[sizeof(int) - 5]; /* expect-error: too large */
	(void)local;
	return BUILD_BUG_ON_ZERO(0) + BUILD_BUG_ON_ZERO(1); /* expect-error: negative */
}
/* args: -Wno-decl */
