/* args: -std=gnu89 */
/* gnu89 allows declarations after statements: silent by default, like sparse. */
int g(int);

int f(int a)
{
	a++;
	int c = a;

	return g(c);
}
/* args: -Wno-decl */
