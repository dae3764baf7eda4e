/* args: -Wno-excess-initializers */
/* -Wno-excess-initializers: no excess element is reported, nor a too long string. */
static int z[1] = { 1, 2 };
static char c[2] = "abc";

int use(void);
int use(void)
{
	return z[0] + c[0];
}
