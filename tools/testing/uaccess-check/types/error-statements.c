/*
 * Statement errors found while checking a function: gcc's "break
 * statement not within loop or switch", "continue statement not within
 * a loop", "case label not within a switch statement", "multiple default
 * labels in one switch", "duplicate case value" (also when only the
 * folded values are equal), "duplicate label",
 * "label ... used but not defined".
 */
int f(int x)
{
	int r = 0;

	break; /* expect-error: break statement not within loop or switch */
	switch (x) {
	case 1:
		continue; /* expect-error: continue statement not within a loop */
	case 2:
	case 1: /* expect-error: duplicate case value */
		break;
	default:
		break;
	default: /* expect-error: multiple default labels in one switch */
		break;
	}
	switch (x) {
	case 'A':
	case sizeof(int):
	case 0x41: /* expect-error: duplicate case value */
	case 2 + 2: /* expect-error: duplicate case value */
	case (char)0x142:		/* 'B' */	/* expect-warning: cast truncates bits from constant value (142 becomes 42) */
	case 60 ... 70: /* expect-error: overlapping */
		break;
	}
case 3: /* expect-error: case label not within a switch statement */
	r++;
again:
	r++;
again: /* expect-error: duplicate label */
	if (r < 10)
		goto again;
	goto nowhere; /* expect-error: used but not defined */
	for (;;) {
		if (r++ > 20)
			break;
		continue;
	}
	return r;
}
/* args: -Wno-decl */
