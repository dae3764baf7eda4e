/* args: -Wreturn-void -Wdeclaration-after-statement -Wsystem-headers */
/*
 * -Wsystem-headers: a system header's warnings are reported, as gcc's.
 */
/* expect-warning@inc/warn-system.h:6: returning void-valued expression */
/* expect-warning@inc/warn-system.h:11: mixing declarations and code */
#include "inc/warn-system.h"

int user_calls(void);
int user_calls(void)
{
	sys_return_void();
	return sys_mixed(1);
}
