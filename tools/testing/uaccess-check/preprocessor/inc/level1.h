int level1 = __INCLUDE_LEVEL__;
#include "level2.h"
int back_in_level1 = __INCLUDE_LEVEL__;
