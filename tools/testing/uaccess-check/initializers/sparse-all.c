/* args: -Wsparse-all */
/* -Wsparse-all turns on -Wuniversal-initializer and -Woverride-init-all, as in sparse. */
struct s { int *p; };

static struct s s1 = { 0 };	/* expect-warning: Using plain integer as NULL pointer */
static int a[4] = { [0] = 1, [0] = 2, [1] = 1, [1] = 3 };	/* expect-warning: Initializer entry defined twice */ /* expect-warning: Initializer entry defined twice */
