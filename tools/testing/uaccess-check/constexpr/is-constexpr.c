/*
 * The kernel's __is_constexpr(x): a pointer (void *)((long)(x) * 0l) is
 * a null pointer constant only if x is an integer constant expression, so
 * the conditional's type is int * (sizeof *p == sizeof(int)) for a
 * constant and void * (sizeof(void) == 1) otherwise.  Only correct null
 * pointer constant detection and conditional-operator typing give these
 * answers; min()/max() and GENMASK rely on them.
 */
#define __is_constexpr(x) \
	(sizeof(int) == sizeof(*(8 ? ((void *)((long)(x) * 0l)) : (int *)8)))

enum { ENUM_C = 3 };
int var;
const int const_var = 3;
int arr[4];

_Static_assert(__is_constexpr(1), "");
_Static_assert(__is_constexpr(0), "");
_Static_assert(__is_constexpr(-1), "");
_Static_assert(__is_constexpr(ENUM_C), "");
_Static_assert(__is_constexpr(sizeof(var)), "");
_Static_assert(__is_constexpr(1 + 2 * ENUM_C), "");
_Static_assert(__is_constexpr((char)300), "");
_Static_assert(__is_constexpr(__builtin_constant_p(var)), "");
_Static_assert(__is_constexpr(sizeof(arr) / sizeof(arr[0])), "");
_Static_assert(__is_constexpr(1 ? 2 : 3), "");
_Static_assert(__is_constexpr(0x8000000000000000UL), "");
_Static_assert(!__is_constexpr(var), "");
_Static_assert(!__is_constexpr(const_var), "a const variable is not an ICE in C");
_Static_assert(!__is_constexpr(var + 1), "");
_Static_assert(!__is_constexpr(arr[0]), "");
_Static_assert(!__is_constexpr(var ? 1 : 2), "");

/* The result is itself an integer constant expression. */
int sized[__is_constexpr(var) + 2];
_Static_assert(sizeof(sized) == 8, "");

int f(int p)
{
	_Static_assert(!__is_constexpr(p), "");
	_Static_assert(__is_constexpr(sizeof(p)), "");
	return p;
}
/* args: -Wno-decl */
