/*
 * -Wexternal-function-has-definition: "extern" on a function definition
 * says nothing (gcc ignores it) and usually is a prototype pasted with
 * its body.  -Wextern-initializer: the same for an initialized object.
 */
extern int f(void);
extern int f(void)			/* expect-warning: function 'f' with external linkage has definition */
{
	return 0;
}

extern inline __attribute__((gnu_inline)) int g(void)
{
	return 1;
}

extern int v;
extern int v = 3;			/* expect-warning: symbol with external linkage has initializer */
extern int w;
int w = 4;
