/*
 * typeof, __typeof__ and __typeof of types and of expressions, in
 * declarations, casts, sizeof, parameters, and combined with qualifiers
 * and declarators.
 */
int i;
const int ci = 1;
int arr[4];
int (*fp)(int);

typeof(i) t1;
__typeof__(i) t2;
__typeof(i) t3;
typeof(int) t4;
typeof(int *) t5;
typeof(arr) t6;			/* int[4] */
typeof(arr[0]) t7;
typeof(&arr) t8;		/* int (*)[4] */
typeof(fp) t9;
typeof(*fp) f1;			/* a function declaration */
const typeof(i) t10 = 2;
typeof(ci) t11 = 3;
typeof(i) *t12, t13[2];
typeof(typeof(char *)[4]) t14;	/* array of 4 char pointers */
typeof(int (*)(void)) t15;
__typeof__(1 + 2L) t16;
typeof(struct { int a; }) t17;
typeof(i) volatile t18;

int f1(int x)
{
	typeof(x) y = x;
	__typeof__(&y) p = &y;
	typeof(*p) z = (typeof(z))*p;
	unsigned long s = sizeof(typeof(arr)) + sizeof(__typeof__(t8));
	typeof(((struct { long m; } *)0)->m) m = 0;

	t5 = &t4;
	t8 = &t6;
	t9 = f1;
	return (int)(y + z + s + m + t14[0][0] + t17.a + sizeof(t15));
}

static void g(typeof(i) a, __typeof__(arr[0]) *b)
{
	*b = a;
}

void h(void)
{
	g(t1, &t2);
}
/* args: -Wno-decl */
