/* args: -I$DIR/inc -m32 */
/*
 * With -m32, uintptr_t (__UINTPTR_TYPE__) is unsigned int: a cast of a
 * __user pointer to it (or to unsigned long) carries an address, as on
 * 64 bits, and is
 * -Wcast-from-as (off by default), not -Wcast-as; a narrower integer is
 * -Wcast-as.
 */
#include "compiler.h"

typedef __UINTPTR_TYPE__ my_uintptr_t;

void f(char __user *u)
{
	my_uintptr_t a = (my_uintptr_t)u;
	unsigned long b = (unsigned long)u;
	unsigned short c = (unsigned short)u; /* expect-warning: cast removes address space '__user' of expression */ /* expect-warning: non size-preserving pointer to integer cast */

	(void)a; (void)b; (void)c;
}
/* args: -Wno-decl */
