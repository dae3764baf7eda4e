/* args: -Wdo-while */
/*
 * Without -Wdeclaration-after-statement, an inline body nothing calls is
 * left unparsed unless its tokens show what the statement checks look
 * for (statements_want_body()): each function below has one such thing
 * and nothing else, and its warning must come.  (statements/unevaluated.c
 * turns -Wdeclaration-after-statement on, which parses every body.)
 */
int g(int);

static inline int empty_switch(int x)
{
	switch (x) {		/* expect-warning: switch with no cases */
	}
	return x ? x : 1;
}

static inline int case_at_end(int x)
{
	switch (x) {
	case 1:
	}			/* expect-warning: statement expected after case label */
	return x;
}

static inline int label_unused(int x)
{
	x++;
out:				/* expect-warning: unused label 'out' */
	return x;
}

static inline int do_without_braces(int x)
{
	do
		x++;		/* expect-warning: do-while statement is not a compound statement */
	while (g(x));
	return x;
}

/* none of it here: a switch with its cases, ?:, a do with braces */
static inline int nothing(int x)
{
	switch (x) {
	case 1:
		return x ? g(x) : 0;
	default:
		break;
	}
	do {
		x--;
	} while (g(x));
	return x;
}
/* args: -Wno-decl */
