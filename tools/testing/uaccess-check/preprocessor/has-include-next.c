/* args: -Iinc/next1 -Iinc/next2 */
/* __has_include_next and #include_next search after the current dir. */
#include <next.h>
#include <only1.h>
/* expect-E
next_exists
only1_has_no_next
int in_next2;
no_third
int only1;
*/
