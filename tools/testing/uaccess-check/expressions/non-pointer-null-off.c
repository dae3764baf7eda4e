/* args: -Wno-non-pointer-null */
/* -Wno-non-pointer-null silences every case. */
struct s { int *p; int x; };

int *g = 0;
struct s s2 = { 0, 0 };

int *h(int *p, int c)
{
	if (p == 0)
		return c ? p : 0;
	return 0;
}
/* args: -Wno-decl */
