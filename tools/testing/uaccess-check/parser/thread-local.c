/*
 * Thread-local storage: _Thread_local and __thread with static and
 * extern, at file scope and in blocks (static only).  _Thread_local may
 * come before static, __thread may not (gcc: "'__thread' before 'static'").
 */
_Thread_local int t1;
__thread int t2;
static __thread int t3;
static _Thread_local long t4;
extern __thread int t5;
static __thread int t6;
_Thread_local static int t7 = 3;
extern _Thread_local char t8[16];
static __thread struct { int a, b; } t9 = { 1, 2 };

int f(void)
{
	static __thread int counter;
	static _Thread_local int other;

	return ++counter + other + t1 + t2 + t3 + (int)t4 + t5 + t6 + t7 + t8[0] + t9.b;
}
/* args: -Wno-decl */
