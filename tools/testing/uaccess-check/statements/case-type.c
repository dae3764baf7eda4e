/* -Wcase-type: a case label that is not of an integer type. */
enum e { A, B };

int f(int x)
{
	switch (x) {
	case 1.0:		/* expect-warning: incompatible types for 'case' statement */
		return 1;
	case "a":		/* expect-warning: incompatible types for 'case' statement */
		return 2;
	case 3 ... 4.0:		/* expect-warning: incompatible types for 'case' statement */
		return 3;
	case 'c':		/* integers: silent */
		return 4;
	case B:
		return 5;
	case (char)7:
		return 6;
	case sizeof(int) + 10:
		return 7;
	}
	return 0;
}
/* args: -Wno-decl */
