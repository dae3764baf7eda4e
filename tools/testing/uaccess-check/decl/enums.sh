# --dump-types: enumerator values and enum sizes (gcc: int, wider when a
# value needs it, the smallest type with packed).
cat >"$TMP/a.c" <<'SRC'
enum small { S_A = 1 << 2, S_B, S_C = -1 };
enum big { BIG = 0x100000000ULL };
enum __attribute__((packed)) pe { PE_A, PE_B = 200 };
enum { E1 = 3, E2 = E1 * 4, E3 = 'A' };
char arr[E2];
SRC
. ./inc/expect-dump.sh
expect_dump <<'EXPECT'
enum small: size 4 align 4
  S_A = 4
  S_B = 5
  S_C = -1
enum big: size 8 align 8
  BIG = 4294967296
enum pe: size 1 align 1
  PE_B = 200
  E2 = 12
  E3 = 65
arr: char[12]
EXPECT
exit 0
