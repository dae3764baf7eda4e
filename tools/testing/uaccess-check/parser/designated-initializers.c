/*
 * Designated initializers: members, nested member chains, array indexes,
 * GNU ranges [a ... b] (with and without spaces), mixed with positional
 * initializers, nested braces, and the obsolete GNU "member:" form that
 * old drivers still use.  ([0...3] without a space is one pp-number.)
 */
struct point { int x, y; };
struct rect { struct point tl, br; int flags[4]; };
struct ops { int (*open)(void); int (*close)(void); const char *name; };

static int my_open(void) { return 0; }

struct point p1 = { .x = 1, .y = 2 };
struct point p2 = { .y = 2 };
struct rect r1 = { .tl = { .x = 1, .y = 2 }, .br.x = 3, .br.y = 4, .flags = { [1] = 1 } };
struct rect r2 = { .tl.x = 1, .flags[2] = 5, .flags[3] = 6 };
struct rect r3 = { { 1, 2 }, { 3, 4 }, { 5, 6, 7, 8 } };
struct rect r4 = { 1, 2, 3, 4, 5 };			/* brace elision (gcc -Wall: -Wmissing-braces) */
int a1[10] = { [0 ... 3] = 1, [4 ... 9] = 2 };
int a2[10] = { [0 ...3] = 1, [8] = 3, 4 };
int a3[] = { [5] = 5, [2] = 2 };			/* 6 elements */
int a4[2][3] = { [1] = { [2] = 7 }, [0][1] = 8 };
struct point pts[4] = { [0 ... 1] = { 1, 2 }, [2].x = 3, [3] = { .y = 4 } };
const char *names[] = { [0] = "zero", [2] = "two" };
struct ops ops1 = { .open = my_open, .name = "ops" };
struct ops ops2 = { open: my_open, name: "old style" };
int a5[4] = { [1] 10, [3] 30 };				/* GNU, without '=' */
#define N 8
unsigned char map[256] = { [0 ... N - 1] = 1, [N ... 2 * N - 1] = 2, ['a'] = 'A' };
struct { int a[3]; struct point p; } anon = { .a = { 1, 2, 3 }, .p.x = 1 };
union { int i; float f; } u1 = { .f = 1.0f };

int f(int v)
{
	struct point lp = { .x = v, .y = v + 1 };
	int la[4] = { [1] = v, [2 ... 3] = v * 2 };

	return lp.x + la[1];
}
/* args: -Wno-decl */
