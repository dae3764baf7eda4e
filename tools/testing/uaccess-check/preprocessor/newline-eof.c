/*
 * -Wnewline-eof: a file whose last line has no newline, reported once
 * per unit on that line, for the main file and for a header included
 * twice (inc/no-newline.h).
 */
#include "inc/no-newline.h"
#include "inc/no-newline.h"
/* expect-warning@inc/no-newline.h:2: no newline at end of file */
static int last; /* expect-warning: no newline at end of file */