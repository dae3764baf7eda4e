/* args: -Wno-decl -Wno-unused-label */
/*
 * The body of if, else, switch and the loops may be labeled without
 * braces ("if (x) out: f();"): the labels are items of their own, and
 * the statement after them is evaluated all the same, with its checks
 * and its errors.
 */
int f(int);
int *__attribute__((noderef)) p;

int labeled(int x, int y)
{
	if (x)
out:		return !x & y;		/* expect-warning: dubious: !x & y */
	else
els:		return *p;		/* expect-warning: dereference of noderef expression */
}

int cases(int x, int y)
{
	switch (x)
	case 1: return !x & y;		/* expect-warning: dubious: !x & y */
	switch (x)
	default: return !y & x;		/* expect-warning: dubious: !x & y */
	switch (x)
	case 2: case 3: a: b: return *p;	/* expect-warning: dereference of noderef expression */
}

void loops(int x, int y)
{
	while (x)
w:		x = !x & y;		/* expect-warning: dubious: !x & y */
	do
d:		x = *p;			/* expect-warning: dereference of noderef expression */
	while (x);
	for (;;)
fr:		if (x = y)		/* expect-warning: assignment expression in conditional */
			break;
}

int undeclared_after_label(int x)
{
	if (x)
l:		return undeclared;	/* expect-error: 'undeclared' undeclared (first use in this function) */
	return 0;
}
