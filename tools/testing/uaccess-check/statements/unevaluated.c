/* args: -Wdo-while -Wdeclaration-after-statement */
/*
 * An inline function nothing calls is not evaluated (as in sparse), but
 * the checks of the statements as written see it, as sparse does when it
 * parses it; the checks made during evaluation do not.  (Under
 * -Wdeclaration-after-statement every inline body is parsed where it is
 * written; unevaluated-tokens.c has the others.)
 */
int g(int);

static inline int unused(int x)
{
	switch (x) {		/* expect-warning: switch with no cases */
	}
	do
		x++;		/* expect-warning: do-while statement is not a compound statement */
	while (g(x));
	x++;
	int y = x;		/* expect-warning: mixing declarations and code */
out:				/* expect-warning: unused label 'out' */
	if (y = 2)		/* evaluation: not reported in an unevaluated body */
		return !x & y;
	return y;
}

static inline int used(int x)
{
	if (x = 2)		/* expect-warning: assignment expression in conditional */
		return !x & 1;	/* expect-warning: dubious: !x & y */
	return 0;
}

int caller(int x)
{
	return used(x);
}
/* args: -Wno-decl */
