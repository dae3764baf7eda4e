/*
 * The code no-context.c checks with -Wno-context, with the family on: one
 * diagnostic of each kind.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "locks61.h"
#include "imbalances.h"
/* expect-warning@inc/imbalances.h:12: [-Wcontext-annotation] */
/* expect-warning@inc/imbalances.h:21: still held at return [-Wcontext] */
/* expect-warning@inc/imbalances.h:26: [-Wcontext-must-not-hold] */
/* expect-warning@inc/imbalances.h:33: [-Wcontext-double-lock] */
/* expect-warning@inc/imbalances.h:41: [-Wcontext-unlock] */
/* expect-warning@inc/imbalances.h:46: [-Wcontext-must-hold] */
