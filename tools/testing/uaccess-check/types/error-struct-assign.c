/*
 * Structs of different types (even with the same members) cannot be
 * assigned, initialized or returned from one another, nor mixed with
 * scalars: gcc's "incompatible types when assigning/returning", and
 * "invalid initializer" for an initialization.  Same-type copies are
 * fine.
 */
struct a { int x; };
struct b { int x; };
typedef struct a a_t;

struct a ga;
struct b gb;

struct a ret_a(void)
{
	return gb; /* expect-error: incompatible types when returning */
}

void f(void)
{
	struct a la = ga;
	a_t ta = la;
	struct b lb = ga; /* expect-error: invalid initializer */
	int i;

	ga = gb; /* expect-error: incompatible types when assigning */
	ga = ta;
	i = ga; /* expect-error: incompatible types when assigning */
	ga = 1; /* expect-error: incompatible types when assigning */
	(void)lb;
	(void)i;
}
/* args: -Wno-decl */
