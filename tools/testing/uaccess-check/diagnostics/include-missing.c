/* args: -E */
/* A missing include file is an error, and the unit goes on (gcc stops). */
#include "no-such-header.h" /* expect-error: No such file or directory */
#include <no-such-system-header.h> /* expect-error: No such file or directory */
#warning still going /* expect-warning: still going */
int after;
