/* args: -Wtypesign */
/* -Wtypesign: int * and unsigned int * (not char * and unsigned char *) */
static void f(unsigned int *u, unsigned char *uc)
{
	int *s = u;				/* expect-warning: incorrect type in initializer (different signedness) */
	char *c = uc;

	(void)s;
	(void)c;
}
