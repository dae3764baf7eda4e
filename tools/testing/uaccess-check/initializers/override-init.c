/*
 * -Woverride-init: an initializer list that sets the same bits twice,
 * reported at the entry first in memory with a note at the other; only
 * the first overlap of each list.  A first entry over the whole array
 * is a default and may be overridden.  A union's list is checked too.
 */
struct s { int a, b; struct { int x, y; } in; };

static struct s s1 = { .a = 1, .b = 2, .a = 3 };	/* expect-warning: Initializer entry defined twice */ /* expect-note: also defined here */
static struct s s2 = { .a = 1, .a = 2, .b = 3, .b = 4 };	/* expect-warning: Initializer entry defined twice */ /* expect-note: also defined here */
static int a3[4] = { 1, 2, [1] = 3 };			/* expect-warning: Initializer entry defined twice */ /* expect-note: also defined here */
static struct s s3 = { .in.x = 1, .in = { 2, 3 } };	/* expect-warning: Initializer entry defined twice */ /* expect-note: also defined here */
static struct s s5 = { .in.x = 1, .in.y = 2, .in.x = 3 };	/* expect-warning: Initializer entry defined twice */ /* expect-note: also defined here */
static struct s s6 = { 1, 2, .a = 3 };			/* expect-warning: Initializer entry defined twice */ /* expect-note: also defined here */
static int a6[8] = { [0 ... 3] = 1, [2 ... 5] = 2 };	/* expect-warning: Initializer entry defined twice */ /* expect-note: also defined here */
static int a7[8] = { [0 ... 3] = 1, [2] = 5 };		/* expect-warning: Initializer entry defined twice */ /* expect-note: also defined here */
static const char *names[] = { [0] = "a", [1] = "b", [0] = "c" };	/* expect-warning: Initializer entry defined twice */ /* expect-note: also defined here */
struct b { unsigned int f : 3, g : 5; };
static struct b b1 = { .f = 1, .g = 2, .f = 3 };	/* expect-warning: Initializer entry defined twice */ /* expect-note: also defined here */

/* a union's members share their bits: a second entry overrides the first */
struct x { int k; union { int a; long b; } y; };
union v { char c; int i; struct { short p, q; } s; };
static struct x x1 = { .y = { .a = 0, .b = 0 } };	/* expect-warning: Initializer entry defined twice */ /* expect-note: also defined here */
static struct x x2 = { .y = { .a = 0 }, .y.b = 1 };	/* expect-warning: Initializer entry defined twice */ /* expect-note: also defined here */
static union v v1 = { .c = 1, .i = 2 };		/* expect-warning: Initializer entry defined twice */ /* expect-note: also defined here */
static union v v2 = { .s.p = 1, .c = 2 };	/* expect-warning: Initializer entry defined twice */ /* expect-note: also defined here */
static union v v3 = { .c = 1, .c = 2 };		/* expect-warning: Initializer entry defined twice */ /* expect-note: also defined here */

/* the entry first in memory is reported, the other is the note */
static struct s s4 = {
	.in.y = 2,	/* expect-note: also defined here */
	.in = { 1 },	/* expect-warning: Initializer entry defined twice */
};

/* silent: different members, defaults over the whole array, unions */
static struct s ok1 = { .in.x = 1, .a = 2, .in.y = 3 };
static int ok2[4] = { [0 ... 3] = 1, [2] = 5 };
static int ok3[] = { [0 ... 3] = 1, [2] = 5 };
static struct s ok4[4] = { [0 ... 3] = { 1, 2 }, [1].b = 3 };
static struct s ok5[2] = { [1].a = 1, [0].b = 2, [1].b = 3 };
union u { int i; char c; };
static union u ok6 = { .i = 1, .c = 2 };	/* the first covers the whole union: sparse's default */
static union v ok9 = { .s.p = 1, .s.q = 2 };
static struct x ok10 = { .y.a = 1, .k = 2 };
static union v ok11[2] = { [0].c = 1, [1].i = 2 };
static struct b ok7 = { .f = 1, .g = 2 };
static int ok8[2][2] = { { 1, 2 }, { 3, 4 } };
