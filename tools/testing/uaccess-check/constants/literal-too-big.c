/*
 * A constant too big even for unsigned long long: an error (sparse's
 * message; sparse stops there, we go on with the unit), and exit status
 * 1, as sparse's.
 */
static unsigned long long a = 0x1ffffffffffffffff;	/* expect-error: constant 0x1ffffffffffffffff is too big even for unsigned long long */
static unsigned long long b = 18446744073709551616u;	/* expect-error: constant 18446744073709551616u is too big even for unsigned long long */
static unsigned long long c = 18446744073709551615u;
static unsigned char d = 0x1ff;	/* expect-warning: cast truncates bits from constant value (1ff becomes ff) */
/* expect-exit: 1 */
