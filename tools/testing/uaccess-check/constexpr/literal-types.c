/*
 * The types of integer constants on x86_64 (C11 6.4.4.1 with gcc's
 * choices): a decimal constant without suffix is int, then long (never
 * unsigned); hexadecimal and octal ones may become unsigned; suffixes
 * u, l, ll in any case and order; character constants are int.
 */
#define is_type(e, T) _Static_assert(__builtin_types_compatible_p(typeof(e), T), #e " is " #T)

is_type(0, int);
is_type(2147483647, int);
is_type(2147483648, long);
is_type(4294967295, long);
is_type(9223372036854775807, long);
is_type(0x7fffffff, int);
is_type(0x80000000, unsigned int);
is_type(0xffffffff, unsigned int);
is_type(0x100000000, long);
is_type(0x8000000000000000, unsigned long);
is_type(017777777777, int);
is_type(020000000000, unsigned int);
is_type(1u, unsigned int);
is_type(4294967296u, unsigned long);
is_type(1l, long);
is_type(1L, long);
is_type(1ul, unsigned long);
is_type(1LU, unsigned long);
is_type(1ll, long long);
is_type(1LL, long long);
is_type(1ull, unsigned long long);
is_type(1LLU, unsigned long long);
is_type(0x7fffffffffffffffLL, long long);
is_type(0xffffffffffffffffLL, unsigned long long);
is_type('a', int);
is_type('\377', int);
is_type(L'a', int);
is_type(u'a', unsigned short);
is_type(U'a', unsigned int);
is_type(0b101, int);				/* GNU binary constants */
is_type(0b11111111111111111111111111111111, unsigned int);
is_type(1.0, double);
is_type(1.0f, float);
is_type(1.0L, long double);
_Static_assert(0b101 == 5 && 0x1F == 31 && 017 == 15, "");
_Static_assert(-2147483648 < 0, "long, negated");
_Static_assert(-0x80000000 > 0, "unsigned int, negated: still positive");
