/* args: -Winit-cstring */
/* A char array initialized from a string: too long, or with no room for the nul (-Winit-cstring). */
struct s { char name[4]; int x; };

static char a3[3] = "abc";	/* expect-warning: too long initializer-string for array of char(no space for nul char) */
static char a2[2] = "abc";	/* expect-warning: too long initializer-string for array of char */
static unsigned char u3[3] = { "abc" };	/* expect-warning: too long initializer-string for array of char(no space for nul char) */
static struct s sv = { "abcd", 1 };	/* expect-warning: too long initializer-string for array of char(no space for nul char) */
static struct s sw = { .name = "abcde" };	/* expect-warning: too long initializer-string for array of char */
static char m[2][3] = { "ab", "abc" };	/* expect-warning: too long initializer-string for array of char(no space for nul char) */

/* silent: room for the nul, or the length from the string */
static char a4[4] = "abc";
static char n[] = "abcdef";
static char nb[] = { "abcdef" };
static struct s ok = { "abc", 1 };

int use(void);
int use(void)
{
	char l[3] = "abc";	/* expect-warning: too long initializer-string for array of char(no space for nul char) */

	return a3[0] + a2[0] + u3[0] + sv.x + sw.x + m[0][0] + a4[0] + n[0] + nb[0] + ok.x + l[0];
}
