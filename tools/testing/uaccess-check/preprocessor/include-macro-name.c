/* args: -Iinc */
/* #include with a macro-expanded name. */
#define HDR "inc/one.h"
#include HDR
#define SYS <two.h>
#include SYS
#define STR(x) #x
#define XSTR(x) STR(x)
#define NAME three
#include XSTR(inc/NAME.h)
#define ANGLE(n) <n.h>
#include ANGLE(four)
/* expect-E
int one;
int two;
int three;
int four;
*/
