/* args: -Winit-cstring */
/*
 * Wide string literals initialize arrays of their element type, with or
 * without braces, and give an array of unknown length its length as a
 * char string does; an array of another integer type is an error.
 */
typedef __WCHAR_TYPE__ wchar_t;
typedef __CHAR16_TYPE__ char16_t;
typedef __CHAR32_TYPE__ char32_t;

static wchar_t a[] = { L"abc" };
static char16_t b[] = { u"abcd" };
static char32_t c[] = { U"abcde" };
static char d[] = { "abcdef" };
static wchar_t e[] = L"abc";
static char16_t f[] = u"ab";
static char32_t g[] = U"a";
static signed char h[] = { u8"abc" };
static wchar_t i[2][4] = { L"abc", { L"de" } };
static struct { int k; char16_t s[3]; } j = { 1, u"ab" };
_Static_assert(sizeof(a) == 4 * sizeof(wchar_t), "L in braces");
_Static_assert(sizeof(b) == 5 * sizeof(char16_t), "u in braces");
_Static_assert(sizeof(c) == 6 * sizeof(char32_t), "U in braces");
_Static_assert(sizeof(d) == 7, "char in braces");
_Static_assert(sizeof(e) == 4 * sizeof(wchar_t), "L");
_Static_assert(sizeof(f) == 3 * sizeof(char16_t), "u");
_Static_assert(sizeof(g) == 2 * sizeof(char32_t), "U");
_Static_assert(sizeof(h) == 4, "u8 in braces");

static wchar_t w2[2] = { L"abc" };	/* expect-warning: too long initializer-string for array of */
static char16_t w3[3] = u"abc";		/* expect-warning: too long initializer-string for array of unsigned short(no space for nul char) */
static char32_t w4[2] = { U"abc" };	/* expect-warning: too long initializer-string for array of unsigned int */
static char16_t bad1[] = { U"x" };	/* expect-error: array of inappropriate type initialized from string constant */
static char32_t bad2[] = { "x" };	/* expect-error: array of inappropriate type initialized from string constant */
static long bad3[] = { L"x" };		/* expect-error: array of inappropriate type initialized from string constant */
static struct { int k; char16_t s[3]; } bad4 = { 1, "ab" };	/* expect-error: array of inappropriate type initialized from string constant */

/* an array of pointers takes the string as an element */
static const char16_t *p[] = { u"x" };
_Static_assert(sizeof(p) == sizeof(void *), "pointers");

int use(void);
int use(void)
{
	return a[0] + b[0] + c[0] + d[0] + e[0] + f[0] + g[0] + h[0] + i[0][0] + j.k + w2[0] +
	       w3[0] + w4[0] + bad1[0] + bad2[0] + bad3[0] + bad4.k + *p[0];
}
