# --dump-types: the constant expressions the declaration pass folds in
# array sizes (the lengths are gcc's sizeof of each array).
cat >"$TMP/a.c" <<'SRC'
enum { E1 = 3, E2 = E1 * 4 };
typedef struct { long a; char b; } pair_t;
char a1[sizeof(pair_t) + sizeof(int[3])];
char a2[(unsigned char)300];
char a3[-1 < 0u ? 1 : 2];
char a4[(1 << 4) | 0x3 ^ 1];
char a5['A' - '\x40' + '\n'];
char a6[E2 % 5 + (E2 / 5)];
char a7[!0 + !!7 + ~-3];
char a8[10000000000LL > 0 && 0 || 1];
char a9[__builtin_choose_expr(sizeof(long) == 8, 7, 9)];
char a10[__builtin_types_compatible_p(int, const int) + 2 * __builtin_types_compatible_p(int, long)];
char a11[sizeof(a1) / sizeof(a1[0])];
char a12[sizeof(((pair_t *)0)->b) + __alignof__(pair_t)];
char a13[(int)-1 >> 1 == -1 ? 5 : 6];
char a14[0x7fffffff + 1u == 0x80000000 ? 3 : 4];
typeof(__builtin_choose_expr(1, 0LL, 0L)) picked;
SRC
. ./inc/expect-dump.sh
expect_dump -Wno-cast-truncate <<'EXPECT'
a1: char[28]
a2: char[44]
a3: char[2]
a4: char[18]
a5: char[11]
a6: char[4]
a7: char[4]
a8: char[1]
a9: char[7]
a10: char[1]
a11: char[28]
a12: char[9]
a13: char[5]
a14: char[3]
picked: long long
EXPECT
exit 0
