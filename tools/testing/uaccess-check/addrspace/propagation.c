/* args: -I$DIR/inc */
/*
 * Address spaces and noderef follow the types: through typedefs, typeof
 * of a pointer, __auto_type, struct members, arrays of pointers and
 * pointers to pointers; __private members (noderef alone) are read with
 * ACCESS_PRIVATE.  A mistake inside a macro is reported where the macro
 * is used, with a note naming the macro.
 */
#include "compiler.h"

#define __private __attribute__((noderef))
#define ACCESS_PRIVATE(p, member) (*((typeof((p)->member) __force *) &(p)->member))
#define GET_FIRST(ptr) (*(ptr))

typedef char __user *ustr_t;
struct req { ustr_t name; char __user *bufs[2]; int __private secret; };

char *k;

int f(struct req *r, ustr_t s, char __user **pp)
{
	typeof(s) t = s;
	__auto_type a = s;
	char **kp = pp; /* expect-warning: incorrect type in initializer (different address spaces) */ /* expect-note: expected 'char **kp' */ /* expect-note: got 'char __user **pp' */
	int v = ACCESS_PRIVATE(r, secret);

	k = t; /* expect-warning: incorrect type in assignment (different address spaces) */ /* expect-note: expected 'char *k' */ /* expect-note: got 'char __user *t' */
	k = a; /* expect-warning: incorrect type in assignment (different address spaces) */ /* expect-note: expected 'char *k' */ /* expect-note: got 'char __user *a' */
	k = r->name; /* expect-warning: incorrect type in assignment (different address spaces) */ /* expect-note: expected 'char *k' */ /* expect-note: got 'char __user *name' */
	k = r->bufs[1]; /* expect-warning: incorrect type in assignment (different address spaces) */ /* expect-note: expected 'char *k' */ /* expect-note: got 'char __user *' */
	k = *pp; /* expect-warning: incorrect type in assignment (different address spaces) */ /* expect-note: expected 'char *k' */ /* expect-note: got 'char __user *' */
	v += r->secret; /* expect-warning: dereference of noderef expression */
	v += GET_FIRST(s); /* expect-warning: dereference of noderef expression */ /* expect-note: in expansion of macro 'GET_FIRST' */ /* expect-note: read user memory with get_user() or copy_from_user() */
	return v + (kp != 0);	/* expect-warning: Using plain integer as NULL pointer */
}
/* args: -Wno-decl */
