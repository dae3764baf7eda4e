/*
 * Attributes among the declaration specifiers: before, between and after
 * the type specifiers and qualifiers, with and without underscores, and
 * several lists in a row.  All accepted silently.
 */
__attribute__((unused)) static int a1;
static __attribute__((unused)) int a2;
static int __attribute__((unused)) a3;
static const __attribute__((unused)) volatile int a4;
static unsigned __attribute__((unused)) long a5;
__attribute((unused)) static int a6;
static int __attribute__((__unused__)) __attribute__((__used__)) a7;
static __attribute__((unused, used)) __attribute__(()) int a8;
__attribute__((weak)) int a9;
extern __attribute__((visibility("hidden"))) int a10;
typedef int __attribute__((aligned(8))) aligned_int;
__attribute__((unused)) typedef long attr_typedef;
static __attribute__((unused)) struct point { int x, y; } a11;
static __attribute__((__always_inline__)) inline int f1(void) { return a1 + a2 + a3; }
__attribute__((__noinline__)) int f2(void);
int __attribute__((const)) f3(int);
int __attribute__((__warn_unused_result__)) f4(void);
static void __attribute__((unused)) f5(void) { }

int f2(void)
{
	__attribute__((unused)) int local1;
	int __attribute__((unused)) local2;
	register __attribute__((unused)) int local3;
	return f1() + a4 + a5 + a6 + a7 + a8 + a9 + a10 + a11.x;
}
/* args: -Wno-decl */
