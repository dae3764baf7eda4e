/*
 * Calling something that is neither a function nor a pointer to one:
 * gcc's "called object ... is not a function or function pointer".
 */
int var;
int *ptr;
struct s { int member; int (*fn)(void); } st;

int f(void)
{
	int r = st.fn();

	r += var(); /* expect-error: is not a function */
	r += ptr(1); /* expect-error: is not a function */
	r += st.member(); /* expect-error: is not a function */
	r += (*st.fn)();
	return r;
}
/* args: -Wno-decl */
