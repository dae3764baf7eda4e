/* args: -Wno-decl */
/*
 * Labels, resolved once per function (sema/stmt.c): the errors of a
 * label used but not defined (once per label, at its first use: a goto,
 * an asm goto or, as gcc, a &&label) and of one defined twice; a
 * __label__ label is its block's only; -Wunused-label on the same
 * resolution.
 */
int f(int x)
{
	void *p = &&nowhere;	/* expect-error: label 'nowhere' used but not defined */

	if (x)
		goto nowhere;
	{
		__label__ inner;
inner:
		if (x--)
			goto inner;
	}
	goto inner;		/* expect-error: label 'inner' used but not defined */
twice:
	x++;
twice:				/* expect-error: duplicate label 'twice' */
	x++;
	goto twice;
lonely:				/* expect-warning: unused label 'lonely' */
	return p == (void *)0;
}

/* Each function has its labels: f's are none of g's. */
int g(int x)
{
	if (x)
		goto twice;	/* expect-error: label 'twice' used but not defined */
	return 0;
}
