/* args: -m32 */
/*
 * The usual arithmetic conversions on i386 (ILP32), where long is as wide
 * as int: the results differ from x86_64's wherever long meets unsigned
 * int or unsigned long meets long long.
 */
#define is_type(e, T) _Static_assert(__builtin_types_compatible_p(typeof(e), T), #e " is " #T)

int i;
unsigned int u;
long l;
unsigned long ul;
long long ll;
unsigned long long ull;

is_type(u + l, unsigned long);		/* long cannot hold every unsigned int */
is_type(l + u, unsigned long);
is_type(i + ul, unsigned long);
is_type(ul + ll, long long);		/* long long holds every unsigned long */
is_type(l + ll, long long);
is_type(ull + l, unsigned long long);
is_type(1U + 1L, unsigned long);
is_type(1 ? l : u, unsigned long);
is_type(sizeof(int), unsigned int);	/* size_t is unsigned int */
is_type((char *)0 - (char *)0, int);	/* ptrdiff_t is int */
is_type(4294967295, long long);		/* does not fit long: long long */	/* expect-warning: decimal constant 4294967295 is between LONG_MAX and ULONG_MAX */
is_type(2147483648, long long);	/* expect-warning: decimal constant 2147483648 is between LONG_MAX and ULONG_MAX */
is_type(0x80000000, unsigned int);
is_type(0xffffffffUL, unsigned long);
_Static_assert(sizeof(long) == 4 && sizeof(void *) == 4, "ILP32");
/* args: -Wno-decl */
