/* included by ranges.c: the include chain of a warning in inner.h */
#include "inner.h"
