/*
 * _Generic: type names, qualified and pointer types, typedefs, struct
 * types, default anywhere, nested selections, in macros as the kernel's
 * __unqual_scalar_typeof and type name helpers use them.
 */
typedef unsigned long ulong_t;
struct s { int x; };

#define type_name(x) _Generic((x),		\
	char: "char",				\
	signed char: "signed char",		\
	unsigned char: "unsigned char",		\
	short: "short",				\
	int: "int",				\
	unsigned int: "unsigned int",		\
	long: "long",				\
	ulong_t: "unsigned long",		\
	long long: "long long",			\
	default: "other")

#define is_ptr(x) _Generic((x), default: 0, void *: 1, const void *: 1, int *: 1)

const char *f(int i, unsigned long ul, struct s st, int *p)
{
	const char *a = type_name(i);
	const char *b = type_name(ul);
	const char *c = type_name(st);
	int d = is_ptr(p) + is_ptr(i);
	int e = _Generic(st, struct s: 1, default: 0);
	int g = _Generic(1.0, float: 1, double: 2, long double: 3);
	int h = _Generic(_Generic(i, int: 1L, default: 2), long: 10, default: 20);
	int (*fp)(int) = _Generic(p, int *: 0, default: 0);	/* expect-warning: Using plain integer as NULL pointer */

	return d + e + g + h + (fp != 0) ? a : b ? b : c;	/* expect-warning: Using plain integer as NULL pointer */
}

_Static_assert(_Generic(1 + 1L, long: 1, default: 0), "int + long is long");
_Static_assert(_Generic((const int)1, int: 1, default: 0), "cast drops the qualifier");
_Static_assert(_Generic("abc", char *: 1, default: 0), "string decays to char *");
/* args: -Wno-decl */
