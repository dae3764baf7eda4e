/* args: -Wtautological-compare -Wno-decl */
/*
 * -Wtautological-compare compares values through the flow layer's keys
 * (flow/key.h): the same object or value however it is written, as
 * sparse sees it after its simplifications (sparse 0.6.4 reports the
 * same lines).  Calls, ++, volatile reads and casts that change the
 * value to another type are never the same.
 */
struct m { int v; int arr[2]; };
int use(void);
int f(int i, int *p, struct m *s, volatile int *vp, long l)
{
	int n = 0;

	n += s->v == (*s).v;	/* expect-warning: self-comparison always evaluates to true */
	n += p[0] == *p;	/* expect-warning: self-comparison always evaluates to true */
	n += (int)i == i;	/* expect-warning: self-comparison always evaluates to true */
	n += *&i == i;		/* expect-warning: self-comparison always evaluates to true */
	n += (&s->arr[1])[0] == s->arr[1];	/* expect-warning: self-comparison always evaluates to true */
	n += p[i] == i[p];	/* expect-warning: self-comparison always evaluates to true */
	n += (int)l == (int)l;	/* expect-warning: self-comparison always evaluates to true */
	n += s->arr[i] == *(s->arr + i);	/* expect-warning: self-comparison always evaluates to true */

	/* silent */
	n += (char)i == i;
	n += (char)l == (int)l;
	n += use() == use();
	n += *vp == *vp;
	n += p[1] == p[2];
	n += s->v == s->arr[0];
	return n;
}
