/*
 * Where an integer constant expression is required and the expression is
 * not one, gcc gives errors: file-scope arrays ("variably modified ... at
 * file scope"), case labels ("case label does not reduce to an integer
 * constant"), _Static_assert ("expression in static assertion is not"),
 * bit-field widths ("bit-field ... width not an integer constant"),
 * enumerators ("enumerator value for ... is not an integer constant").
 * A const variable is not a constant expression in C.
 */
int var = 4;
const int cvar = 4;

int good[sizeof(var) * 2];
int bad_arr[cvar]; /* expect-error: variably modified */
_Static_assert(var == 4, "not constant"); /* expect-error: expression in static assertion is not */
enum { GOOD = sizeof(int), BAD = cvar }; /* expect-error: is not an integer constant */
struct bits {
	int good : sizeof(char) * 4;
	int bad : cvar; /* expect-error: width not an integer constant */
};

int f(int x)
{
	int vla[x];	/* fine in a block: a VLA */

	switch (x) {
	case sizeof(vla[0]):
		return 1;
	case var: /* expect-error: case label does not reduce to an integer constant */
		return 2;
	}
	return (int)sizeof(vla);
}
/* args: -Wno-decl -Wno-vla */
