/*
 * __auto_type: the type of the initializer (decayed, unqualified), as
 * the kernel's min/max and auto (C23 "auto" is defined to it) use.
 */
#define auto __auto_type

struct s { int a; long b; };

long f(const int *p, int n)
{
	__auto_type a = 1;			/* int */
	__auto_type b = 2UL;			/* unsigned long */
	__auto_type c = p;			/* const int * */
	__auto_type d = *p;			/* int */
	__auto_type e = (struct s){ .a = 1, .b = 2 };
	__auto_type arr_p = (int [3]){ 1, 2, 3 };	/* int *: decayed */
	__auto_type fn = f;			/* function pointer */
	auto g = n * 2L;			/* long */
	const __auto_type h = n;

	a++;
	b++;
	c++;
	g += fn == f;
	return a + (long)b + *c + d + e.b + arr_p[2] + g + h;
}
/* args: -Wno-decl */
