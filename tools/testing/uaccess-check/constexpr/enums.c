/*
 * Enum sizes and values on x86_64 as gcc has them: 4 bytes while every
 * value fits int or unsigned int, 8 bytes beyond (unsigned long when no
 * value is negative, long otherwise), packed enums in the smallest type,
 * implicit values after a value beyond INT_MAX, negative values, and
 * enumerator arithmetic.  (An implicit value past INT_MAX after an int
 * enumerator is a gcc error, "overflow in enumeration values".)
 */
enum e1 { E1_A };
enum e2 { E2_A = 0x7fffffff };
enum e3 { E3_A = 0x80000000 };			/* > INT_MAX: unsigned int */
enum e4 { E4_A = 0xffffffff };
enum e5 { E5_A = -1, E5_B = 0x7fffffff };
enum e6 { E6_A = -1, E6_B = 0x80000000 };	/* needs long */
enum e7 { E7_A = 0x100000000 };
enum e8 { E8_A = -0x80000000LL - 1 };
enum e9 { E9_A = 0xfffffffe, E9_B };		/* E9_B = 0xffffffff */
enum __attribute__((packed)) e10 { E10_A = 1 };
enum __attribute__((packed)) e11 { E11_A = -1 };
enum __attribute__((packed)) e12 { E12_A = 0x100 };
enum __attribute__((packed)) e13 { E13_A = 0x10000 };
enum __attribute__((packed)) e14 { E14_A = 0x100000000 };
enum e15 { E15_A = 10, E15_B = 5, E15_C, E15_D = E15_A * 2, E15_E = -E15_B };
enum e16 { E16_MAX = 0xffffffffffffffffUL };

_Static_assert(sizeof(enum e1) == 4 && sizeof(enum e2) == 4, "");
_Static_assert(sizeof(enum e3) == 4 && sizeof(enum e4) == 4 && sizeof(enum e5) == 4, "");
_Static_assert(sizeof(enum e6) == 8 && sizeof(enum e7) == 8 && sizeof(enum e8) == 8, "");
_Static_assert(sizeof(enum e9) == 4, "");
_Static_assert(sizeof(enum e10) == 1 && sizeof(enum e11) == 1, "");
_Static_assert(sizeof(enum e12) == 2 && sizeof(enum e13) == 4 && sizeof(enum e14) == 8, "");
_Static_assert(sizeof(enum e16) == 8, "");
_Static_assert(_Alignof(enum e7) == 8 && _Alignof(enum e10) == 1, "");

_Static_assert(E3_A == 0x80000000 && E3_A > 0, "unsigned, not negative");
_Static_assert(E4_A == 4294967295U, "");
_Static_assert(E6_B == 2147483648L && E6_A < 0, "");
_Static_assert(E7_A == 4294967296L, "");
_Static_assert(E8_A == -2147483649LL, "");
_Static_assert(E9_B == 0xffffffffU && E9_B > 0, "implicit value after an unsigned one");
_Static_assert(E15_C == 6 && E15_D == 20 && E15_E == -5, "");
_Static_assert(E16_MAX == (unsigned long)-1 && E16_MAX > 0, "");
_Static_assert((enum e1)-1 > 0, "enum e1 is unsigned int");
_Static_assert((enum e5)-1 < 0, "enum e5 is int");
_Static_assert((enum e10)-1 == 255, "packed, unsigned char");
_Static_assert((enum e11)-1 == -1, "packed, signed char");
