/*
 * -Wexcess-initializers after a designator into an anonymous or nested
 * member: C goes on with the next member inside it (the kernel's
 * trace_export.c: ".align = 1, is_signed_type(t), .filter_type = ..."
 * into struct trace_event_fields' anonymous struct), so nothing is excess
 * there (the walk lost its place and reported them).
 */
struct f {
	const char *type;
	union {
		struct {
			const char *name;
			int size, align, is_signed, filter_type, len;
		};
		int (*define_fields)(void);
	};
};

static struct f fields[] = {
	{ .type = "x", .name = "n", .size = 4, .align = 1, 0, .filter_type = 2 },
	{ .type = "x", .name = "n", .size = 4, .align = 1, 0, .filter_type = 2, .len = 3 },
	{}
};

struct in { int b, c; };
struct out { struct in a; int d; };
static struct out nested = { .a.b = 1, 2 };

/* still reported: a plain list with no room */
static struct in plain = { 1, 2, 3 };	/* expect-warning: excessive elements in struct or union initializer */

int use(void);
int use(void)
{
	return fields[0].size + nested.d + plain.b;
}
