/* args: -Wflexible-array-union -Wflexible-array-sizeof */
/*
 * -Wflexible-array-union (off): a union holding a flexible structure is
 * flexible itself.  -Wflexible-array-sizeof (off): sizeof leaves the
 * flexible array out.
 */
struct flex { int n; int data[]; };
union u { struct flex f; int i; };

static union u arr[2];			/* expect-warning: array of flexible structures */

static unsigned long size(struct flex *p)
{
	return sizeof(*p) + sizeof(struct flex) + sizeof(p->n);	/* expect-warning: using sizeof on a flexible structure */ /* expect-warning: using sizeof on a flexible structure */
}
