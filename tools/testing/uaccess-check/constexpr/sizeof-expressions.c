/*
 * sizeof of expressions is a constant without evaluating them (calls,
 * increments, dereferences of null pointers), typed by the usual rules:
 * promotions, conditionals, comparisons, string literals, arrays of
 * structs, members through null pointers; except for VLAs, whose
 * sizeof is computed at run time (not a constant expression).
 */
struct s { char c; long l; } arr[3];
long call(void);
int x;
char c;

_Static_assert(sizeof(call()) == 8, "a call is not evaluated");
_Static_assert(sizeof(x++) == 4, "");
_Static_assert(sizeof(*(struct s *)0) == 16, "");
_Static_assert(sizeof(((struct s *)0)->c) == 1, "");
_Static_assert(sizeof(arr) == 48 && sizeof(arr[0]) == 16 && sizeof arr / sizeof *arr == 3, "");
_Static_assert(sizeof(c) == 1 && sizeof(c + c) == 4 && sizeof(-c) == 4 && sizeof(!c) == 4, "");
_Static_assert(sizeof(c = 1) == 1, "assignment keeps the left type");
_Static_assert(sizeof(x ? c : c) == 4, "the conditional promotes");
_Static_assert(sizeof(x ? 1 : 2L) == 8, "");
_Static_assert(sizeof(x < c) == 4, "");
_Static_assert(sizeof("four") == 5 && sizeof(&"four") == 8 && sizeof(*"four") == 1, "");
_Static_assert(sizeof(&arr) == 8 && sizeof(*&arr) == 48, "");
_Static_assert(sizeof(1.0f) == 4 && sizeof(1.0) == 8 && sizeof(1.0L) == 16, "");
_Static_assert(sizeof((void)0, x) == 4, "comma");
_Static_assert(sizeof(struct { int a[5]; }) == 20, "");
_Static_assert(sizeof(int (*)[sizeof(long)]) == 8, "");

int f(int n)
{
	int vla[n];
	int fixed[sizeof(vla[0])];

	_Static_assert(sizeof(fixed) == 16, "");
	return (int)sizeof(vla) + (int)sizeof(int [n]);	/* evaluated at run time */
}
/* args: -Wno-decl -Wno-vla */
