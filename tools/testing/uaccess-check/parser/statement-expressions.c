/*
 * GNU statement expressions: the value of the last expression statement,
 * void when it is not one, nested, in initializers and conditions,
 * with declarations, labels and loops inside, and in macros (only inside
 * functions: gcc rejects them at file scope).
 */
#define max_t(type, x, y) ({ type __x = (x); type __y = (y); __x > __y ? __x : __y; })
#define swap(a, b) do { typeof(a) __tmp = (a); (a) = (b); (b) = __tmp; } while (0)

int f(int x, int y)
{
	int a = ({ int t = x * 2; t + 1; });
	int b = ({ int t = ({ int u = y; u * u; }); t - 1; });
	int c = max_t(int, a, b);
	long d = ({ long r = 0; for (int i = 0; i < x; i++) r += i; r; });

	({ a++; });
	({ (void)0; });
	({ });
	if (({ int z = a; z > 2; }))
		swap(a, b);
	while (({ int q = c; q-- > 100; }))
		c--;
	return a + b + c + (int)d + ({ int r = 0; if (x) goto out; r = 1; out: r; });
}

void g(void)
{
	(void)({ ; });
	({ int v = 3; (void)v; });
}
/* args: -Wno-decl */
