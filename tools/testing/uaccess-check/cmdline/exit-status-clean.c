/* args: -Wsparse-error -Wno-decl */
/*
 * The failing errors and -Wsparse-error leave a clean unit alone: a
 * header found, constants that fit, #if with a big but valid constant.
 */
#include "inc/present.h"
#if 18446744073709551615U > 0
static unsigned long long big = 18446744073709551615ULL;
#endif
int x;
