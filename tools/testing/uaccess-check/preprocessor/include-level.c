/* __INCLUDE_LEVEL__ is 0 in the main file, 1 in its includes, ... */
int level0 = __INCLUDE_LEVEL__;
#include "inc/level1.h"
int back_in_level0 = __INCLUDE_LEVEL__;
/* expect-E
int level0 = 0;
int level1 = 1;
int level2 = 2;
int back_in_level1 = 1;
int back_in_level0 = 0;
*/
