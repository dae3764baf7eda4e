/*
 * -Wnon-pointer-null: an integer constant expression 0 where a pointer
 * is meant, at the places sparse reports it; NULL, a cast and an
 * arithmetic use of 0 are silent.
 */
#define NULL ((void *)0)
struct s { int *p; int x; };
enum { ZERO };

int *g = 0;			/* expect-warning: Using plain integer as NULL pointer */
int *g2 = NULL;
int *g3 = (void *)0;
char *cs = 0U;			/* expect-warning: Using plain integer as NULL pointer */
void (*fp)(void) = 0;		/* expect-warning: Using plain integer as NULL pointer */
struct s s2 = { 0, 0 };		/* expect-warning: Using plain integer as NULL pointer */
struct s s3 = { .p = 0 };	/* expect-warning: Using plain integer as NULL pointer */
struct s s4 = { 0L };		/* expect-warning: Using plain integer as NULL pointer */
int *sc = { 0 };		/* expect-warning: Using plain integer as NULL pointer */
static int *arr[] = { [1] = 0 };	/* expect-warning: Using plain integer as NULL pointer */
_Bool b = 0;
long l0 = 0;

void f(int *p, ...);

int *h(int *p, long l, void *v, int c)
{
	int *q;

	q = 0;			/* expect-warning: Using plain integer as NULL pointer */
	q = '\0';		/* expect-warning: Using plain integer as NULL pointer */
	q = sizeof(int) - 4;	/* expect-warning: Using plain integer as NULL pointer */
	q = (char)0;		/* expect-warning: Using plain integer as NULL pointer */
	q = ZERO;		/* expect-warning: Using plain integer as NULL pointer */
	f(0);			/* expect-warning: Using plain integer as NULL pointer */
	f(p, 0);		/* a variadic argument: no pointer type to convert to */
	if (p == 0)		/* expect-warning: Using plain integer as NULL pointer */
		return NULL;
	if (0 != p)		/* expect-warning: Using plain integer as NULL pointer */
		return (int *)0;
	q = c ? p : 0;		/* expect-warning: Using plain integer as NULL pointer */
	q = c ? 0 : p;		/* expect-warning: Using plain integer as NULL pointer */
	v = l ? (void *)0 : 0;	/* both arms are null pointers */
	q = 0 ? p : p;
	q += 0;
	q = NULL;
	l = 0;
	if (p == NULL || !p || l == 0)
		return p;
	return 0;		/* expect-warning: Using plain integer as NULL pointer */
}
/* args: -Wno-decl */
