/* args: --arch=x86_64 -Wsparse-all */
/*
 * Outside powerpc, __vector, __pixel, __bool and vector are ordinary
 * identifiers, as in gcc, and there is no AltiVec builtin or attribute.
 */
static int __vector = 1, __pixel, __bool, vector, pixel;

_Static_assert(!__has_builtin(__builtin_vec_xor), "no AltiVec builtin");
_Static_assert(!__has_builtin(__builtin_altivec_dssall), "no AltiVec builtin");
_Static_assert(!__has_attribute(altivec), "no altivec attribute");

int use(void);
int use(void)
{
	return __vector + __pixel + __bool + vector + pixel;
}
