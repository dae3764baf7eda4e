/*
 * Assignments to const objects are errors (gcc's wording: "assignment of
 * read-only variable", "... read-only location", "... read-only member",
 * "increment of read-only ..."), while writing through a non-const
 * pointer and initializing a const are fine.
 */
const int ci = 1;
struct s { const int m; int n; } gs;
const struct s cgs = { 1, 2 };

void f(const int *p, int *const cp, const char *str)
{
	const int local = 2;
	int x = local + ci;

	ci = 3; /* expect-error: assignment of read-only variable */
	local++; /* expect-error: increment of read-only variable */
	*p = 4; /* expect-error: assignment of read-only location */
	p = &x;
	*cp = 5;
	cp = &x; /* expect-error: assignment of read-only parameter */
	gs.m = 6; /* expect-error: assignment of read-only member */
	gs.n = 7;
	cgs.n = 8; /* expect-error: in read-only object */
	str[0] = 'x'; /* expect-error: assignment of read-only location */
	x += 1;
}
/* args: -Wno-decl */
