/*
 * A stray token in a struct body is reported at its position; the parser
 * resynchronises at the member's ';' and the following members are kept
 * (the function below uses them).  In struct t gcc skips to the '}'
 * after the error, so w is not used.
 * The error texts are short substrings because the checker's exact
 * wording is not fixed yet.
 */
struct s {
	int a;
	int +; /* expect-error: expected declaration specifiers before '+' */
	int b;
	char c;
};

struct t {
	long x;
	int y z; /* expect-error: expected ';' or ',' before identifier */
	long w;
};

int f(struct s *p, struct t *q)
{
	return p->a + p->b + p->c + (int)q->x;
}

int after = 1;
/* args: -Wno-decl */
