/*
 * The finer names turn off their own kind only: here all but
 * -Wcontext-must-hold and -Wcontext-unlock.
 */
/* args: -I$DIR/inc -Wno-decl -Wno-context-annotation -Wno-context-double-lock */
/* args: -Wno-context-must-not-hold */
#include "locks61.h"
#include "imbalances.h"
/* expect-warning@inc/imbalances.h:21: still held at return [-Wcontext] */
/* expect-warning@inc/imbalances.h:41: [-Wcontext-unlock] */
/* expect-warning@inc/imbalances.h:46: [-Wcontext-must-hold] */
