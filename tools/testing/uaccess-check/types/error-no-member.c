/*
 * A member name the struct or union does not have: gcc's "'struct s' has
 * no member named 'y'"; members of anonymous members are found.
 */
struct s { int x; union { int u; }; struct { int deep; } named; } st, *sp = &st;
union un { int a; } un;

int f(void)
{
	int r = st.x + st.u + sp->named.deep;

	r += st.y; /* expect-error: has no member named */
	r += sp->z; /* expect-error: has no member named */
	r += st.named.x; /* expect-error: has no member named */
	r += un.b; /* expect-error: has no member named */
	r += un.a;
	return r;
}
/* args: -Wno-decl */
