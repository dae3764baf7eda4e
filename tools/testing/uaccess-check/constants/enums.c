/*
 * -Wcast-truncate with enums, as sparse: an enumerator too big for int
 * widens its enum (no warning), a cast in an enumerator's value is
 * checked, a store into an enum object or an enum bit-field truncates
 * like any integer, and so does a cast in an array size.
 */
typedef unsigned char u8;

enum e1 { A = 0x100000000, B = -1 };
enum e2 { C = (u8)0x1ff };		/* expect-warning: cast truncates bits from constant value (1ff becomes ff) */
enum e3 { D = 1 };
static enum e3 ev = 0x100000000;	/* expect-warning: cast truncates bits from constant value (100000000 becomes 0) */
static enum e3 ev2 = -1;
static struct { enum e3 f:2; } sb = { 5 };	/* expect-warning: cast truncates bits from constant value (5 becomes 1) */
static struct { enum e3 f:2; } sb2 = { 3 };
static u8 arr[(u8)0x101];		/* expect-warning: cast truncates bits from constant value (101 becomes 1) */
