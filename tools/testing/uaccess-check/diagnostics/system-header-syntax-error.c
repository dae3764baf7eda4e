/* args: -isystem $DIR/inc/sys */
/*
 * A syntax error in a system header stops the unit: the error, one note
 * that says so, and nothing of the 300 lines of the header after it (200
 * more errors if the checker went on, as with gcc's arm_neon.h on arm64),
 * nor of the unit.
 */
/* expect-error@inc/sys/vectors.h:10: syntax error */
/* expect-note@inc/sys/vectors.h:10: checking of this unit stopped: syntax error in system header 'vectors.h' */
#include <vectors.h>
int after the header;
int x;
/* expect-exit: 0 */
