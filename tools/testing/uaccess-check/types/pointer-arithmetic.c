/*
 * Pointer arithmetic: pointer + integer keeps the pointer type (also on
 * void *, a GNU extension the kernel relies on, and on function pointers
 * where gcc allows it), pointer - pointer is ptrdiff_t (long), pointer
 * comparisons are int, subscripts work both ways round, and increments.
 */
#define is_type(e, T) _Static_assert(__builtin_types_compatible_p(typeof(e), T), #e " is " #T)

int *ip;
const char *cp;
void *vp;
int arr[10];
struct s { int a; } *sp;
int (*ap)[4];

is_type(ip + 1, int *);
is_type(1 + ip, int *);
is_type(ip - 3L, int *);
is_type(ip - ip, long);
is_type(cp - cp, long);
is_type(vp + 1, void *);
is_type(vp - vp, long);
is_type(ip < ip, int);
is_type(ip == 0, int);	/* expect-warning: Using plain integer as NULL pointer */
is_type(vp != ip, int);
is_type(ip[2], int);
is_type(2[ip], int);
is_type(arr + 1, int *);
is_type(&arr[1] - arr, long);
is_type(*(sp + 1), struct s);
is_type(ap + 1, int (*)[4]);
is_type(*ap, int [4]);
is_type(**ap, int);
is_type(ap[1][2], int);
is_type(ip++, int *);
is_type(--cp, const char *);
is_type(ip += 2, int *);
is_type(!ip, int);
is_type(ip && cp, int);

_Static_assert(sizeof(*vp) == 1, "sizeof(void) is 1 in GNU C");

long f(int *p, int *q, void *v, unsigned long n)
{
	int *end = p + n;

	v += 4;
	v -= 2;
	p++;
	q -= 2;
	return (end - p) + (q - p) + (p < q) + (p != 0) + ((char *)v - (char *)p);	/* expect-warning: Using plain integer as NULL pointer */
}
/* args: -Wno-decl */
