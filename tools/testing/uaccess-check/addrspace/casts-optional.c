/* args: -I$DIR/inc -Wcast-to-as -Wcast-from-as */
/* -Wcast-to-as and -Wcast-from-as, as sparse users know them. */
#include "compiler.h"

void f(char __user *u, char *k)
{
	char __user *d = (char __user *)k; /* expect-warning: cast adds address space '__user' to expression */
	unsigned long e = (unsigned long)u; /* expect-warning: cast removes address space '__user' of expression */
	char __user *n = (char __user *)NULL;
	unsigned long f = (__force unsigned long)u;

	(void)d; (void)e; (void)n; (void)f;
}
/* args: -Wno-decl */
