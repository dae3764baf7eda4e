/*
 * Initializer errors: a non-constant initializer at file scope
 * ("initializer element is not constant"), an unknown member
 * ("has no member named"), an index out of bounds
 * ("array index in initializer exceeds array bounds"), a scalar from a
 * brace-less struct ("invalid initializer"), a string into a non-char
 * array, and an array initialized from an array variable.
 */
struct s { int a, b; };
int var = 1;
int arr[2] = { 1, 2 };

int bad1 = var; /* expect-error: initializer element is not constant */
struct s bad2 = { .c = 1 }; /* expect-error: has no member named */
int bad3[2] = { [2] = 1 }; /* expect-error: array index in initializer exceeds array bounds */
struct s bad4 = 1; /* expect-error: invalid initializer */
long bad5[] = "abc"; /* expect-error: array of inappropriate type initialized from string constant */
int good1 = sizeof(var) + 1;
int *good2 = &var;
unsigned long good3 = (unsigned long)&var;

void f(void)
{
	int bad6[2] = arr; /* expect-error: invalid initializer */
	int good4 = var;
	struct s good5 = { var, good4 };

	(void)bad6;
	(void)good5;
}
/* args: -Wno-decl */
