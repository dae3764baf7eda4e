/* args: -Wreturn-void -Wdeclaration-after-statement */
/*
 * As gcc: no warning in a system header (here one by #pragma GCC
 * system_header; gcc's arm_neon.h through -isystem), the same code in
 * the unit is reported, and so is a system header's macro where the
 * unit expands it.
 */
#include "inc/warn-system.h"

static inline void user_void(void) { }
void user_return_void(void);
void user_return_void(void)
{
	return user_void();	/* expect-warning: returning void-valued expression */
}

int user_mixed(int a);
int user_mixed(int a)
{
	a++;
	int b = a;	/* expect-warning: mixing declarations and code */
	return b;
}

void user_macro(void);
void user_macro(void)
{
	SYS_RETURN_VOID(user_void);	/* expect-warning: returning void-valued expression */
}

/* the header's bodies are evaluated where they are used */
int user_calls(void);
int user_calls(void)
{
	sys_return_void();
	return sys_mixed(1);
}
