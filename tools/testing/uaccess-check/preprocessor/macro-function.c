/* Function-like macros: arguments, spacing before the parenthesis. */
#define SQ(x) ((x) * (x))
#define ADD(a, b) ((a) + (b))
#define NOARGS() 42
#define F(x) [x]
int a = SQ(3);
int b = ADD(SQ(1), SQ(2));
int c = NOARGS();
int d = NOARGS ( );
int SQ = 1;		/* the name alone is not an invocation */
int e = F  (1);
int f = F
	(2);		/* the parenthesis on the next line */
int g = ADD((1, 2), 3);	/* a comma in parentheses does not split */
int h = F(a[1 + 2]);
int i = ADD(
	1,
	2);
int j = F(F(F(0)));
/* expect-E
int a = ((3) * (3));
int b = ((((1) * (1))) + (((2) * (2))));
int c = 42;
int d = 42;
int SQ = 1;
int e = [1];
int f = [2];
int g = (((1, 2)) + (3));
int h = [a[1 + 2]];
int i = ((1) + (2));
int j = [[[0]]];
*/
