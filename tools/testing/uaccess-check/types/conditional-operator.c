/*
 * The type of "c ? a : b": arithmetic operands are converted; a null
 * pointer constant takes the other pointer's type; void * and an object
 * pointer give void *; qualifiers of the pointed-to types are merged;
 * structs of the same type give that type; void operands give void.
 * (void *)0 and (void *)(long)0 are null pointer constants, (void *)(l * 0)
 * with a variable l is not: the difference __is_constexpr relies on.
 */
#define is_type(e, T) _Static_assert(__builtin_types_compatible_p(typeof(e), T), #e " is " #T)

int c;
int *ip;
const int *cip;
volatile int *vip;
void *vp;
const void *cvp;
char *chp;
struct s { int a; } st;
long l;
void fv(void);

is_type(c ? ip : 0, int *);	/* expect-warning: Using plain integer as NULL pointer */
is_type(c ? 0 : ip, int *);	/* expect-warning: Using plain integer as NULL pointer */
is_type(c ? ip : (void *)0, int *);
is_type(c ? (void *)0 : cip, const int *);
is_type(c ? ip : vp, void *);
is_type(c ? vp : cip, const void *);
is_type(c ? cvp : ip, const void *);
is_type(c ? ip : (void *)(long)0, int *);	/* an integer constant expression cast */
is_type(c ? ip : (void *)(l * 0l), void *);	/* not a null pointer constant */
is_type(c ? ip : (void *)((long)1 * 0l), int *);
is_type(c ? ip : (void *)l, void *);
is_type(c ? ip : cip, const int *);
is_type(c ? cip : vip, const volatile int *);
is_type(c ? ip : ip, int *);
is_type(c ? st : st, struct s);
is_type(c ? 1 : 2.0, double);
is_type(c ? 'a' : 1L, long);
is_type(c ? (short)1 : (char)2, int);
is_type(c ? 1U : -1, unsigned int);
is_type(c ? fv() : fv(), void);
is_type(c ? fv() : (void)0, void);
is_type(c ? chp : "literal", char *);
is_type(ip ?: cip, const int *);		/* GNU: the omitted operand is the first */
is_type(l ?: c, long);
/* args: -Wno-decl */
