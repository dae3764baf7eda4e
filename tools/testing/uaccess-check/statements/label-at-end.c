/* -Wlabel-at-end: a label or case label that ends a block (gcc and C23 accept it). */
int g(int);

void reported(int x)
{
	switch (x) {
	case 1:
		g(1);
	case 2:
	}			/* expect-warning: statement expected after case label */
	switch (x) {
	default:
	}			/* expect-warning: statement expected after case label */
	if (x) {
		goto out;
out:
	}			/* expect-warning: statement expected after label */
}

void silent(int x)
{
	switch (x) {
	case 1:
		g(1);
	case 2:
		;
	}
	if (x) {
		goto out;
out:
		;
	}
	switch (x) {		/* expect-warning: switch with no cases */
	}
}
/* args: -Wno-decl */
