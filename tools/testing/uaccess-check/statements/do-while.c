/* args: -Wdo-while */
/* -Wdo-while (off by default): the body of a do-while loop is not a block. */
int g(int);

void f(int *p)
{
	do
		p++;		/* expect-warning: do-while statement is not a compound statement */
	while (*p);
	do {
		p++;
	} while (*p);
	do ; while (g(1));	/* expect-warning: do-while statement is not a compound statement */
}
/* args: -Wno-decl */
