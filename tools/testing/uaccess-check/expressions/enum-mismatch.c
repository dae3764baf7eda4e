/* -Wenum-mismatch: a value of one enum type used as, or with, another enum type. */
enum color { RED, GREEN };
enum shape { ROUND, SQUARE };

static void paint(enum color c);

static enum color from_shape(enum shape s)
{
	return s;	/* expect-warning: mixing different enum types: */ /* expect-note: enum shape */ /* expect-note: enum color */
}

static int f(enum color c, enum shape s, int i)
{
	enum color d = s;	/* expect-warning: mixing different enum types: */ /* expect-note: enum shape */ /* expect-note: enum color */

	d = s;		/* expect-warning: mixing different enum types: */ /* expect-note: enum shape */ /* expect-note: enum color */
	d += s;		/* expect-warning: mixing different enum types: */ /* expect-note: enum color */ /* expect-note: enum shape */
	paint(s);	/* expect-warning: mixing different enum types: */ /* expect-note: enum shape */ /* expect-note: enum color */
	if (c == s)	/* expect-warning: mixing different enum types: */ /* expect-note: enum color */ /* expect-note: enum shape */
		return 1;
	if (c == (enum shape)0)	/* expect-warning: mixing different enum types: */ /* expect-note: enum color */ /* expect-note: enum shape */
		return 1;
	i = c & s;	/* expect-warning: mixing different enum types: */ /* expect-note: enum color */ /* expect-note: enum shape */
	i = i ? c : s;	/* expect-warning: mixing different enum types: */ /* expect-note: enum color */ /* expect-note: enum shape */

	/* silent: the enumerators are ints, as are plain integers */
	d = SQUARE;
	paint(ROUND);
	if (c == ROUND || RED == SQUARE)
		return 2;
	d = i;
	i = s;
	/* the same enum, a cast, shifts and logical operators */
	d = c;
	d = (enum color)s;
	d <<= s;
	i = c << s;
	i = c && s;
	switch (c) {
	case ROUND:
		break;
	}
	return d + from_shape(s);
}

int use(void);
int use(void)
{
	return f(RED, ROUND, 0);
}
