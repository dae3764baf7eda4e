/*
 * -Wexcess-initializers: more values than elements or members, once per
 * braced list, at the first value too many; the values are evaluated all
 * the same.
 */
struct s { int a, b; };
static int arr[2] = { 1, 2, 3, 4 };		/* expect-warning: excessive elements in array initializer */
static struct s v = { 1, 2, 3 };		/* expect-warning: excessive elements in struct or union initializer */
static struct s w[1] = { { 1, 2 }, { 3, 4 } };	/* expect-warning: excessive elements in array initializer */
static int nested[2][2] = { { 1, 2, 3 }, { 4 } };	/* expect-warning: excessive elements in array initializer */
static int open[] = { 1, 2, 3 };
static struct s exact = { 1, 2 };
static int desig[2] = { [1] = 1, [0] = 2 };
