/*
 * A shared hold released by the exclusive release, and an exclusive one
 * by the shared release.
 */
/* args: -I$DIR/include -I$DIR/inc -include $DIR/include/linux/compiler_types.h -Wno-decl */
#include "kcov-style.h"

void shared_as_exclusive(struct pool *p)
{
	down_read(&p->sem);
	up_write(&p->sem); /* expect-warning: context imbalance in 'shared_as_exclusive' - '&p->sem' held shared, released as exclusive [-Wcontext-unlock] */
}

void annotated_shared_as_exclusive(struct pool *p)
{
	pool_read_lock(p);
	up_write(&p->sem); /* expect-warning: context imbalance in 'annotated_shared_as_exclusive' - '&p->sem' held shared, released as exclusive [-Wcontext-unlock] */
}

void exclusive_as_shared(struct pool *p)
{
	down_write(&p->sem);
	up_read(&p->sem); /* expect-warning: context imbalance in 'exclusive_as_shared' - '&p->sem' held exclusive, released as shared [-Wcontext-unlock] */
}
