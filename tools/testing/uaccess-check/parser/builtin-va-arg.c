/*
 * Variadic functions with the builtins behind <stdarg.h>:
 * __builtin_va_list, __builtin_va_start, __builtin_va_arg with type names
 * (pointers, structs, function pointers), __builtin_va_copy and
 * __builtin_va_end.
 */
typedef __builtin_va_list va_list;
#define va_start(ap, last) __builtin_va_start(ap, last)
#define va_arg(ap, type) __builtin_va_arg(ap, type)
#define va_end(ap) __builtin_va_end(ap)
#define va_copy(d, s) __builtin_va_copy(d, s)

struct pair { int a, b; };

int vsum(int n, va_list ap)
{
	int s = 0;

	while (n-- > 0)
		s += va_arg(ap, int);
	return s;
}

int sum(int n, ...)
{
	va_list ap, ap2;
	int s;
	struct pair p;
	int (*fn)(int);
	const char *str;

	va_start(ap, n);
	va_copy(ap2, ap);
	s = vsum(n, ap2);
	va_end(ap2);
	p = __builtin_va_arg(ap, struct pair);
	fn = va_arg(ap, int (*)(int));
	str = va_arg(ap, const char *);
	s += (int)va_arg(ap, unsigned long) + (int)va_arg(ap, double);
	va_end(ap);
	return s + p.a + fn(p.b) + str[0];
}
/* args: -Wno-decl */
