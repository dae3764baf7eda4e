/* Kernel-style fragment: the macros of include/linux (container_of, BUILD_BUG_ON...). */
#define offsetof(T, m) __builtin_offsetof(T, m)
#define container_of(ptr, type, member) ({				\
	void *__mptr = (void *)(ptr);					\
	((type *)(__mptr - offsetof(type, member))); })
#define BUILD_BUG_ON(c) _Static_assert(!(c), #c)
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]) + __must_be_array(a))
#define __must_be_array(a) 0
#define likely(x) __builtin_expect(!!(x), 1)
#define max(a, b) ({ typeof(a) _a = (a); typeof(b) _b = (b); _a > _b ? _a : _b; })
#define __stringify_1(x...) #x
#define __stringify(x...) __stringify_1(x)
#define CONCAT(a, b) a ## b
#define VA(fmt, ...) f(fmt, ##__VA_ARGS__)
#if defined(__GNUC__) && __has_attribute(__fallthrough__)
# define fallthrough __attribute__((__fallthrough__))
#else
# define fallthrough do {} while (0)
#endif
struct list_head { struct list_head *next, *prev; };
struct item { int v; struct list_head node; };
int f(const char *, ...);
static int table[4] = { [0 ... 3] = 1 };
int g(struct list_head *l, int k)
{
	struct item *it = container_of(l, struct item, node);
	int CONCAT(x, 1) = max(it->v, k);

	BUILD_BUG_ON(sizeof(int) != 4);
	switch (k) {
	case 1 ... 3:
		x1++;
		fallthrough;
	default:
		VA("%s", __stringify(a b c));
	}
	if (likely(x1 > 0))
		return table[ARRAY_SIZE(table) - 1];
	asm volatile("nop" : "=r"(x1) : "0"(x1) : "memory");
	return __builtin_choose_expr(1, x1, 0L);
}
