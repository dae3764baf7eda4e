/*
 * -Wsubscript-bounds: an array of known length subscripted by a constant
 * outside it, read, written or inside a larger expression; either way
 * round (4[a]), at any depth of a multidimensional array.
 */
extern int b[1];
static int a[4];
static int m[2][3];
struct s { int n; int v[2]; int w; };
static struct s sv;

int f(struct s *p);
int f(struct s *p)
{
	int x = b[1];		/* expect-warning: array index 1 is past the end of the array (that has type 'int[1]') */

	x += a[4];		/* expect-warning: array index 4 is past the end of the array (that has type 'int[4]') */
	x += a[-1];		/* expect-warning: array index -1 is before the beginning of the array */
	x += 4[a];		/* expect-warning: array index 4 is past the end of the array */
	a[5] = 1;		/* expect-warning: array index 5 is past the end of the array */
	x += m[1][3];		/* expect-warning: array index 3 is past the end of the array (that has type 'int[3]') */
	x += m[2][0];		/* expect-warning: array index 2 is past the end of the array (that has type 'int[2][3]') */
	x += sv.v[2];		/* expect-warning: array index 2 is past the end of the array (that has type 'int[2]') */
	x += p->v[1 + 1];	/* expect-warning: array index 2 is past the end of the array */
	x += "abc"[4];		/* expect-warning: array index 4 is past the end of the array (that has type 'char[4]') */
	return x;
}
