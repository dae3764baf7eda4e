/* args: -std=c89 -Wno-declaration-after-statement */
/* An explicit -Wno- wins over the -std= default. */
int f(int a)
{
	a++;
	int c = a;

	return c;
}
/* args: -Wno-decl */
