/* args: -Wno-shadow -Wsparse-all */
/*
 * As in sparse, -Wno-<check> forces a check off: a later -Wsparse-all
 * does not turn it back on (-Wshadow stays off), while
 * -Wdefault-bitfield-sign, off by default, comes on.
 */
static int x;
struct s {
	int flag:2;		/* expect-warning: dubious bitfield without explicit `signed' or `unsigned' */
};
static int f(int n)
{
	int x = n;
	return x;
}
