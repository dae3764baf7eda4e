/*
 * __int128 in every spelling gcc accepts: signed and unsigned, with
 * __extension__, the __int128_t and __uint128_t typedefs, in arithmetic
 * with narrower types, casts and shifts.
 */
__int128 a;
signed __int128 b;
unsigned __int128 c;
__int128 unsigned d;
__extension__ typedef __int128 s128;
__extension__ typedef unsigned __int128 u128;
__int128_t e;
__uint128_t g;

u128 mul_u64(unsigned long x, unsigned long y)
{
	return (u128)x * y;
}

unsigned long high(u128 v)
{
	return (unsigned long)(v >> 64);
}

s128 f(long x)
{
	s128 r = (s128)x << 70;

	r += a + b + (s128)c + (s128)d + e + (s128)g;
	return r / 3 % 7;
}

_Static_assert(sizeof(__int128) == 16, "16 bytes");
_Static_assert((unsigned __int128)-1 > 0, "unsigned");
_Static_assert((__int128)-1 < 0, "signed");
/* args: -Wno-decl */
