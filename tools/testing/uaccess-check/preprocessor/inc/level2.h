int level2 = __INCLUDE_LEVEL__;
