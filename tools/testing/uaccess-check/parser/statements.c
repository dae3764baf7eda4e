/*
 * Every statement form: declarations mixed with code and in for
 * headers, if/else chains with the dangling else, while, do-while,
 * switch with default in the middle and cases in nested blocks (Duff's
 * device), goto forwards and backwards, break and continue, labels
 * before declarations and at the end of a block (C2x, accepted by gcc
 * 11+ in gnu11), empty statements and bodies.
 */
int f(int n, int *p)
{
	int s = 0;

	for (int i = 0, j = n; i < j; i++, j--)
		s += i;
	for (;;)
		break;
	for (s = 0; s < 3; s++)
		continue;
	while (n-- > 0)
		if (n & 1)
			if (n & 2)
				s++;
			else			/* belongs to the inner if */
				s--;
		else if (n & 4)
			s += 2;
		else
			;
	do
		s++;
	while (s < 10);
	do { } while (0);
	switch (n) {
	case 0:
		s = 1;
		break;
	default:
		s = 2;
		/* fall through */
	case 1: {
		int local = s;
		s = local * 2;
		break;
	}
	case 2:
		;
	}
	switch (n) {		/* expect-warning: switch with no cases */
	}
	int late = s;
back:
	if (late-- > 0)
		goto back;
	{
		int count = (n + 7) / 8;
		switch (n % 8) {
		case 0:	do {	*p++ = 0;
		case 7:		*p++ = 7;
		case 6:		*p++ = 6;
		case 5:		*p++ = 5;
		case 4:		*p++ = 4;
		case 3:		*p++ = 3;
		case 2:		*p++ = 2;
		case 1:		*p++ = 1;
			} while (--count > 0);
		}
	}
	if (s)
		goto end;
	if (late)
		goto decl;
	return late;
decl:
	int after_label = s;	/* a label before a declaration */
	s += after_label;
	if (s > 100)
		goto block_end;
	{
		s++;
block_end:			/* a label at the end of a block */
	}			/* expect-warning: statement expected after label */
end:
	;
	return s;
}
/* args: -Wno-decl */
