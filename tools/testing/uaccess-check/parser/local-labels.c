/*
 * Local labels (__label__) at the start of a block or of a statement
 * expression, several in one declaration, so that a macro expanded
 * twice in one function does not define its label twice.
 */
#define retry_op(x) ({				\
	__label__ again, done;			\
	int __n = 0;				\
again:						\
	if ((x) > __n++)			\
		goto again;			\
	goto done;				\
done:						\
	__n; })

int f(int a)
{
	int r = retry_op(a) + retry_op(a * 2);

	{
		__label__ l1;
		__label__ l2, l3;

		goto l1;
l1:
		r++;
		goto l2;
l2:
		r++;
		goto l3;
l3:
		;
	}
	{
		__label__ l1;
		goto l1;
l1:
		r--;
	}
	return r;
}
/* args: -Wno-decl */
