/*
 * Modifiable lvalues accepted as operands of =, op=, ++, -- and &:
 * identifiers, dereferences, subscripts, members through . and ->,
 * parenthesized lvalues, compound literals, conditional expressions used
 * as pointers, and members of arrays of structs.
 */
struct s { int a; int arr[3]; struct { long deep; } in; } st, *sp = &st, sarr[2];
int x, *p = &x, arr[4], **pp = &p;

void f(void)
{
	x = 1;
	(x) = 2;
	((x)) += 3;
	*p = 4;
	**pp = 5;
	arr[1] = 6;
	2[arr] = 7;
	*(arr + 3) = 8;
	st.a = 9;
	sp->arr[2] = 10;
	(*sp).in.deep = 11;
	sarr[1].in.deep++;
	--sarr[0].arr[0];
	p = &arr[2];
	p = &*p;
	p = &sp->a;
	*&x = 12;
	x++;
	++*p;
	(*p)--;
	st.arr[x & 3] <<= 1;
	(&st)->a |= 2;
	(0 ? sp : sp)->a = 13;
	(x ? arr : arr)[0] = 14;
	*(char *)p = 15;
	(int){ 0 } = 16;
}
/* args: -Wno-decl */
