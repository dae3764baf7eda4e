/* Data of labels-resolved.sh: the line numbers matter. */
int f(int x)
{
	void *p = &&out;
	switch (x) {
	case 1:
		goto out;
	case 2 ... 3:
		switch (x + 1) {
		default:
			break;
		}
	default:
		asm goto("" : : : : out, again);
	}
	{
		__label__ again;
again:
		if (x--)
			goto again;
	}
again:
	if (x) out: return 1;
	goto again;
}
