/* args: -Iinc/next1 -Iinc/next2 */
/* #include_next continues the search after the directory of the file. */
#include <next.h>
#include "next.h"
/* expect-E
next_exists
only1_has_no_next
int in_next2;
no_third
next_exists
only1_has_no_next
int in_next2;
no_third
*/
