/* args: -I$DIR/inc */
/*
 * Pointers of different address spaces mixed in implicit conversions:
 * assignment, initialisation, argument passing (naming the argument and
 * the function), return, comparison, the arms of ?: and subtraction,
 * at every level of indirection.  Null pointer constants mix with all.
 */
#include "compiler.h"

extern unsigned long copy_from_user(void *to, const void __user *from, unsigned long n);
struct item { int v; };

char *k;
char __user *u;
void __iomem *io;

char *ret_kernel(void)
{
	return u; /* expect-warning: incorrect type in return expression (different address spaces) */ /* expect-note: expected 'char *' */ /* expect-note: got 'char __user *u' */
}

int f(char __user **uu, char **kk)
{
	char *a = u; /* expect-warning: incorrect type in initializer (different address spaces) */ /* expect-note: expected 'char *a' */ /* expect-note: got 'char __user *u' */
	char __user *b = k; /* expect-warning: incorrect type in initializer (different address spaces) */ /* expect-note: expected 'char __user *b' */ /* expect-note: got 'char *k' */

	k = u; /* expect-warning: incorrect type in assignment (different address spaces) */ /* expect-note: expected 'char *k' */ /* expect-note: got 'char __user *u' */
	io = u; /* expect-warning: incorrect type in assignment (different address spaces) */ /* expect-note: expected 'void __iomem *io' */ /* expect-note: got 'char __user *u' */
	kk = uu; /* expect-warning: incorrect type in assignment (different address spaces) */ /* expect-note: expected 'char **kk' */ /* expect-note: got 'char __user **uu' */
	copy_from_user(u, k, 1); /* expect-warning: argument 1 of 'copy_from_user' */ /* expect-warning: argument 2 of 'copy_from_user' */ /* expect-note: expected 'void *to' */ /* expect-note: got 'char __user *u' */ /* expect-note: expected 'const void __user *from' */ /* expect-note: got 'char *k' */ /* expect-warning: the result of copy_from_user() is ignored */
	if (u == k) /* expect-warning: incompatible types in comparison expression (different address spaces) */ /* expect-note: left: 'char __user *' */ /* expect-note: right: 'char *' */
		return 1;
	a = b ? u : k; /* expect-warning: incompatible types in conditional expression */ /* expect-warning: incorrect type in assignment */ /* expect-note: left: 'char __user *' */ /* expect-note: right: 'char *' */ /* expect-note: expected 'char *a' */ /* expect-note: got 'char __user *' */
	return (int)(u - k); /* expect-warning: incompatible types in subtraction */ /* expect-note: left: 'char __user *' */ /* expect-note: right: 'char *' */
}

/* the right ways: no warning */
int g(char __user *from, char *to)
{
	char __user *p = NULL;
	char __user *q = 0;	/* expect-warning: Using plain integer as NULL pointer */
	void __user *v = from;
	const char __user *c = from;

	if (from == NULL || !from || from == p || v == c)
		return 0;
	p = from + 1;
	return copy_from_user(to, from, 4) + (int)(p - from) + (q == 0);	/* expect-warning: Using plain integer as NULL pointer */
}

/* a handler whose buffer lost its __user, put where a __user one is expected */
struct fops { long (*read)(char __user *buf, unsigned long n); };
long good_read(char __user *buf, unsigned long n);
long bad_read(char *buf, unsigned long n);
struct fops good = { .read = good_read };
struct fops bad = { .read = bad_read }; /* expect-warning: incorrect type in initializer (different address spaces) */ /* expect-note: expected 'long (*)(char __user *, unsigned long)' */ /* expect-note: got 'long (*bad_read)(char *, unsigned long)' */
/* args: -Wno-decl */
