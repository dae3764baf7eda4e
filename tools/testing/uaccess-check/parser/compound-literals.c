/*
 * Compound literals: scalars, arrays (sized and unsized), structs with
 * designators, at file scope (constant), as lvalues, in function
 * arguments, with qualifiers, and the (T){} of the kernel's macros.
 */
struct point { int x, y; };

int *fp = (int []){ 1, 2, 3 };
struct point *origin = &(struct point){ 0, 0 };
const char *const *names = (const char *const []){ "a", "b", 0 };	/* expect-warning: Using plain integer as NULL pointer */

int dist(struct point a, struct point b)
{
	return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y);
}

int f(int v)
{
	int *p = (int [4]){ [2] = v };
	struct point q = (struct point){ .y = v };
	int n = (int){ 5 };
	unsigned long m = (unsigned long){ 0 } + (const int){ 7 };

	(struct point){ 1, 2 }.x = 3;
	((int []){ 1, 2 })[0]++;
	q = (struct point){};
	return dist((struct point){ 1, 2 }, (struct point){ .x = v, .y = v })
		+ p[2] + q.x + n + (int)m + sizeof((char []){ "abc" })
		+ ((struct point){ 3, 4 }).y + (&(struct point){ 5, 6 })->x;
}
/* args: -Wno-decl */
