/*
 * Array-to-pointer and function-to-pointer decay: not under sizeof,
 * typeof, & and _Alignof; string literals are char arrays; array
 * parameters are pointers; a function designator and a pointer to it
 * may both be called.
 */
#define is_type(e, T) _Static_assert(__builtin_types_compatible_p(typeof(e), T), #e " is " #T)

int arr[4];
int mat[2][3];
int fn(int);
const char str[] = "abc";

is_type(arr, int [4]);
is_type(arr + 0, int *);
is_type(&arr, int (*)[4]);
is_type(*arr, int);
is_type(&arr[0], int *);
is_type(mat[1], int [3]);
is_type(mat + 1, int (*)[3]);
is_type(fn, int (int));
is_type(&fn, int (*)(int));
is_type(*fn, int (int));
is_type(**fn, int (int));
is_type("abc", char [4]);
is_type(str, const char [4]);
is_type((fn(0), arr), int *);		/* the comma operator decays */
is_type(1 ? arr : arr, int *);
is_type(1 ? fn : fn, int (*)(int));
_Static_assert(sizeof(arr) == 16, "no decay under sizeof");
_Static_assert(sizeof(arr + 0) == 8, "decayed");
_Static_assert(sizeof("abc") == 4, "");
_Static_assert(sizeof(mat[0]) == 12, "");
_Static_assert(_Alignof(arr) == 4, "");

int param(int a[10], int m[][3], int f(int))
{
	_Static_assert(__builtin_types_compatible_p(typeof(a), int *), "array parameter is a pointer");
	_Static_assert(__builtin_types_compatible_p(typeof(m), int (*)[3]), "");
	_Static_assert(__builtin_types_compatible_p(typeof(f), int (*)(int)), "function parameter is a pointer");
	int (*fp)(int) = fn;
	int *p = arr;
	int (*row)[3] = mat;

	return fn(1) + (*fn)(2) + fp(3) + (*fp)(4) + (**fp)(5) + f(6) + p[0] + row[1][2] + a[0] + m[0][0];
}
/* args: -Wno-decl */
