/* args: -I$DIR/inc */
/*
 * Reads are events of the evaluation: a dereference of a noderef pointer
 * is reported once wherever an expression can stand (sparse reports each
 * of these too), and never inside sizeof, typeof, _Alignof,
 * __builtin_types_compatible_p or a _Generic's controlling expression,
 * which evaluate nothing.
 */
#include "compiler.h"

int printk(const char *fmt, ...);
int take(int v);
struct pair { int a, b; };
struct box { struct pair p; int v[2]; };

int positions(int __user *p, struct pair __user *sp, int __iomem *io, int i)
{
	int x, n = 0;

	take(*p); /* expect-warning: dereference of noderef expression */
	printk("%x\n", *p); /* expect-warning: dereference of noderef expression */
	printk("%x\n", *(unsigned int __iomem *)io); /* expect-warning: dereference of noderef expression */
	x = *p; /* expect-warning: dereference of noderef expression */
	*p; /* expect-warning: dereference of noderef expression */
	(void)*p; /* expect-warning: dereference of noderef expression */
	x = (long)*p; /* expect-warning: dereference of noderef expression */
	x = (*p, 1); /* expect-warning: dereference of noderef expression */
	x = (1, *p); /* expect-warning: dereference of noderef expression */
	if (*p) /* expect-warning: dereference of noderef expression */
		n++;
	while (*p) /* expect-warning: dereference of noderef expression */
		n++;
	do
		n++;
	while (*p); /* expect-warning: dereference of noderef expression */
	for (x = *p; /* expect-warning: dereference of noderef expression */
	     x < *p; /* expect-warning: dereference of noderef expression */
	     x += *p) /* expect-warning: dereference of noderef expression */
		n++;
	switch (*p) { /* expect-warning: dereference of noderef expression */
	default:
		break;
	}
	x = i ? *p : 0; /* expect-warning: dereference of noderef expression */
	x = i ? 0 : *p; /* expect-warning: dereference of noderef expression */
	x = *p ?: 1; /* expect-warning: dereference of noderef expression */
	x = ((struct pair){ *p, 0 }).a; /* expect-warning: dereference of noderef expression */
	x = ({ int t = 0; t + *p; }); /* expect-warning: dereference of noderef expression */
	x = ({ *p; }); /* expect-warning: dereference of noderef expression */
	x = -*p + ~i; /* expect-warning: dereference of noderef expression */
	x = !*p; /* expect-warning: dereference of noderef expression */
	x = sp->a + 1; /* expect-warning: dereference of noderef expression */
	x = p[i]; /* expect-warning: dereference of noderef expression */
	x = i[p]; /* expect-warning: dereference of noderef expression */
	*p = 1; /* expect-warning: dereference of noderef expression */
	*p += 1; /* expect-warning: dereference of noderef expression */
	(*p)++; /* expect-warning: dereference of noderef expression */
	--*p; /* expect-warning: dereference of noderef expression */
	x = _Generic(i, int: *p, default: 0); /* expect-warning: dereference of noderef expression */
	x = __builtin_choose_expr(1, *p, 0); /* expect-warning: dereference of noderef expression */
	{
		char vla[*p]; /* expect-warning: dereference of noderef expression */

		vla[0] = 0;
		n += vla[0];
	}
	return *p + n + x; /* expect-warning: dereference of noderef expression */
}

struct box boxed(struct pair __user *sp, int __user *p)
{
	int a = *p; /* expect-warning: dereference of noderef expression */
	int arr[2] = { [1] = *p }; /* expect-warning: dereference of noderef expression */
	struct box b = { .p = { *p, 0 } }; /* expect-warning: dereference of noderef expression */
	struct pair q = *sp; /* expect-warning: dereference of noderef expression */
	struct box c = { *sp }; /* expect-warning: dereference of noderef expression */

	(void)a; (void)arr; (void)q; (void)c;
	return b;
}

int none(int __user *p, struct pair __user *sp)
{
	typeof(*p) t = 0;
	int n = sizeof(*p) + sizeof(sp->a) + _Alignof(typeof(sp->b));

	n += __builtin_types_compatible_p(typeof(*p), int);
	n += _Generic(*p, int: 1, default: 2);
	n += sizeof(({ *p; }));
	return n + t + (int)sizeof(p[0] + *p);
}
/* args: -Wno-decl */
