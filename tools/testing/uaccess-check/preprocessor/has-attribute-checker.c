/*
 * __has_attribute answers 1 for the checker's own attributes, as sparse
 * does (gcc answers 0: they are not its), so that a header can use them
 * only where they are understood; unknown names still answer 0.
 */
#if !__has_attribute(noderef) || !__has_attribute(__noderef__)
#error "noderef"
#endif
#if !__has_attribute(address_space) || !__has_attribute(context) || !__has_attribute(force)
#error "address_space, context, force"
#endif
#if !__has_attribute(nocast) || !__has_attribute(safe) || !__has_attribute(__bitwise__)
#error "nocast, safe, bitwise"
#endif
#if __has_attribute(noderefx) || __has_attribute(__address_space) || __has_attribute(user)
#error "not attributes"
#endif

#if __has_attribute(noderef)
# define __user __attribute__((noderef, address_space(__user)))
#else
# define __user
#endif

int *f(int __user *p);
int *f(int __user *p)
{
	return p;	/* expect-warning: incorrect type in return expression (different address spaces) */
}
