/*
 * The usual arithmetic conversions on x86_64 (LP64): the wider type wins,
 * unsigned wins at equal rank, a signed type wins over a narrower
 * unsigned one if it can hold all its values, floating types win over
 * integers, and comparisons are int.
 */
#define is_type(e, T) _Static_assert(__builtin_types_compatible_p(typeof(e), T), #e " is " #T)

int i;
unsigned int u;
long l;
unsigned long ul;
long long ll;
unsigned long long ull;
float f;
double d;
long double ld;
__int128 i128;
unsigned __int128 u128;

is_type(i + u, unsigned int);
is_type(i + l, long);
is_type(u + l, long);			/* long holds every unsigned int */
is_type(u + ul, unsigned long);
is_type(l + ul, unsigned long);
is_type(l + ll, long long);		/* same width, higher rank */
is_type(ul + ll, unsigned long long);	/* long long cannot hold every unsigned long */
is_type(ll + ull, unsigned long long);
is_type(i128 + ull, __int128);
is_type(i128 + u128, unsigned __int128);
is_type(i + f, float);
is_type(l + f, float);
is_type(f + d, double);
is_type(d + ld, long double);
is_type(i * d, double);
is_type(i / u, unsigned int);
is_type(l % u, long);
is_type(i & ul, unsigned long);
is_type(u | l, long);
is_type(ull ^ i, unsigned long long);
is_type(i < u, int);
is_type(d == i, int);
is_type(ul != l, int);
is_type(i && d, int);
is_type(l || ull, int);
is_type(1 ? i : u, unsigned int);
is_type(1 ? l : u, long);
is_type(1 ? f : l, float);
is_type(i += d, int);			/* compound assignment keeps the left type */
is_type(u -= l, unsigned int);
is_type(1 + 1L, long);
is_type(1U + 1L, long);
is_type(1UL + 1LL, unsigned long long);
is_type(1L + 1LL, long long);
is_type(1.0f + 1, float);
is_type(1.0 + 1.0f, double);
/* args: -Wno-decl */
