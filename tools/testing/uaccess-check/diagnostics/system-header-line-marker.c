/* args: -Wreturn-void */
/*
 * gcc -E output: flag 3 of a line marker says what follows is a system
 * header's, whose warnings are not reported (system-header-warnings.c);
 * the unit's own lines after the marker that leaves it are.
 */
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/uc-sys.h" 1 3 4
static inline void sys_void(void) { }
static inline void sys_return_void(void) { return sys_void(); }
# 11 "system-header-line-marker.c" 2
void user(void);
void user(void)
{
	sys_return_void();
	return sys_void();	/* expect-warning: returning void-valued expression */
}
