/*
 * __typeof_unqual__ and typeof_unqual (gcc 14, C23): the type without
 * its qualifiers, as the kernel's __unqual_scalar_typeof uses when the
 * compiler has it.
 * gcc 12 lacks typeof_unqual: it rejects this test ("expected
 * declaration specifiers"); gcc 14 accepts it.
 */
const volatile int cvi;
const char *const cp = "x";

__typeof_unqual__(cvi) u1;		/* int */
__typeof_unqual__(cp) u2;		/* const char *: only the top level */
__typeof_unqual__(const int) u3;

_Static_assert(__builtin_types_compatible_p(__typeof_unqual__(cvi) *, int *), "");
_Static_assert(!__builtin_types_compatible_p(__typeof__(cvi) *, int *), "");
_Static_assert(__builtin_types_compatible_p(__typeof_unqual__(cp) *, const char **), "");

void f(void)
{
	__typeof_unqual__(cvi) x = cvi;
	__typeof_unqual__(*cp) c = *cp;

	x++;
	c++;
	u1 = x + c;
	u2 = cp;
	u3 = 1;
}
/* args: -Wno-decl */
