/* By default a string that fills its array exactly is fine (-Winit-cstring is off); a longer one is not. */
static char a3[3] = "abc";
static char a2[2] = "abc";	/* expect-warning: too long initializer-string for array of char */

int use(void);
int use(void)
{
	return a3[0] + a2[0];
}
