int forced_first = FROM_IMACROS;
#define FORCED 1
