/* args: -Wno-override-init */
/* The kernel passes -Wno-override-init for some files: nothing then. */
struct s { int a, b; };

static struct s s1 = { .a = 1, .b = 2, .a = 3 };
static int a[4] = { [0 ... 1] = 1, [1] = 2 };
