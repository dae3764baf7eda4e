/*
 * Typedef names and ordinary identifiers share one name space, so the
 * parser must follow the scopes (the "lexer hack"): a variable may hide
 * a typedef in an inner scope, and the typedef is visible again when the
 * scope ends; a typedef may hide a variable in the same way; parameters,
 * members and labels may reuse typedef names.
 */
typedef int T;
typedef char *str;
int v;

void f1(void)
{
	int T = 1;	/* T is a variable here */

	T++;
	T = T * 2;
	(void)T;
}

T after_f1 = 3;	/* T is the type again */

void f2(void)
{
	T x = 1;
	{
		long T = 2;	/* hides the typedef in this block only */

		x += (int)T;
	}
	{
		T y = x;	/* the typedef again */

		x += y;
	}
	(void)x;
}

void f3(void)
{
	typedef long v;	/* a typedef hiding the variable v */
	v a = 5;

	{
		int v = 3;	/* and a variable hiding that typedef */

		a += v;
	}
	{
		v b = a;	/* the typedef again */

		a += b;
	}
	(void)a;
}

int f4(int T, str s)	/* a parameter named T hides the typedef in the body */
{
	return T + s[0];
}

struct has_T { T T; str str; };	/* members in their own name space */

int f5(struct has_T *p)
{
	if (p->T)
		goto T;
	return 0;
T:				/* labels in their own name space */
	return p->T + p->str[0];
}

void f6(void)
{
	for (int T = 0; T < 3; T++)	/* scope of the for statement */
		(void)T;
	T t = 0;			/* the typedef again */
	(void)t;
}

int f7(void)
{
	return sizeof(T) + sizeof(v);	/* a type and a variable */
}
/* args: -Wno-decl */
