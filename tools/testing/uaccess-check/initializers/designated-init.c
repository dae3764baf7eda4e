/* -Wdesignated-init: a struct declared with attribute designated_init initialized by position. */
struct ops {
	int (*open)(void);
	int (*close)(void);
} __attribute__((designated_init));

struct holder {
	struct ops ops;
	int n;
};

static int o(void) { return 0; }

static struct ops bad = { o, o };	/* expect-warning: in initializer for bad: positional init of field in struct ops, declared with attribute designated_init */ /* expect-warning: in initializer for bad: positional init of field in struct ops, declared with attribute designated_init */
static struct ops good = { .open = o, .close = o };
/* once per positional item, a designated one is fine */
static struct ops mixed = {
	.open = o,
	o,		/* expect-warning: in initializer for mixed: positional init of field in struct ops, declared with attribute designated_init */
};
/* the universal zero initializer and empty braces */
static struct ops zero = { 0 };
static struct ops empty = { };
/* an array's element: its type's tag names it */
static struct ops arr[2] = {
	{ o },		/* expect-warning: in initializer for ops: positional init of field in struct ops, declared with attribute designated_init */
	{ .close = o },
};
/* a member: the member's name */
static struct holder h = { { o }, 1 };	/* expect-warning: in initializer for ops: positional init of field in struct ops, declared with attribute designated_init */
static struct holder h2 = { .ops = { .open = o }, .n = 1 };
/* the items of elided braces belong to the enclosing list */
static struct holder h3 = { o, o, 3 };

static void f(struct ops *p)
{
	*p = (struct ops){ o };	/* expect-warning: positional init of field in struct ops, declared with attribute designated_init */
	*p = (struct ops){ .open = o };
}

/* a struct without the attribute */
struct plain { int a, b; };
static struct plain pl = { 1, 2 };

/* only a struct's trailing attributes make it one */
struct __attribute__((designated_init)) early { int a; };	/* expect-warning: attribute designated_init applied to non-structure type */
static struct early e = { 1 };
union u { int a; } __attribute__((designated_init));	/* expect-warning: attribute designated_init applied to non-structure type */
typedef int t __attribute__((designated_init));	/* expect-warning: attribute designated_init applied to non-structure type */

void use(void);
void use(void)
{
	(void)bad; (void)good; (void)mixed; (void)zero; (void)empty; (void)arr;
	(void)h; (void)h2; (void)h3; (void)f; (void)pl; (void)e;
}
