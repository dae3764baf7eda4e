/*
 * An empty __attribute__(()) is no node: a parameter, a type name or a
 * specifier list may begin with it (a crash the ppc fuzz target found:
 * "int x(__attribute__(()));"), and a typedef after it is still seen.
 */
int x(__attribute__(()));
__attribute__(()) typedef int T;
T t1(void);
int f(__attribute__(()) int a, __attribute__(()) T b);
struct s { __attribute__(()) T m; };
unsigned long g(void);
unsigned long g(void)
{
	return sizeof(__attribute__(()) T) + sizeof(__attribute__(()));
}
