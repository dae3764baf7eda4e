/* args: -Wflexible-array-nested */
/*
 * A structure that ends in a flexible array has no size of its own: in
 * an array, each element's data[] overlaps the next element
 * (-Wflexible-array-array, on); nested in another structure, it
 * overlaps what follows (-Wflexible-array-nested, off).  As in sparse,
 * a structure is looked at when the unit uses its layout: an object of
 * it, a member access, sizeof, offsetof.
 */
struct flex { int n; int data[]; };
struct wraps { int x; struct flex f; };	/* expect-warning: nested flexible array */
struct arr { struct flex items[2]; int y; };	/* expect-warning: array of flexible structures */
struct unused { int z; struct flex never[2]; };
union u { struct flex f; int i; };	/* expect-warning: nested flexible array */

static struct wraps many[2];		/* expect-warning: array of flexible structures */
static union u fine[2];

static int use(struct arr *p, struct unused *q)
{
	return p->y + !!q;
}

static struct flex one;
extern struct flex ext_arr[4];	/* an extern declaration: looked at where used, as in sparse */
