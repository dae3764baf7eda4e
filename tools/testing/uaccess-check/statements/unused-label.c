/* -Wunused-label: a label that no goto, &&label or asm goto uses. */
int g(int);

void reported(int x)
{
out:				/* expect-warning: unused label 'out' */
	g(1);
	if (x)
		goto done;
again:				/* expect-warning: unused label 'again' */
done:
	g(2);
}

/* The kernel's _THIS_IP_: a local label whose address is taken. */
#define THIS_IP ({ __label__ __here; __here: (unsigned long)&&__here; })

unsigned long silent(int x)
{
	unsigned long ip = THIS_IP + THIS_IP;

	if (0)
		goto dead;	/* a use in dead code is a use */
	asm goto("" : : : : used);
used:
	{
		__label__ local;	/* a __label__ need not be used (sparse) */
local:
		g(3);
	}
maybe: __attribute__((unused));
	g(4);
dead:
	return ip;
}
/* args: -Wno-decl */
