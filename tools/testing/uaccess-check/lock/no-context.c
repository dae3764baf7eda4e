/*
 * -Wno-context turns off the whole family: none of these imbalances is
 * reported.  (no-context-default.c: the same code, each one reported.)
 */
/* args: -I$DIR/inc -Wno-decl -Wno-context */
#include "locks61.h"
#include "imbalances.h"
