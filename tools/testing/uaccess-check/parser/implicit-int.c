/*
 * K&R implicit int, which gcc -std=gnu11 accepts with -Wimplicit-int
 * warnings ("type defaults to 'int'", "return type defaults to 'int'"):
 * the checker accepts it silently, as sparse does.
 */
static counter;
const limit = 10;
unsigned u = 1;
register_like(x)
{
	return x;
}
extern e;

main_like(void)
{
	static s;
	auto a = 2;
	register r = 3;

	return counter + limit + u + s + a + r + e + register_like(1);
}
/* args: -Wno-decl -Wno-old-style-definition -Wno-implicit-int -Wno-strict-prototypes */
