/*
 * GNU case ranges "case a ... b:", with character constants, constant
 * expressions and enumerators, mixed with plain cases and default.
 */
enum { LOW = 10, HIGH = 20 };

int classify(int c)
{
	switch (c) {
	case 0 ... 9:
		return 1;
	case LOW ... HIGH:
		return 2;
	case 'a' ... 'z':
	case 'A'...'Z':
		return 3;
	case HIGH + 1 ... HIGH * 2:
		return 4;
	case 200:
	case 201 ... 201:
		return 5;
	default:
		return 0;
	}
}
/* args: -Wno-decl */
