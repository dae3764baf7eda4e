/*
 * typeof of a statement expression: the type of its last expression
 * statement's value, as the kernel's macros take it (6.12's
 * include/linux/cleanup.h no_free_ptr() casts to typeof(p) after a
 * statement expression; minmax.h's __careful_cmp and rcupdate.h's
 * unrcu_pointer() name the type of a ({ ... }) block).  The declarations
 * inside it stay local to it.
 */
#define __user	__attribute__((noderef, address_space(__user)))
#define __rcu	__attribute__((noderef, address_space(__rcu)))
#define __force	__attribute__((force))

#define unrcu_pointer(p)						\
({									\
	typeof(*p) *_________p1 = (typeof(*p) *__force)(p);		\
	((typeof(*p) __force __kernel *)(_________p1));			\
})
#define __kernel

struct node { int key; struct node __rcu *next; };

int f(struct node *n, long l)
{
	typeof(({ int z = 1; z; })) i = 2;
	typeof(({ l; })) wide = l;
	typeof(({ struct node *p = n; p; })) q = n;
	struct node *plain = unrcu_pointer(n->next);
	typeof(({ (void)0; })) *vp = 0;	/* expect-warning: Using plain integer as NULL pointer */

	_Static_assert(__builtin_types_compatible_p(typeof(i), int), "");
	_Static_assert(sizeof(wide) == sizeof(long), "");
	_Static_assert(__builtin_types_compatible_p(typeof(q), struct node *), "");
	_Static_assert(__builtin_types_compatible_p(typeof(vp), void *), "");
	return i + (int)wide + q->key + plain->key + z;	/* expect-error: 'z' undeclared */
}

int g(char __user *u)
{
	typeof(({ u; })) again = u;	/* the address space goes with the type */
	char *k = again;		/* expect-warning: incorrect type in initializer (different address spaces) */

	return k != 0;	/* expect-warning: Using plain integer as NULL pointer */
}
/* args: -Wno-decl */
