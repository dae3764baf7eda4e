/* The pedantic checks are off by default. */
struct odd { char a, b, c; };

static void fn(void)
{
}

static void ret_void(void)
{
	return fn();
}

int f(struct odd *x, struct odd *y, int i);
int f(struct odd *x, struct odd *y, int i)
{
	ret_void();
	if (fn)
		i++;
	return sizeof(_Bool) + sizeof(void) + (x - y) + (i == i);
}
