/* args: -Wno-decl */
/*
 * A missing header fails the run (exit status 1, as sparse's): the unit
 * was not checked as written, and CI must not count it as clean.  The
 * rest of the unit is still checked.
 */
#include "no-such-header.h" /* expect-error: no-such-header.h: No such file or directory */
#warning still checked /* expect-warning: still checked */
/* expect-exit: 1 */
