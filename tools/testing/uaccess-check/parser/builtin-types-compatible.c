/*
 * __builtin_types_compatible_p with two type names: type names with
 * abstract declarators, typeof of expressions, in conditions and
 * constant expressions, as the kernel's __same_type and __must_be_array.
 */
#define __same_type(a, b) __builtin_types_compatible_p(typeof(a), typeof(b))
#define BUILD_BUG_ON_ZERO(e) ((int)(sizeof(struct { int:(-!!(e)); })))
#define __must_be_array(a) BUILD_BUG_ON_ZERO(__same_type((a), &(a)[0]))
#define ARRAY_SIZE(arr) (sizeof(arr) / sizeof((arr)[0]) + __must_be_array(arr))

int arr[10];
int *ptr;
int fn_decl(void);

int compat[] = {
	__builtin_types_compatible_p(int, int),
	__builtin_types_compatible_p(int, const int),
	__builtin_types_compatible_p(int *, const int *),
	__builtin_types_compatible_p(int [], int [5]),
	__builtin_types_compatible_p(int (*)(void), typeof(&fn_decl)),
	__same_type(arr, ptr),
	__same_type(arr[0], *ptr),
};

int f(void)
{
	if (__builtin_types_compatible_p(typeof(arr), int [10]))
		return ARRAY_SIZE(arr);
	return 0;
}
/* args: -Wno-decl */
