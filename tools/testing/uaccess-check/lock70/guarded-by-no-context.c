/*
 * -Wno-context, sparse's switch for the lock-context family, turns off
 * every context-* check (the UMBRELLA of checks.def) but not -Wguarded-by,
 * which sparse never had.
 */
/* args: -I$DIR/include -I$DIR/inc -include $DIR/include/linux/compiler_types.h -Wno-decl -Wno-context */
#include "kcov-style.h"

unsigned int read_unlocked(struct kcov *k)
{
	return k->mode; /* expect-warning: [-Wguarded-by] */
}

void leak(struct kcov *k)
{
	spin_lock(&k->lock);
}
