/* -Wdo-while and -Wdeclaration-after-statement are off by default (gnu17). */
void f(int *p)
{
	do
		p++;
	while (*p);
	int x = *p;

	p[x] = 0;
}
/* args: -Wno-decl */
