/*
 * Attributes on parameters (prototype and definition), on unnamed
 * parameters, and on function definitions before the declarator (gcc
 * rejects them after the declarator of a definition, so only prototypes
 * have them there).
 */
int p1(int a __attribute__((unused)), int b);
int p2(__attribute__((unused)) int a, const char *b __attribute__((unused)));
int p3(int __attribute__((unused)), char *);
void p4(void (*cb)(int x __attribute__((unused))) __attribute__((nonnull)));
void p5(const char *fmt, ...) __attribute__((format(printf, 1, 0))) __attribute__((cold));
static int p6(int) __attribute__((unused));

int p1(int a __attribute__((unused)), int b)
{
	return b;
}

__attribute__((noinline)) int p2(__attribute__((unused)) int a, const char *b __attribute__((unused)))
{
	return *b;
}

int __attribute__((noinline)) __attribute__((cold)) d1(void)
{
	return 1;
}

static inline __attribute__((always_inline)) int d2(int x)
{
	return x;
}

__attribute__((unused)) static int p6(int x)
{
	return d2(x) + d1();
}
/* args: -Wno-decl */
