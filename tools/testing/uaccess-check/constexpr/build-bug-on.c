/*
 * The kernel's compile-time assertions with conditions that hold: the
 * classic BUILD_BUG_ON (a char array of size 1 - 2*!!(cond) under
 * sizeof), BUILD_BUG_ON_ZERO (a bit-field of width -!!(e)), the
 * _Static_assert-based BUILD_BUG_ON_MSG and static_assert, and
 * __must_be_array; all silent when the layout and the folding are right.
 */
#define BUILD_BUG_ON_OLD(condition) ((void)sizeof(char[1 - 2*!!(condition)]))
#define BUILD_BUG_ON_ZERO(e) ((int)(sizeof(struct { int:(-!!(e)); })))
#define BUILD_BUG_ON_MSG(cond, msg) _Static_assert(!(cond), msg)
#define BUILD_BUG_ON(condition) BUILD_BUG_ON_MSG(condition, "BUILD_BUG_ON failed: " #condition)
#define __same_type(a, b) __builtin_types_compatible_p(typeof(a), typeof(b))
#define __must_be_array(a) BUILD_BUG_ON_ZERO(__same_type((a), &(a)[0]))
#define ARRAY_SIZE(arr) (sizeof(arr) / sizeof((arr)[0]) + __must_be_array(arr))
#define __static_assert(expr, msg, ...) _Static_assert(expr, msg)
#define static_assert(expr, ...) __static_assert(expr, ##__VA_ARGS__, #expr)
#define offsetof(T, m) __builtin_offsetof(T, m)
#define BITS_PER_LONG 64
#define BIT(n) (1UL << (n))

struct hdr { unsigned short type; unsigned short len; unsigned int seq; } __attribute__((packed));
struct page_like { unsigned long flags; void *mapping; unsigned long index; void *priv; int count; };
static const int table[] = { 1, 2, 3, 4, 5 };

static_assert(sizeof(struct hdr) == 8);
static_assert(sizeof(struct page_like) == 40, "page_like size");
static_assert(ARRAY_SIZE(table) == 5);
static_assert(BUILD_BUG_ON_ZERO(0) == 0);
static_assert(BIT(BITS_PER_LONG - 1) == 0x8000000000000000UL);

int f(int x)
{
	int arr[ARRAY_SIZE(table) + BUILD_BUG_ON_ZERO(sizeof(int) != 4)];

	BUILD_BUG_ON_OLD(sizeof(long) != 8);
	BUILD_BUG_ON_OLD(offsetof(struct page_like, index) != 16);
	BUILD_BUG_ON_OLD(0);
	BUILD_BUG_ON(sizeof(struct hdr) > 8);
	BUILD_BUG_ON(offsetof(struct hdr, seq) != 4);
	BUILD_BUG_ON(ARRAY_SIZE(arr) != 5);
	BUILD_BUG_ON((unsigned char)-1 != 255);
	BUILD_BUG_ON(-1 >> 1 != -1);
	BUILD_BUG_ON(__same_type(x, long));
	return arr[0] + BUILD_BUG_ON_ZERO(sizeof(x) > 4) + (int)sizeof(char[1 - 2 * !!(sizeof(x) != 4)]);
}
/* args: -Wno-decl */
