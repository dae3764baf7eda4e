/* args: -I$DIR/inc -Wno-decl */
/*
 * A redeclaration that changes only an address space, which gcc merges
 * without a word: the return value, a parameter, a pointer object, at
 * any level of indirection.  The object's own address space is not
 * compared (a per-CPU variable redeclared plain by "extern typeof(v) v"
 * or by a declaration that leaves __percpu out).
 */
#include "compiler.h"

void *get_buf(void);
void __user *get_buf(void)	/* expect-warning: symbol 'get_buf' redeclared with different type (different address spaces) */ /* expect-note: redeclared as 'void __user *(void)' */
{				/* expect-note@11: previously declared as 'void *(void)' */
	return (void __user *)0;
}

long put_buf(void __user *buf, unsigned long len);
long put_buf(void *buf, unsigned long len);	/* expect-warning: symbol 'put_buf' redeclared with different type (incompatible argument 1 (different address spaces)) */ /* expect-note: redeclared as 'long (void *, unsigned long)' */ /* expect-note@17: previously declared as 'long (void __user *, unsigned long)' */

extern char **argv_copy;
char __user **argv_copy;	/* expect-warning: symbol 'argv_copy' redeclared with different type (different address spaces) */ /* expect-note: redeclared as 'char __user **' */ /* expect-note@20: previously declared as 'char **' */

int (*handler)(void __iomem *regs);
int (*handler)(void *regs);	/* expect-warning: symbol 'handler' redeclared with different type (incompatible argument 1 (different address spaces)) */ /* expect-note: redeclared as 'int (*)(void *)' */ /* expect-note@23: previously declared as 'int (*)(void __iomem *)' */

/* Silent */
void __user *same_user(void);
void __user *same_user(void);
long same_args(const char __user *s, long n);
long same_args(const char __user *str, long count)
{
	return str ? count : 0;
}

__percpu int pcpu_count;
extern typeof(pcpu_count) pcpu_count;
extern int pcpu_count;

int plain_then_more(int *p);
int plain_then_more(int *const p);
