/* args: -Woverride-init-all */
/* -Woverride-init-all: every overlap of a list, not only the first. */
struct s { int a, b; };

static struct s s2 = {
	.a = 1,		/* expect-warning: Initializer entry defined twice */
	.a = 2,		/* expect-note: also defined here */
	.b = 3,		/* expect-warning: Initializer entry defined twice */
	.b = 4,		/* expect-note: also defined here */
};
