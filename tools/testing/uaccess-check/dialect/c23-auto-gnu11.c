/*
 * Before C23 (the kernel's -std=gnu11), "auto x = e;" is the storage
 * class with implicit int, as gcc 12 reads it: x is an int whatever e is.
 */
int f(long n)
{
	auto x = n;

	_Static_assert(sizeof(x) == sizeof(int), "implicit int");
	return x;
}
/* args: -Wno-decl */
