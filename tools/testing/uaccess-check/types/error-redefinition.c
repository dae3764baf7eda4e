/*
 * Redefinitions and conflicting redeclarations (gcc: "redefinition of",
 * "conflicting types for", "redeclaration of ... with no linkage",
 * "redeclaration of enumerator"), next to the redeclarations C allows
 * (tentative definitions, extern then definition, compatible
 * prototypes, typedef repeated with the same type).
 */
int t;
int t;
extern int e;
int e = 1;
int proto(int);
int proto(int x);
typedef long same_td;
typedef long same_td;
struct s { int a; };

int v = 1;
int v = 2; /* expect-error: redefinition of */
long t; /* expect-error: conflicting types for */
int proto(long); /* expect-error: conflicting types for */
typedef int same_td; /* expect-error: conflicting types for */
struct s { int b; }; /* expect-error: redefinition of */
enum { E1, E2 };
enum { E2B, E1 }; /* expect-error: redeclaration of enumerator */

int fdef(void) { return 0; }
int fdef(void) { return 1; } /* expect-error: redefinition of */

void f(void)
{
	int local = 1;
	int local = 2; /* expect-error: redefinition of */
	int twice;
	int twice; /* expect-error: redeclaration of */
	(void)local;
	(void)twice;
}
/* args: -Wno-decl */
