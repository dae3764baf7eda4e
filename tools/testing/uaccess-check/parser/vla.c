/*
 * Variable-length arrays (the kernel builds with -Wvla but some code
 * still has them): in blocks, in typedefs, multidimensional, pointers
 * to VLAs, sizeof of a VLA, and array parameters with static, qualifiers
 * and [*] in prototypes.
 */
void proto(int n, int a[*]);
void proto2(int n, int m, int a[n][m]);
void proto3(int a[static 10], int b[const 4], int c[restrict], int d[volatile static 2]);

int f(int n, int m, int a[n][m], int b[static 1])
{
	int v[n];
	int w[n][m + 1];
	typedef int row_t[m];
	row_t *rows = (row_t *)a;
	int (*pv)[n] = &v;
	unsigned long sz = sizeof(v) + sizeof w + sizeof(int [n]) + sizeof(row_t);

	v[0] = a[0][0];
	w[n - 1][m] = b[0];
	(*pv)[0] = rows[0][0];
	return v[0] + w[n - 1][m] + (int)sz;
}
/* args: -Wno-decl -Wno-vla */
