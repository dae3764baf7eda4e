/*
 * Attributes after declarators, inside pointer declarators (after the *,
 * among its qualifiers), after array and function declarators, and after
 * each declarator of a list.
 */
int d1 __attribute__((aligned(16)));
int d2 __attribute__((aligned(4))), d3 __attribute__((unused)) = 3;
int * __attribute__((unused)) d4;
int * const __attribute__((unused)) d5 = 0;	/* expect-warning: Using plain integer as NULL pointer */
int * __attribute__((unused)) const d6 = 0;	/* expect-warning: Using plain integer as NULL pointer */
char d7[16] __attribute__((aligned(32)));
int d8[2][3] __attribute__((unused));
void f1(void) __attribute__((noreturn));
int f2(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int f3(int) __attribute__((const)) __attribute__((unused));
void (*fp1)(void) __attribute__((unused));
void (* __attribute__((unused)) fp2)(void);
int (__attribute__((unused)) d9);
int *(__attribute__((unused)) *d10);
extern int d11 __attribute__((weak)) __attribute__((visibility("default")));

int f4(void)
{
	int l1 __attribute__((unused));
	int *l2 __attribute__((unused)) = &d1;
	static int l3 __attribute__((used)) = 1;
	return l3 + (l2 == &d2) + d3 + (d4 == d5) + (d5 == d6) + d7[0] + d8[0][0];
}
/* args: -Wno-decl */
