/* args: -I$DIR/inc */
/*
 * Reading or writing through a noderef pointer, *p, p->m, p[i], or a
 * __percpu variable directly, is a dereference; taking an address is not
 * (&p->m, &p[i], &*p keep the address space), nor are sizeof and typeof.
 */
#include "compiler.h"

struct s { int m; int arr[4]; struct s *next; };

__percpu int counter;

int f(int __user *p, struct s __user *sp, int __iomem *reg)
{
	int x = *p; /* expect-warning: dereference of noderef expression */

	x += sp->m; /* expect-warning: dereference of noderef expression */
	x += p[2]; /* expect-warning: dereference of noderef expression */
	x += sp->arr[1]; /* expect-warning: dereference of noderef expression */
	*reg = 1; /* expect-warning: dereference of noderef expression */
	(*p)++; /* expect-warning: dereference of noderef expression */
	x += counter; /* expect-warning: dereference of noderef expression */
	x += (*sp).m; /* expect-warning: dereference of noderef expression */
	return x;
}

int g(int __user *p, struct s __user *sp)
{
	int __user *a = &sp->m;
	int __user *b = &p[3];
	int __user *c = &*p;
	int __user *d = sp->arr;
	int __percpu *e = &counter;
	typeof(*p) local = 0;

	(void)a; (void)b; (void)c; (void)d; (void)e;
	return sizeof(*p) + sizeof(sp->m + 1) + local;
}
/* args: -Wno-decl */
