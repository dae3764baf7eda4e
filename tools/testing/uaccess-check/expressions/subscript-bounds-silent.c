/* args: -Wno-vla */
/*
 * -Wsubscript-bounds stays silent: subscripts inside the array, the
 * address one past the end, pointers, arrays of unknown or variable
 * length, zero-length arrays and a last member of length 1 (flexible
 * arrays of old), code that is not run (sizeof, typeof, a branch or ?:
 * arm a constant condition makes dead), subscripts that are no constant.
 */
#define N 4
static int a[N];
struct old { int n; int tail[1]; };
struct zero { int n; int z[0]; };
struct flex { int n; int f[]; };
union u { int i; char c[1]; };

int f(int i, int *p, struct old *o, struct zero *z, struct flex *fl, union u *up, int n);
int f(int i, int *p, struct old *o, struct zero *z, struct flex *fl, union u *up, int n)
{
	int vla[n];
	int *end = &a[4];
	int x = a[0] + a[3] + a[i] + p[10] + vla[7] + o->tail[3] + z->z[2] + fl->f[9] + up->c[3];

	x += sizeof(a[4]) + sizeof(typeof(a[8]));
	if (N > 4)
		x += a[4];
	x += N > 5 ? a[5] : 0;
	return x + (int)(end - a);
}
