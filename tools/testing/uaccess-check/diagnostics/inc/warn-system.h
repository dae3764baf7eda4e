#pragma GCC system_header
/* as gcc's arm_neon.h: a void return of a void call, a declaration after a statement */
static inline void sys_void(void) { }
static inline void sys_return_void(void)
{
	return sys_void();
}
static inline int sys_mixed(int a)
{
	a++;
	int b = a;
	return b;
}
#define SYS_RETURN_VOID(f) return f()
