/*
 * __auto_type takes the type of its initializer's value (arrays and
 * functions decay, qualifiers of the value go), plus the qualifiers
 * written with it; typeof keeps the expression's own type.
 */
#define is_type(e, T) _Static_assert(__builtin_types_compatible_p(typeof(e), T), #e " is " #T)

int arr[4];
const int ci = 1;
int fn(int);

void f(void)
{
	__auto_type a = arr;
	__auto_type b = ci;
	__auto_type c = fn;
	__auto_type d = 1UL << 3;
	const __auto_type e = 'x';
	__auto_type g = (short)1 + (char)2;

	is_type(a, int *);
	is_type(b, int);
	is_type(c, int (*)(int));
	is_type(d, unsigned long);
	is_type(e, const int);
	is_type(g, int);
	is_type(arr, int[4]);
	is_type(ci, const int);
}
/* args: -Wno-decl */
