/*
 * The bit-counting builtins fold in constant expressions as gcc folds
 * them: Linux 6.12's intel_display_types.h sizes an array and bit-fields
 * with ilog2() and order_base_2() (include/linux/log2.h), which end in
 * __builtin_clzll on a constant.  clz/ctz of 0 fold to the width (gcc 12).
 */
#define ilog2(n)	(__builtin_constant_p(n) ? ((n) < 2 ? 0 : 63 - __builtin_clzll(n)) : -1)
#define order_base_2(n)	(__builtin_constant_p(n) ? (((n) == 0 || (n) == 1) ? 0 : ilog2((n) - 1) + 1) : -1)
#define MAX_LANE_COUNT		4
#define MAX_LANE_CONFIGS	(ilog2(MAX_LANE_COUNT) + 1)
#define LANE_COUNT_EXP_BITS	order_base_2(MAX_LANE_CONFIGS)

struct link {
	struct link_config {
		unsigned char rate_idx:(8 - LANE_COUNT_EXP_BITS);
		unsigned char lane_count_exp:LANE_COUNT_EXP_BITS;
	} configs[8 * MAX_LANE_CONFIGS];
};
_Static_assert(sizeof(((struct link *)0)->configs) == 24, "");
_Static_assert(sizeof(struct link_config) == 1, "");

_Static_assert(__builtin_clz(1) == 31, "");
_Static_assert(__builtin_clzl(1) == 63, "");
_Static_assert(__builtin_clzll(0x100) == 55, "");
_Static_assert(__builtin_clz(0) == 32, "");
_Static_assert(__builtin_ctz(8) == 3, "");
_Static_assert(__builtin_ctzll(1ULL << 40) == 40, "");
_Static_assert(__builtin_ctzll(0) == 64, "");
_Static_assert(__builtin_popcount(0xff) == 8, "");
_Static_assert(__builtin_popcountll(~0ULL) == 64, "");
_Static_assert(__builtin_parity(7) == 1, "");
_Static_assert(__builtin_ffs(0) == 0, "");
_Static_assert(__builtin_ffs(12) == 3, "");
_Static_assert(__builtin_ffsll(1ULL << 63) == 64, "");
_Static_assert(__builtin_clrsb(0) == 31, "");
_Static_assert(__builtin_clrsb(-1) == 31, "");
_Static_assert(__builtin_clrsb(1) == 30, "");
_Static_assert(__builtin_clrsbll(-2) == 62, "");
_Static_assert(__builtin_bswap16(0x1234) == 0x3412, "");
_Static_assert(__builtin_bswap32(0x12345678) == 0x78563412, "");
_Static_assert(__builtin_bswap64(0x0102030405060708ULL) == 0x0807060504030201ULL, "");
_Static_assert(__builtin_popcount(3) == 3, "wrong"); /* expect-error: static assertion failed */
