/* args: -Wno-designated-init -Wno-attributes */
/* -Wno-designated-init: positional initializers are fine. */
struct ops {
	int a, b;
} __attribute__((designated_init));

union u { int a; } __attribute__((designated_init));
static struct ops bad = { 1, 2 };

int use(void);
int use(void)
{
	return bad.a;
}
