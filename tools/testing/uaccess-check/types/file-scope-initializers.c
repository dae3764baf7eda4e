/*
 * File-scope initializers are evaluated as soon as their declaration is
 * parsed and their nodes given back afterwards (the big static tables of
 * net/mac80211/airtime.c): what they declare inside (an enumerator, a
 * tag, a function declared implicitly in sizeof) must stay usable after
 * them, and an error inside one must not disturb what follows.
 */
struct pair { int a, b; };

static const struct pair table[] = {
	[0] = { .a = 1, .b = 2 },
	[1] = { .a = sizeof(struct { int x:(1 + 2); }), .b = 4 },
	[2] = { .a = (enum { FIRST = 7, SECOND }) 0, .b = SECOND },
	[3] = { .a = sizeof(struct tagged { long l; }), .b = sizeof(undeclared_fn()) },	/* expect-warning: implicit declaration of function 'undeclared_fn' */
};

int use_later(void)
{
	struct tagged t = { 1 };	/* the tag declared in the initializer */

	return FIRST + SECOND + (int)t.l + table[1].a + undeclared_fn();
}

static const int after[] = { 1, 2, 3 };
_Static_assert(sizeof(after) == 3 * sizeof(int), "");
_Static_assert(sizeof(table) == 4 * sizeof(struct pair), "");

int sum(void)
{
	static const int local[] = { FIRST, SECOND };

	return after[2] + local[1] + table[2].b;
}

int broken = { 1 + };		/* expect-error: syntax error */
static const int tail[] = { sizeof(table), SECOND };
/* args: -Wno-decl */
