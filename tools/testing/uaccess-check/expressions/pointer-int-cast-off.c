/* args: -Wno-int-to-pointer-cast -Wno-pointer-to-int-cast */
struct s;

int f(int i, int *ip);
int f(int i, int *ip)
{
	struct s *q = (struct s *)i;

	(void)q;
	return (int)ip;
}
