# --dump-types: struct/union sizes and offsets, bit-fields, packed and
# aligned members and records, anonymous members, flexible arrays.
# The expected values are gcc's (x86_64), checked with offsetof/sizeof.
cat >"$TMP/a.c" <<'SRC'
typedef unsigned char u8;
typedef unsigned int u32;
typedef unsigned long long u64;
struct list_head { struct list_head *next, *prev; };
struct bits { u8 a:3, b:6; u32 c:20; u64 d:40; signed char e; _Bool f:1; };
struct pk { char c; int i; long l; } __attribute__((packed));
struct mem { char c; int i __attribute__((packed)); short s __attribute__((aligned(16))); };
struct anon { int x; union { int u1; long u2; }; struct { char s1, s2; }; int :0; char z; };
struct flex { int n; char data[]; };
union tu { int *ip; long *lp; } __attribute__((transparent_union));
SRC
. ./inc/expect-dump.sh
expect_dump <<'EXPECT'
struct list_head: size 16 align 8
  .prev offset 8: struct list_head *
struct bits: size 16 align 8
  .a offset 0 bit 0 width 3: unsigned char
  .b offset 1 bit 0 width 6: unsigned char
  .c offset 4 bit 0 width 20: unsigned int
  .d offset 8 bit 0 width 40: unsigned long long
struct pk: size 13 align 1
  .i offset 1: int
  .l offset 5: long
struct mem: size 32 align 16
  .i offset 1: int
  .s offset 16: short
struct anon: size 24 align 8
  .<anonymous> offset 8: union <anonymous>
  .<anonymous> offset 16: struct <anonymous>
  .z offset 20: char
struct flex: size 4 align 4
  .data offset 4: char[]
union tu: size 8 align 8
EXPECT
exit 0
