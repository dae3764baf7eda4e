/* -Wint-to-pointer-cast, -Wpointer-to-int-cast: casts between pointers and integers of another size. */
struct s;
static int g;
/* not in code: a static initializer is not reported */
static long gl = (long)(int)(long)&g;

static long f(int i, unsigned int u, long l, char c, short sh, _Bool b,
	      int *ip, struct s *sp, void *p, const void *cp, void (*fn)(void))
{
	struct s *q;
	void *r;
	int j = 0;
	long k;

	q = (struct s *)i;	/* expect-warning: non size-preserving integer to pointer cast */
	q = (struct s *)u;	/* expect-warning: non size-preserving integer to pointer cast */
	q = (struct s *)c;	/* expect-warning: non size-preserving integer to pointer cast */
	q = (struct s *)(i + 1);	/* expect-warning: non size-preserving integer to pointer cast */
	q = (struct s *)(short)i;	/* expect-warning: non size-preserving integer to pointer cast */
	q = (struct s *)b;	/* expect-warning: non size-preserving integer to pointer cast */
	j += (int)ip;		/* expect-warning: non size-preserving pointer to integer cast */
	j += (char)sp;		/* expect-warning: non size-preserving pointer to integer cast */
	j += (unsigned int)fn;	/* expect-warning: non size-preserving pointer to integer cast */
	j += (int)&j;		/* expect-warning: non size-preserving pointer to integer cast */
	if (0)
		j += (int)sp;	/* expect-warning: non size-preserving pointer to integer cast */

	/* silent: the pointer's size, void *, constants, _Bool, sizeof */
	q = (struct s *)l;
	r = (void *)i;
	r = (const void *)c;	/* expect-warning: incorrect type in assignment (different modifiers) */
	j += (int)p;
	j += (int)cp;
	q = (struct s *)1;
	q = (struct s *)(unsigned int)-1;
	j += (int)(int *)0;
	j += (_Bool)ip;
	k = (long)ip + (unsigned long long)sp + sizeof((int)ip);
	(void)q; (void)r;
	return j + k + gl;
}

/* an inline function nothing calls is not code either */
static inline int unused(int *ip)
{
	return (int)ip;
}

long use(void);
long use(void)
{
	return f(0, 0, 0, 0, 0, 0, (void *)0, (void *)0, (void *)0, (void *)0, (void *)0);
}
