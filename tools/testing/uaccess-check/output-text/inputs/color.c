#define __user __attribute__((noderef, address_space(__user)))
static int f(int __user *p)
{
	return *p;
}
