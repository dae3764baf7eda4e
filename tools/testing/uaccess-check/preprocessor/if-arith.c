/*
 * #if arithmetic is done in intmax_t / uintmax_t (64 bits): signed and
 * unsigned operands follow the usual arithmetic conversions.
 */
#if -1 > 0u
minus_one_above_zero_unsigned
#endif
#if -1 < 0
minus_one_below_zero
#endif
#if 0x7fffffffffffffff + 0 > 0
intmax_max_positive
#endif
#if 0xffffffffffffffff == -1
all_ones_is_minus_one_unsigned
#endif
#if 0xffffffffffffffff > 0
all_ones_unsigned_positive
#endif
#if (-9223372036854775807 - 1) < 0
intmax_min_negative
#endif
#if 18446744073709551615u == -1
u_suffix
#endif
#if (1 ? -1 : 0u) > 0
conditional_converts
#endif
#if (-1 >> 1) == -1
arithmetic_shift
#endif
#if ~0u == 0xffffffffffffffff
complement_unsigned
#endif
#if 10 / 3 == 3 && 10 % 3 == 1 && -7 / 2 == -3 && -7 % 2 == -1
division_truncates
#endif
#if (0x10 | 0x01) == 17 && (6 & 3) == 2 && (6 ^ 3) == 5 && (1 << 4) == 16
bitwise
#endif
#if 1 != 2 && 2 >= 2 && 2 <= 2 && !0 && 3 > 2 && !(2 < 1)
comparisons
#endif
#if 010 == 8 && 0x10 == 16 && 10L == 10 && 10ull == 10 && 0XaBcL == 2748
integer_suffixes
#endif
#if -(1) == - 1 && +1 == 1 && - -1 == 1
unary
#endif
#if (2 + 3) * 4 == 20 && 2 + 3 * 4 == 14
precedence
#endif
/* expect-E
minus_one_above_zero_unsigned
minus_one_below_zero
intmax_max_positive
all_ones_is_minus_one_unsigned
all_ones_unsigned_positive
intmax_min_negative
u_suffix
conditional_converts
arithmetic_shift
complement_unsigned
division_truncates
bitwise
comparisons
integer_suffixes
unary
precedence
*/
