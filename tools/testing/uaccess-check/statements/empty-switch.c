/* -Wempty-switch: a switch with no case or default label of its own (sparse's "switch with no cases"). */
int g(int);

void empty(int x)
{
	switch (x) {	/* expect-warning: switch with no cases */
	}
	switch (x) {	/* expect-warning: switch with no cases */
		g(1);	/* statements, but no label: never executed */
	}
	switch (x)	/* expect-warning: switch with no cases */
		g(2);
	/* the case labels belong to the inner switch */
	switch (x) {	/* expect-warning: switch with no cases */
		switch (g(3)) {
		case 1:
			break;
		}
	}
}

void silent(int x)
{
	switch (x) {	/* a default alone is a label */
	default:
		g(1);
	}
	switch (x) {	/* a label in a nested block counts, as in sparse */
		{
		case 1:
			g(2);
		}
	}
	switch (x) {	/* and one in a statement expression */
		({ case 2: g(3); });
	}
	switch (x)
	case 3:
		g(4);
}
/* args: -Wno-decl */
