#include "h5.h"
#include "h1.h"
