/*
 * Casts accepted silently: between integer types of any width and sign,
 * integers to and from pointers (same width, and narrower through
 * unsigned long), pointers to pointers of any type, adding and removing
 * qualifiers, to void (discarding a value), to _Bool, floating to
 * integer, to the same struct type (GNU), to a union containing the
 * operand's type (GNU), and function pointer casts.
 */
#define is_type(e, T) _Static_assert(__builtin_types_compatible_p(typeof(e), T), #e " is " #T)

struct s { int a; };
union u { int i; long l; char *p; };
int fn(int);
long l;
int *ip;
const char *ccp;

is_type((char)l, char);
is_type((unsigned long)ip, unsigned long);
is_type((int *)l, int *);
is_type((void *)ccp, void *);
is_type((char *)ccp, char *);
is_type((const volatile int *)ip, const volatile int *);
is_type((_Bool)l, _Bool);
is_type((void)l, void);
is_type((union u)l, union u);
is_type((void (*)(void))fn, void (*)(void));

int f(struct s v, double d, char *p)
{
	union u x = (union u)p;
	struct s w = (struct s)v;
	int i = (int)d;
	unsigned char c = (unsigned char)i;
	int (*g)(int) = (int (*)(int))(void (*)(void))fn;

	(void)x;
	(void)fn(0);
	(void)(i + 1);
	return w.a + i + c + g(1) + (int)(long)p + (int)(unsigned long)(void *)p;
}
/* args: -Wno-decl */
