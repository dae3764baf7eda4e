/*
 * sparse's __context__ statement takes one or two arguments,
 * __context__(delta) and __context__(lock, delta), and the change must be
 * an integer constant: sparse reports "bad constant expression" at it
 * and a syntax error at a third argument (sparse 0.6.4).  The lock is
 * not a value: it is never reported, even naming nothing (the kernel's
 * __acquire(RCU)) or through a cast that drops an address space.
 */
#define __user	__attribute__((noderef, address_space(__user)))
struct spinlock { int v; };

void f(int x, struct spinlock __user *ul)
{
	__context__(1);
	__context__(x, -1);
	__context__(RCU, 1);
	__context__(undeclared_lock + 1, -1);
	__context__((struct spinlock *)ul, 1);
	__context__(*ul, -1);
	__context__(x); /* expect-error: bad constant expression */
	__context__(1, x); /* expect-error: bad constant expression */
	__context__(x, 1, 2); /* expect-error: syntax error before ',' */
}
/* args: -Wno-decl -Wno-context */
