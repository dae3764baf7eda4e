/*
 * "." and "->" on something that is not a struct or union (or a pointer
 * to one): gcc's "request for member 'x' in something not a structure or
 * union"; "." on a pointer to a struct is an error too (gcc suggests
 * "->").
 */
struct s { int x; } st, *sp = &st;
int i;
int *ip;

int f(void)
{
	int r = st.x + sp->x;

	r += i.x; /* expect-error: in something not a structure or union */
	r += ip->x; /* expect-error: in something not a structure or union */
	r += sp.x; /* expect-error: is a pointer */
	r += (*sp).x;
	return r;
}
/* args: -Wno-decl */
