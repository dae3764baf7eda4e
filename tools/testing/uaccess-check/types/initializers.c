/*
 * Initializers that must be accepted silently: nested structs and arrays
 * with and without inner braces, string literals into char arrays
 * (exact fit without the NUL, larger, unsized, in braces), wide strings
 * into wchar_t-compatible arrays, unsigned/signed char arrays from
 * strings, scalars in braces, zero initializers {0} and {}, unions
 * (first member or designated), pointers from arrays and functions,
 * and address constants at file scope.
 */
struct point { int x, y; };
struct line { struct point a, b; const char *name; };
struct named { char tag[8]; int vals[3]; };
union number { int i; double d; unsigned char bytes[8]; };
int counter;
int fn(void);

char s1[4] = "abc";
char s2[3] = "abc";			/* no room for the NUL: valid C */
char s3[10] = "abc";
char s4[] = "abcdef";
char s5[] = { "braced" };
unsigned char s6[] = "unsigned";
signed char s7[4] = "sig";
const char *p1 = "pointer";
int w1[] = L"wide";			/* wchar_t is int */
unsigned short w2[] = u"utf16";
unsigned int w3[] = U"utf32";
char grid[2][4] = { "abc", "def" };
struct named n1 = { "tag", { 1, 2, 3 } };
struct named n2 = { .tag = "t2", .vals[1] = 5 };
struct named n3[] = { { "a", { 1 } }, { "b" } };
struct line l1 = { { 1, 2 }, { 3, 4 }, "l1" };
struct line l2 = { .a = { 1, 2 }, .b.y = 4 };
struct line l3 = { 0 };
struct line l4 = { };
union number u1 = { 42 };
union number u2 = { .d = 1.5 };
union number u3 = { .bytes = { 1, 2 } };
int scalar = { 7 };
int *addr = &counter;
int *addr2 = &n1.vals[1];
char *addr3 = s4 + 2;
int (*fptr)(void) = fn;
int (*fptr2)(void) = &fn;
unsigned long as_int = (unsigned long)&counter;
/* Brace elision (gcc -Wall: -Wmissing-braces; the checker is silent). */
struct point pts[] = { 1, 2, 3, 4 };	/* two points */
long arr2d[2][2] = { 1, 2, 3, 4 };
double dbl = 1;
float flt = 2.5;
_Bool flag = 5;

_Static_assert(sizeof(s4) == 7, "");
_Static_assert(sizeof(s5) == 7, "");
_Static_assert(sizeof(w1) == 5 * 4, "");
_Static_assert(sizeof(n3) == 2 * sizeof(struct named), "");
_Static_assert(sizeof(pts) == 2 * sizeof(struct point), "");

int f(int v)
{
	char local[] = "local";
	struct point lp = { v, v + 1 };
	struct line ll = { lp, { .x = v }, local };
	int arr[v > 0 ? 4 : 4];
	const char *names[] = { "a", local, 0 };	/* expect-warning: Using plain integer as NULL pointer */

	arr[0] = ll.a.x;
	return local[0] + lp.y + ll.b.x + arr[0] + names[1][0];
}
/* args: -Wno-decl -Wno-vla */
