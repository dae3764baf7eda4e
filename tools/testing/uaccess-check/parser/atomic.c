/*
 * _Atomic as a qualifier and as a type specifier _Atomic(T), in
 * declarations, pointers, members, casts and typeof.
 */
_Atomic int a1;
_Atomic(int) a2;
int _Atomic a3;
_Atomic(long *) a4;		/* atomic pointer */
_Atomic long *a5;		/* pointer to atomic long */
long *_Atomic a6;		/* atomic pointer */
_Atomic(struct { int x; }) a7;
volatile _Atomic unsigned a8;

struct counters {
	_Atomic int hits;
	_Atomic(unsigned long) bytes;
};

int f(struct counters *c)
{
	_Atomic(int) *p = &c->hits;
	typeof(a1) t = 1;

	c->hits++;
	c->bytes += 10;
	a1 = a2 + a3 + *p + t;
	a4 = a5 ? 0 : a6;	/* expect-warning: Using plain integer as NULL pointer */
	return (int)(_Atomic int)a1 + (int)sizeof(a7) + (int)a8;
}
/* args: -Wno-decl */
