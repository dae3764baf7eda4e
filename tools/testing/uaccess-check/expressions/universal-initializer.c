/*
 * "{ 0 }" zeroes an aggregate, pointers included: read as "{ }", it is
 * silent; only the token 0 counts, and a scalar in braces is no aggregate.
 */
struct s { int *p; int x; };
struct t { int x; int *p; };

struct s s1 = { 0 };
int *arr[2] = { 0 };
struct s a3[2] = { { 0 } };
struct t t1 = { 0 };
struct t t2 = { 1, 0 };		/* expect-warning: Using plain integer as NULL pointer */
struct s s6 = { 0L };		/* expect-warning: Using plain integer as NULL pointer */
int *sc = { 0 };		/* expect-warning: Using plain integer as NULL pointer */

int *f(void)
{
	return (struct s){ 0 }.p;
}

/* sparse reads only the tokens "{ 0 }" so: a trailing comma makes a plain list */
struct s s7 = { 0, };		/* expect-warning: Using plain integer as NULL pointer */
struct t t7 = { 0, };
/* args: -Wno-decl */
