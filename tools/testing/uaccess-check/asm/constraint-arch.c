/* args: --arch=arm64 */
/*
 * Constraint letters are checked for x86 only: "w" and "z" are arm64's.
 * The syntax (sparse's) and the matching constraints hold everywhere.
 */
static int f(int x)
{
	int r;

	asm("" : "=w" (r) : "rZ" (x), "Q" (x));
	asm("" : "=r" (r) : "1" (x));		/* expect-warning: matching constraint references invalid operand number */
	asm("" : "r" (r));			/* expect-warning: output constraint is not an assignment constraint ("r") */
	return r;
}
