/*
 * Folding of integer constant expressions with the target's widths and
 * signedness: unsigned wraparound in every width, conversions to
 * narrower types (truncation, sign change), shifts (arithmetic right
 * shift of negative values as gcc does it), division and remainder
 * truncating toward zero, comparisons between signed and unsigned,
 * logical operators with short-circuit, the comma-free conditional, and
 * casts of floating constants.
 */
#define INT_MAX 0x7fffffff
#define UINT_MAX 0xffffffffU
#define LONG_MAX 0x7fffffffffffffffL
#define ULONG_MAX 0xffffffffffffffffUL

/* Unsigned wraparound. */
_Static_assert(0U - 1 == UINT_MAX, "");
_Static_assert(UINT_MAX + 1 == 0, "");
_Static_assert(0UL - 1 == ULONG_MAX, "");
_Static_assert(ULONG_MAX + 1 == 0, "");
_Static_assert((unsigned)-1 == UINT_MAX, "");
_Static_assert((unsigned long)-1 == ULONG_MAX, "");
_Static_assert(UINT_MAX * UINT_MAX == 1, "");
_Static_assert(-1U / 2 == INT_MAX, "");
_Static_assert((unsigned __int128)0 - 1 == ~(unsigned __int128)0, "");
_Static_assert((unsigned __int128)ULONG_MAX + 1 == (unsigned __int128)1 << 64, "");

/* Conversions to narrower types. */
_Static_assert((unsigned char)300 == 44, "");	/* expect-warning: cast truncates bits from constant value (12c becomes 2c) */
_Static_assert((signed char)200 == -56, "");
_Static_assert((char)0x80 == -128, "char is signed");
_Static_assert((short)65535 == -1, "");
_Static_assert((unsigned short)-1 == 65535, "");
_Static_assert((int)0x100000001L == 1, "");	/* expect-warning: cast truncates bits from constant value (100000001 becomes 1) */
_Static_assert((int)UINT_MAX == -1, "");
_Static_assert((unsigned int)0x123456789UL == 0x23456789, "");	/* expect-warning: cast truncates bits from constant value (123456789 becomes 23456789) */
_Static_assert((_Bool)256 == 1 && (_Bool)0.5 == 1 && (_Bool)0 == 0, "to _Bool: compared with zero");
_Static_assert((long)(unsigned int)-1 == 4294967295L, "zero-extended");
_Static_assert((long)(int)-1 == -1L, "sign-extended");
_Static_assert((unsigned long)(int)-1 == ULONG_MAX, "sign-extended, then unsigned");

/* Shifts. */
_Static_assert(1 << 30 == 0x40000000, "");
_Static_assert(1U << 31 == 0x80000000U, "");
_Static_assert(1UL << 63 == 0x8000000000000000UL, "");
_Static_assert(1ULL << 40 == 0x10000000000ULL, "");
_Static_assert(-1 >> 1 == -1, "arithmetic shift of a negative value");
_Static_assert(-16 >> 2 == -4, "");
_Static_assert(0x80000000U >> 31 == 1, "logical shift of an unsigned value");
_Static_assert(ULONG_MAX >> 63 == 1, "");
_Static_assert((unsigned char)0xff << 24 == 0xff000000U, "promoted to int first");
_Static_assert(((unsigned char)0xff << 1) == 0x1fe, "");
_Static_assert((1L << 32) == 0x100000000L, "long is 64 bits");

/* Division, remainder, signed/unsigned comparisons. */
_Static_assert(7 / 2 == 3 && -7 / 2 == -3 && 7 / -2 == -3, "truncation toward zero");
_Static_assert(7 % 3 == 1 && -7 % 3 == -1 && 7 % -3 == 1, "");
_Static_assert((-1 < 0U) == 0, "-1 becomes UINT_MAX");
_Static_assert(-1L < 0U, "0U becomes long");
_Static_assert(-1L > 0UL, "-1L becomes ULONG_MAX");
_Static_assert((-1 > 0U ? 1 : 2) == 1, "");
_Static_assert(LONG_MAX + 0UL == 0x7fffffffffffffffUL, "");

/* Logical and conditional operators, with operands that are not
 * evaluated (a division by zero in the dead branch is fine). */
_Static_assert((0 && 1 / 0) == 0, "");
_Static_assert((1 || 1 / 0) == 1, "");
_Static_assert((1 ? 2 : 1 / 0) == 2, "");
_Static_assert((0 ? 1 / 0 : 3) == 3, "");
_Static_assert((1 ? -1 : 0U) == UINT_MAX, "the conditional converts both arms");
_Static_assert((1 ? -1 : 0L) == -1L, "");
_Static_assert((!0) == 1 && (!5) == 0 && ~0 == -1 && -(-3) == 3, "");
_Static_assert((5 & 3) == 1 && (5 | 3) == 7 && (5 ^ 3) == 6, "");

/* Floating constants cast to integers are integer constant expressions. */
_Static_assert((int)3.9 == 3 && (int)-3.9 == -3, "");
_Static_assert((unsigned char)255.5 == 255, "");
_Static_assert((long)1e18 == 1000000000000000000L, "");
