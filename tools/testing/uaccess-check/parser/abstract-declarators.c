/*
 * Abstract declarators (type names) in casts, sizeof, _Alignof,
 * compound literals, typeof, _Generic and prototypes: pointers, arrays,
 * functions, pointers to arrays and functions, qualifiers, parentheses.
 */
void proto(int, char *, int [], int (*)[4], void (*)(int), int (*)(void), const char *const *);
void proto2(int [static 4], int [const], int [*], char (*)[]);

unsigned long sizes[] = {
	sizeof(int *),
	sizeof(int [10]),
	sizeof(int *[10]),
	sizeof(int (*)[10]),
	sizeof(int (*)(void)),
	sizeof(int (*[3])(int)),
	sizeof(char (*(*)[5])(void)),
	sizeof(const volatile unsigned long *const *),
	sizeof(int (*)(int (*)(int), ...)),
	sizeof(struct { int a; } *),
	_Alignof(int (*)[2]),
	sizeof(void (*(*)(int, void (*)(int)))(int)),
};

int f(void *p)
{
	int (*arr)[4] = (int (*)[4])p;
	void (*fn)(int) = (void (*)(int))p;
	char **cpp = (char **)p;
	const int *const *ccp = (const int *const *)p;
	unsigned long ul = (unsigned long)(char (*)[3])p;
	typeof(int (*)(void)) fp = (typeof(fp))p;

	(void)fn;
	return (*arr)[1] + **cpp + **ccp + (int)ul + (fp != 0) + _Generic(p, void *: 1, int (*)[4]: 2);	/* expect-warning: Using plain integer as NULL pointer */
}
/* args: -Wno-decl */
