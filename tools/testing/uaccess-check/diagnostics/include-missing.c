/* args: -E */
/*
 * A missing include file is an error, and the unit goes on (gcc stops);
 * the run exits with status 1, as sparse's: the unit was not checked as written.
 */
#include "no-such-header.h" /* expect-error: No such file or directory */
#include <no-such-system-header.h> /* expect-error: No such file or directory */
#warning still going /* expect-warning: still going */
int after;
/* expect-exit: 1 */
